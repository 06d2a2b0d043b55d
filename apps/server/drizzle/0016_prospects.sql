CREATE TABLE "network_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"network_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"label_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_labels" (
	"prospect_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "prospect_labels_prospect_id_label_id_pk" PRIMARY KEY("prospect_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"project_id" integer,
	"name" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text,
	"phone" text,
	"role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_conversations" ADD CONSTRAINT "network_conversations_network_id_prospects_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_conversations" ADD CONSTRAINT "network_conversations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_labels" ADD CONSTRAINT "network_labels_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_labels" ADD CONSTRAINT "prospect_labels_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_labels" ADD CONSTRAINT "prospect_labels_label_id_network_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."network_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_conversations_network_idx" ON "network_conversations" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "network_conversations_author_idx" ON "network_conversations" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "network_labels_realtor_name_idx" ON "network_labels" USING btree ("realtor_id",lower("label_name"));--> statement-breakpoint
CREATE INDEX "prospect_labels_label_idx" ON "prospect_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "prospects_realtor_idx" ON "prospects" USING btree ("realtor_id","id");--> statement-breakpoint
CREATE INDEX "prospects_project_idx" ON "prospects" USING btree ("project_id");