-- The in-memory browse index (src/server/discovery/browse-index.ts, docs/decisions/0040) keeps a
-- copy of profile_search in each app process. Every change to profile_search is logged here with
-- the writing transaction's id; before each search a process reads the entries of transactions
-- that were not finished at its previous read (xid >= that read's snapshot xmin), so a committed
-- change is in the very next search of every process, whichever order transactions commit in.
-- Entries are purged after an hour (purgeExpiredRows); a process that has not read for half that
-- time loads the whole table again.
CREATE TABLE "profile_search_changes" (
  "xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
  "profile_id" uuid NOT NULL,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "profile_search_changes_xid_idx" ON "profile_search_changes" ("xid");--> statement-breakpoint
CREATE INDEX "profile_search_changes_changed_at_idx" ON "profile_search_changes" ("changed_at");--> statement-breakpoint
CREATE FUNCTION profile_search_log_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_search_changes (profile_id) SELECT profile_id FROM new_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION profile_search_log_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profile_search_changes (profile_id) SELECT profile_id FROM old_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profile_search_log_insert AFTER INSERT ON profile_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_search_log_new();--> statement-breakpoint
CREATE TRIGGER profile_search_log_update AFTER UPDATE ON profile_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_search_log_new();--> statement-breakpoint
CREATE TRIGGER profile_search_log_delete AFTER DELETE ON profile_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_search_log_old();
