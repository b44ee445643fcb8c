-- Sessions checked from memory (issue 50, docs/decisions/095): every change that ends a session or changes what a
-- session's caller carries is announced on the channel tifo_sessions as its statement commits, whoever writes it.
-- 's:<session id>': a session revoked; 'u:<user id>': an account's address, roles, deletion or suspension (an
-- account's deletion also deletes its sessions; the retention job deletes only sessions, and accounts, whose
-- sessions are long expired or revoked).
CREATE FUNCTION tifo_announce_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tifo_sessions', 's:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tifo_announce_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tifo_sessions', 'u:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL) EXECUTE FUNCTION tifo_announce_session();
--> statement-breakpoint
CREATE TRIGGER users_session_facts AFTER UPDATE OF email, roles, deleted_at, suspended_at ON users FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.roles IS DISTINCT FROM NEW.roles
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at)
  EXECUTE FUNCTION tifo_announce_user();
