-- Trigram indexes for the admin Users search (issue 18); PGlite loads the extension at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."broadcast_status" AS ENUM('queued', 'sending', 'sent');--> statement-breakpoint
CREATE TYPE "public"."report_action" AS ENUM('dismiss', 'warn', 'block', 'remove_photo');--> statement-breakpoint
CREATE TYPE "public"."report_source" AS ENUM('member', 'safety_flag');--> statement-breakpoint
CREATE TYPE "public"."identity_document_type" AS ENUM('cnic', 'emirates_id', 'passport');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('pending', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"email" boolean DEFAULT false NOT NULL,
	"segment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recipients" integer NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"status" "broadcast_status" DEFAULT 'queued' NOT NULL,
	"cursor" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"status" "verification_status" DEFAULT 'pending' NOT NULL,
	"document_type" "identity_document_type" NOT NULL,
	"selfie_key" text,
	"document_key" text,
	"photo_matches" boolean,
	"identity_checked" boolean,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "source" "report_source" DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "safety_flag" "message_safety_flag";--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "action" "report_action";--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "resolution_reason" text;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_identity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_contact_id_contact_messages_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_status_created_idx" ON "broadcasts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_replies_contact_idx" ON "contact_replies" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_status_created_idx" ON "verification_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_profile_idx" ON "verification_requests" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending_key" ON "verification_requests" USING btree ("profile_id") WHERE "verification_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "member_reports_safety_message_key" ON "member_reports" USING btree ("message_id") WHERE "member_reports"."source" = 'safety_flag';--> statement-breakpoint
-- Messages the safety check flagged before the moderation queue existed enter it now.
INSERT INTO "member_reports" ("reported_id", "message_id", "source", "safety_flag", "reason", "created_at")
SELECT m."sender_id", m."id", 'safety_flag', m."safety_flag",
  CASE WHEN m."safety_flag" = 'money' THEN 'scam'::report_reason ELSE 'other'::report_reason END,
  m."created_at"
FROM "messages" m
WHERE m."safety_flag" IS NOT NULL
ON CONFLICT DO NOTHING;
