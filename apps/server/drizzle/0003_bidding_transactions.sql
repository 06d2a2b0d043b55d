CREATE TABLE "bidding_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bid_nickname" text NOT NULL,
	"status" text NOT NULL,
	"agreement" boolean NOT NULL,
	"proof_path" text NOT NULL,
	"proof_name" text NOT NULL,
	"proof_size" integer NOT NULL,
	"approval" text DEFAULT 'submitted' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidding_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"bid_amount" numeric(14, 2) NOT NULL,
	"bid_incremental_amount" numeric(14, 2) NOT NULL,
	"highest_bid_amount" numeric(14, 2) NOT NULL,
	"highest_bidder_id" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"buyers_premium_rate" numeric(5, 2) DEFAULT 5 NOT NULL,
	"bid_starting_time" timestamp with time zone NOT NULL,
	"bid_ending_time" timestamp with time zone NOT NULL,
	"scheduled_ending_time" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_properties_times_check" CHECK ("bidding_properties"."bid_ending_time" > "bidding_properties"."bid_starting_time"),
	CONSTRAINT "bidding_properties_increment_check" CHECK ("bidding_properties"."bid_incremental_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bidding_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_property_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer,
	"bidder_nickname" text NOT NULL,
	"bid_amount" numeric(14, 2) NOT NULL,
	"buyers_premium" numeric(14, 2) NOT NULL,
	"contingency" text NOT NULL,
	"escrow_closing_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"event" text NOT NULL,
	"role" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"consented_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"signature_type" text,
	"typed_name" text,
	"drawn_signature" text,
	"signed_ip" text,
	"signed_user_agent" text
);
--> statement-breakpoint
CREATE TABLE "property_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"realtor_id" integer NOT NULL,
	"accepted_by" integer,
	"transaction_date" date NOT NULL,
	"transaction_amount" numeric(14, 2) NOT NULL,
	"buyers_premium" numeric(14, 2) NOT NULL,
	"bid_property_history_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"contract_path" text,
	"contract_sha256" text,
	"completed_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bidding_approvals" ADD CONSTRAINT "bidding_approvals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_approvals" ADD CONSTRAINT "bidding_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_approvals" ADD CONSTRAINT "bidding_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_properties" ADD CONSTRAINT "bidding_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_properties" ADD CONSTRAINT "bidding_properties_highest_bidder_id_users_id_fk" FOREIGN KEY ("highest_bidder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_properties" ADD CONSTRAINT "bidding_properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_history" ADD CONSTRAINT "bidding_history_bid_property_id_bidding_properties_id_fk" FOREIGN KEY ("bid_property_id") REFERENCES "public"."bidding_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_history" ADD CONSTRAINT "bidding_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_history" ADD CONSTRAINT "bidding_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_transaction_id_property_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."property_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_transaction_id_property_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."property_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_transactions" ADD CONSTRAINT "property_transactions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_transactions" ADD CONSTRAINT "property_transactions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_transactions" ADD CONSTRAINT "property_transactions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_transactions" ADD CONSTRAINT "property_transactions_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_transactions" ADD CONSTRAINT "property_transactions_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_transactions" ADD CONSTRAINT "property_transactions_bid_property_history_id_bidding_history_id_fk" FOREIGN KEY ("bid_property_history_id") REFERENCES "public"."bidding_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_approvals_property_user_idx" ON "bidding_approvals" USING btree ("property_id","user_id");--> statement-breakpoint
CREATE INDEX "bidding_approvals_property_state_idx" ON "bidding_approvals" USING btree ("property_id","approval","created_at");--> statement-breakpoint
CREATE INDEX "bidding_approvals_user_idx" ON "bidding_approvals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_approvals_proof_idx" ON "bidding_approvals" USING btree ("proof_path");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_properties_property_idx" ON "bidding_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_history_amount_idx" ON "bidding_history" USING btree ("bid_property_id","bid_amount");--> statement-breakpoint
CREATE INDEX "bidding_history_auction_idx" ON "bidding_history" USING btree ("bid_property_id","id");--> statement-breakpoint
CREATE INDEX "bidding_history_user_idx" ON "bidding_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_events_transaction_idx" ON "contract_events" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_role_idx" ON "contract_signers" USING btree ("transaction_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_token_idx" ON "contract_signers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "property_transactions_property_idx" ON "property_transactions" USING btree ("property_id","id");--> statement-breakpoint
CREATE INDEX "property_transactions_buyer_idx" ON "property_transactions" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "property_transactions_seller_idx" ON "property_transactions" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "property_transactions_realtor_idx" ON "property_transactions" USING btree ("realtor_id");--> statement-breakpoint
CREATE FUNCTION "bidding_history_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bids are immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bidding_history_no_update" BEFORE UPDATE ON "bidding_history" FOR EACH ROW EXECUTE FUNCTION "bidding_history_immutable"();
