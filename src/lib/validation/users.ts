import { z } from "zod";
import { phoneField, signUpSchema } from "./auth";

const uuid = (message: string) => z.uuid({ error: message });

export const pagingSchema = z.object({
  search: z.string().trim().max(100, "Search must be at most 100 characters.").optional(),
  page: z.number().int().min(1, "page must be 1 or more").max(100000).default(1),
  pageSize: z
    .number()
    .int()
    .min(1, "pageSize must be between 1 and 100")
    .max(100, "pageSize must be between 1 and 100")
    .default(20),
});

export const getUserSchema = z
  .object({ user_id: uuid("user_id must be a valid id").optional() })
  .extend(pagingSchema.shape);

export const createUserSchema = signUpSchema.omit({ agree: true });

export const updateUserSchema = z.object({
  user_id: uuid("user_id must be a valid id"),
  name: signUpSchema.shape.name.optional(),
  email: signUpSchema.shape.email.optional(),
  phone: phoneField.optional(),
  status: z.enum(["active", "disabled"], { error: "Status must be active or disabled" }).optional(),
});

export const updateUserSubscriptionSchema = z.object({
  user_id: uuid("user_id must be a valid id"),
  plan_id: uuid("plan_id must be a valid id"),
});
