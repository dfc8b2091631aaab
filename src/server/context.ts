import type { SessionUser } from "./auth/session";
import type { BackgroundTasks } from "./background";
import type { Db } from "./db/client";
import type { Mailer } from "./mail/mailer";
import type { ImageStorage } from "./storage/storage";

/**
 * What a use case knows about the request: the database, the mailer, and who is acting — taken
 * from the session cookie on the server, never from a request body.
 */
export type RequestContext = {
  db: Db;
  mailer: Mailer;
  storage: ImageStorage;
  /** Work to finish after the answer has gone out. */
  background: BackgroundTasks;
  user: SessionUser | null;
  sessionId: string | null;
  ip: string;
  /** The request's Cookie header, for the few use cases that read a cookie besides the session's. */
  cookieHeader: string | null;
  requestId: string;
  /** Headers to add to the response (Set-Cookie), copied by both the tRPC and the REST adapter. */
  resHeaders: Headers;
};

export type MemberContext = RequestContext & { user: SessionUser; sessionId: string };
