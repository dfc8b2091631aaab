CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"profile_a_id" uuid NOT NULL,
	"profile_b_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_pair_ordered" CHECK ("connections"."profile_a_id" < "connections"."profile_b_id")
);
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_profile_a_id_profiles_id_fk" FOREIGN KEY ("profile_a_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_profile_b_id_profiles_id_fk" FOREIGN KEY ("profile_b_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_proposal_id_key" ON "connections" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_pair_key" ON "connections" USING btree ("profile_a_id","profile_b_id");--> statement-breakpoint
CREATE INDEX "connections_profile_b_idx" ON "connections" USING btree ("profile_b_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_live_pair_key" ON "proposals" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id")) WHERE "proposals"."status" in ('pending', 'accepted');--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_not_to_self" CHECK ("proposals"."sender_id" <> "proposals"."receiver_id");