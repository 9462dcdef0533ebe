-- Custom SQL migration file, put your code below! --
-- Issue 18: the owners are mailed once when the tenant's balance falls under the threshold they
-- set (tenants.low_balance_threshold), however the credits went (a turn's settlement, a refund of
-- a purchase, an expiry) and however many turns cross it at once. Every writer of a balance
-- updates its token_balances row in its own transaction, holding that row's lock; this trigger
-- runs in the same transaction, so no code path can forget the alert and two writers can never
-- both send it. Under the threshold while armed: disarm and queue one `low_balance_alert` job
-- (app/server/alerts). Back at or above it (a purchase, a grant): arm again, for the next crossing.
CREATE OR REPLACE FUNCTION opsai_low_balance_alert() RETURNS trigger AS $$
DECLARE
  v_threshold bigint;
  v_armed boolean;
BEGIN
  SELECT t.low_balance_threshold, t.low_balance_alert_armed INTO v_threshold, v_armed
  FROM tenants t WHERE t.id = NEW.tenant_id;
  IF v_threshold IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.balance < v_threshold AND v_armed THEN
    -- Decided by the row, not by what was read above: of writers racing past the threshold, only
    -- the one whose update still finds the alert armed queues the mail.
    UPDATE tenants t SET low_balance_alert_armed = false
    WHERE t.id = NEW.tenant_id AND t.low_balance_alert_armed
      AND t.low_balance_threshold IS NOT NULL AND NEW.balance < t.low_balance_threshold
    RETURNING t.low_balance_threshold INTO v_threshold;
    IF FOUND THEN
      INSERT INTO background_jobs (kind, tenant_id, payload, dedupe_key)
      VALUES (
        'low_balance_alert', NEW.tenant_id,
        jsonb_build_object('threshold', v_threshold, 'balance', NEW.balance),
        -- One crossing per transaction: the transaction that crossed names it.
        'low_balance_alert:' || NEW.tenant_id || ':' || pg_current_xact_id()::text
      )
      ON CONFLICT (dedupe_key) DO NOTHING;
    END IF;
  ELSIF NEW.balance >= v_threshold AND NOT v_armed THEN
    UPDATE tenants t SET low_balance_alert_armed = true
    WHERE t.id = NEW.tenant_id AND NOT t.low_balance_alert_armed
      AND t.low_balance_threshold IS NOT NULL AND NEW.balance >= t.low_balance_threshold;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER token_balances_low_balance_alert
  AFTER UPDATE OF balance ON token_balances
  FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM OLD.balance)
  EXECUTE FUNCTION opsai_low_balance_alert();
