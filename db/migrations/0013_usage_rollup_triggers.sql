-- Custom SQL migration file, put your code below! --
-- The usage rollups (db/schema/usage-rollups.ts) are kept equal to their raw rows by statement
-- triggers, in the same transaction as the write: a chat turn's usage event, a bulk insert, a
-- deleted event (or a deleted tenant) and every ledger entry. Statement triggers with transition
-- tables aggregate a whole INSERT … SELECT once instead of once per row.

-- The Japan calendar day of an instant (Japan has had no daylight saving time since 1951, so this
-- equals app/server/admin/audit/japan-time.ts and app/features/usage/usage-range.ts).
CREATE OR REPLACE FUNCTION opsai_japan_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (at AT TIME ZONE 'Asia/Tokyo')::date $$;
--> statement-breakpoint
-- `day` of every existing event becomes its Japan day, like new events (threads.server.ts).
UPDATE usage_events SET day = opsai_japan_day(occurred_at) WHERE day <> opsai_japan_day(occurred_at);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION opsai_usage_rollups_maintain() RETURNS trigger AS $$
BEGIN
  -- An UPDATE takes the old rows out and puts the new ones in.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE usage_rollup_by_chat_model r SET turns = r.turns - gone.turns, input_tokens = r.input_tokens - gone.input_tokens, output_tokens = r.output_tokens - gone.output_tokens, total_tokens = r.total_tokens - gone.total_tokens, charged_tokens = r.charged_tokens - gone.charged_tokens
    FROM (SELECT tenant_id, opsai_japan_day(occurred_at) AS day, chat_kind, keyword, model, count(*) AS turns, sum(input_tokens) AS input_tokens,
                 sum(output_tokens) AS output_tokens, sum(total_tokens) AS total_tokens,
                 sum(charged_tokens) AS charged_tokens
          FROM removed_events GROUP BY 1, 2, 3, 4, 5) gone
    WHERE r.tenant_id = gone.tenant_id AND r.day = gone.day AND r.chat_kind = gone.chat_kind AND r.keyword = gone.keyword AND r.model = gone.model;
    DELETE FROM usage_rollup_by_chat_model WHERE turns = 0 AND tenant_id IN (SELECT tenant_id FROM removed_events);
    UPDATE usage_rollup_by_user r SET turns = r.turns - gone.turns, input_tokens = r.input_tokens - gone.input_tokens, output_tokens = r.output_tokens - gone.output_tokens, total_tokens = r.total_tokens - gone.total_tokens, charged_tokens = r.charged_tokens - gone.charged_tokens
    FROM (SELECT tenant_id, opsai_japan_day(occurred_at) AS day, user_id, count(*) AS turns, sum(input_tokens) AS input_tokens,
                 sum(output_tokens) AS output_tokens, sum(total_tokens) AS total_tokens,
                 sum(charged_tokens) AS charged_tokens
          FROM removed_events GROUP BY 1, 2, 3) gone
    WHERE r.tenant_id = gone.tenant_id AND r.day = gone.day AND r.user_id = gone.user_id;
    DELETE FROM usage_rollup_by_user WHERE turns = 0 AND tenant_id IN (SELECT tenant_id FROM removed_events);
    UPDATE usage_rollup_by_user_chat_model r SET turns = r.turns - gone.turns, input_tokens = r.input_tokens - gone.input_tokens, output_tokens = r.output_tokens - gone.output_tokens, total_tokens = r.total_tokens - gone.total_tokens, charged_tokens = r.charged_tokens - gone.charged_tokens
    FROM (SELECT tenant_id, opsai_japan_day(occurred_at) AS day, user_id, chat_kind, keyword, model, count(*) AS turns, sum(input_tokens) AS input_tokens,
                 sum(output_tokens) AS output_tokens, sum(total_tokens) AS total_tokens,
                 sum(charged_tokens) AS charged_tokens
          FROM removed_events GROUP BY 1, 2, 3, 4, 5, 6) gone
    WHERE r.tenant_id = gone.tenant_id AND r.day = gone.day AND r.user_id = gone.user_id AND r.chat_kind = gone.chat_kind AND r.keyword = gone.keyword AND r.model = gone.model;
    DELETE FROM usage_rollup_by_user_chat_model WHERE turns = 0 AND tenant_id IN (SELECT tenant_id FROM removed_events);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO usage_rollup_by_chat_model AS r (tenant_id, day, chat_kind, keyword, model, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
    SELECT tenant_id, opsai_japan_day(occurred_at), chat_kind, keyword, model, count(*), sum(input_tokens), sum(output_tokens), sum(total_tokens), sum(charged_tokens)
    FROM added_events GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, day, chat_kind, keyword, model) DO UPDATE SET
    turns = r.turns + excluded.turns,
    input_tokens = r.input_tokens + excluded.input_tokens,
    output_tokens = r.output_tokens + excluded.output_tokens,
    total_tokens = r.total_tokens + excluded.total_tokens,
    charged_tokens = r.charged_tokens + excluded.charged_tokens;
    INSERT INTO usage_rollup_by_user AS r (tenant_id, day, user_id, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
    SELECT tenant_id, opsai_japan_day(occurred_at), user_id, count(*), sum(input_tokens), sum(output_tokens), sum(total_tokens), sum(charged_tokens)
    FROM added_events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, day, user_id) DO UPDATE SET
    turns = r.turns + excluded.turns,
    input_tokens = r.input_tokens + excluded.input_tokens,
    output_tokens = r.output_tokens + excluded.output_tokens,
    total_tokens = r.total_tokens + excluded.total_tokens,
    charged_tokens = r.charged_tokens + excluded.charged_tokens;
    INSERT INTO usage_rollup_by_user_chat_model AS r (tenant_id, day, user_id, chat_kind, keyword, model, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
    SELECT tenant_id, opsai_japan_day(occurred_at), user_id, chat_kind, keyword, model, count(*), sum(input_tokens), sum(output_tokens), sum(total_tokens), sum(charged_tokens)
    FROM added_events GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, day, user_id, chat_kind, keyword, model) DO UPDATE SET
    turns = r.turns + excluded.turns,
    input_tokens = r.input_tokens + excluded.input_tokens,
    output_tokens = r.output_tokens + excluded.output_tokens,
    total_tokens = r.total_tokens + excluded.total_tokens,
    charged_tokens = r.charged_tokens + excluded.charged_tokens;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION opsai_ledger_rollup_add() RETURNS trigger AS $$
BEGIN
  -- token_ledger is append-only (0003): an insert is the only change to roll up.
  INSERT INTO ledger_rollup_daily AS r (tenant_id, day, kind, actor, entries, amount)
  SELECT tenant_id, opsai_japan_day(created_at), kind, actor, count(*), sum(amount)
  FROM added_entries GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, day, kind, actor) DO UPDATE SET
    entries = r.entries + excluded.entries, amount = r.amount + excluded.amount;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Backfill from the rows written before the rollups existed.
INSERT INTO usage_rollup_by_chat_model (tenant_id, day, chat_kind, keyword, model, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
SELECT tenant_id, opsai_japan_day(occurred_at), chat_kind, keyword, model, count(*), sum(input_tokens), sum(output_tokens), sum(total_tokens), sum(charged_tokens)
FROM usage_events GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO usage_rollup_by_user (tenant_id, day, user_id, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
SELECT tenant_id, opsai_japan_day(occurred_at), user_id, count(*), sum(input_tokens), sum(output_tokens), sum(total_tokens), sum(charged_tokens)
FROM usage_events GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO usage_rollup_by_user_chat_model (tenant_id, day, user_id, chat_kind, keyword, model, turns, input_tokens, output_tokens, total_tokens, charged_tokens)
SELECT tenant_id, opsai_japan_day(occurred_at), user_id, chat_kind, keyword, model, count(*), sum(input_tokens), sum(output_tokens), sum(total_tokens), sum(charged_tokens)
FROM usage_events GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO ledger_rollup_daily (tenant_id, day, kind, actor, entries, amount)
SELECT tenant_id, opsai_japan_day(created_at), kind, actor, count(*), sum(amount)
FROM token_ledger GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER usage_events_rollups_insert AFTER INSERT ON usage_events
  REFERENCING NEW TABLE AS added_events
  FOR EACH STATEMENT EXECUTE FUNCTION opsai_usage_rollups_maintain();
--> statement-breakpoint
CREATE TRIGGER usage_events_rollups_update AFTER UPDATE ON usage_events
  REFERENCING OLD TABLE AS removed_events NEW TABLE AS added_events
  FOR EACH STATEMENT EXECUTE FUNCTION opsai_usage_rollups_maintain();
--> statement-breakpoint
CREATE TRIGGER usage_events_rollups_delete AFTER DELETE ON usage_events
  REFERENCING OLD TABLE AS removed_events
  FOR EACH STATEMENT EXECUTE FUNCTION opsai_usage_rollups_maintain();
--> statement-breakpoint
CREATE TRIGGER token_ledger_rollup_insert AFTER INSERT ON token_ledger
  REFERENCING NEW TABLE AS added_entries
  FOR EACH STATEMENT EXECUTE FUNCTION opsai_ledger_rollup_add();
