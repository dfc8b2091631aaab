import {
  memberEventsInput,
  memberEventsOutput,
  streamMemberEvents,
} from "../../realtime/stream-member-events";
import { memberProcedure } from "../trpc";

export const realtimeRoutes = {
  /**
   * The signed-in member's event stream (decision 0025): tRPC only, over SSE
   * (`httpSubscriptionLink`), with no REST row: an event stream is not a request and answer, and
   * integrators poll the REST rows the events point at. Its access cases run over SSE in the
   * authorization matrix like any procedure's.
   */
  events: memberProcedure
    .meta({
      schemas: { input: memberEventsInput, output: memberEventsOutput },
      access: {
        input: () => ({ lastEventId: null }),
        // Each caller gets their own stream: there is no one else's to ask for.
        expect: { visitor: 401, member: 200, other: 200, admin: 200 },
      },
    })
    .input(memberEventsInput)
    .subscription(({ ctx, input, signal }) => streamMemberEvents(ctx, input, signal)),
};
