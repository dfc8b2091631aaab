import { contactSchema } from "@/lib/validation/contact";
import { createContactMessage } from "../../contacts/create-contact-message";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const contactsRouter = createTRPCRouter({
  /** The contact form; visitors and members alike. */
  create: publicProcedure.input(contactSchema).mutation(({ ctx, input }) => createContactMessage(ctx, input)),
});
