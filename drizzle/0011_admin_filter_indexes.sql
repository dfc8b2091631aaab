CREATE INDEX "users_admins_created_idx" ON "users" USING btree ("created_at") WHERE "users"."role" = 'admin';--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "profile_subscriptions_plan_idx" ON "profile_subscriptions" USING btree ("plan_id");--> statement-breakpoint
-- The administrators' trail is append-only (issue 18): the database itself refuses to change or remove an entry.
CREATE FUNCTION admin_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER admin_actions_no_change BEFORE UPDATE OR DELETE ON "admin_actions"
  FOR EACH ROW EXECUTE FUNCTION admin_actions_append_only();--> statement-breakpoint
CREATE TRIGGER admin_actions_no_truncate BEFORE TRUNCATE ON "admin_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_actions_append_only();
