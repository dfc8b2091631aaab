import type { ApiTokenScope } from "@/lib/validation/api-tokens";
import type { SessionUser } from "./auth/session";
import type { BackgroundTasks } from "./background";
import type { Db } from "./db/client";
import type { BrowseIndex } from "./discovery/browse-index";
import type { MailQueue } from "./mail/jobs";
import type { PaymentProvider } from "./payments/provider";
import type { MemberEventBus } from "./realtime/event-bus";
import type { ImageStorage } from "./storage/storage";

/** The personal API token a REST call was made with (decision 0019). */
export type ApiTokenCredential = { id: string; scope: ApiTokenScope };

/**
 * What a use case knows about the request: the database, the mail queue, and who is acting — taken
 * from the session cookie on the server (or, on a REST row, from an API token), never from a
 * request body.
 */
export type RequestContext = {
  db: Db;
  /** Mail is queued (decision 0022), never sent from a request. */
  mail: MailQueue;
  storage: ImageStorage;
  /** Work to finish after the answer has gone out. */
  background: BackgroundTasks;
  /** Where an open event stream hears of its member's events (decision 0025). */
  events: MemberEventBus;
  /** The payment provider (decision 0028): checkout asks it for a token. */
  payments: PaymentProvider;
  /** The in-memory browse index (decision 0040); searches run in SQL without it. */
  browse?: BrowseIndex | null;
  user: SessionUser | null;
  /**
   * The session's id; for a call made with an API token, `api-token:<its id>`, which names no
   * session row (the rows that end or keep sessions refuse tokens before they run).
   */
  sessionId: string | null;
  /** Set when the REST call was made with an API token instead of a session cookie; else null. */
  apiToken: ApiTokenCredential | null;
  ip: string;
  /**
   * The request's Cookie header, for the few use cases that read a cookie besides the session's;
   * null on a call made with an API token, which never uses cookies.
   */
  cookieHeader: string | null;
  requestId: string;
  /** Headers to add to the response (Set-Cookie), copied by both the tRPC and the REST adapter. */
  resHeaders: Headers;
};

export type MemberContext = RequestContext & { user: SessionUser; sessionId: string };
