import {
  contactSchema,
  deleteContactSchema,
  getContactsSchema,
  updateContactSchema,
} from "@/lib/validation/contact";
import { CONTACT_MESSAGE_SENT, createContactMessage } from "../../contacts/create-contact-message";
import { CONTACT_DELETED, deleteContact } from "../../contacts/delete-contact";
import { getContacts } from "../../contacts/get-contacts";
import { contactChangedOutput, contactsOutput } from "../../contacts/present";
import { CONTACT_REPLIED, updateContact } from "../../contacts/update-contact";
import { AYESHA, CONTACT_FROM_AYESHA, CONTACT_FROM_AYESHA_ITEM, CONTACT_REPLY_TO_AYESHA } from "../examples";
import { adminRoute, MESSAGE_ONLY, publicRoute } from "../trpc";

const ADMIN_ONLY = { visitor: 401, member: 403, other: 403, admin: 200 } as const;

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
  get: adminRoute(getContactsSchema, contactsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/contacts/get",
        tag: "contacts",
        errors: [404],
        summary: "Contact-form messages (administrators)",
        description:
          "Without `contact_id`, a page of messages, newest first: `search` matches the sender's name, e-mail, phone or the subject; `message_status` (new, in_progress, resolved) and `contact_type` (query, feedback, complaint, support) filter; `page`, `pageSize`. With `contact_id`, one message with the replies sent, oldest first; opening one is recorded in the administrators' trail (`contact.view`).",
        numbers: ["page", "pageSize"],
        example: {
          input: { search: "Gold", message_status: "in_progress", page: 1, pageSize: 20 },
          output: { contacts: [CONTACT_FROM_AYESHA_ITEM], total: 1, page: 1, pageSize: 20 },
        },
      },
      access: [
        {
          name: "the list",
          input: () => ({ page: 1, pageSize: 5 }),
          expect: ADMIN_ONLY,
        },
        {
          // Even the member who wrote it reads it only in their own mail: this is the console's.
          name: "one message, the owner's own",
          input: (w) => ({ contact_id: w.owner.contactId }),
          expect: ADMIN_ONLY,
        },
      ],
    })
    .query(({ ctx, input }) => getContacts(ctx, input)),
  update: adminRoute(updateContactSchema, contactChangedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/contacts/update",
        tag: "contacts",
        errors: [404, 409],
        summary: "Change a contact message's status, or reply by e-mail (administrators)",
        description:
          "`{contact_id, message_status?, reply?}`, at least one of the two. `message_status` moves new → in_progress → resolved; a resolved message may be reopened to in_progress, but nothing goes back to `new` (409). `reply` (up to 5,000 characters) is kept with the message and e-mailed to the sender through the mail queue; it moves a `new` message to `in_progress` unless `message_status` says otherwise. Recorded in the administrators' trail (`contact.update`, `contact.reply`).",
        example: {
          input: { contact_id: CONTACT_FROM_AYESHA, reply: CONTACT_REPLY_TO_AYESHA.body },
          output: {
            message: CONTACT_REPLIED,
            contact: { ...CONTACT_FROM_AYESHA_ITEM, replies: [CONTACT_REPLY_TO_AYESHA] },
          },
        },
      },
      access: [
        {
          name: "a status change",
          input: (w) => ({ contact_id: w.owner.contactId, message_status: "in_progress" }),
          expect: ADMIN_ONLY,
        },
        {
          name: "a reply",
          input: (w) => ({ contact_id: w.owner.contactId, reply: "Thank you for writing; yes, it does." }),
          expect: ADMIN_ONLY,
        },
      ],
    })
    .mutation(({ ctx, input }) => updateContact(ctx, input)),
  delete: adminRoute(deleteContactSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/contacts/delete",
        tag: "contacts",
        errors: [404],
        summary: "Delete a contact message (administrators)",
        description:
          "`{contact_id}` in a JSON body (spec §7): the message and its replies are deleted. The administrators' trail keeps who deleted it and a snapshot of what it said (`contact.delete`).",
        example: {
          input: { contact_id: CONTACT_FROM_AYESHA },
          output: { message: CONTACT_DELETED },
        },
      },
      access: {
        input: (w) => ({ contact_id: w.owner.contactId }),
        expect: ADMIN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => deleteContact(ctx, input)),
};
