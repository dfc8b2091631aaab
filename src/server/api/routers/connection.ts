import { getConnectionsSchema } from "@/lib/validation/proposal";
import { getConnections } from "../../connections/get-connections";
import { createTRPCRouter, memberProcedure } from "../trpc";

export const connectionRouter = createTRPCRouter({
  get: memberProcedure
    .meta({
      access: [
        {
          name: "the owner's list",
          input: (w) => ({ user_id: w.owner.userId }),
          expect: { visitor: 401, member: 200, other: 403, admin: 200 },
        },
        {
          // The one place contact details are shown: never to someone outside the pair.
          name: "one connection with its contact details",
          input: (w) => ({ connection_id: w.owner.connectionId }),
          expect: { visitor: 401, member: 200, other: 404, admin: 200 },
        },
      ],
    })
    .input(getConnectionsSchema)
    .query(({ ctx, input }) => getConnections(ctx, input)),
});
