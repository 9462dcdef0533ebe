-- Custom SQL migration file, put your code below! --
-- Issue 18: the owners are mailed once when the tenant's balance falls under the threshold they
-- set (tenants.low_balance_threshold), however the credits went (a turn's settlement, a refund of
-- a purchase, an expiry) and however many turns cross it at once. Every writer of a balance
-- updates its token_balances row in its own transaction, holding that row's lock; this trigger
-- runs on that same row before it is written, so no code path can forget the alert, two writers
-- can never both send it, and it takes no lock of its own (a lock on the tenant's row here would
-- invert the order of writers that lock the tenant first, such as a plan change's grant). Under
-- the threshold while armed: disarm and queue one `low_balance_alert` job (app/server/alerts).
-- Back at or above it (a purchase, a grant): arm again, for the next crossing.
CREATE OR REPLACE FUNCTION opsai_low_balance_alert() RETURNS trigger AS $$
DECLARE
  v_threshold bigint;
BEGIN
  SELECT t.low_balance_threshold INTO v_threshold FROM tenants t WHERE t.id = NEW.tenant_id;
  IF v_threshold IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.balance < v_threshold AND NEW.low_balance_alert_armed THEN
    NEW.low_balance_alert_armed := false;
    INSERT INTO background_jobs (kind, tenant_id, payload, dedupe_key)
    VALUES (
      'low_balance_alert', NEW.tenant_id,
      jsonb_build_object('threshold', v_threshold, 'balance', NEW.balance),
      -- One crossing per transaction: the transaction that crossed names it.
      'low_balance_alert:' || NEW.tenant_id || ':' || pg_current_xact_id()::text
    )
    ON CONFLICT (dedupe_key) DO NOTHING;
  ELSIF NEW.balance >= v_threshold AND NOT NEW.low_balance_alert_armed THEN
    NEW.low_balance_alert_armed := true;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER token_balances_low_balance_alert
  BEFORE UPDATE OF balance ON token_balances
  FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM OLD.balance)
  EXECUTE FUNCTION opsai_low_balance_alert();
