import { z } from "zod";
import { auditRoutes } from "./routers/audit";
import { authRoutes } from "./routers/auth";
import { blocksRoutes } from "./routers/blocks";
import { connectionRoutes } from "./routers/connection";
import { contactsRoutes } from "./routers/contacts";
import { dashboardRoutes } from "./routers/dashboard";
import { languageRoutes } from "./routers/language";
import { locationsRoutes } from "./routers/locations";
import { mailJobsRoutes } from "./routers/mail-jobs";
import { mailPreferencesRoutes } from "./routers/mail-preferences";
import { messagesRoutes } from "./routers/messages";
import { notificationsRoutes } from "./routers/notifications";
import { payfastRoutes } from "./routers/payfast";
import { paymentsRoutes } from "./routers/payments";
import { plansRoutes } from "./routers/plans";
import { profileRoutes } from "./routers/profile";
import { proposalRoutes } from "./routers/proposal";
import { realtimeRoutes } from "./routers/realtime";
import { reportsRoutes } from "./routers/reports";
import { tokensRoutes } from "./routers/tokens";
import { usersRoutes } from "./routers/users";
import { verificationsRoutes } from "./routers/verifications";
import { createCallerFactory, createTRPCRouter, publicRouteWithoutInput } from "./trpc";

/**
 * Every procedure, by domain: a plain record the REST table and the OpenAPI document walk
 * (rest.ts), and the app router tRPC serves.
 */
export const appRoutes = {
  health: publicRouteWithoutInput(
    z.object({ status: z.literal("ok").describe("Always ok while the service answers.") }),
  )
    .meta({
      rest: {
        method: "GET",
        path: "/api/health",
        tag: "system",
        summary: "Liveness check",
        description: "Answers while the process serves requests; load balancers and uptime checks call it.",
        example: { output: { status: "ok" } },
      },
      access: { expect: { visitor: 200, member: 200, other: 200, admin: 200 } },
    })
    .query(() => ({ status: "ok" as const })),
  auth: authRoutes,
  users: usersRoutes,
  dashboard: dashboardRoutes,
  plans: plansRoutes,
  payments: paymentsRoutes,
  payfast: payfastRoutes,
  locations: locationsRoutes,
  profile: profileRoutes,
  contacts: contactsRoutes,
  proposal: proposalRoutes,
  connection: connectionRoutes,
  messages: messagesRoutes,
  tokens: tokensRoutes,
  mailJobs: mailJobsRoutes,
  blocks: blocksRoutes,
  reports: reportsRoutes,
  mailPreferences: mailPreferencesRoutes,
  language: languageRoutes,
  notifications: notificationsRoutes,
  realtime: realtimeRoutes,
  verifications: verificationsRoutes,
  audit: auditRoutes,
};

export const appRouter = createTRPCRouter(appRoutes);

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
