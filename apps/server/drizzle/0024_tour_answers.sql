ALTER TABLE "meetings" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "tour_answer" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "answer_reason" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "proposed_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "proposed_end" timestamp with time zone;