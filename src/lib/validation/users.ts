import { z } from "zod";
import { phoneField, signUpSchema } from "./auth";
import { idField } from "./id";

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

export const getUserSchema = z.object({ user_id: idField("user_id").optional() }).extend(pagingSchema.shape);

export const createUserSchema = signUpSchema.omit({ agree: true });

export const updateUserSchema = z.object({
  user_id: idField("user_id"),
  name: signUpSchema.shape.name.optional(),
  email: signUpSchema.shape.email.optional(),
  phone: phoneField.optional(),
  status: z.enum(["active", "disabled"], { error: "Status must be active or disabled" }).optional(),
});

export const updateUserSubscriptionSchema = z.object({
  user_id: idField("user_id"),
  plan_id: idField("plan_id"),
});
