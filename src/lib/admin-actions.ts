/**
 * Everything the administrators' trail records (admin_actions, append-only), as `noun.verb`: every
 * admin write, and every admin read of a member's private data (verification documents, contact
 * details, messages under review, a connection's record). The audit screen filters by these.
 */
export const ADMIN_ACTIONS = [
  "plan.create",
  "plan.update",
  "plan.delete",
  "plan.deactivate",
  "payment.refund",
  "payment.cancel",
  "subscription.grant",
  "subscription.end",
  "user.create",
  "user.update",
  "user.block",
  "user.unblock",
  "user.verify",
  "user.unverify",
  "user.promote",
  "user.demote",
  "user.view",
  "verification.approve",
  "verification.reject",
  "verification.view",
  "verification.settings",
  "report.dismiss",
  "report.warn",
  "report.block",
  "report.remove_photo",
  "report.view",
  "contact.update",
  "contact.reply",
  "contact.delete",
  "contact.view",
  "broadcast.send",
  "connection.view",
] as const;

export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** What kind of record an action names (`target_type`). */
export const ADMIN_ACTION_TARGETS = [
  "subscription_plan",
  "payment",
  "user",
  "verification_request",
  "report",
  "contact_message",
  "broadcast",
  "connection",
  "site_setting",
] as const;

export type AdminActionTarget = (typeof ADMIN_ACTION_TARGETS)[number];
