CREATE TABLE "background_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"dedupe_key" text,
	"tenant_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "background_jobs_state_known" CHECK ("background_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "model_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_key" text,
	"model" text NOT NULL,
	"input_credits_per_1k" numeric(14, 4) NOT NULL,
	"output_credits_per_1k" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_prices_weights_non_negative" CHECK ("model_prices"."input_credits_per_1k" >= 0 and "model_prices"."output_credits_per_1k" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"from_plan_id" text NOT NULL,
	"to_plan_id" text NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"price_jpy" integer NOT NULL,
	"effective_month" text,
	"requested_by" text NOT NULL,
	"billing_name" text,
	"billing_address" text,
	"billing_email" text,
	"stripe_session_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "plan_changes_direction_known" CHECK ("plan_changes"."direction" in ('upgrade', 'downgrade')),
	CONSTRAINT "plan_changes_method_known" CHECK ("plan_changes"."method" in ('stripe', 'invoice', 'scheduled')),
	CONSTRAINT "plan_changes_status_known" CHECK ("plan_changes"."status" in ('pending', 'scheduled', 'applied', 'canceled', 'failed')),
	CONSTRAINT "plan_changes_effective_month_format" CHECK ("plan_changes"."effective_month" is null or "plan_changes"."effective_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "archived_ledger_entries" (
	"tenant_id" text NOT NULL,
	"id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor" text NOT NULL,
	"reference" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "archived_ledger_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tenant_archives" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"application_key" text NOT NULL,
	"plan_id" text NOT NULL,
	"balance" bigint NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_export_chunks" (
	"tenant_id" text NOT NULL,
	"export_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "tenant_export_chunks_tenant_id_export_id_seq_pk" PRIMARY KEY("tenant_id","export_id","seq")
);
--> statement-breakpoint
CREATE TABLE "tenant_exports" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"requested_by" text NOT NULL,
	"size_bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "tenant_exports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tenant_exports_status_known" CHECK ("tenant_exports"."status" in ('queued', 'running', 'ready', 'failed', 'expired')),
	CONSTRAINT "tenant_exports_progress_range" CHECK ("tenant_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_source" text;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "monthly_credit_cap" bigint;--> statement-breakpoint
ALTER TABLE "tenant_members" ADD COLUMN "monthly_credit_cap" bigint;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "application_key" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "thread_retention_days" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "low_balance_threshold" bigint;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "low_balance_alert_armed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "monthly_summary" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_prices" ADD CONSTRAINT "model_prices_application_key_applications_key_fk" FOREIGN KEY ("application_key") REFERENCES "public"."applications"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_from_plan_id_plans_id_fk" FOREIGN KEY ("from_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_to_plan_id_plans_id_fk" FOREIGN KEY ("to_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_ledger_entries" ADD CONSTRAINT "archived_ledger_entries_tenant_id_tenant_archives_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_archives"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_export_chunks" ADD CONSTRAINT "tenant_export_chunks_export_fk" FOREIGN KEY ("tenant_id","export_id") REFERENCES "public"."tenant_exports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_exports" ADD CONSTRAINT "tenant_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_jobs_ready_idx" ON "background_jobs" USING btree ("run_at") WHERE "background_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "model_prices_scope_model_idx" ON "model_prices" USING btree (coalesce("application_key", ''),"model");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_one_open_idx" ON "plan_changes" USING btree ("tenant_id") WHERE "plan_changes"."status" in ('pending', 'scheduled');--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_stripe_session_idx" ON "plan_changes" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "plan_changes_status_created_idx" ON "plan_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "archived_ledger_entries_created_idx" ON "archived_ledger_entries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_exports_one_active_idx" ON "tenant_exports" USING btree ("tenant_id") WHERE "tenant_exports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "tenant_exports_expiry_idx" ON "tenant_exports" USING btree ("expires_at") WHERE "tenant_exports"."status" = 'ready';--> statement-breakpoint
ALTER TABLE "token_purchases" ADD CONSTRAINT "token_purchases_ledger_entry_fk" FOREIGN KEY ("tenant_id","ledger_entry_id") REFERENCES "public"."token_ledger"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_purchase_refunds" ADD CONSTRAINT "token_purchase_refunds_ledger_entry_fk" FOREIGN KEY ("tenant_id","ledger_entry_id") REFERENCES "public"."token_ledger"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_application_key_applications_key_fk" FOREIGN KEY ("application_key") REFERENCES "public"."applications"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_last_request_idx" ON "rate_limit" USING btree ("last_request");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_events_idempotency_idx" ON "usage_events" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "token_reservations_open_actor_idx" ON "token_reservations" USING btree ("tenant_id","actor") WHERE "token_reservations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "plans_application_idx" ON "plans" USING btree ("application_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_stripe_subscription_idx" ON "tenants" USING btree ("stripe_subscription_id");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_ban_source_known" CHECK ("user"."ban_source" is null or "user"."ban_source" in ('team', 'system_admin'));--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_credit_cap_non_negative" CHECK ("teams"."monthly_credit_cap" is null or "teams"."monthly_credit_cap" >= 0);--> statement-breakpoint
ALTER TABLE "tenant_members" ADD CONSTRAINT "tenant_members_credit_cap_non_negative" CHECK ("tenant_members"."monthly_credit_cap" is null or "tenant_members"."monthly_credit_cap" >= 0);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_retention_days_range" CHECK ("tenants"."thread_retention_days" is null or "tenants"."thread_retention_days" between 1 and 36500);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_low_balance_threshold_positive" CHECK ("tenants"."low_balance_threshold" is null or "tenants"."low_balance_threshold" > 0);