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
--> statement-breakpoint
-- The low-balance alert of 0025, no longer a trigger: a trigger on a distributed token_balances
-- runs on the worker that holds the shard and cannot write background_jobs, which stays on the
-- coordinator. The two writers of a balance call this instead, in their own transaction and
-- holding the balance row's lock as the trigger did: opsai_ledger_settle below and insertEntry
-- (app/server/ledger/ledger.server.ts). Same decisions, same job, same dedupe key.
CREATE OR REPLACE FUNCTION opsai_low_balance_alert_check(p_tenant text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_threshold bigint;
  v_balance bigint;
  v_armed boolean;
BEGIN
  SELECT t.low_balance_threshold INTO v_threshold FROM tenants t WHERE t.id = p_tenant;
  IF v_threshold IS NULL THEN
    RETURN;
  END IF;
  SELECT b.balance, b.low_balance_alert_armed INTO v_balance, v_armed
  FROM token_balances b WHERE b.tenant_id = p_tenant;
  IF v_balance < v_threshold AND v_armed THEN
    UPDATE token_balances b SET low_balance_alert_armed = false WHERE b.tenant_id = p_tenant;
    INSERT INTO background_jobs (kind, tenant_id, payload, dedupe_key)
    VALUES (
      'low_balance_alert', p_tenant,
      jsonb_build_object('threshold', v_threshold, 'balance', v_balance),
      -- One crossing per transaction: the transaction that crossed names it.
      'low_balance_alert:' || p_tenant || ':' || pg_current_xact_id()::text
    )
    ON CONFLICT (dedupe_key) DO NOTHING;
  ELSIF v_balance >= v_threshold AND NOT v_armed THEN
    UPDATE token_balances b SET low_balance_alert_armed = true WHERE b.tenant_id = p_tenant;
  END IF;
END;
$$;
--> statement-breakpoint
DROP TRIGGER token_balances_low_balance_alert ON token_balances;
--> statement-breakpoint
DROP FUNCTION opsai_low_balance_alert();
--> statement-breakpoint
-- As in 0022, and the alert checked when the balance moved (the old trigger's condition).
CREATE OR REPLACE FUNCTION opsai_ledger_settle(
  p_tenant text,
  p_id text,
  p_used bigint,
  p_now timestamptz
) RETURNS TABLE (status_before text, first_charge bigint, charged_now bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_reserved bigint;
  v_charged bigint;
  r record;
BEGIN
  SELECT b.balance, b.reserved INTO v_balance, v_reserved
  FROM token_balances b WHERE b.tenant_id = p_tenant FOR UPDATE;
  SELECT t.id, t.estimate, t.status, t.charged, t.actor, t.reference INTO r
  FROM token_reservations t WHERE t.tenant_id = p_tenant AND t.id = p_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF r.status = 'settled' THEN
    RETURN QUERY SELECT r.status, r.charged, NULL::bigint;
    RETURN;
  END IF;
  v_reserved := v_reserved - CASE WHEN r.status = 'open' THEN r.estimate ELSE 0 END;
  v_charged := least(p_used, r.estimate, v_balance - v_reserved);
  IF v_charged > 0 THEN
    INSERT INTO token_ledger (tenant_id, kind, amount, balance_after, idempotency_key, actor, reference, details)
    VALUES (
      p_tenant, 'usage', -v_charged, v_balance - v_charged, 'usage:' || r.id, r.actor,
      coalesce(r.reference, 'reservation:' || r.id),
      jsonb_build_object('reservationId', r.id, 'estimate', r.estimate, 'actual', p_used,
                         'uncharged', p_used - v_charged)
    );
  END IF;
  UPDATE token_balances b SET reserved = v_reserved, balance = v_balance - v_charged, updated_at = now()
  WHERE b.tenant_id = p_tenant;
  IF v_charged <> 0 THEN
    PERFORM opsai_low_balance_alert_check(p_tenant);
  END IF;
  UPDATE token_reservations t SET status = 'settled', charged = v_charged, closed_at = p_now
  WHERE t.tenant_id = p_tenant AND t.id = r.id;
  RETURN QUERY SELECT r.status, r.charged, v_charged;
END;
$$;
