import type { partnerRequirements, profileSubscriptions, profiles, users } from "../db/schema";
import {
  careerColumns,
  familyColumns,
  partnerColumns,
  personalColumns,
  religionColumns,
  residentialColumns,
} from "../profiles/sections";
import { orderedUuid } from "./bulk";
import type { DemoPerson } from "./generate-demo-person";

/** A plan as the seeder needs it, read from subscription_plans. */
export type SeedPlan = {
  id: string;
  name: string;
  isFree: boolean;
  duration: number | null;
  messagesLimit: number;
  proposalsLimit: number;
};

export type DemoRows = {
  user: typeof users.$inferInsert;
  profile: typeof profiles.$inferInsert;
  partner: typeof partnerRequirements.$inferInsert;
  subscription: typeof profileSubscriptions.$inferInsert;
};

const DAY = 86_400_000;

/**
 * One demo person as the four rows a member who finished the wizard has: the account, the active
 * profile (through the same section-to-column mapping the wizard's submit uses), their partner
 * requirements and their plan.
 */
export function demoRows(
  person: DemoPerson,
  context: {
    passwordHash: string;
    plans: ReadonlyMap<string, SeedPlan>;
    freePlan: SeedPlan;
    now: Date;
  },
): DemoRows {
  const userId = orderedUuid();
  const profileId = orderedUuid();
  const { sections } = person;

  const plan = context.plans.get(person.subscription.plan) ?? context.freePlan;
  const now = context.now.getTime();
  // A paid plan is running now: it started a fraction of its duration ago, and not before sign-up.
  const startMs =
    plan.duration === null
      ? person.submittedAt.getTime()
      : Math.max(person.createdAt.getTime(), now - person.subscription.elapsed * plan.duration * DAY);
  const endDate = plan.duration === null ? null : new Date(startMs + plan.duration * DAY);

  return {
    user: {
      id: userId,
      name: person.name,
      email: person.email,
      phone: person.phone,
      passwordHash: context.passwordHash,
      role: "member",
      status: "active",
      createdAt: person.createdAt,
      updatedAt: person.updatedAt,
      lastActiveAt: person.lastActiveAt,
    },
    profile: {
      id: profileId,
      userId,
      status: "active",
      profileInfoStatus: true,
      verified: person.verified,
      ...personalColumns(sections.personal_info),
      secondMarriageInfo: sections.personal_info.second_marriage_info ?? null,
      ...careerColumns(sections.career_info),
      ...familyColumns(sections.family_info),
      ...religionColumns(sections.religion_info),
      ...residentialColumns(sections.residential_info),
      profileVisibility: person.privacy.profile_visibility,
      showProfilePicture: person.privacy.show_profile_picture,
      messagesPrivacy: person.privacy.messages_privacy,
      proposalsPrivacy: person.privacy.proposals_privacy,
      // Portraits come afterwards (addDemoPortraits), through the upload path.
      imageId: null,
      imageUrl: null,
      submittedAt: person.submittedAt,
      createdAt: person.createdAt,
      updatedAt: person.updatedAt,
    },
    partner: {
      profileId,
      ...partnerColumns(sections.partner_requirements),
      updatedAt: person.updatedAt,
    },
    subscription: {
      profileId,
      planId: plan.id,
      messagesSent: Math.floor(person.subscription.usage * plan.messagesLimit),
      proposalsSent: Math.floor(person.subscription.usage * plan.proposalsLimit),
      startDate: new Date(startMs),
      endDate,
      updatedAt: person.updatedAt,
    },
  };
}
