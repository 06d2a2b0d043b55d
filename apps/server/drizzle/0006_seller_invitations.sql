CREATE TABLE "seller_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"invited_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_invitations" ADD CONSTRAINT "seller_invitations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invitations" ADD CONSTRAINT "seller_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invitations" ADD CONSTRAINT "seller_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_invitations_pending_idx" ON "seller_invitations" USING btree ("property_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "seller_invitations_invitee_idx" ON "seller_invitations" USING btree ("invitee_id");