CREATE TABLE "token_purchase_refunds" (
	"tenant_id" text NOT NULL,
	"purchase_id" text NOT NULL,
	"tokens_taken_back" bigint NOT NULL,
	"tokens_not_recovered" bigint NOT NULL,
	"ledger_entry_id" bigint,
	"reason" text NOT NULL,
	"refunded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_purchase_refunds_tenant_id_purchase_id_pk" PRIMARY KEY("tenant_id","purchase_id"),
	CONSTRAINT "token_purchase_refunds_tokens_non_negative" CHECK ("token_purchase_refunds"."tokens_taken_back" >= 0 and "token_purchase_refunds"."tokens_not_recovered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "token_ledger" DROP CONSTRAINT "token_ledger_amount_sign";--> statement-breakpoint
ALTER TABLE "token_purchase_refunds" ADD CONSTRAINT "token_purchase_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_purchase_refunds" ADD CONSTRAINT "token_purchase_refunds_purchase_fk" FOREIGN KEY ("tenant_id","purchase_id") REFERENCES "public"."token_purchases"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_purchase_refunds_created_idx" ON "token_purchase_refunds" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_amount_sign" CHECK (("token_ledger"."kind" in ('usage', 'expiry', 'purchase_refund') and "token_ledger"."amount" < 0) or ("token_ledger"."kind" in ('plan_grant', 'purchase', 'additional_grant', 'refund') and "token_ledger"."amount" > 0));