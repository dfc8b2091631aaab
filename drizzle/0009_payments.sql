CREATE TYPE "public"."subscription_period_source" AS ENUM('payment', 'admin');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"basket_id" text,
	"kind" text NOT NULL,
	"verdict" text,
	"detail" jsonb,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"payment_id" uuid,
	"source" "subscription_period_source" NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_dates" CHECK ("subscription_periods"."end_date" > "subscription_periods"."start_date")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'PKR' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_name" text;--> statement-breakpoint
UPDATE "payments" p SET "plan_name" = sp."name" FROM "subscription_plans" sp WHERE sp."id" = p."plan_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "plan_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_created_at_idx" ON "admin_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_payment_id_key" ON "subscription_periods" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "subscription_periods_profile_idx" ON "subscription_periods" USING btree ("profile_id","start_date");--> statement-breakpoint
CREATE INDEX "subscription_periods_end_date_idx" ON "subscription_periods" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payments_profile_idx" ON "payments" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "profile_subscriptions" ADD COLUMN "next_period_start" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "profile_subscriptions_next_period_idx" ON "profile_subscriptions" USING btree ("next_period_start") WHERE "profile_subscriptions"."next_period_start" is not null;--> statement-breakpoint
-- One payment starts at most one period (decision 0027); written here because the two schema files
-- would import each other.
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Receipt numbers: RSH-000001, RSH-000002, … given in the order payments are marked paid.
CREATE SEQUENCE "payment_receipt_number_seq";--> statement-breakpoint
-- The money trail and the administrators' trail are appended, never rewritten.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON "payment_events"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();--> statement-breakpoint
CREATE TRIGGER admin_actions_append_only BEFORE UPDATE OR DELETE ON "admin_actions"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();--> statement-breakpoint
-- Paid plans running before this migration (granted by an administrator or the demo seeder) become
-- the first periods of their members' history.
INSERT INTO "subscription_periods" ("profile_id", "plan_id", "source", "start_date", "end_date")
SELECT s."profile_id", s."plan_id", 'admin', s."start_date", s."end_date"
FROM "profile_subscriptions" s JOIN "subscription_plans" sp ON sp."id" = s."plan_id"
WHERE NOT sp."is_free" AND s."end_date" IS NOT NULL AND s."end_date" > s."start_date";
