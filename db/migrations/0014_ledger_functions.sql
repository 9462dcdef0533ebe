-- Custom SQL migration file, put your code below! --
-- Reserve and settle (app/server/ledger/reservations.server.ts) as server-side functions: the
-- same statements the service used to send one by one — lock the tenant's balance row, release
-- expired reservations, check, write the reservation or the usage entry, move the balance — run
-- inside the database, so a chat turn pays one round trip for each instead of seven and nine,
-- and the balance row is locked only while they run (docs/performance.md, "Ledger"). Each
-- statement after the row lock sees the latest committed rows (READ COMMITTED takes a new
-- snapshot per statement), exactly as when the client sent them.
CREATE OR REPLACE FUNCTION opsai_ledger_reserve(
  p_tenant text,
  p_id text,
  p_estimate bigint,
  p_actor text,
  p_reference text,
  p_now timestamptz,
  p_ttl_ms bigint
) RETURNS TABLE (available_after bigint, held_now boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_reserved bigint;
  v_released bigint;
BEGIN
  SELECT b.balance, b.reserved INTO v_balance, v_reserved
  FROM token_balances b WHERE b.tenant_id = p_tenant FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- Abandoned reservations must not keep a tenant from chatting: release them first.
  WITH expired AS (
    UPDATE token_reservations r SET status = 'expired', closed_at = p_now
    WHERE r.tenant_id = p_tenant AND r.status = 'open' AND r.expires_at <= p_now
    RETURNING r.estimate
  )
  SELECT coalesce(sum(e.estimate), 0) INTO v_released FROM expired e;
  v_reserved := v_reserved - v_released;
  IF v_balance - v_reserved < p_estimate THEN
    -- Refused, but the release of expired reservations is kept.
    IF v_released > 0 THEN
      UPDATE token_balances b SET reserved = v_reserved, updated_at = now() WHERE b.tenant_id = p_tenant;
    END IF;
    RETURN QUERY SELECT v_balance - v_reserved, false;
    RETURN;
  END IF;
  INSERT INTO token_reservations (tenant_id, id, estimate, actor, reference, expires_at, created_at)
  VALUES (p_tenant, p_id, p_estimate, p_actor, p_reference, p_now + p_ttl_ms * interval '1 millisecond', p_now);
  UPDATE token_balances b SET reserved = v_reserved + p_estimate, updated_at = now() WHERE b.tenant_id = p_tenant;
  RETURN QUERY SELECT v_balance - v_reserved - p_estimate, true;
END;
$$;
--> statement-breakpoint
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
    -- Settled before (a retried stream end): nothing changes, the first charge is reported.
    RETURN QUERY SELECT r.status, r.charged, NULL::bigint;
    RETURN;
  END IF;
  -- An expired reservation no longer holds anything, but the usage is still charged.
  v_reserved := v_reserved - CASE WHEN r.status = 'open' THEN r.estimate ELSE 0 END;
  -- Never below zero: usage the balance cannot cover is recorded as uncharged.
  v_charged := least(p_used, v_balance - v_reserved);
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
