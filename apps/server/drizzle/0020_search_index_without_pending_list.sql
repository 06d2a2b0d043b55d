DROP INDEX "properties_search_idx";--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_document") WITH (fastupdate=false);