CREATE TABLE "share_link_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"pass_hash" text,
	"pass_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_entries" ADD COLUMN "owner_id" integer GENERATED ALWAYS AS (CASE WHEN area LIKE 'user:%' THEN substring(area FROM 6)::integer END) STORED;--> statement-breakpoint
ALTER TABLE "file_entries" ADD COLUMN "project_id" integer GENERATED ALWAYS AS (CASE WHEN area LIKE 'project:%' THEN substring(area FROM 9)::integer END) STORED;--> statement-breakpoint
ALTER TABLE "share_link_passes" ADD CONSTRAINT "share_link_passes_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_passes_email_idx" ON "share_link_passes" USING btree ("link_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_passes_pass_idx" ON "share_link_passes" USING btree ("pass_hash");--> statement-breakpoint
ALTER TABLE "file_entries" ADD CONSTRAINT "file_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_entries" ADD CONSTRAINT "file_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_entries_owner_idx" ON "file_entries" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "file_entries_project_idx" ON "file_entries" USING btree ("project_id");