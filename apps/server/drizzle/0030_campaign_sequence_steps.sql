ALTER TABLE "prospect_labels" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "trigger_kind" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "trigger_label_id" integer;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "trigger_delay_days" integer;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "trigger_milestone" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "sweep_after_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "sweep_after_id" integer;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_trigger_label_id_network_labels_id_fk" FOREIGN KEY ("trigger_label_id") REFERENCES "public"."network_labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_campaigns_trigger_idx" ON "email_campaigns" USING btree ("trigger_kind","status") WHERE "email_campaigns"."trigger_kind" is not null;