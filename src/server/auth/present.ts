import { z } from "zod";
import type { SessionUser } from "./session";

/** The signed-in user as spec §3 "User/session" lists it. */
export const publicUserSchema = z
  .object({
    id: z.guid().describe("The account's id (the spec's user id)."),
    profileId: z.guid().nullable().describe("The account's profile id; null for an administrator."),
    name: z.string().describe("The name given at sign-up (the profile's name once it is filled in)."),
    email: z.string().describe("The account's e-mail address, lower-cased."),
    phone: z.string().describe("The account's phone number in E.164, e.g. +923001234567."),
    image_url: z
      .string()
      .nullable()
      .describe("The profile photo's address (GET it with the same credentials), or null without one."),
    profile_info_status: z.boolean().describe("Whether the profile wizard has been submitted."),
    role: z.enum(["member", "admin"]).describe("member, or admin for the people who run the service."),
  })
  .meta({ id: "User" });

export type PublicUser = z.output<typeof publicUserSchema>;
export function presentUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    profileId: user.profileId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image_url: user.imageUrl,
    profile_info_status: user.profileInfoStatus,
    role: user.role,
  };
}
