CREATE TYPE "public"."message_safety_flag" AS ENUM('money', 'off_platform');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('fake_profile', 'harassment', 'scam', 'inappropriate', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'actioned', 'dismissed');--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_a_id" uuid NOT NULL,
	"profile_b_id" uuid NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_pair_ordered" CHECK ("conversations"."profile_a_id" < "conversations"."profile_b_id")
);
--> statement-breakpoint
CREATE TABLE "member_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reported_id" uuid NOT NULL,
	"message_id" uuid,
	"reason" "report_reason" NOT NULL,
	"text" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_by_sender_at" timestamp with time zone,
	"deleted_by_receiver_at" timestamp with time zone,
	"safety_flag" "message_safety_flag",
	CONSTRAINT "messages_not_to_self" CHECK ("messages"."sender_id" <> "messages"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "profile_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "profile_blocks_not_self" CHECK ("profile_blocks"."blocker_id" <> "profile_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"proposals" boolean DEFAULT true NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"plans" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"messages_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "collapse_key" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_profile_a_id_profiles_id_fk" FOREIGN KEY ("profile_a_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_profile_b_id_profiles_id_fk" FOREIGN KEY ("profile_b_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reported_id_profiles_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_blocks" ADD CONSTRAINT "profile_blocks_blocker_id_profiles_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_blocks" ADD CONSTRAINT "profile_blocks_blocked_id_profiles_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key" ON "conversations" USING btree ("profile_a_id","profile_b_id");--> statement-breakpoint
CREATE INDEX "conversations_a_last_idx" ON "conversations" USING btree ("profile_a_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_b_last_idx" ON "conversations" USING btree ("profile_b_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "member_reports_status_created_idx" ON "member_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "member_reports_reported_idx" ON "member_reports" USING btree ("reported_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id","conversation_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_flagged_idx" ON "messages" USING btree ("created_at") WHERE "messages"."safety_flag" is not null;--> statement-breakpoint
CREATE INDEX "profile_blocks_blocked_idx" ON "profile_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_preferences_unsubscribe_token_key" ON "mail_preferences" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "member_events_user_id_idx" ON "member_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "member_events_created_idx" ON "member_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_collapse_key" ON "notifications" USING btree ("user_id","collapse_key") WHERE "notifications"."read_at" is null and "notifications"."collapse_key" is not null;