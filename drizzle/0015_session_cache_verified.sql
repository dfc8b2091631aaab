-- The session cache (docs/decisions/0012) now also holds the profile's verified badge, so deciding
-- what a viewer may see (profile_visibility 'verified_users') needs no query of its own (issue 20):
-- a change of the badge must evict the member's cached sessions like a change of photo or status.
-- `AFTER UPDATE OF` fires whenever an UPDATE names a column, even with the same value: every
-- profile section save writes gender back, and evicted the member's session each time. Only a real
-- change concerns the cache (as for plans in 0013).
DROP TRIGGER profiles_auth_notify ON profiles;--> statement-breakpoint
CREATE TRIGGER profiles_auth_notify
  AFTER UPDATE OF user_id, status, profile_info_status, image_url, gender, verified ON profiles
  FOR EACH ROW WHEN (
    (OLD.user_id, OLD.status, OLD.profile_info_status, OLD.image_url, OLD.gender, OLD.verified)
      IS DISTINCT FROM
    (NEW.user_id, NEW.status, NEW.profile_info_status, NEW.image_url, NEW.gender, NEW.verified)
  )
  EXECUTE FUNCTION rishta_auth_notify_profile();--> statement-breakpoint
CREATE TRIGGER profiles_auth_notify_delete
  AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION rishta_auth_notify_profile();
