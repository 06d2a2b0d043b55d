DROP INDEX "properties_search_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(label, '') || ' ' || street_address || ' ' || city || ' ' || state || ' ' || zip_code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_document");