CREATE TABLE "token_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tokens" bigint NOT NULL,
	"price_jpy" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_packs_tokens_positive" CHECK ("token_packs"."tokens" > 0),
	CONSTRAINT "token_packs_price_positive" CHECK ("token_packs"."price_jpy" > 0)
);
--> statement-breakpoint
CREATE TABLE "token_purchases" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"pack_id" text NOT NULL,
	"pack_name" text NOT NULL,
	"tokens" bigint NOT NULL,
	"price_jpy" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text NOT NULL,
	"billing_name" text,
	"billing_address" text,
	"billing_email" text,
	"stripe_session_id" text,
	"ledger_entry_id" bigint,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_purchases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "token_purchases_status_known" CHECK ("token_purchases"."status" in ('pending', 'paid', 'confirmed', 'failed', 'canceled')),
	CONSTRAINT "token_purchases_method_known" CHECK ("token_purchases"."method" in ('stripe', 'invoice')),
	CONSTRAINT "token_purchases_tokens_positive" CHECK ("token_purchases"."tokens" > 0)
);
--> statement-breakpoint
ALTER TABLE "token_purchases" ADD CONSTRAINT "token_purchases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_purchases" ADD CONSTRAINT "token_purchases_pack_id_token_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."token_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "token_purchases_stripe_session_idx" ON "token_purchases" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "token_purchases_tenant_created_idx" ON "token_purchases" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "token_purchases_status_created_idx" ON "token_purchases" USING btree ("status","created_at");