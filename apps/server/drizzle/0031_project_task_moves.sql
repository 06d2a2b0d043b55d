CREATE TABLE "project_task_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"task_id" integer,
	"task_title" text NOT NULL,
	"user_id" integer,
	"from_status_id" integer,
	"to_status_id" integer,
	"milestone_name" text,
	"from_start_date" timestamp,
	"from_end_date" timestamp,
	"to_start_date" timestamp,
	"to_end_date" timestamp,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_task_assignees" ADD COLUMN "assigned_by" integer;--> statement-breakpoint
ALTER TABLE "project_task_moves" ADD CONSTRAINT "project_task_moves_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_task_moves" ADD CONSTRAINT "project_task_moves_task_id_project_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."project_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_task_moves" ADD CONSTRAINT "project_task_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_task_moves_project_idx" ON "project_task_moves" USING btree ("project_id","created_at");--> statement-breakpoint
ALTER TABLE "project_task_assignees" ADD CONSTRAINT "project_task_assignees_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;