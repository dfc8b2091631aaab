CREATE INDEX "users_admins_created_idx" ON "users" USING btree ("created_at") WHERE "users"."role" = 'admin';--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "profile_subscriptions_plan_idx" ON "profile_subscriptions" USING btree ("plan_id");