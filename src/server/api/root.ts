import { authRouter } from "./routers/auth";
import { dashboardRouter, devRouter } from "./routers/dashboard";
import { usersRouter } from "./routers/users";
import { createCallerFactory, createTRPCRouter, publicProcedure } from "./trpc";

export const appRouter = createTRPCRouter({
  health: publicProcedure.query(() => ({ status: "ok" as const })),
  auth: authRouter,
  users: usersRouter,
  dashboard: dashboardRouter,
  dev: devRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
