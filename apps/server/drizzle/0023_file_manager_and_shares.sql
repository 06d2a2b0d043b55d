CREATE TABLE "file_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"path" text NOT NULL,
	"parent" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text,
	"mime_type" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_project_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"members_may_write" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"version" text NOT NULL,
	"user_id" integer,
	"prompt" text NOT NULL,
	"answer" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"file_id" integer,
	"action" text NOT NULL,
	"viewer_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"entry_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"email" text NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"owner_id" integer NOT NULL,
	"project_id" integer,
	"title" text NOT NULL,
	"audience" text NOT NULL,
	"permission" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_entries" ADD CONSTRAINT "file_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_project_settings" ADD CONSTRAINT "file_project_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_summaries" ADD CONSTRAINT "file_summaries_entry_id_file_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."file_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_summaries" ADD CONSTRAINT "file_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_events" ADD CONSTRAINT "share_link_events_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_files" ADD CONSTRAINT "share_link_files_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_files" ADD CONSTRAINT "share_link_files_entry_id_file_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."file_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_recipients" ADD CONSTRAINT "share_link_recipients_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_entries_path_idx" ON "file_entries" USING btree ("area","path");--> statement-breakpoint
CREATE INDEX "file_entries_listing_idx" ON "file_entries" USING btree ("area","parent","kind",lower("name"),"name");--> statement-breakpoint
CREATE INDEX "file_summaries_entry_idx" ON "file_summaries" USING btree ("entry_id","version");--> statement-breakpoint
CREATE INDEX "share_link_events_link_idx" ON "share_link_events" USING btree ("link_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_files_entry_idx" ON "share_link_files" USING btree ("link_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_recipients_email_idx" ON "share_link_recipients" USING btree ("link_id","email");--> statement-breakpoint
CREATE INDEX "share_link_recipients_by_email_idx" ON "share_link_recipients" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_idx" ON "share_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "share_links_owner_idx" ON "share_links" USING btree ("owner_id","id");