import { getConnectionsSchema } from "@/lib/validation/proposal";
import { connectionsOutput, getConnections } from "../../connections/get-connections";
import { CONNECTION_WITH_BILAL, CONNECTION_WITH_BILAL_DETAIL } from "../examples";
import { memberRoute } from "../trpc";

export const connectionRoutes = {
  get: memberRoute(getConnectionsSchema, connectionsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/connections/get",
        tag: "proposals",
        summary: "The member's connections, or one with its contact details; for administrators, all of them",
        description:
          "Newest first; with `connection_id`, that connection with the other member's e-mail and phone (the one place they are given). Administrators: without `user_id` or `connection_id`, every connection (both members, since when, from which proposal), searched by `search` (either member's name or e-mail) and paged by `page` and `pageSize`; with `connection_id` of a connection they are not part of, both members and who proposed, recorded in the administrators' trail (`connection.view`). Read only.",
        numbers: ["page", "pageSize"],
        example: {
          input: { connection_id: CONNECTION_WITH_BILAL },
          output: { connection: CONNECTION_WITH_BILAL_DETAIL },
        },
      },
      access: [
        {
          name: "the owner's list",
          input: (w) => ({ user_id: w.owner.userId }),
          expect: { visitor: 401, member: 200, other: 403, admin: 200 },
        },
        {
          name: "every connection: the administrators' list (a member's own list otherwise)",
          input: () => ({ search: "a", page: 1, pageSize: 5 }),
          expect: { visitor: 401, member: 200, other: 200, admin: 200 },
        },
        {
          // The one place contact details are shown: never to someone outside the pair.
          name: "one connection with its contact details",
          input: (w) => ({ connection_id: w.owner.connectionId }),
          expect: { visitor: 401, member: 200, other: 404, admin: 200 },
        },
      ],
    })
    .query(({ ctx, input }) => getConnections(ctx, input)),
};
