import { authRouter } from "./routers/auth";
import { connectionRouter } from "./routers/connection";
import { contactsRouter } from "./routers/contacts";
import { dashboardRouter } from "./routers/dashboard";
import { locationsRouter } from "./routers/locations";
import { plansRouter } from "./routers/plans";
import { profileRouter } from "./routers/profile";
import { proposalRouter } from "./routers/proposal";
import { usersRouter } from "./routers/users";
import { createCallerFactory, createTRPCRouter, publicProcedure } from "./trpc";

export const appRouter = createTRPCRouter({
  health: publicProcedure
    .meta({ access: { expect: { visitor: 200, member: 200, other: 200, admin: 200 } } })
    .query(() => ({ status: "ok" as const })),
  auth: authRouter,
  users: usersRouter,
  dashboard: dashboardRouter,
  plans: plansRouter,
  locations: locationsRouter,
  profile: profileRouter,
  contacts: contactsRouter,
  proposal: proposalRouter,
  connection: connectionRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
