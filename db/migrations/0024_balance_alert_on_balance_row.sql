ALTER TABLE "token_balances" ADD COLUMN "low_balance_alert_armed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "low_balance_alert_armed";