import { updateMailPreferencesSchema } from "@/lib/validation/mail-preferences";
import {
  getMailPreferences,
  MAIL_PREFERENCES_SAVED,
  mailPreferencesOutput,
  mailPreferencesUpdatedOutput,
  updateMailPreferences,
} from "../../mail-preferences/mail-preferences";
import { memberRoute, memberRouteWithoutInput } from "../trpc";

/** Each member their own switches (there is no id to send); administrators get no member mail. */
const EACH_MEMBER_THEIR_OWN = { visitor: 401, member: 200, other: 200, admin: 403 } as const;

export const mailPreferencesRoutes = {
  get: memberRouteWithoutInput(mailPreferencesOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/mail-preferences/get",
        tag: "mail",
        summary: "The member's e-mail notification switches",
        description:
          "Which optional mails the signed-in member gets: `proposals` (a proposal received or accepted), `messages` (an hourly digest of unread messages) and `plans` (plan expiry reminders). All on until turned off. Account mails (sign-up code, password reset, password changed) are always sent.",
        example: { output: { preferences: { proposals: true, messages: false, plans: true } } },
      },
      access: { expect: EACH_MEMBER_THEIR_OWN },
    })
    .query(({ ctx }) => getMailPreferences(ctx)),
  update: memberRoute(updateMailPreferencesSchema, mailPreferencesUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/mail-preferences/update",
        tag: "mail",
        summary: "Turn e-mail notifications on or off",
        description:
          "`{proposals?, messages?, plans?}`, booleans: the switches sent change, the others stay as they are. At least one is needed.",
        example: {
          input: { messages: false },
          output: {
            message: MAIL_PREFERENCES_SAVED,
            preferences: { proposals: true, messages: false, plans: true },
          },
        },
      },
      access: { input: () => ({ messages: false }), expect: EACH_MEMBER_THEIR_OWN },
    })
    .mutation(({ ctx, input }) => updateMailPreferences(ctx, input)),
};
