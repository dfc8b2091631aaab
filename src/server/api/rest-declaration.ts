import type { z } from "zod";

/** Who may call a procedure at all; set by its level (trpc.ts), never written by hand. */
export type AuthLevel = "public" | "member" | "admin";

/**
 * A procedure's REST row, declared on the procedure itself (`.meta({ rest })`): the REST table
 * (rest.ts) and the OpenAPI document (openapi.ts) are generated from these, and the row calls that
 * very procedure, so the two adapters cannot drift apart.
 */
export type RestDeclaration = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: `/api/${string}`;
  /** One line, for lists of operations. */
  summary: string;
  /** What it does and for whom, in the words an integrator needs (Markdown). */
  description: string;
  /** The domain it belongs to (a tag of the OpenAPI document). */
  tag: ApiTag;
  /**
   * How the input is read: GET rows from the query string (below, the parameters that are not
   * text), the others from a JSON body, or a multipart/form-data body for the photo rows.
   */
  body?: "json" | "multipart";
  /** A multipart row's form as OpenAPI describes it, when it is not the photo rows' (`file`, `profileId`). */
  form?: Record<string, unknown>;
  /** How many files a multipart row takes (default 1): its body may be that many photos long. */
  files?: number;
  /** Query parameters read as numbers (query strings carry only text). */
  numbers?: readonly string[];
  /** Query parameters read as booleans ("true"/"false"). */
  booleans?: readonly string[];
  /** Query parameters read as lists: comma-separated and/or repeated keys. */
  lists?: readonly string[];
  /**
   * Body rows: input fields that may also come from the query string (a link's `?token=`), taken
   * from there when the JSON body does not carry them.
   */
  fromQuery?: readonly string[];
  /**
   * The row manages how one proves who one is (tokens, sessions, passwords, the account itself):
   * a call made with an API token is refused 403, whatever its scope (decision 0019).
   */
  sessionOnly?: true;
  /** Cache-Control of a success that sets no cookie (default no-store): for public, unchanging data. */
  cache?: string;
  /**
   * The error statuses only the use case knows of (404, 409, 429, a 403 for foreign ids); those the
   * row's shape implies (401 and 403 by auth level, 400/413 for bodies, 422 for input) are added.
   */
  errors?: readonly (401 | 403 | 404 | 409 | 429 | 502)[];
  /**
   * One realistic call, shown in the document and replayed by the contract test: `input` as the
   * client sends it (the JSON body, or the query parameters of a GET row as read: numbers,
   * booleans and lists as such; for a multipart row, the file part as its file name; left out
   * when the row takes none) and `output`, what the procedure answers as JSON (dates as ISO
   * text; the REST body's `data`, and its `message` when the answer has one). Made of the sample
   * world in examples.ts; tests/unit/rest-examples.test.ts holds both to the procedure's schemas.
   */
  example?: { input?: Record<string, unknown>; output: unknown };
};

/** The domains of the REST API, in the order the document lists them. */
export const API_TAGS = {
  system: "Liveness and the API's own description.",
  auth: "Accounts: sign-up with a confirmed address, sign-in and out, passwords.",
  users: "Accounts as administrators see and manage them.",
  dashboard: "The counts the dashboards show.",
  plans: "Subscription plans: the public listing, and for administrators creating and editing them.",
  payments:
    "Buying a plan: the checkout with the payment provider, its notification, and the payments members and administrators read.",
  profile: "Member profiles: the wizard, each section, photos, privacy, and the search of profiles.",
  proposals: "Proposals between members, and the connections an accepted one makes.",
  locations: "Countries, states and cities for the pickers.",
  contacts:
    "The contact form, and for administrators the messages it brings: read, answered by e-mail, resolved, deleted.",
  "demo-payments":
    "The demo payment provider: PayFast's protocol (token, hosted page, notification, status) answered by this service, so a plan can be bought end to end with no money moving. Not found when PayFast is configured.",
  mail: "Mail: which optional mails a member gets and the one-click unsubscribe every such mail carries; for administrators, mail that could not be sent, and sending it again.",
  messages:
    "Conversations between members: the list, a thread, sending, read receipts, deleting for oneself.",
  notifications: "What happened for a member (proposals, messages, payments), read and marked read.",
  tokens:
    "Personal API tokens: made, listed and revoked with a signed-in session, used as `Authorization: Bearer`.",
  safety:
    "Blocking members and reporting them to the administrators; for administrators, the moderation queue of reports and safety flags.",
  audit: "The administrators' trail: every admin write, and every admin read of a member's private data.",
  verifications:
    "The verified badge: a member's request (a selfie and an identity document) and the administrators' review.",
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** The schemas a procedure parses its input with and answers in (trpc.ts's route helpers). */
export type ProcedureSchemas = { input: z.ZodType; output: z.ZodType };
