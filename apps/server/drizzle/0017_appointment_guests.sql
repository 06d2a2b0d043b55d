ALTER TABLE "meetings" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "guest_email" text;