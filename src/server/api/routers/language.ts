import { updateLanguageSchema } from "@/lib/validation/language";
import {
  getLanguage,
  LANGUAGE_SAVED,
  languageOutput,
  languageUpdatedOutput,
  updateLanguage,
} from "../../users/locale";
import { memberRoute, memberRouteWithoutInput } from "../trpc";

/** Each signed-in user their own language (there is no id to send). */
const EACH_USER_THEIR_OWN = { visitor: 401, member: 200, other: 200, admin: 200 } as const;

export const languageRoutes = {
  get: memberRouteWithoutInput(languageOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/language/get",
        tag: "auth",
        summary: "The account's language",
        description:
          "The signed-in user's language: `en` (English) or `ur` (Urdu). Their e-mails are written in it, and a browser without the `rishta_lang` cookie gets it at sign-in.",
        example: { output: { locale: "ur" } },
      },
      access: { expect: EACH_USER_THEIR_OWN },
    })
    .query(({ ctx }) => getLanguage(ctx)),
  update: memberRoute(updateLanguageSchema, languageUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/language/update",
        tag: "auth",
        summary: "Change the account's language",
        description:
          "`{locale}`, `en` or `ur`: stored on the account (pages and e-mails follow it) and set in the `rishta_lang` cookie, so the next page opens in it.",
        example: { input: { locale: "ur" }, output: { message: LANGUAGE_SAVED, locale: "ur" } },
      },
      access: { input: () => ({ locale: "ur" }), expect: EACH_USER_THEIR_OWN },
    })
    .mutation(({ ctx, input }) => updateLanguage(ctx, input)),
};
