import type { z } from "zod";
import type { contactSchema } from "@/lib/validation/contact";
import { consumeRateLimit, contactRateRules } from "../auth/rate-limit";
import type { RequestContext } from "../context";
import { AppError, NOT_ALLOWED } from "../errors";
import { normalizeEmail } from "../users/queries";
import { insertContactMessage } from "./queries";

export const CONTACT_MESSAGE_SENT = "Thank you! Your message has been sent. We will get back to you soon.";
export const TOO_MANY_CONTACT_MESSAGES =
  "You have sent several messages in a short time. Please wait an hour and try again, or call us.";

/**
 * POST /api/contacts: anyone may write (spec §7). The message is stored as `new`; a signed-in
 * member's profile is attached from the session. A body `profile_id` naming any other profile is
 * refused (DESIGN §3, identity in requests), so nobody can file a message in someone else's name.
 * A filled honeypot gets the same answer as a stored message, and nothing is stored.
 */
export async function createContactMessage(
  ctx: RequestContext,
  input: z.output<typeof contactSchema>,
): Promise<{ message: string }> {
  const profileId = ctx.user?.profileId ?? null;
  if (input.profile_id && input.profile_id !== profileId) throw new AppError("FORBIDDEN", NOT_ALLOWED);

  await consumeRateLimit(ctx.db, contactRateRules.contactPerIp, ctx.ip, TOO_MANY_CONTACT_MESSAGES);
  await consumeRateLimit(
    ctx.db,
    contactRateRules.contactPerEmail,
    normalizeEmail(input.email),
    TOO_MANY_CONTACT_MESSAGES,
  );

  // A bot filled the field people never see: tell it nothing.
  if (input.website?.trim()) return { message: CONTACT_MESSAGE_SENT };

  await insertContactMessage(ctx.db, {
    name: input.name,
    email: normalizeEmail(input.email),
    phone: input.phone ?? null,
    subject: input.subject,
    contactType: input.contact_type,
    message: input.message ?? null,
    messageStatus: "new",
    profileId,
  });
  return { message: CONTACT_MESSAGE_SENT };
}
