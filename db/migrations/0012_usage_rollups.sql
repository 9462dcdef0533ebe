CREATE TABLE "ledger_rollup_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"entries" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_rollup_daily_tenant_id_day_kind_actor_pk" PRIMARY KEY("tenant_id","day","kind","actor")
);
--> statement-breakpoint
CREATE TABLE "usage_rollup_by_chat_model" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"chat_kind" text NOT NULL,
	"keyword" text NOT NULL,
	"model" text NOT NULL,
	"turns" bigint DEFAULT 0 NOT NULL,
	"input_tokens" bigint DEFAULT 0 NOT NULL,
	"output_tokens" bigint DEFAULT 0 NOT NULL,
	"total_tokens" bigint DEFAULT 0 NOT NULL,
	"charged_tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_rollup_by_chat_model_tenant_id_day_chat_kind_keyword_model_pk" PRIMARY KEY("tenant_id","day","chat_kind","keyword","model")
);
--> statement-breakpoint
CREATE TABLE "usage_rollup_by_user" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"turns" bigint DEFAULT 0 NOT NULL,
	"input_tokens" bigint DEFAULT 0 NOT NULL,
	"output_tokens" bigint DEFAULT 0 NOT NULL,
	"total_tokens" bigint DEFAULT 0 NOT NULL,
	"charged_tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_rollup_by_user_tenant_id_day_user_id_pk" PRIMARY KEY("tenant_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "usage_rollup_by_user_chat_model" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"chat_kind" text NOT NULL,
	"keyword" text NOT NULL,
	"model" text NOT NULL,
	"turns" bigint DEFAULT 0 NOT NULL,
	"input_tokens" bigint DEFAULT 0 NOT NULL,
	"output_tokens" bigint DEFAULT 0 NOT NULL,
	"total_tokens" bigint DEFAULT 0 NOT NULL,
	"charged_tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_rollup_by_user_chat_model_tenant_id_user_id_day_chat_kind_keyword_model_pk" PRIMARY KEY("tenant_id","user_id","day","chat_kind","keyword","model")
);
--> statement-breakpoint
ALTER TABLE "ledger_rollup_daily" ADD CONSTRAINT "ledger_rollup_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_rollup_by_chat_model" ADD CONSTRAINT "usage_rollup_by_chat_model_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_rollup_by_user" ADD CONSTRAINT "usage_rollup_by_user_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_rollup_by_user_chat_model" ADD CONSTRAINT "usage_rollup_by_user_chat_model_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_rollup_daily_kind_day_idx" ON "ledger_rollup_daily" USING btree ("kind","day");--> statement-breakpoint
CREATE INDEX "usage_rollup_by_chat_model_day_idx" ON "usage_rollup_by_chat_model" USING btree ("day");--> statement-breakpoint
CREATE INDEX "usage_rollup_by_user_chat_model_chat_idx" ON "usage_rollup_by_user_chat_model" USING btree ("tenant_id","chat_kind","keyword","day");