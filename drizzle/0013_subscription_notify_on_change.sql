-- `AFTER UPDATE OF plan_id` fires whenever an UPDATE names the column, even with the same value:
-- every proposal or message counted on a subscription (countSend writes the plan in force back)
-- evicted the sender's cached session, so their next request read it again (issue 20). The cache
-- holds the plan's id and name, so only a real change of plan concerns it.
DROP TRIGGER profile_subscriptions_auth_notify ON profile_subscriptions;--> statement-breakpoint
CREATE TRIGGER profile_subscriptions_auth_notify
  AFTER UPDATE OF plan_id ON profile_subscriptions
  FOR EACH ROW WHEN (OLD.plan_id IS DISTINCT FROM NEW.plan_id)
  EXECUTE FUNCTION rishta_auth_notify_subscription();--> statement-breakpoint
CREATE TRIGGER profile_subscriptions_auth_notify_delete
  AFTER DELETE ON profile_subscriptions
  FOR EACH ROW EXECUTE FUNCTION rishta_auth_notify_subscription();
