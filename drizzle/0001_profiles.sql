ALTER TYPE "public"."user_status" ADD VALUE 'deleted';--> statement-breakpoint
CREATE TABLE "partner_requirements" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"religion" text NOT NULL,
	"maslak" text NOT NULL,
	"caste" text NOT NULL,
	"age_min" smallint NOT NULL,
	"age_max" smallint NOT NULL,
	"height_min" double precision DEFAULT 3.5 NOT NULL,
	"complexion" text NOT NULL,
	"body_type" text NOT NULL,
	"marital_status" text NOT NULL,
	"education" text NOT NULL,
	"profession" text NOT NULL,
	"mother_tongue" text NOT NULL,
	"income_range" text NOT NULL,
	"nationality" text[] NOT NULL,
	"residence_state" text[] NOT NULL,
	"residence_city" text[] NOT NULL,
	"family_status" text NOT NULL,
	"religious_status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_drafts" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "height" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weight" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mother_tongue" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "second_marriage_info" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "education" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "profession" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "job_post" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "monthly_income" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "future_plan" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "father_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "father_profession" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mother_profession" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "total_brothers" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "total_sisters" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "maslak" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "caste" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "prefer_hijaab" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "prefer_beard" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "dietary_preference" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "residence_status" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "property_size" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "residence_state" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "residence_city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "family_status" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "profile_visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "show_profile_picture" text DEFAULT 'verified_users' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "messages_privacy" text DEFAULT 'connections' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "proposals_privacy" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_requirements" ADD CONSTRAINT "partner_requirements_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_drafts" ADD CONSTRAINT "profile_drafts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_image_id_key" ON "profiles" USING btree ("image_id") WHERE "profiles"."image_id" is not null;