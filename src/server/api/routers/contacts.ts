import { contactSchema } from "@/lib/validation/contact";
import { CONTACT_MESSAGE_SENT, createContactMessage } from "../../contacts/create-contact-message";
import { AYESHA } from "../examples";
import { MESSAGE_ONLY, publicRoute } from "../trpc";

export const contactsRoutes = {
  /** The contact form; visitors and members alike. */
  create: publicRoute(contactSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "POST",
        path: "/api/contacts",
        tag: "contacts",
        errors: [429],
        summary: "Send a contact-form message",
        description:
          "Anyone may write. The message is stored as `new` for the administrators; a signed-in member's profile is attached from the session (a `profile_id` naming anyone else is refused).",
        example: {
          input: {
            name: AYESHA.name,
            email: AYESHA.email,
            phone: AYESHA.phone,
            subject: "Upgrading to the Gold plan",
            contact_type: "query",
            message:
              "Assalam o Alaikum, does the Gold plan's verified badge also show in the public listing?",
          },
          output: { message: CONTACT_MESSAGE_SENT },
        },
      },
      access: [
        {
          name: "without a profile id",
          input: (w) => ({ name: w.newAccount.name, email: w.newAccount.email, subject: "A question" }),
          expect: { visitor: 200, member: 200, other: 200, admin: 200 },
        },
        {
          // Nobody may file a message in another member's name.
          name: "naming the owner's profile",
          input: (w) => ({
            name: w.newAccount.name,
            email: w.newAccount.email,
            subject: "A question",
            profile_id: w.owner.profileId,
          }),
          expect: { visitor: 403, member: 200, other: 403, admin: 403 },
        },
      ],
    })
    .mutation(({ ctx, input }) => createContactMessage(ctx, input)),
};
