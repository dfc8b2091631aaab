-- The session cache (src/server/auth/session-cache.ts, docs/decisions/0012) keeps validated
-- sessions in memory. These triggers announce, on the rishta_auth channel, every change that could
-- make a cached answer wrong; PostgreSQL delivers a notification only when its transaction commits,
-- to every process listening. Payloads: 'session:<id>', 'user:<uuid>' or 'all'.
-- Inserts need no announcement: nothing is cached about a row before it exists.
CREATE FUNCTION rishta_auth_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rishta_auth', 'session:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER UPDATE OF expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION rishta_auth_notify_session();
--> statement-breakpoint
CREATE FUNCTION rishta_auth_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rishta_auth', 'user:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OF name, email, phone, role, status OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION rishta_auth_notify_user();
--> statement-breakpoint
-- Also the row's new owner on an update (user_id never changes today, but a cached answer must not
-- depend on that).
CREATE FUNCTION rishta_auth_notify_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rishta_auth', 'user:' || OLD.user_id);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM pg_notify('rishta_auth', 'user:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_auth_notify
  AFTER UPDATE OF user_id, status, profile_info_status, image_url, gender OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION rishta_auth_notify_profile();
--> statement-breakpoint
CREATE FUNCTION rishta_auth_notify_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  SELECT user_id INTO owner FROM profiles WHERE id = OLD.profile_id;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('rishta_auth', 'user:' || owner);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profile_subscriptions_auth_notify
  AFTER UPDATE OF plan_id OR DELETE ON profile_subscriptions
  FOR EACH ROW EXECUTE FUNCTION rishta_auth_notify_subscription();
--> statement-breakpoint
CREATE FUNCTION rishta_auth_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rishta_auth', 'all');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER subscription_plans_auth_notify AFTER UPDATE OF name OR DELETE ON subscription_plans
  FOR EACH STATEMENT EXECUTE FUNCTION rishta_auth_notify_all();
