import { getConnectionsSchema } from "@/lib/validation/proposal";
import { getConnections } from "../../connections/get-connections";
import { createTRPCRouter, memberProcedure } from "../trpc";

export const connectionRouter = createTRPCRouter({
  get: memberProcedure.input(getConnectionsSchema).query(({ ctx, input }) => getConnections(ctx, input)),
});
