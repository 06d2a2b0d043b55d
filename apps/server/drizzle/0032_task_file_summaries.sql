ALTER TABLE "file_summaries" ALTER COLUMN "entry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "file_summaries" ADD COLUMN "task_file_id" integer;--> statement-breakpoint
ALTER TABLE "file_summaries" ADD CONSTRAINT "file_summaries_task_file_id_project_task_files_id_fk" FOREIGN KEY ("task_file_id") REFERENCES "public"."project_task_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_summaries_task_file_idx" ON "file_summaries" USING btree ("task_file_id","version");--> statement-breakpoint
ALTER TABLE "file_summaries" ADD CONSTRAINT "file_summaries_one_file_check" CHECK (num_nonnulls("file_summaries"."entry_id", "file_summaries"."task_file_id") = 1);