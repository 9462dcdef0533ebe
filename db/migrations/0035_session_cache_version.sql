-- Custom SQL migration file, put your code below! --
-- Issue 22: app servers keep looked-up sessions in memory (app/server/auth/session.server.ts)
-- while the `sessions` cache version stays where it is (ADR 044). Sessions end in many places —
-- better-auth's own endpoints, the console, a team removal, a tenant's session limits, a user's
-- deletion cascading — so the database bumps the counter itself, and no writer can forget it:
-- any deleted session, a session whose owner, token or console marker changes or whose expiry
-- moves earlier, and any change to what a session carries of its user. Activity (`updated_at`)
-- and a later expiry do not bump: a kept session is at most a minute old and re-read before it
-- is ended for idleness. The bump is the application's bump (upsert + NOTIFY in the change's
-- transaction), so a rolled-back change moves nothing.
CREATE OR REPLACE FUNCTION opsai_bump_sessions_cache() RETURNS trigger AS $$
DECLARE
  v_version bigint;
BEGIN
  INSERT INTO cache_versions (name, version) VALUES ('sessions', 1)
  ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1, updated_at = now()
  RETURNING version INTO v_version;
  PERFORM pg_notify('opsai_cache', 'sessions:' || v_version);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Once per statement: clearing a user's hundred sessions is one bump.
CREATE TRIGGER session_cache_delete AFTER DELETE ON session
  FOR EACH STATEMENT EXECUTE FUNCTION opsai_bump_sessions_cache();
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON session
  FOR EACH ROW WHEN (
    OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.token IS DISTINCT FROM NEW.token
    OR OLD.is_system_admin_login IS DISTINCT FROM NEW.is_system_admin_login
    OR NEW.expires_at < OLD.expires_at
  ) EXECUTE FUNCTION opsai_bump_sessions_cache();
--> statement-breakpoint
CREATE TRIGGER user_session_cache_update AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    OLD.name IS DISTINCT FROM NEW.name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.banned IS DISTINCT FROM NEW.banned
    OR OLD.time_zone IS DISTINCT FROM NEW.time_zone
    OR OLD.two_factor_enabled IS DISTINCT FROM NEW.two_factor_enabled
  ) EXECUTE FUNCTION opsai_bump_sessions_cache();
