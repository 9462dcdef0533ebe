-- Custom SQL migration file, put your code below! --
-- Issue 18: monthly credit caps per member and per team checked inside the reservation, a
-- settlement never above what was reserved, bans remembered by who set them, and the one way a
-- ledger's rows may leave the table (a tenant's deletion, after they were archived).

-- Bans set before issue 18: a removal from a tenant wrote this reason; any other ban was the
-- system administrator's.
UPDATE "user" SET ban_source = CASE WHEN ban_reason = 'removed from the tenant' THEN 'team' ELSE 'system_admin' END
WHERE banned IS TRUE;
--> statement-breakpoint
-- The ledger stays append-only, except that deleting a tenant may remove its rows once it has
-- copied them to archived_ledger_entries (app/server/tenancy/tenant-deletion.server.ts): that
-- transaction names the tenant in `opsai.archived_tenant` (SET LOCAL, gone at commit).
CREATE OR REPLACE FUNCTION opsai_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_TABLE_NAME = 'token_ledger'
     AND OLD.tenant_id = current_setting('opsai.archived_tenant', true) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Credits a set of actors spent in [p_from, p_to) (Japan days) plus what their open
-- reservations hold: the rollup is written by the ledger's own trigger, in the transaction of
-- each usage entry, so it is never behind the reservations it is added to.
CREATE OR REPLACE FUNCTION opsai_credits_committed(p_tenant text, p_actors text[], p_from date, p_to date)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT -sum(l.amount) FROM ledger_rollup_daily l
                   WHERE l.tenant_id = p_tenant AND l.kind = 'usage' AND l.actor = ANY(p_actors)
                     AND l.day >= p_from AND l.day < p_to), 0)::bigint
       + coalesce((SELECT sum(r.estimate) FROM token_reservations r
                   WHERE r.tenant_id = p_tenant AND r.status = 'open' AND r.actor = ANY(p_actors)), 0)::bigint
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS opsai_ledger_reserve(text, text, bigint, text, text, timestamptz, bigint);
--> statement-breakpoint
-- As in 0014, plus the caps: with the tenant's balance row locked, every reservation of the
-- tenant waits for the one before it, so what a member or a team has committed cannot change
-- between the check and the hold. `p_user` null (a system actor) checks no cap.
CREATE FUNCTION opsai_ledger_reserve(
  p_tenant text,
  p_id text,
  p_estimate bigint,
  p_actor text,
  p_reference text,
  p_now timestamptz,
  p_ttl_ms bigint,
  p_user text
) RETURNS TABLE (
  available_after bigint,
  held_now boolean,
  refused_by text,
  cap bigint,
  committed bigint,
  team_id text,
  team_name text
)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_reserved bigint;
  v_released bigint;
  v_from date := date_trunc('month', opsai_japan_day(p_now))::date;
  v_to date := (date_trunc('month', opsai_japan_day(p_now)) + interval '1 month')::date;
  v_cap bigint;
  v_committed bigint;
  t record;
BEGIN
  SELECT b.balance, b.reserved INTO v_balance, v_reserved
  FROM token_balances b WHERE b.tenant_id = p_tenant FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  WITH expired AS (
    UPDATE token_reservations r SET status = 'expired', closed_at = p_now
    WHERE r.tenant_id = p_tenant AND r.status = 'open' AND r.expires_at <= p_now
    RETURNING r.estimate
  )
  SELECT coalesce(sum(e.estimate), 0) INTO v_released FROM expired e;
  v_reserved := v_reserved - v_released;
  IF v_released > 0 THEN
    -- Kept even when the new reservation is refused.
    UPDATE token_balances b SET reserved = v_reserved, updated_at = now() WHERE b.tenant_id = p_tenant;
  END IF;
  IF p_user IS NOT NULL THEN
    SELECT m.monthly_credit_cap INTO v_cap FROM tenant_members m
    WHERE m.tenant_id = p_tenant AND m.user_id = p_user;
    IF v_cap IS NOT NULL THEN
      v_committed := opsai_credits_committed(p_tenant, ARRAY[p_actor], v_from, v_to);
      IF v_committed + p_estimate > v_cap THEN
        RETURN QUERY SELECT v_balance - v_reserved, false, 'member_quota'::text, v_cap, v_committed,
          NULL::text, NULL::text;
        RETURN;
      END IF;
    END IF;
    FOR t IN
      SELECT tm.team_id, tt.name, tt.monthly_credit_cap
      FROM team_members tm JOIN teams tt ON tt.tenant_id = tm.tenant_id AND tt.id = tm.team_id
      WHERE tm.tenant_id = p_tenant AND tm.user_id = p_user AND tt.monthly_credit_cap IS NOT NULL
      ORDER BY tt.name
    LOOP
      v_committed := opsai_credits_committed(
        p_tenant,
        ARRAY(SELECT 'user:' || o.user_id FROM team_members o WHERE o.tenant_id = p_tenant AND o.team_id = t.team_id),
        v_from, v_to);
      IF v_committed + p_estimate > t.monthly_credit_cap THEN
        RETURN QUERY SELECT v_balance - v_reserved, false, 'team_quota'::text, t.monthly_credit_cap,
          v_committed, t.team_id, t.name;
        RETURN;
      END IF;
    END LOOP;
  END IF;
  IF v_balance - v_reserved < p_estimate THEN
    RETURN QUERY SELECT v_balance - v_reserved, false, 'balance'::text, NULL::bigint, NULL::bigint,
      NULL::text, NULL::text;
    RETURN;
  END IF;
  INSERT INTO token_reservations (tenant_id, id, estimate, actor, reference, expires_at, created_at)
  VALUES (p_tenant, p_id, p_estimate, p_actor, p_reference, p_now + p_ttl_ms * interval '1 millisecond', p_now);
  UPDATE token_balances b SET reserved = v_reserved + p_estimate, updated_at = now() WHERE b.tenant_id = p_tenant;
  RETURN QUERY SELECT v_balance - v_reserved - p_estimate, true, NULL::text, NULL::bigint, NULL::bigint,
    NULL::text, NULL::text;
END;
$$;
--> statement-breakpoint
-- As in 0014, except that a turn is never charged more than it reserved: the caps counted the
-- estimate, so charging above it could carry a member or a team past their cap.
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
  UPDATE token_reservations t SET status = 'settled', charged = v_charged, closed_at = p_now
  WHERE t.tenant_id = p_tenant AND t.id = r.id;
  RETURN QUERY SELECT r.status, r.charged, v_charged;
END;
$$;
