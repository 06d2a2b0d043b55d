ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Every listing written before drafts existed was public: it stays published, as of when it was created.
UPDATE "properties" SET "published_at" = "created_at";
