import { contactSchema } from "@/lib/validation/contact";
import { createContactMessage } from "../../contacts/create-contact-message";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const contactsRouter = createTRPCRouter({
  /** The contact form; visitors and members alike. */
  create: publicProcedure
    .meta({
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
    .input(contactSchema)
    .mutation(({ ctx, input }) => createContactMessage(ctx, input)),
});
