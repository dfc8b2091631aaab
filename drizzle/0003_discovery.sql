CREATE TABLE "profile_search" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"gender" "gender" NOT NULL,
	"dob" date NOT NULL,
	"height" double precision NOT NULL,
	"religion" text NOT NULL,
	"maslak" text NOT NULL,
	"caste" text NOT NULL,
	"marital_status" text NOT NULL,
	"education" text NOT NULL,
	"profession" text NOT NULL,
	"mother_tongue" text NOT NULL,
	"nationality" text NOT NULL,
	"income" smallint NOT NULL,
	"family" smallint NOT NULL,
	"country" text NOT NULL,
	"state" text COLLATE "C" NOT NULL,
	"city" text COLLATE "C" NOT NULL,
	"flags" smallint NOT NULL,
	"featured_until" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone,
	"want_religion" text,
	"want_maslak" text,
	"want_caste" text,
	"want_age_min" smallint,
	"want_age_max" smallint,
	"want_height" double precision,
	"want_marital_status" text,
	"want_education" text,
	"want_profession" text,
	"want_mother_tongue" text,
	"want_income" smallint,
	"want_family" smallint,
	"want_places" text[],
	"want_count" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_search" ADD CONSTRAINT "profile_search_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Discovery (issue 5, docs/decisions/0010): profile_search is kept by the triggers below; nothing
-- else writes it. The income and family-status lists are src/lib/options/profile.ts's
-- MONTHLY_INCOMES and FAMILY_STATUSES in order (tests/api/discovery.test.ts checks they agree).
CREATE FUNCTION profile_search_rank(kind text, code text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT array_position(CASE kind WHEN 'income' THEN ARRAY['less_than_50k', '50k_to_100k', '100k_to_200k', '200k_to_500k', 'more_than_500k'] ELSE ARRAY['low', 'middle', 'high'] END, code)::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION profile_search_featured_until(pid uuid) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT max(coalesce(s.end_date, 'infinity'::timestamptz))
  FROM profile_subscriptions s JOIN subscription_plans sp ON sp.id = s.plan_id
  WHERE s.profile_id = pid AND sp.featured_profile
$$;
--> statement-breakpoint
-- Rebuilds the rows of these profiles: listed = an active, complete profile (its partner
-- requirements included: the wizard submits them together) of an active account.
CREATE FUNCTION profile_search_sync(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM profile_search WHERE profile_id = ANY (ids);
  INSERT INTO profile_search (
    profile_id, gender, dob, height, religion, maslak, caste, marital_status, education, profession,
    mother_tongue, nationality, income, family, country, state, city, flags, featured_until,
    submitted_at, last_active_at, want_religion, want_maslak, want_caste, want_age_min, want_age_max,
    want_height, want_marital_status, want_education, want_profession, want_mother_tongue,
    want_income, want_family, want_places, want_count)
  SELECT p.id, p.gender, p.dob, p.height, p.religion, p.maslak, p.caste, p.marital_status, p.education,
    p.profession, p.mother_tongue, p.nationality,
    coalesce(profile_search_rank('income', p.monthly_income), 0),
    coalesce(profile_search_rank('family', p.family_status), 0),
    p.country, p.residence_state, p.residence_city,
    (CASE WHEN p.verified THEN 1 ELSE 0 END)
      | (CASE WHEN p.image_id IS NOT NULL THEN 2 ELSE 0 END)
      | (CASE p.profile_visibility WHEN 'everyone' THEN 0 WHEN 'verified_users' THEN 4 ELSE 8 END),
    profile_search_featured_until(p.id),
    coalesce(p.submitted_at, p.created_at), u.last_active_at,
    r.religion, r.maslak, r.caste, r.age_min, r.age_max, r.height_min, r.marital_status, r.education,
    r.profession, r.mother_tongue, w.income, w.family, w.places,
    num_nonnulls(
      r.religion, r.maslak, r.caste, nullif(r.age_min IS NOT NULL AND r.age_max IS NOT NULL, false),
      r.height_min, r.marital_status, r.education, r.profession, r.mother_tongue, w.income, w.family,
      nullif(cardinality(r.nationality), 0), nullif(cardinality(r.residence_state), 0),
      nullif(cardinality(r.residence_city), 0))
  FROM profiles p
  JOIN users u ON u.id = p.user_id
  JOIN partner_requirements r ON r.profile_id = p.id
  CROSS JOIN LATERAL (
    SELECT profile_search_rank('income', r.income_range) AS income,
      profile_search_rank('family', r.family_status) AS family,
      ARRAY(SELECT 'N:' || x FROM unnest(r.nationality) x)
        || ARRAY(SELECT 'S:' || x FROM unnest(r.residence_state) x)
        || ARRAY(SELECT 'C:' || x FROM unnest(r.residence_city) x) AS places
  ) w
  WHERE p.id = ANY (ids) AND p.status = 'active' AND u.status = 'active'
    AND p.gender IS NOT NULL AND p.dob IS NOT NULL AND p.height IS NOT NULL AND p.religion IS NOT NULL
    AND p.maslak IS NOT NULL AND p.caste IS NOT NULL AND p.marital_status IS NOT NULL
    AND p.education IS NOT NULL AND p.profession IS NOT NULL AND p.mother_tongue IS NOT NULL
    AND p.nationality IS NOT NULL AND p.country IS NOT NULL AND p.residence_state IS NOT NULL
    AND p.residence_city IS NOT NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION profile_search_on_profile_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_search_sync(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_search_profiles_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_profile_rows();
--> statement-breakpoint
CREATE TRIGGER profile_search_profiles_update AFTER UPDATE ON profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_profile_rows();
--> statement-breakpoint
CREATE FUNCTION profile_search_on_partner_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_search_sync(ARRAY(SELECT profile_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_search_partner_insert AFTER INSERT ON partner_requirements REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_partner_rows();
--> statement-breakpoint
CREATE TRIGGER profile_search_partner_update AFTER UPDATE ON partner_requirements REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_partner_rows();
--> statement-breakpoint
CREATE TRIGGER profile_search_partner_delete AFTER DELETE ON partner_requirements REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_partner_rows();
--> statement-breakpoint
-- An account's status (an admin's block, deletion) lists or hides its profile; last activity sorts.
CREATE FUNCTION profile_search_on_user_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_search_sync(ARRAY(
    SELECT p.id FROM changed c JOIN before b ON b.id = c.id JOIN profiles p ON p.user_id = c.id
    WHERE c.status IS DISTINCT FROM b.status));
  UPDATE profile_search ps SET last_active_at = c.last_active_at
  FROM changed c JOIN before b ON b.id = c.id JOIN profiles p ON p.user_id = c.id
  WHERE ps.profile_id = p.id AND c.status = b.status
    AND c.last_active_at IS DISTINCT FROM b.last_active_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_search_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_user_rows();
--> statement-breakpoint
-- Featured = a running plan with featured_profile: only featured_until moves.
CREATE FUNCTION profile_search_on_subscription_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profile_search ps SET featured_until = f.until
  FROM (SELECT DISTINCT profile_id FROM changed) c
  CROSS JOIN LATERAL (SELECT profile_search_featured_until(c.profile_id) AS until) f
  WHERE ps.profile_id = c.profile_id AND ps.featured_until IS DISTINCT FROM f.until;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_search_subscriptions_insert AFTER INSERT ON profile_subscriptions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_subscription_rows();
--> statement-breakpoint
CREATE TRIGGER profile_search_subscriptions_update AFTER UPDATE ON profile_subscriptions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_subscription_rows();
--> statement-breakpoint
CREATE TRIGGER profile_search_subscriptions_delete AFTER DELETE ON profile_subscriptions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_subscription_rows();
--> statement-breakpoint
CREATE FUNCTION profile_search_on_plan_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profile_search ps SET featured_until = f.until
  FROM (SELECT DISTINCT s.profile_id FROM profile_subscriptions s JOIN changed c ON c.id = s.plan_id) c
  CROSS JOIN LATERAL (SELECT profile_search_featured_until(c.profile_id) AS until) f
  WHERE ps.profile_id = c.profile_id AND ps.featured_until IS DISTINCT FROM f.until;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profile_search_plans_update AFTER UPDATE ON subscription_plans REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_search_on_plan_rows();
--> statement-breakpoint
-- The match-sorted search reads only these (index-only scans): gender and the age range (a dob
-- range: nearly every search has one) bound the scan, the place and the other filters are checked
-- on the index entries, and every column the score needs is there. PostgreSQL's limit is 32
-- columns an index; this one has 32.
CREATE INDEX profile_search_match_idx ON profile_search (gender, dob, state, city)
  INCLUDE (profile_id, featured_until, flags, height, religion, maslak, caste, marital_status, education, profession, income, family, mother_tongue, nationality, want_religion, want_maslak, want_caste, want_age_min, want_age_max, want_height, want_marital_status, want_education, want_profession, want_mother_tongue, want_income, want_family, want_places, want_count);
--> statement-breakpoint
CREATE INDEX profile_search_featured_idx ON profile_search (gender, dob, state, city)
  INCLUDE (profile_id, featured_until, flags, height, religion, maslak, caste, marital_status, education, profession, income, family, mother_tongue, nationality, want_religion, want_maslak, want_caste, want_age_min, want_age_max, want_height, want_marital_status, want_education, want_profession, want_mother_tongue, want_income, want_family, want_places, want_count) WHERE featured_until IS NOT NULL;
--> statement-breakpoint
-- A narrow one for a state and an age range when the other filters leave few rows (a small state,
-- a rare maslak): the planner reads those few rows from the table instead of the whole age band.
CREATE INDEX profile_search_state_idx ON profile_search (gender, state, dob);
--> statement-breakpoint
CREATE INDEX profile_search_newest_idx ON profile_search (submitted_at DESC, profile_id DESC)
  INCLUDE (gender, state, city, dob, flags, featured_until);
--> statement-breakpoint
CREATE INDEX profile_search_active_idx ON profile_search (last_active_at DESC NULLS LAST, profile_id DESC)
  INCLUDE (gender, state, city, dob, flags, featured_until);
--> statement-breakpoint
SELECT profile_search_sync(ARRAY(SELECT id FROM profiles));
