-- Custom SQL migration file, put your code below! --
-- The token ledger and the audit log are append-only: history is corrected by a new entry
-- (a refund, an expiry), never by rewriting a row. The database itself refuses UPDATE and DELETE.
CREATE OR REPLACE FUNCTION opsai_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER token_ledger_append_only
  BEFORE UPDATE OR DELETE ON token_ledger
  FOR EACH ROW EXECUTE FUNCTION opsai_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION opsai_refuse_change();
