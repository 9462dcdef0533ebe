CREATE TABLE "tenant_lookups" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_lookups_kind_value_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "tenant_lookups_kind_known" CHECK ("tenant_lookups"."kind" in ('api_token', 'tenant_api_key', 'invitation', 'chat_widget'))
);
--> statement-breakpoint
ALTER TABLE "tenant_api_keys" DROP CONSTRAINT "tenant_api_keys_key_hash_unique";--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "chat_widgets" DROP CONSTRAINT "chat_widgets_id_unique";--> statement-breakpoint
ALTER TABLE "chat_widgets" DROP CONSTRAINT "chat_widgets_service_user_key";--> statement-breakpoint
DROP INDEX "webhook_endpoints_id_unique";--> statement-breakpoint
DROP INDEX "invitations_token_hash_idx";--> statement-breakpoint
DROP INDEX "token_purchases_stripe_session_idx";--> statement-breakpoint
DROP INDEX "plan_changes_stripe_session_idx";--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_pkey";--> statement-breakpoint
ALTER TABLE "saml_requests" DROP CONSTRAINT "saml_requests_pkey";--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "saml_requests" ADD CONSTRAINT "saml_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "tenant_lookups" ADD CONSTRAINT "tenant_lookups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_lookups_tenant_idx" ON "tenant_lookups" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_api_keys_key_hash_idx" ON "tenant_api_keys" USING btree ("tenant_id","key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_idx" ON "api_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_id_idx" ON "webhook_endpoints" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "token_purchases_stripe_session_idx" ON "token_purchases" USING btree ("tenant_id","stripe_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_stripe_session_idx" ON "plan_changes" USING btree ("tenant_id","stripe_session_id");--> statement-breakpoint
ALTER TABLE "chat_widgets" ADD CONSTRAINT "chat_widgets_service_user_key" UNIQUE("tenant_id","service_user_id");--> statement-breakpoint
-- Hand-written below (ADR 048). The global look-ups of existing rows move to tenant_lookups; a
-- value held by two rows (impossible while the old unique keys stood) would fail here, loudly.
INSERT INTO tenant_lookups (kind, value, tenant_id, created_at)
SELECT 'api_token', token_hash, tenant_id, created_at FROM api_tokens
UNION ALL SELECT 'tenant_api_key', key_hash, tenant_id, created_at FROM tenant_api_keys
UNION ALL SELECT 'invitation', token_hash, tenant_id, created_at FROM invitations
UNION ALL SELECT 'chat_widget', id, tenant_id, created_at FROM chat_widgets;
--> statement-breakpoint
-- The rollups of 0013, row by row: a trigger on a distributed table may write only rows of its
-- own tenant (co-located shards), and Citus runs no statement triggers with transition tables.
-- The sums are the same; an UPDATE takes the old row out and puts the new one in.
CREATE OR REPLACE FUNCTION opsai_usage_rollups_maintain_row() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE usage_rollup_by_chat_model r SET turns = r.turns - 1, input_tokens = r.input_tokens - OLD.input_tokens, output_tokens = r.output_tokens - OLD.output_tokens, total_tokens = r.total_tokens - OLD.total_tokens, charged_tokens = r.charged_tokens - OLD.charged_tokens
    WHERE r.tenant_id = OLD.tenant_id AND r.day = opsai_japan_day(OLD.occurred_at) AND r.chat_kind = OLD.chat_kind AND r.keyword = OLD.keyword AND r.model = OLD.model;
    DELETE FROM usage_rollup_by_chat_model r
    WHERE r.turns = 0 AND r.tenant_id = OLD.tenant_id AND r.day = opsai_japan_day(OLD.occurred_at) AND r.chat_kind = OLD.chat_kind AND r.keyword = OLD.keyword AND r.model = OLD.model;
    UPDATE usage_rollup_by_user r SET turns = r.turns - 1, input_tokens = r.input_tokens - OLD.input_tokens, output_tokens = r.output_tokens - OLD.output_tokens, total_tokens = r.total_tokens - OLD.total_tokens, charged_tokens = r.charged_tokens - OLD.charged_tokens
    WHERE r.tenant_id = OLD.tenant_id AND r.day = opsai_japan_day(OLD.occurred_at) AND r.user_id = OLD.user_id;
    DELETE FROM usage_rollup_by_user r
    WHERE r.turns = 0 AND r.tenant_id = OLD.tenant_id AND r.day = opsai_japan_day(OLD.occurred_at) AND r.user_id = OLD.user_id;
    UPDATE usage_rollup_by_user_chat_model r SET turns = r.turns - 1, input_tokens = r.input_tokens - OLD.input_tokens, output_tokens = r.output_tokens - OLD.output_tokens, total_tokens = r.total_tokens - OLD.total_tokens, charged_tokens = r.charged_tokens - OLD.charged_tokens
    WHERE r.tenant_id = OLD.tenant_id AND r.user_id = OLD.user_id AND r.day = opsai_japan_day(OLD.occurred_at) AND r.chat_kind = OLD.chat_kind AND r.keyword = OLD.keyword AND r.model = OLD.model;
    DELETE FROM usage_rollup_by_user_chat_model r
    WHERE r.turns = 0 AND r.tenant_id = OLD.tenant_id AND r.user_id = OLD.user_id AND r.day = opsai_japan_day(OLD.occurred_at) AND r.chat_kind = OLD.chat_kind AND r.keyword = OLD.keyword AND r.model = OLD.model;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO usage_rollup_by_chat_model AS r (tenant_id, day, chat_kind, keyword, model, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
    VALUES (NEW.tenant_id, opsai_japan_day(NEW.occurred_at), NEW.chat_kind, NEW.keyword, NEW.model, 1, NEW.input_tokens, NEW.output_tokens, NEW.total_tokens, NEW.charged_tokens)
    ON CONFLICT (tenant_id, day, chat_kind, keyword, model) DO UPDATE SET
      turns = r.turns + 1, input_tokens = r.input_tokens + excluded.input_tokens, output_tokens = r.output_tokens + excluded.output_tokens,
      total_tokens = r.total_tokens + excluded.total_tokens, charged_tokens = r.charged_tokens + excluded.charged_tokens;
    INSERT INTO usage_rollup_by_user AS r (tenant_id, day, user_id, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
    VALUES (NEW.tenant_id, opsai_japan_day(NEW.occurred_at), NEW.user_id, 1, NEW.input_tokens, NEW.output_tokens, NEW.total_tokens, NEW.charged_tokens)
    ON CONFLICT (tenant_id, day, user_id) DO UPDATE SET
      turns = r.turns + 1, input_tokens = r.input_tokens + excluded.input_tokens, output_tokens = r.output_tokens + excluded.output_tokens,
      total_tokens = r.total_tokens + excluded.total_tokens, charged_tokens = r.charged_tokens + excluded.charged_tokens;
    INSERT INTO usage_rollup_by_user_chat_model AS r (tenant_id, day, user_id, chat_kind, keyword, model, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
    VALUES (NEW.tenant_id, opsai_japan_day(NEW.occurred_at), NEW.user_id, NEW.chat_kind, NEW.keyword, NEW.model, 1, NEW.input_tokens, NEW.output_tokens, NEW.total_tokens, NEW.charged_tokens)
    ON CONFLICT (tenant_id, user_id, day, chat_kind, keyword, model) DO UPDATE SET
      turns = r.turns + 1, input_tokens = r.input_tokens + excluded.input_tokens, output_tokens = r.output_tokens + excluded.output_tokens,
      total_tokens = r.total_tokens + excluded.total_tokens, charged_tokens = r.charged_tokens + excluded.charged_tokens;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION opsai_ledger_rollup_add_row() RETURNS trigger AS $$
BEGIN
  -- token_ledger is append-only (0003): an insert is the only change to roll up.
  INSERT INTO ledger_rollup_daily AS r (tenant_id, day, kind, actor, entries, amount)
  VALUES (NEW.tenant_id, opsai_japan_day(NEW.created_at), NEW.kind, NEW.actor, 1, NEW.amount)
  ON CONFLICT (tenant_id, day, kind, actor) DO UPDATE SET entries = r.entries + 1, amount = r.amount + excluded.amount;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The statement triggers go in the same transaction as the row triggers come: no write is missed
-- or counted twice, and the rollups (equal to the raw rows) need no backfill.
DROP TRIGGER usage_events_rollups_insert ON usage_events;
--> statement-breakpoint
DROP TRIGGER usage_events_rollups_update ON usage_events;
--> statement-breakpoint
DROP TRIGGER usage_events_rollups_delete ON usage_events;
--> statement-breakpoint
DROP TRIGGER token_ledger_rollup_insert ON token_ledger;
--> statement-breakpoint
DROP FUNCTION opsai_usage_rollups_maintain();
--> statement-breakpoint
DROP FUNCTION opsai_ledger_rollup_add();
--> statement-breakpoint
CREATE TRIGGER usage_events_rollups AFTER INSERT OR UPDATE OR DELETE ON usage_events
  FOR EACH ROW EXECUTE FUNCTION opsai_usage_rollups_maintain_row();
--> statement-breakpoint
CREATE TRIGGER token_ledger_rollup AFTER INSERT ON token_ledger
  FOR EACH ROW EXECUTE FUNCTION opsai_ledger_rollup_add_row();
