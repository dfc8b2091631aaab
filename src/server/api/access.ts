import type { AuthLevel, ProcedureSchemas, RestDeclaration } from "./rest-declaration";

/**
 * What each procedure (and each raw route) declares about who may call it: the HTTP status every
 * kind of caller gets, and the input they send, built from the ids of a shared test world. The
 * authorization matrix (tests/api/authorization-matrix.test.ts, docs/decisions/0017) runs every
 * declaration through tRPC and REST on both databases, and fails for a procedure that has none.
 *
 * Declared on the procedure with tRPC's typed meta, next to its auth level and its REST row
 * (`rest: {...}`, rest-declaration.ts), so a new route cannot be written without its row.
 */

/**
 * The callers of the matrix. `member` is the owner of everything the world's ids name; `other` is
 * a second member sending the owner's ids (foreign ids); `admin` sends them too; `visitor` has no
 * session.
 */
export const ACCESS_ROLES = ["visitor", "member", "other", "admin"] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** An HTTP status; a short list only where the answer legitimately depends on something else. */
export type Outcome = number | readonly number[];

export type Outcomes = Readonly<Record<AccessRole, Outcome>>;

/**
 * A valid wizard payload (the shape of POST /api/profile/create), loose here so that the test
 * world can hand over its sample without this file importing the validation schemas.
 */
type ProfileSample = {
  personal_info: Record<string, unknown>;
  career_info: Record<string, unknown>;
  family_info: Record<string, unknown>;
  religion_info: Record<string, unknown>;
  residential_info: Record<string, unknown>;
  partner_requirements: Record<string, unknown>;
};

/**
 * The ids (and the few secrets) of one test world, as declarations use them. Built fresh by the
 * test support (tests/support/access-world.ts) for every procedure that changes state.
 */
export type AccessWorld = {
  owner: {
    userId: string;
    profileId: string;
    email: string;
    /** Theirs alone: no other account of the world has it. */
    password: string;
    /** Their photo (stage `photoUploaded` and later). */
    imageId: string;
    /** Pending, to a member who is neither `other` nor `proposalTarget`. */
    sentProposalId: string;
    /** Pending, from another such member. */
    receivedProposalId: string;
    /** With a third such member (an accepted proposal). */
    connectionId: string;
    /** An unused password-reset token of theirs. */
    resetToken: string;
    /** The id of a live personal API token of theirs (read scope). */
    apiTokenId: string;
    /** The profile of the member in `connectionId` (their messages_privacy is connections). */
    connectedProfileId: string;
    /** Their conversation with that connection. */
    conversationId: string;
    /** An unread message to the owner in that conversation. */
    messageId: string;
    /** An unread notification of theirs (the received proposal's). */
    notificationId: string;
    /** A paid payment of theirs for `paidPlanId`, with the plan period it started. */
    paymentId: string;
    /** That payment's basket id. */
    basketId: string;
    /** An open report about the owner (by `blockTarget`, on the owner's message-free profile). */
    reportId: string;
    /** A contact-form message the owner sent, still `new`. */
    contactId: string;
    /** The owner's pending verification request, its selfie and document in storage. */
    verificationId: string;
  };
  other: { userId: string; profileId: string };
  admin: { userId: string };
  /** A member with a submitted profile the owner has no proposal with: someone to propose to. */
  proposalTarget: { profileId: string };
  /** A mail job the worker gave up on (a `password-changed` mail to the owner). */
  failedMailJobId: string;
  /** A member of this world alone, whom the owner has blocked: someone to block, unblock, report. */
  blockTarget: { profileId: string };
  /** A paid plan an admin may put a member on. */
  paidPlanId: string;
  /** A paid plan of this world alone that nobody bought: an admin may edit, deactivate or delete it. */
  sparePlanId: string;
  /** Details for an account nobody has yet (sign-up, an admin's new user, a contact form). */
  newAccount: { name: string; email: string; phone: string; password: string };
  /** A sign-up of `newAccount.email` waiting for its mailed code. */
  pendingSignUp: { email: string; code: string };
  /** The owner's profile, as submitted: each section is a valid update of itself. */
  profile: ProfileSample;
  /** A small PNG, in the shape the multipart reader hands to the photo procedures. */
  photo: { bytes: Uint8Array; name: string; type: string };
};

/**
 * How far the owner is along the member's journey. Most declarations want `submitted` (the
 * default): a profile, a photo, proposals both ways and a connection. The wizard's own procedures
 * need the earlier stages; there the proposal and connection ids name no row.
 */
export type OwnerStage = "signedUp" | "photoUploaded" | "submitted";

export type AccessCase = {
  /** What the case tries, when a procedure declares more than one. */
  name?: string;
  /** The input every caller sends; leave out for a procedure that takes none. */
  input?: (world: AccessWorld) => unknown;
  expect: Outcomes;
  /**
   * tRPC's answers where they legitimately differ from REST's, with the reason in a comment (a
   * file, which JSON cannot carry). Everywhere else both adapters must give `expect`.
   */
  trpc?: Partial<Outcomes>;
  owner?: OwnerStage;
};

export type ProcedureAccess = AccessCase | readonly AccessCase[];

/** tRPC's meta for every procedure (`initTRPC.meta<ProcedureMeta>()`). */
export type ProcedureMeta = {
  /** Set by the procedure's level (trpc.ts): who may call it at all. */
  auth?: AuthLevel;
  /** Set by the level's route helper (trpc.ts), with tRPC's own `.input()` and `.output()`. */
  schemas?: ProcedureSchemas;
  /** The REST row(s) calling this procedure: the REST table and the OpenAPI document come from them. */
  rest?: RestDeclaration | readonly RestDeclaration[];
  /** Optional to tRPC's types; the authorization matrix fails every procedure that lacks it. */
  access?: ProcedureAccess;
};

export function accessCases(access: ProcedureAccess | undefined): readonly AccessCase[] {
  if (access === undefined) return [];
  return Array.isArray(access) ? access : [access as AccessCase];
}
