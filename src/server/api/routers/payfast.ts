import { checkoutSchema } from "@/lib/validation/payments";
import { AppError } from "../../errors";
import { checkoutOutput } from "../../payments/present";
import { memberRoute } from "../trpc";

/**
 * PLACEHOLDER until the money path's branch (i17-pay) lands: the contract the subscription page
 * builds against. The merge replaces this file whole.
 */
export const payfastRoutes = {
  checkout: memberRoute(checkoutSchema, checkoutOutput).mutation((): never => {
    throw new AppError("CONFLICT", "Failed to initiate payment");
  }),
};
