ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('en', 'ur'));--> statement-breakpoint
-- Cached sessions carry the member's language (the dashboard and the mails read it): a change evicts them.
DROP TRIGGER users_auth_notify ON users;--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OF name, email, phone, role, status, locale OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION rishta_auth_notify_user();
