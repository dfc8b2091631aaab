import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { type SearchInput, SORTS, searchInputSchema } from "@/lib/discovery/search-filters";
import type { Db } from "@/server/db/client";
import { connections, messages, payments, profiles, proposals } from "@/server/db/schema";
import { MESSAGE_PLAN_LIMIT_REACHED } from "@/server/messages/rules";
import { PLAN_LIMIT_REACHED, PROPOSAL_EXISTS } from "@/server/proposals/create-proposal";
import { percentile } from "./report";

/**
 * The mixed journey of issue 21's load test (`npm run bench:load`, tests/api/load-short.test.ts):
 * simulated members, each signed in once, then in a loop with think time: browse with filters, open
 * a profile, propose, accept a received proposal, message a connection, read their notifications,
 * buy a plan through the demo payment provider, edit a profile section. Everything goes over HTTP
 * to the REST rows (the OpenAPI document's paths), round-robin over one or more servers.
 *
 * Every request is timed and judged. A 2xx answer is a success (303 for the demo gateway's decision,
 * its documented answer); a refusal that is the app's right answer for the situation, and only
 * those (named below, by status and sentence), is counted apart as expected; anything else, a 5xx,
 * a 429, a timeout, a refused connection or a 200 whose body is not what the document promises, is
 * an error, kept with its request and answer. Every write the app acknowledged (a proposal, an
 * acceptance, a message, a paid plan, a saved section) is recorded with what identifies it, so
 * `findMissingWrites` can look for each in the database afterwards.
 */

/** What a simulated member does, each step of the loop one of these. */
export const JOURNEY_ACTIONS = [
  "browse",
  "open-profile",
  "propose",
  "accept",
  "message",
  "notifications",
  "buy-plan",
  "edit-section",
] as const;
export type JourneyAction = (typeof JOURNEY_ACTIONS)[number];

/** How often each action is picked (relative weights). */
export const DEFAULT_WEIGHTS: Record<JourneyAction, number> = {
  browse: 24,
  "open-profile": 20,
  propose: 10,
  accept: 9,
  message: 12,
  notifications: 12,
  "buy-plan": 3,
  "edit-section": 10,
};

/** Each HTTP request the journey makes, by what it is for; every one is timed and judged on its own. */
export const STEPS = {
  "sign-in": { action: null, label: "sign in: POST /api/auth/sign-in" },
  "own-profile": { action: "edit-section", label: "own profile (edit section): GET /api/profile/get" },
  browse: { action: "browse", label: "browse: GET /api/profile/get/all-profiles (filters)" },
  "open-profile": { action: "open-profile", label: "open profile: GET /api/profile/get/user-profile" },
  propose: { action: "propose", label: "propose: POST /api/proposal/create" },
  "list-proposals": { action: "accept", label: "accept: GET /api/proposal/get" },
  accept: { action: "accept", label: "accept: PUT /api/proposal/update" },
  "list-connections": { action: "message", label: "message: GET /api/connections/get" },
  "open-thread": { action: "message", label: "message: GET /api/messages/get" },
  message: { action: "message", label: "message: POST /api/messages/send" },
  notifications: { action: "notifications", label: "notifications: GET /api/notifications/get" },
  "mark-read": { action: "notifications", label: "notifications: PUT /api/notifications/update" },
  plans: { action: "buy-plan", label: "buy plan: GET /api/subscription-plans" },
  checkout: { action: "buy-plan", label: "buy plan: POST /api/payfast/checkout" },
  "gateway-page": { action: "buy-plan", label: "buy plan: POST demo gateway PostTransaction" },
  "gateway-approve": { action: "buy-plan", label: "buy plan: POST demo gateway decide (IPN settles)" },
  "save-section": { action: "edit-section", label: "edit section: PUT /api/profile/update/family-info" },
} as const satisfies Record<string, { action: JourneyAction | null; label: string }>;
export type StepKey = keyof typeof STEPS;

/** The refusals that are the app's correct answer in the journey's situations, per step. */
const EXPECTED_REFUSALS: Partial<Record<StepKey, readonly { status: number; error: string }[]>> = {
  // The plan's proposals are used up; or the other member proposed to this one meanwhile (the card
  // was read before), or both proposed at once: the live-pair index lets one through.
  propose: [
    { status: 403, error: PLAN_LIMIT_REACHED },
    { status: 409, error: PROPOSAL_EXISTS },
  ],
  // The plan's messages are used up.
  message: [{ status: 403, error: MESSAGE_PLAN_LIMIT_REACHED }],
};

/** Who to sign in as. */
export type LoadMember = { email: string; password: string };

export type LoadOptions = {
  /** One or more servers on one database; requests go to them in turn (a round-robin balancer). */
  baseUrls: readonly string[];
  members: readonly LoadMember[];
  /** How long the mixed loop runs, after everyone has signed in. */
  durationMs: number;
  /** The mean pause between two actions of a member (each pause is 0.5 to 1.5 times it). */
  thinkMs: number;
  weights?: Partial<Record<JourneyAction, number>>;
  /** Sign-ins at once before the loop (argon2 is slow on purpose); default 4. */
  signInConcurrency?: number;
  /** A request taking longer is an error (status 0); default 30 s. */
  requestTimeoutMs?: number;
  /** Marks this run's section edits; default random. */
  runTag?: string;
  /** Seeds the members' choices, for a repeatable mix; default random. */
  seed?: number;
  /** Called when the loop starts (everyone signed in), e.g. to start sampling the servers. */
  onStart?: () => void;
  log?: (message: string) => void;
};

/** One request's outcome, for the report. */
export type LoadError = {
  step: StepKey;
  method: string;
  url: string;
  /** The HTTP status; 0 when no answer came (timeout, connection refused or reset). */
  status: number;
  /** The answer's body (its first 500 characters), or what went wrong. */
  body: string;
  /** Milliseconds since the loop started (negative: during sign-in). */
  at: number;
};

export type StepStats = {
  step: StepKey;
  label: string;
  action: JourneyAction | null;
  /** Successful requests' latencies (ms), and when each finished (ms since the loop started). */
  latencies: number[];
  finishedAt: number[];
  ok: number;
  /** Expected refusals by "status sentence". */
  refused: Record<string, number>;
  errors: number;
};

export type AcknowledgedWrite =
  | { kind: "proposal"; proposalId: string; senderProfileId: string }
  | { kind: "accept"; proposalId: string; connectionId: string }
  | { kind: "message"; messageId: string; conversationId: string }
  | { kind: "purchase"; basketId: string; profileId: string }
  | { kind: "section"; profileId: string; fatherName: string; sequence: number };

export type LoadResult = {
  members: number;
  baseUrls: readonly string[];
  /** When the loop started (epoch ms) and how long it ran until the last action ended. */
  startedAt: number;
  elapsedMs: number;
  durationMs: number;
  thinkMs: number;
  /** Steps during the loop. */
  steps: StepStats[];
  /** Sign-in and the first read of one's own profile, before the loop. */
  setup: StepStats[];
  /** Actions completed (their last request answered), by kind. */
  actions: Record<JourneyAction, number>;
  /** Actions picked but not possible yet (nobody to accept, no connection), done as a browse instead. */
  fallbacks: Record<JourneyAction, number>;
  errors: LoadError[];
  errorCount: number;
  writes: AcknowledgedWrite[];
  /** Requests answered in each second of the loop. */
  perSecond: number[];
};

// ---- The answers the journey reads (the REST rows' `data`, as the OpenAPI document describes it) ----

const id = z.string().min(1);
const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
const signedIn = envelope(z.object({ id, profileId: id.nullable() }));
const ownProfile = envelope(
  z.object({
    profile: z.object({
      id,
      family_info: z.record(z.string(), z.unknown()).nullable(),
      partner_requirements: z
        .object({ age_min: z.number().nullish(), age_max: z.number().nullish() })
        .nullish(),
      religion_info: z.object({ religion: z.string().nullish() }).nullish(),
    }),
  }),
);
const card = z.object({
  id,
  proposal_privacy: z.boolean(),
  connection_id: id.nullable(),
  proposal: z.object({ id }).nullable(),
});
type Card = z.output<typeof card>;
const searchPage = envelope(z.object({ profiles: z.array(card), total: z.number() }));
const profileView = envelope(z.object({ profile: z.object({ id }) }));
const proposalSent = envelope(z.object({ proposal: z.object({ id, status: z.literal("pending") }) }));
const proposalList = envelope(
  z.object({
    proposals: z.array(
      z.object({ id, sender_id: id, status: z.string(), direction: z.enum(["sent", "received"]) }),
    ),
  }),
);
const proposalAnswered = envelope(
  z.object({ proposal: z.object({ id, status: z.literal("accepted") }), connection_id: id }),
);
const connectionList = envelope(
  z.object({ connections: z.array(z.object({ id, other: z.object({ id }) })) }),
);
const thread = envelope(z.object({ messages: z.array(z.object({ id })) }));
const messageSent = envelope(z.object({ sent_message: z.object({ id, conversation_id: id }) }));
const notificationList = envelope(z.object({ notifications: z.array(z.object({ id })), unread: z.number() }));
const marked = envelope(z.object({ updated: z.number() }));
const planList = envelope(
  z.object({
    plans: z.array(z.object({ id, price: z.number(), is_free: z.boolean(), active: z.boolean().optional() })),
  }),
);
const checkoutStarted = envelope(
  z.object({ redirectUrl: z.string(), basketId: id, fields: z.record(z.string(), z.string()) }),
);
const sectionSaved = envelope(z.object({ profile: z.object({ id }) }));

/** The `error` sentence of a refusal's JSON body; empty when there is none. */
function errorSentence(text: string): string {
  try {
    const parsed = z.object({ error: z.string() }).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error : "";
  } catch {
    return "";
  }
}

// ---- A small seeded random source, so a run's mix can be repeated ----

function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T | undefined {
      return items.length === 0 ? undefined : items[Math.floor(next() * items.length)];
    },
  };
}
type Random = ReturnType<typeof random>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

const GREETINGS = [
  "Assalam o Alaikum, I read your profile and would like to know more about you.",
  "Thank you for accepting. What do you enjoy doing on weekends?",
  "My family would be happy to speak with yours when it suits you.",
  "JazakAllah for your reply. How is your week going?",
];

/** One simulated member's state between actions. */
type Member = {
  index: number;
  email: string;
  cookie: string;
  profileId: string;
  familyInfo: Record<string, unknown> | null;
  fatherBase: string;
  ages: { age_min: number; age_max: number } | null;
  religion: string | null;
  /** Cards from this member's searches (the newest 60). */
  cards: Card[];
  /** Profiles this member proposed to or is connected with. */
  proposedTo: Set<string>;
  random: Random;
  edits: number;
};

/**
 * Signs `members` in, then runs the mixed journey for `durationMs` against `baseUrls` (in turn) and
 * answers what every step took and whether it failed, and every write the app acknowledged.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.baseUrls.length === 0) throw new Error("runLoad needs at least one base URL");
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const totalWeight = JOURNEY_ACTIONS.reduce((sum, action) => sum + weights[action], 0);
  const runTag = options.runTag ?? randomBytes(3).toString("hex");
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  const seed = options.seed ?? randomBytes(4).readUInt32LE(0);
  const log = options.log ?? (() => {});

  const newStats = (): Map<StepKey, StepStats> =>
    new Map(
      (Object.keys(STEPS) as StepKey[]).map((step) => [
        step,
        {
          step,
          label: STEPS[step].label,
          action: STEPS[step].action,
          latencies: [],
          finishedAt: [],
          ok: 0,
          refused: {},
          errors: 0,
        },
      ]),
    );
  const setupStats = newStats();
  const loopStats = newStats();
  let stats = setupStats;
  const errors: LoadError[] = [];
  let errorCount = 0;
  const writes: AcknowledgedWrite[] = [];
  const actions = Object.fromEntries(JOURNEY_ACTIONS.map((a) => [a, 0])) as Record<JourneyAction, number>;
  const fallbacks = Object.fromEntries(JOURNEY_ACTIONS.map((a) => [a, 0])) as Record<JourneyAction, number>;
  const perSecond: number[] = [];
  let loopStart = performance.now();
  let turn = 0;
  const nextBase = () => options.baseUrls[turn++ % options.baseUrls.length] as string;
  const now = () => performance.now() - loopStart;

  type Outcome<T> = { kind: "ok"; data: T; response: Response } | { kind: "refused" } | { kind: "error" };
  type Request = {
    method: "GET" | "POST" | "PUT";
    url: string;
    cookie?: string;
    json?: unknown;
    form?: Record<string, string>;
    /** The success status when it is not 2xx. */
    expectStatus?: number;
  };

  function recordError(step: StepKey, method: string, url: string, status: number, body: string) {
    errorCount++;
    const entry = stats.get(step);
    if (entry) entry.errors++;
    // Every error is counted; the first 500 are kept whole for the report.
    if (errors.length < 500) errors.push({ step, method, url, status, body: body.slice(0, 500), at: now() });
  }

  /** One request, timed to the end of its body and judged; a success answers its body as text. */
  async function send(step: StepKey, request: Request): Promise<Outcome<string>> {
    const headers: Record<string, string> = {};
    if (request.cookie) headers.cookie = request.cookie;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(request.form).toString();
    }
    const began = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
      recordError(step, request.method, request.url, 0, `${String(error)}${cause}`);
      return { kind: "error" };
    }
    const ms = performance.now() - began;
    const second = Math.floor(now() / 1000);
    if (second >= 0 && stats === loopStats) perSecond[second] = (perSecond[second] ?? 0) + 1;
    const entry = stats.get(step);
    const success =
      request.expectStatus !== undefined
        ? response.status === request.expectStatus
        : response.status >= 200 && response.status < 300;
    if (!success) {
      const sentence = errorSentence(text);
      const expected = EXPECTED_REFUSALS[step]?.some(
        (refusal) => refusal.status === response.status && refusal.error === sentence,
      );
      if (expected && entry) {
        const key = `${response.status} ${sentence}`;
        entry.refused[key] = (entry.refused[key] ?? 0) + 1;
        return { kind: "refused" };
      }
      recordError(step, request.method, request.url, response.status, text);
      return { kind: "error" };
    }
    if (entry) {
      entry.ok++;
      entry.latencies.push(ms);
      entry.finishedAt.push(now());
    }
    return { kind: "ok", data: text, response };
  }

  /** `send`, then the success's JSON read by `schema`; a body that does not fit is an error. */
  async function call<T>(step: StepKey, request: Request, schema: z.ZodType<T>): Promise<Outcome<T>> {
    const answer = await send(step, request);
    if (answer.kind !== "ok") return answer;
    let json: unknown;
    try {
      json = JSON.parse(answer.data);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) return { kind: "ok", data: parsed.data, response: answer.response };
    // Counted as an error, not a success: take it back out of the step's successes.
    const entry = stats.get(step);
    if (entry) {
      entry.ok--;
      entry.latencies.pop();
      entry.finishedAt.pop();
    }
    const issue = parsed.error.issues[0];
    recordError(
      step,
      request.method,
      request.url,
      answer.response.status,
      `unexpected body (${issue?.path.join(".")}: ${issue?.message}): ${answer.data}`,
    );
    return { kind: "error" };
  }

  // ---- Sign-in: each member once, a few at a time, then their own profile ----

  async function signIn(index: number, member: LoadMember): Promise<Member | null> {
    const base = nextBase();
    const answer = await call(
      "sign-in",
      { method: "POST", url: `${base}/api/auth/sign-in`, json: member },
      signedIn,
    );
    if (answer.kind !== "ok") return null;
    const cookie = answer.response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0] ?? "")
      .find((pair) => pair.startsWith("rishta_session=") && pair.length > "rishta_session=".length);
    if (!cookie || !answer.data.data.profileId) {
      recordError("sign-in", "POST", `${base}/api/auth/sign-in`, 200, "no session cookie or no profile");
      return null;
    }
    const own = await call(
      "own-profile",
      { method: "GET", url: `${nextBase()}/api/profile/get`, cookie },
      ownProfile,
    );
    if (own.kind !== "ok") return null;
    const profile = own.data.data.profile;
    const wanted = profile.partner_requirements;
    const fatherName =
      typeof profile.family_info?.father_name === "string" ? profile.family_info.father_name : "";
    return {
      index,
      email: member.email,
      cookie,
      profileId: profile.id,
      familyInfo: profile.family_info,
      // A name this bench edited before ends in " · <tag>"; edits start again from the name itself.
      fatherBase: (fatherName.split(" · ")[0] ?? "").slice(0, 80),
      ages: wanted?.age_min && wanted.age_max ? { age_min: wanted.age_min, age_max: wanted.age_max } : null,
      religion: profile.religion_info?.religion ?? null,
      cards: [],
      proposedTo: new Set(),
      random: random(seed + index * 7919),
      edits: 0,
    };
  }

  const signedInMembers: Member[] = [];
  const queue = options.members.map((member, index) => ({ member, index }));
  await Promise.all(
    Array.from({ length: Math.max(1, options.signInConcurrency ?? 4) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const member = await signIn(next.index, next.member);
        if (member) signedInMembers.push(member);
      }
    }),
  );
  log(`${signedInMembers.length} of ${options.members.length} members signed in`);

  // ---- The actions ----

  const think = (m: Member, share = 1) => sleep(options.thinkMs * share * (0.5 + m.random.next()));

  function searchFor(m: Member): SearchInput {
    const input: Record<string, unknown> = {
      sort: m.random.pick(SORTS),
      page: m.random.chance(0.8) ? 1 : 2,
      pageSize: 20,
    };
    // Half the searches use the member's wanted ages, some their religion too; the rest browse broadly.
    if (m.ages && m.random.chance(0.5)) {
      Object.assign(input, m.ages);
      if (m.religion && m.random.chance(0.4)) input.religion = [m.religion];
    }
    if (m.random.chance(0.15)) input.verified_only = true;
    const parsed = searchInputSchema.safeParse(input);
    return parsed.success ? parsed.data : {};
  }

  function searchQuery(input: SearchInput): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
    }
    return query.toString();
  }

  async function browse(m: Member): Promise<boolean> {
    const answer = await call(
      "browse",
      {
        method: "GET",
        url: `${nextBase()}/api/profile/get/all-profiles?${searchQuery(searchFor(m))}`,
        cookie: m.cookie,
      },
      searchPage,
    );
    if (answer.kind !== "ok") return false;
    const seen = new Set(m.cards.map((c) => c.id));
    for (const found of answer.data.data.profiles) {
      if (found.id === m.profileId) continue;
      if (seen.has(found.id)) m.cards = m.cards.filter((c) => c.id !== found.id);
      m.cards.push(found);
    }
    m.cards = m.cards.slice(-60);
    return true;
  }

  async function openProfile(m: Member): Promise<boolean | "fallback"> {
    const chosen = m.random.pick(m.cards);
    if (!chosen) return "fallback";
    const answer = await call(
      "open-profile",
      {
        method: "GET",
        url: `${nextBase()}/api/profile/get/user-profile?profileId=${chosen.id}`,
        cookie: m.cookie,
      },
      profileView,
    );
    return answer.kind === "ok";
  }

  async function propose(m: Member): Promise<boolean | "fallback"> {
    const candidates = m.cards.filter(
      (c) => c.proposal_privacy && c.proposal === null && c.connection_id === null && !m.proposedTo.has(c.id),
    );
    const chosen = m.random.pick(candidates);
    if (!chosen) return "fallback";
    m.proposedTo.add(chosen.id);
    const answer = await call(
      "propose",
      {
        method: "POST",
        url: `${nextBase()}/api/proposal/create`,
        cookie: m.cookie,
        json: { receiver_id: chosen.id },
      },
      proposalSent,
    );
    if (answer.kind === "ok") {
      writes.push({
        kind: "proposal",
        proposalId: answer.data.data.proposal.id,
        senderProfileId: m.profileId,
      });
    }
    return answer.kind !== "error";
  }

  async function accept(m: Member): Promise<boolean | "fallback"> {
    const list = await call(
      "list-proposals",
      { method: "GET", url: `${nextBase()}/api/proposal/get`, cookie: m.cookie },
      proposalList,
    );
    if (list.kind !== "ok") return false;
    const pending = list.data.data.proposals.filter(
      (p) => p.direction === "received" && p.status === "pending",
    );
    const chosen = m.random.pick(pending);
    if (!chosen) return "fallback";
    await think(m, 0.25);
    const answer = await call(
      "accept",
      {
        method: "PUT",
        url: `${nextBase()}/api/proposal/update`,
        cookie: m.cookie,
        json: { proposal_id: chosen.id, status: "accepted" },
      },
      proposalAnswered,
    );
    if (answer.kind !== "ok") return false;
    m.proposedTo.add(chosen.sender_id);
    writes.push({ kind: "accept", proposalId: chosen.id, connectionId: answer.data.data.connection_id });
    return true;
  }

  async function message(m: Member): Promise<boolean | "fallback"> {
    const list = await call(
      "list-connections",
      { method: "GET", url: `${nextBase()}/api/connections/get`, cookie: m.cookie },
      connectionList,
    );
    if (list.kind !== "ok") return false;
    const chosen = m.random.pick(list.data.data.connections);
    if (!chosen) return "fallback";
    const other = chosen.other.id;
    const opened = await call(
      "open-thread",
      { method: "GET", url: `${nextBase()}/api/messages/get?profile_id=${other}&limit=30`, cookie: m.cookie },
      thread,
    );
    if (opened.kind !== "ok") return false;
    await think(m, 0.25);
    const answer = await call(
      "message",
      {
        method: "POST",
        url: `${nextBase()}/api/messages/send`,
        cookie: m.cookie,
        json: { receiver_id: other, text: m.random.pick(GREETINGS) ?? "Assalam o Alaikum" },
      },
      messageSent,
    );
    if (answer.kind === "ok") {
      const sent = answer.data.data.sent_message;
      writes.push({ kind: "message", messageId: sent.id, conversationId: sent.conversation_id });
    }
    return answer.kind !== "error";
  }

  async function notifications(m: Member): Promise<boolean> {
    const list = await call(
      "notifications",
      { method: "GET", url: `${nextBase()}/api/notifications/get?page=1&pageSize=20`, cookie: m.cookie },
      notificationList,
    );
    if (list.kind !== "ok") return false;
    if (list.data.data.unread === 0) return true;
    await think(m, 0.25);
    const answer = await call(
      "mark-read",
      { method: "PUT", url: `${nextBase()}/api/notifications/update`, cookie: m.cookie, json: { all: true } },
      marked,
    );
    return answer.kind === "ok";
  }

  /**
   * The packages page, the checkout, the demo gateway's page and its Approve, as the browser goes
   * through them. The three payment requests go to one server: the demo gateway keeps its tokens
   * and open checkouts in that process's memory (bank.ts), as PayFast keeps them on its side.
   */
  async function buyPlan(m: Member): Promise<boolean> {
    const plans = await call(
      "plans",
      { method: "GET", url: `${nextBase()}/api/subscription-plans`, cookie: m.cookie },
      planList,
    );
    if (plans.kind !== "ok") return false;
    const paid = plans.data.data.plans.filter(
      (plan) => !plan.is_free && plan.active !== false && plan.price > 0,
    );
    const plan = m.random.pick(paid);
    if (!plan) {
      recordError("plans", "GET", "/api/subscription-plans", 200, "no paid plan on offer");
      return false;
    }
    await think(m, 0.25);
    const base = nextBase();
    const started = await call(
      "checkout",
      {
        method: "POST",
        url: `${base}/api/payfast/checkout`,
        cookie: m.cookie,
        json: { profileId: m.profileId, packageId: plan.id },
      },
      checkoutStarted,
    );
    if (started.kind !== "ok") return false;
    const { redirectUrl, fields, basketId } = started.data.data;
    // The form goes where the checkout said, on the server that issued its token.
    const form = new URL(redirectUrl);
    const pinned = new URL(base);
    form.protocol = pinned.protocol;
    form.host = pinned.host;
    const page = await send("gateway-page", { method: "POST", url: form.toString(), form: fields });
    if (page.kind !== "ok") return false;
    const reference = /name="reference" value="([^"]+)"/.exec(page.data)?.[1];
    if (!reference) {
      recordError("gateway-page", "POST", form.toString(), 200, `no reference on the page: ${page.data}`);
      return false;
    }
    await think(m, 0.25);
    const decideUrl = `${base}/api/demo-payfast/decide`;
    const decided = await send("gateway-approve", {
      method: "POST",
      url: decideUrl,
      form: { reference, decision: "approve" },
      expectStatus: 303,
    });
    if (decided.kind !== "ok") return false;
    const location = decided.response.headers.get("location") ?? "";
    let back: URL | null = null;
    try {
      back = new URL(location);
    } catch {
      back = null;
    }
    if (back?.pathname !== "/success" || back.searchParams.get("err_code") !== "000") {
      recordError("gateway-approve", "POST", decideUrl, 303, `not sent to the success page: ${location}`);
      return false;
    }
    writes.push({ kind: "purchase", basketId, profileId: m.profileId });
    return true;
  }

  async function editSection(m: Member): Promise<boolean | "fallback"> {
    // The edit form loads the profile, then saves the one section.
    const own = await call(
      "own-profile",
      { method: "GET", url: `${nextBase()}/api/profile/get`, cookie: m.cookie },
      ownProfile,
    );
    if (own.kind !== "ok") return false;
    const family = own.data.data.profile.family_info ?? m.familyInfo;
    if (!family || m.fatherBase.length < 3) return "fallback";
    await think(m, 0.5);
    m.edits++;
    const fatherName = `${m.fatherBase} · ${runTag}-${m.edits}`;
    const answer = await call(
      "save-section",
      {
        method: "PUT",
        url: `${nextBase()}/api/profile/update/family-info`,
        cookie: m.cookie,
        json: { profile_id: m.profileId, data: { ...family, father_name: fatherName } },
      },
      sectionSaved,
    );
    if (answer.kind !== "ok") return false;
    writes.push({ kind: "section", profileId: m.profileId, fatherName, sequence: m.edits });
    return true;
  }

  const perform: Record<JourneyAction, (m: Member) => Promise<boolean | "fallback">> = {
    browse,
    "open-profile": openProfile,
    propose,
    accept,
    message,
    notifications,
    "buy-plan": buyPlan,
    "edit-section": editSection,
  };

  function pickAction(m: Member): JourneyAction {
    // Nothing to look at yet: a member starts by browsing.
    if (m.cards.length === 0) return "browse";
    let roll = m.random.next() * totalWeight;
    for (const action of JOURNEY_ACTIONS) {
      roll -= weights[action];
      if (roll < 0) return action;
    }
    return "browse";
  }

  // ---- The loop ----

  stats = loopStats;
  loopStart = performance.now();
  const startedAt = Date.now();
  const deadline = options.durationMs;
  options.onStart?.();
  await Promise.all(
    signedInMembers.map(async (m) => {
      // Members arrive spread over one think time, not all in the same millisecond.
      await sleep(options.thinkMs * m.random.next());
      while (now() < deadline) {
        const action = pickAction(m);
        let outcome = await perform[action](m);
        if (outcome === "fallback") {
          fallbacks[action]++;
          outcome = await browse(m);
          if (outcome) actions.browse++;
        } else if (outcome) {
          actions[action]++;
        }
        await think(m);
      }
    }),
  );
  const elapsedMs = now();

  return {
    members: signedInMembers.length,
    baseUrls: options.baseUrls,
    startedAt,
    elapsedMs,
    durationMs: options.durationMs,
    thinkMs: options.thinkMs,
    steps: [...loopStats.values()],
    setup: [...setupStats.values()].filter((s) => s.ok + s.errors > 0),
    actions,
    fallbacks,
    errors,
    errorCount,
    writes,
    perSecond: Array.from({ length: Math.ceil(options.durationMs / 1000) }, (_, i) => perSecond[i] ?? 0),
  };
}

// ---- Reading a result ----

export type StepSummary = {
  step: StepKey;
  label: string;
  ok: number;
  refused: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/** A step's figures, over the requests that finished in [fromMs, toMs) of the loop (default: all). */
export function summarizeStep(stats: StepStats, fromMs = 0, toMs = Number.POSITIVE_INFINITY): StepSummary {
  const times: number[] = [];
  stats.latencies.forEach((ms, i) => {
    const at = stats.finishedAt[i] ?? 0;
    if (at >= fromMs && at < toMs) times.push(ms);
  });
  times.sort((a, b) => a - b);
  return {
    step: stats.step,
    label: stats.label,
    ok: times.length,
    refused: Object.values(stats.refused).reduce((sum, n) => sum + n, 0),
    errors: stats.errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
  };
}

/** Requests answered per second over [fromMs, toMs) of the loop. */
export function throughput(result: LoadResult, fromMs = 0, toMs = result.durationMs): number {
  const from = Math.floor(fromMs / 1000);
  const to = Math.min(result.perSecond.length, Math.ceil(toMs / 1000));
  let sum = 0;
  for (let second = from; second < to; second++) sum += result.perSecond[second] ?? 0;
  return sum / Math.max(1, to - from);
}

/** The errors grouped by step, status and body, most frequent first: what a failure message lists. */
export function describeErrors(result: LoadResult, limit = 20): string[] {
  const groups = new Map<string, { count: number; sample: LoadError }>();
  for (const error of result.errors) {
    const key = `${error.step} ${error.status} ${error.body.slice(0, 200)}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { count: 1, sample: error });
  }
  const lines = [...groups.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map(
      ({ count, sample }) =>
        `${count}× ${sample.method} ${sample.url} → ${sample.status || "no answer"}: ${sample.body}`,
    );
  const kept = result.errors.length;
  if (result.errorCount > kept) lines.push(`(${result.errorCount - kept} more errors not kept)`);
  return lines;
}

// ---- The acknowledged writes, counted in the database ----

export type MissingWrite = { write: AcknowledgedWrite; why: string };

export type WriteCheck = {
  /** Acknowledged writes by kind. */
  acknowledged: Record<AcknowledgedWrite["kind"], number>;
  /** Writes checked (sections: the last save of each profile, the earlier ones being overwritten). */
  checked: number;
  missing: MissingWrite[];
};

function chunks<T>(items: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let from = 0; from < items.length; from += size) out.push(items.slice(from, from + size));
  return out;
}

/**
 * Looks for every acknowledged write in the database: each proposal there; each acceptance an
 * accepted proposal with its connection; each message there; each purchase a paid payment; for each
 * profile, the section as its last acknowledged save left it.
 */
export async function findMissingWrites(db: Db, writes: readonly AcknowledgedWrite[]): Promise<WriteCheck> {
  const acknowledged = { proposal: 0, accept: 0, message: 0, purchase: 0, section: 0 };
  for (const write of writes) acknowledged[write.kind]++;
  const missing: MissingWrite[] = [];
  let checked = 0;
  const of = <K extends AcknowledgedWrite["kind"]>(kind: K) =>
    writes.filter((w): w is Extract<AcknowledgedWrite, { kind: K }> => w.kind === kind);

  for (const slice of chunks(of("proposal"))) {
    const found = new Set(
      (
        await db
          .select({ id: proposals.id })
          .from(proposals)
          .where(
            inArray(
              proposals.id,
              slice.map((w) => w.proposalId),
            ),
          )
      ).map((row) => row.id),
    );
    checked += slice.length;
    for (const write of slice)
      if (!found.has(write.proposalId)) missing.push({ write, why: "no such proposal" });
  }

  for (const slice of chunks(of("accept"))) {
    const rows = await db
      .select({ id: proposals.id, status: proposals.status, connectionId: connections.id })
      .from(proposals)
      .leftJoin(connections, eq(connections.proposalId, proposals.id))
      .where(
        inArray(
          proposals.id,
          slice.map((w) => w.proposalId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    checked += slice.length;
    for (const write of slice) {
      const row = byId.get(write.proposalId);
      if (!row) missing.push({ write, why: "no such proposal" });
      else if (row.status !== "accepted") missing.push({ write, why: `the proposal is ${row.status}` });
      else if (row.connectionId !== write.connectionId)
        missing.push({ write, why: `the connection is ${row.connectionId ?? "missing"}` });
    }
  }

  for (const slice of chunks(of("message"))) {
    const found = new Set(
      (
        await db
          .select({ id: messages.id })
          .from(messages)
          .where(
            inArray(
              messages.id,
              slice.map((w) => w.messageId),
            ),
          )
      ).map((row) => row.id),
    );
    checked += slice.length;
    for (const write of slice)
      if (!found.has(write.messageId)) missing.push({ write, why: "no such message" });
  }

  for (const slice of chunks(of("purchase"))) {
    const rows = await db
      .select({ basketId: payments.basketId, status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.basketId,
          slice.map((w) => w.basketId),
        ),
      );
    const byBasket = new Map(rows.map((row) => [row.basketId, row.status]));
    checked += slice.length;
    for (const write of slice) {
      const status = byBasket.get(write.basketId);
      if (status !== "paid")
        missing.push({ write, why: status ? `the payment is ${status}` : "no such payment" });
    }
  }

  const lastSave = new Map<string, Extract<AcknowledgedWrite, { kind: "section" }>>();
  for (const write of of("section")) {
    const before = lastSave.get(write.profileId);
    if (!before || write.sequence > before.sequence) lastSave.set(write.profileId, write);
  }
  for (const slice of chunks([...lastSave.values()])) {
    const rows = await db
      .select({ id: profiles.id, fatherName: profiles.fatherName })
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          slice.map((w) => w.profileId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row.fatherName]));
    checked += slice.length;
    for (const write of slice) {
      const stored = byId.get(write.profileId);
      if (stored !== write.fatherName)
        missing.push({ write, why: `father_name is ${JSON.stringify(stored ?? null)}` });
    }
  }
  return { acknowledged, checked, missing };
}
