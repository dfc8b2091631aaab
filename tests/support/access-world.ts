import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { profileImagePath } from "@/lib/profile-image";
import { type CreateProfileInput, createProfileSchema } from "@/lib/validation/profile";
import type { AccessRole, AccessWorld, OwnerStage } from "@/server/api/access";
import { hashPassword } from "@/server/auth/password";
import { createSession, SESSION_COOKIE } from "@/server/auth/session";
import { codeHash } from "@/server/auth/sign-up";
import { generateToken, hashToken } from "@/server/auth/tokens";
import {
  apiTokens,
  connections,
  contactMessages,
  conversations,
  emailConfirmations,
  mailJobs,
  memberReports,
  messages,
  notifications,
  passwordResetTokens,
  payments,
  profileBlocks,
  proposals,
  siteSettings,
  subscriptionPlans,
  verificationRequests,
} from "@/server/db/schema";
import { startPlanPeriod } from "@/server/plans/periods";
import { orderedPair } from "@/server/profiles/access";
import {
  newImageId,
  PHOTO_VARIANTS,
  storeProfilePhoto,
  variantKey,
} from "@/server/profiles/images/store-photo";
import { updateProfileColumns, upsertPartnerRequirements } from "@/server/profiles/queries";
import {
  careerColumns,
  familyColumns,
  partnerColumns,
  personalColumns,
  religionColumns,
  residentialColumns,
} from "@/server/profiles/sections";
import { generateApiToken, hashApiToken } from "@/server/tokens/secret";
import { insertAccount } from "@/server/users/queries";
import { TEST_PASSWORD, type TestApp, uniqueEmail } from "./app";
import { profileInput } from "./profile-input";

/**
 * The world the authorization matrix and the fuzzing act in, built straight in the database (the
 * sign-up, wizard, upload and proposal paths have tests of their own): the owner (the `member`
 * role) at the stage a declaration asks for, with fresh sessions for every role. The members
 * around the owner (`other`, the admin, the proposal peers) are made once per file and reused;
 * the owner and every session are new in each world, so what one world's cases change stays there
 * (no declared success changes a shared account; the fuzzing enables again what an admin's case
 * disabled).
 */
export type BuiltWorld = {
  world: AccessWorld;
  /** `rishta_session=…` per role; null for the visitor. */
  cookies: Readonly<Record<AccessRole, string | null>>;
};

export type WorldFactory = {
  build(stage?: OwnerStage): Promise<BuiltWorld>;
  /** The accounts every world shares (other, admin, the proposal peers). */
  sharedUserIds: readonly string[];
};

/**
 * The owner's profile: divorced, so that the second-marriage section is theirs to edit, and
 * otherwise the shared valid wizard payload.
 */
function worldProfile(): CreateProfileInput {
  const base = profileInput();
  return {
    ...base,
    personal_info: {
      ...base.personal_info,
      marital_status: "divorced",
      second_marriage_info: {
        kids_from_first_marriage: 1,
        reason_for_second_marriage: "divorce",
        family_approval: "yes",
        provide_separate_house: "yes",
        accept_partner_kids: "yes",
      },
    },
  };
}

/** A male peer's profile, so the owner (female) and they show up in each other's searches. */
function peerProfile(): CreateProfileInput {
  const base = profileInput();
  return {
    ...base,
    personal_info: { ...base.personal_info, first_name: "Bilal", last_name: "Ahmed", gender: "male" },
  };
}

async function pngPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

type Member = { userId: string; profileId: string; email: string };

/** The owners' password: different from everyone else's, so another member cannot know it by chance. */
const OWNER_PASSWORD = "Owner@Pass42";

export async function createWorldFactory(app: TestApp): Promise<WorldFactory> {
  const db = app.db;
  // One argon2 hash for every account, one more for the owners (whose password must be theirs
  // alone): hashing is what makes signing up slow.
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const ownerPasswordHash = await hashPassword(OWNER_PASSWORD);
  const photoBytes = await pngPhoto();
  const stored = await storeProfilePhoto(app.services.storage, photoBytes);
  const variants = await Promise.all(
    PHOTO_VARIANTS.map(async (variant) => {
      const bytes = await app.services.storage.get(variantKey(stored.imageId, variant));
      if (!bytes) throw new Error(`photo variant ${variant} was not stored`);
      return [variant, bytes] as const;
    }),
  );

  const account = async (
    label: string,
    role: "member" | "admin" = "member",
    hash = passwordHash,
  ): Promise<Member> => {
    const email = uniqueEmail(label);
    const ids = await insertAccount(db, {
      name: `World ${label}`,
      email,
      phone: "+923001234567",
      passwordHash: hash,
      role,
    });
    if (!ids) throw new Error(`could not create ${email}`);
    return { ...ids, email };
  };

  /** A photo of its own (copies of the variants stored once), as an upload leaves it. */
  const attachPhoto = async (profileId: string): Promise<string> => {
    const imageId = newImageId();
    for (const [variant, bytes] of variants)
      await app.services.storage.put(variantKey(imageId, variant), bytes);
    await updateProfileColumns(db, profileId, { imageId, imageUrl: profileImagePath(imageId) });
    return imageId;
  };

  const submit = async (profileId: string, payload: CreateProfileInput) => {
    const input = createProfileSchema.parse(payload);
    await updateProfileColumns(db, profileId, {
      ...personalColumns(input.personal_info),
      secondMarriageInfo: input.personal_info.second_marriage_info ?? null,
      ...careerColumns(input.career_info),
      ...familyColumns(input.family_info),
      ...religionColumns(input.religion_info),
      ...residentialColumns(input.residential_info),
      status: "active",
      profileInfoStatus: true,
      submittedAt: new Date(),
    });
    await upsertPartnerRequirements(db, profileId, partnerColumns(input.partner_requirements));
  };

  const memberWithProfile = async (label: string): Promise<Member> => {
    const member = await account(label);
    await attachPhoto(member.profileId);
    await submit(member.profileId, peerProfile());
    return member;
  };

  const other = await memberWithProfile("other");
  const admin = await account("admin", "admin");
  const sentTo = await memberWithProfile("peer-sent-to");
  const receivedFrom = await memberWithProfile("peer-received-from");
  const connectedWith = await memberWithProfile("peer-connected");
  const proposalTarget = await memberWithProfile("peer-target");
  const [paidPlan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isFree, false));
  if (!paidPlan) throw new Error("no paid plan seeded");

  const cookieOf = async (userId: string) => `${SESSION_COOKIE}=${(await createSession(db, userId)).token}`;

  return {
    sharedUserIds: [other, admin, sentTo, receivedFrom, connectedWith, proposalTarget].map((m) => m.userId),
    async build(stage = "submitted") {
      const owner = await account("owner", "member", ownerPasswordHash);
      const profile = worldProfile();
      let imageId = newImageId();
      let sentProposalId: string = randomUUID();
      let receivedProposalId: string = randomUUID();
      let connectionId: string = randomUUID();
      let conversationId: string = randomUUID();
      let messageId: string = randomUUID();
      if (stage !== "signedUp") imageId = await attachPhoto(owner.profileId);
      if (stage === "submitted") {
        await submit(owner.profileId, profile);
        const rows = await db
          .insert(proposals)
          .values([
            { senderId: owner.profileId, receiverId: sentTo.profileId, status: "pending" },
            { senderId: receivedFrom.profileId, receiverId: owner.profileId, status: "pending" },
            { senderId: connectedWith.profileId, receiverId: owner.profileId, status: "accepted" },
          ])
          .returning({ id: proposals.id });
        const [sent, received, accepted] = rows;
        if (!sent || !received || !accepted) throw new Error("the world's proposals were not stored");
        sentProposalId = sent.id;
        receivedProposalId = received.id;
        const [profileAId, profileBId] = orderedPair(owner.profileId, connectedWith.profileId);
        const [connection] = await db
          .insert(connections)
          .values({ proposalId: accepted.id, profileAId, profileBId })
          .returning({ id: connections.id });
        if (!connection) throw new Error("the world's connection was not stored");
        connectionId = connection.id;
        // The connection wrote to the owner: a conversation with one unread message.
        const [conversation] = await db
          .insert(conversations)
          .values({ profileAId, profileBId })
          .returning({ id: conversations.id });
        if (!conversation) throw new Error("the world's conversation was not stored");
        conversationId = conversation.id;
        const [message] = await db
          .insert(messages)
          .values({
            conversationId,
            senderId: connectedWith.profileId,
            receiverId: owner.profileId,
            text: "Assalam o Alaikum, my family would like to meet yours.",
          })
          .returning();
        if (!message) throw new Error("the world's message was not stored");
        await db
          .update(conversations)
          .set({ lastMessageId: message.id, lastMessageAt: message.createdAt })
          .where(eq(conversations.id, conversationId));
        messageId = message.id;
      }
      // Per world, so no role's block or report touches an account the other worlds share.
      const blockTarget = await account("block-target");
      await db.insert(profileBlocks).values({ blockerId: owner.profileId, blockedId: blockTarget.profileId });
      const [report] = await db
        .insert(memberReports)
        .values({ reporterId: blockTarget.profileId, reportedId: owner.profileId, reason: "fake_profile" })
        .returning({ id: memberReports.id });
      if (!report) throw new Error("the world's report was not stored");
      const [contact] = await db
        .insert(contactMessages)
        .values({
          name: "World Owner",
          email: owner.email,
          phone: "+923001234567",
          subject: "A question about plans",
          message: "Does the Gold plan include verification?",
          profileId: owner.profileId,
        })
        .returning({ id: contactMessages.id });
      if (!contact) throw new Error("the world's contact message was not stored");
      const verificationId = randomUUID();
      const selfieKey = `verifications/${verificationId}/selfie.webp`;
      const documentKey = `verifications/${verificationId}/document.webp`;
      await app.services.storage.put(selfieKey, photoBytes);
      await app.services.storage.put(documentKey, photoBytes);
      await db.insert(verificationRequests).values({
        id: verificationId,
        profileId: owner.profileId,
        documentType: "cnic",
        selfieKey,
        documentKey,
      });
      // Verification open to every member, so that a member without a pending request (\`other\`)
      // may ask: the request's row has a caller who succeeds. Set again in every world, as a
      // declaration may have turned it off.
      await db
        .insert(siteSettings)
        .values({ key: "verification_open_to_all", value: true })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: true } });
      const resetToken = generateToken();
      await db.insert(passwordResetTokens).values({
        id: hashToken(resetToken),
        userId: owner.userId,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      });
      const [apiToken] = await db
        .insert(apiTokens)
        .values({
          userId: owner.userId,
          name: "World token",
          tokenHash: hashApiToken(generateApiToken()),
          scope: "read",
          expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
        })
        .returning({ id: apiTokens.id });
      if (!apiToken) throw new Error("the world's API token was not stored");
      const [failedMailJob] = await db
        .insert(mailJobs)
        .values({
          kind: "password-changed",
          idempotencyKey: `world-failed:${owner.userId}`,
          recipient: owner.email,
          payload: { subject: "Your Rishta password was changed", text: "…" },
          status: "failed",
          attempts: 6,
          lastError: "550 mailbox unavailable",
        })
        .returning({ id: mailJobs.id });
      if (!failedMailJob) throw new Error("the world's failed mail job was not stored");
      const [notification] = await db
        .insert(notifications)
        .values({
          userId: owner.userId,
          type: "proposal_received",
          title: "New proposal",
          link: "/dashboard/proposals",
        })
        .returning({ id: notifications.id });
      if (!notification) throw new Error("the world's notification was not stored");
      const basketId = `RSH-WORLD-${randomUUID()}`;
      const payment = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({
            basketId,
            profileId: owner.profileId,
            planId: paidPlan.id,
            planName: paidPlan.name,
            amount: paidPlan.price,
            status: "paid",
            provider: "demo",
            transactionId: `T-${basketId}`,
            paidAt: new Date(),
          })
          .returning({ id: payments.id });
        if (!row) throw new Error("the world's payment was not stored");
        await startPlanPeriod(tx, {
          profileId: owner.profileId,
          plan: paidPlan,
          source: "payment",
          paymentId: row.id,
        });
        return row;
      });
      const newAccount = {
        name: "Zainab Qureshi",
        email: uniqueEmail("new"),
        phone: "+923331234567",
        password: "Fresh@Pass9",
      };
      const pendingSignUp = {
        email: newAccount.email,
        code: String(randomInt(0, 1_000_000)).padStart(6, "0"),
      };
      // A paid plan of this world alone, never bought: to edit, deactivate or delete.
      const [sparePlan] = await db
        .insert(subscriptionPlans)
        .values({
          name: `World plan ${randomUUID()}`,
          price: 1500,
          messagesLimit: 10,
          proposalsLimit: 10,
          duration: 7,
        })
        .returning({ id: subscriptionPlans.id });
      if (!sparePlan) throw new Error("the world's spare plan was not stored");
      const confirmationId = randomUUID();
      await db.insert(emailConfirmations).values({
        id: confirmationId,
        email: newAccount.email,
        name: newAccount.name,
        phone: newAccount.phone,
        passwordHash,
        codeHash: codeHash(confirmationId, pendingSignUp.code),
        expiresAt: new Date(Date.now() + 15 * 60 * 1000),
      });
      const cookies = {
        visitor: null,
        member: await cookieOf(owner.userId),
        other: await cookieOf(other.userId),
        admin: await cookieOf(admin.userId),
      };
      // Straight database writes reach the session cache asynchronously on PostgreSQL.
      await app.settle();
      return {
        cookies,
        world: {
          owner: {
            userId: owner.userId,
            profileId: owner.profileId,
            email: owner.email,
            password: OWNER_PASSWORD,
            imageId,
            sentProposalId,
            receivedProposalId,
            connectionId,
            resetToken,
            apiTokenId: apiToken.id,
            connectedProfileId: connectedWith.profileId,
            conversationId,
            messageId,
            notificationId: notification.id,
            paymentId: payment.id,
            basketId,
            reportId: report.id,
            contactId: contact.id,
            verificationId,
          },
          other: { userId: other.userId, profileId: other.profileId },
          admin: { userId: admin.userId },
          proposalTarget: { profileId: proposalTarget.profileId },
          blockTarget: { profileId: blockTarget.profileId },
          paidPlanId: paidPlan.id,
          sparePlanId: sparePlan.id,
          failedMailJobId: failedMailJob.id,
          newAccount,
          pendingSignUp,
          profile: profile,
          photo: { bytes: new Uint8Array(photoBytes), name: "portrait.png", type: "image/png" },
        },
      };
    },
  };
}
