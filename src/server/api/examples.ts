import type { z } from "zod";
import type { publicUserSchema } from "../auth/present";
import type { connectionDetailSchema } from "../connections/get-connections";
import type { ContactItem } from "../contacts/present";
import type { discoveryCardSchema } from "../discovery/search-profiles";
import type { NotificationItem } from "../notifications/present";
import type { PaymentView } from "../payments/present";
import type { AdminPlanView, planSchema } from "../plans/present";
import type { PlanPeriodView } from "../plans/present-period";
import type { userProfileViewSchema } from "../profiles/get-user-profile";
import type { OwnProfile, ProfileCard, ProfileView } from "../profiles/present";
import type { ProposalItem } from "../proposals/present";
import type { ReportItem } from "../reports/present";
import type { UserDetail } from "../users/detail";
import type { userRowSchema } from "../users/present";

/**
 * The people, plans and ids the REST declarations' examples are made of (rest-declaration.ts,
 * `example`): one small, consistent world, so the document reads as one story. Ayesha Khan, a
 * software engineer in Lahore, is the signed-in member of most examples; Bilal Ahmed of Karachi
 * proposed to her and is now her connection; she has proposed to Omar Farooq of Dubai.
 *
 * Values are the JSON a REST client sends and receives: dates as ISO text (`Wire`). The unit test
 * tests/unit/rest-examples.test.ts holds every example to its row's schemas.
 */

/** A value as JSON carries it: dates become ISO text. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export const AYESHA = {
  userId: "3f6c2a8e-5b1d-4e7a-9c24-8d1f0b6a7e31",
  profileId: "b7e4d1c9-2a6f-4f3b-8e15-6c9a0d2f4b58",
  name: "Ayesha Khan",
  email: "ayesha.khan@example.com",
  phone: "+923001234567",
  password: "Lahore@2026",
  imageUrl: "/api/profile/images/kQ9vT2mX7bR4nW1cL8pA3e",
} as const;

export const BILAL = {
  userId: "9a2d5e7f-1c3b-4d8e-a6f0-2b4c6d8e0f13",
  profileId: "e1c3a5b7-9d2f-4a6c-8e0b-3d5f7a9c1e24",
  email: "bilal.ahmed@example.com",
  phone: "+923211234567",
  imageUrl: "/api/profile/images/Zp4rW8sK1vN6yB3hT0cQ2g",
} as const;

export const OMAR = {
  userId: "c4e6a8b0-2d4f-4b6d-9f1a-5c7e9a1b3d46",
  profileId: "5d7f9b1d-3f5b-4d7f-a1c3-7e9b1d3f5a68",
  imageUrl: "/api/profile/images/Hc7uY2pL5xD9kM3wS6fB1a",
} as const;

/** An account an administrator makes in the examples. */
export const HAMZA = {
  userId: "6b8d0f2a-4c6e-4a8b-8d0f-2a4c6e8b0d15",
  profileId: "f2a4c6e8-0b2d-4f4a-9c6e-8b0d2f4a6c37",
  name: "Hamza Qureshi",
  email: "hamza.qureshi@example.com",
  phone: "+971501234567",
} as const;

export const ADMIN_USER_ID = "1d3f5b7d-9f1b-4d3f-b5d7-0f2b4d6f8a92";

/** Bilal's proposal to Ayesha, accepted: it made their connection. */
export const PROPOSAL_FROM_BILAL = "2b4d6f8a-0c2e-4b4d-8f6a-1c3e5a7c9e02";
/** Ayesha's proposal to Omar, pending. */
export const PROPOSAL_TO_OMAR = "4d6f8a0c-2e4b-4d6f-a0c2-3e5a7c9e1b24";
export const CONNECTION_WITH_BILAL = "8f1b3d5f-7a9c-4e1b-a3d5-9f1b3d5f7a94";

const PLAN_IDS = {
  free: "0c1e3a5c-7e9a-4c1e-8a3c-5e7a9c1e3a50",
  silver: "3a5c7e9a-1c3e-4a5c-9e7a-1c3e5a7c9e51",
  gold: "7a9c1e3a-5c7e-4a9c-9e1a-3c5e7a9c1e52",
  platinum: "9c1e3a5c-7e9a-4c1e-a3a5-c7e9a1c3e553",
} as const;

export { PLAN_IDS };

const SEEDED = "2026-01-05T06:00:00.000Z";

type Plan = Wire<z.output<typeof planSchema>>;

export const FREE_PLAN: Plan = {
  id: PLAN_IDS.free,
  name: "Free",
  price: 0,
  messages_limit: 5,
  proposals_limit: 5,
  duration: null,
  profile_status: false,
  featured_profile: false,
  is_free: true,
  active: true,
  created_at: SEEDED,
};

export const SILVER_PLAN: Plan = {
  id: PLAN_IDS.silver,
  name: "Silver",
  price: 2500,
  messages_limit: 50,
  proposals_limit: 20,
  duration: 30,
  profile_status: false,
  featured_profile: false,
  is_free: false,
  active: true,
  created_at: SEEDED,
};

export const GOLD_PLAN: Plan = {
  id: PLAN_IDS.gold,
  name: "Gold",
  price: 5000,
  messages_limit: 150,
  proposals_limit: 60,
  duration: 90,
  profile_status: true,
  featured_profile: false,
  is_free: false,
  active: true,
  created_at: SEEDED,
};

export const PLATINUM_PLAN: Plan = {
  id: PLAN_IDS.platinum,
  name: "Platinum",
  price: 10000,
  messages_limit: 500,
  proposals_limit: 200,
  duration: 180,
  profile_status: true,
  featured_profile: true,
  is_free: false,
  active: true,
  created_at: SEEDED,
};

type AdminPlan = Wire<AdminPlanView>;

/** Silver as the administrators' Plans screen shows it: bought 42 times, 17 members on it now. */
export const SILVER_ADMIN_PLAN: AdminPlan = {
  ...SILVER_PLAN,
  payments_count: 42,
  periods_count: 40,
  subscribers_count: 17,
  updated_at: "2026-10-01T08:30:00.000Z",
};

/** A plan an administrator adds: a week's trial, never bought yet. */
export const TRIAL_PLAN_ID = "6e8a0c2e-4b6d-4e8a-8c2e-4b6d8f0a2c61";
export const TRIAL_ADMIN_PLAN: AdminPlan = {
  id: TRIAL_PLAN_ID,
  name: "Weekly Trial",
  price: 999,
  messages_limit: 15,
  proposals_limit: 10,
  duration: 7,
  profile_status: false,
  featured_profile: false,
  is_free: false,
  active: true,
  created_at: "2026-11-20T10:00:00.000Z",
  payments_count: 0,
  periods_count: 0,
  subscribers_count: 0,
  updated_at: "2026-11-20T10:00:00.000Z",
};

/** Ayesha's sections, as she submitted them (and as every section update of hers sends them). */
export const AYESHA_SECTIONS = {
  personal_info: {
    first_name: "Ayesha",
    last_name: "Khan",
    gender: "female",
    dob: "1998-04-12",
    marital_status: "single",
    height: 5.4,
    weight: 55,
    mother_tongue: "ur",
    nationality: "PK",
    second_marriage_info: null,
  },
  career_info: {
    education: "master",
    profession: "employed",
    job_post: "software_engineer",
    monthly_income: "100k_to_200k",
    future_plan: "job_growth",
  },
  family_info: {
    father_name: "Tariq Khan",
    father_profession: "government_employee",
    mother_profession: "housewife",
    total_brothers: 2,
    total_sisters: 1,
  },
  religion_info: {
    religion: "islam",
    maslak: "sunni",
    caste: "pathan",
    do_you_prefer_hijaab: "yes",
    do_you_prefer_beard: "no",
    dietary_preference: "strict_halal",
  },
  residential_info: {
    residence_status: "own",
    property_size: "10_marla",
    country: "PK",
    residence_state: "PK-PB",
    residence_city: "PK-PB-Lahore",
    family_status: "middle",
  },
  partner_requirements: {
    religion: "islam",
    maslak: "sunni",
    caste: "other",
    age_min: 27,
    age_max: 34,
    height_range: 5.6,
    complexion: "wheatish",
    body_type: "athletic",
    marital_status: "single",
    education: "master",
    profession: "employed",
    mother_tongue: "ur",
    income_range: "200k_to_500k",
    nationality: ["PK", "AE"],
    residence_state: ["PK-PB", "PK-SD", "AE-DU"],
    residence_city: ["PK-PB-Lahore", "PK-SD-Karachi", "AE-DU-Dubai"],
    family_status: "middle",
    religious_status: "moderate",
  },
} satisfies Pick<
  Wire<OwnProfile>,
  | "personal_info"
  | "career_info"
  | "family_info"
  | "religion_info"
  | "residential_info"
  | "partner_requirements"
>;

/** Second-marriage details, for the one example of a member who is not single. */
export const SECOND_MARRIAGE = {
  kids_from_first_marriage: 1,
  reason_for_second_marriage: "divorce",
  family_approval: "yes",
  provide_separate_house: "yes",
  accept_partner_kids: "yes",
} satisfies Wire<NonNullable<NonNullable<OwnProfile["personal_info"]>["second_marriage_info"]>>;

export const AYESHA_PRIVACY = {
  profile_visibility: "verified_users",
  show_profile_picture: "verified_users",
  messages_privacy: "connections",
  proposals_privacy: "everyone",
} satisfies Wire<OwnProfile["privacy_settings"]>;

/** GET /api/profile/get: Ayesha's own profile, e-mail and phone included. */
export const AYESHA_PROFILE: Wire<OwnProfile> = {
  id: AYESHA.profileId,
  user_id: AYESHA.userId,
  name: AYESHA.name,
  email: AYESHA.email,
  phone: AYESHA.phone,
  status: "active",
  profile_info_status: true,
  verified: true,
  verified_photo: true,
  verified_identity: true,
  image_url: AYESHA.imageUrl,
  user_profile_image: { image_url: AYESHA.imageUrl },
  ...AYESHA_SECTIONS,
  subscription_plans: GOLD_PLAN,
  user_subscription_info: {
    messages_sent: 12,
    proposals_sent: 4,
    start_date: "2026-03-01T10:15:00.000Z",
    end_date: "2026-05-30T10:15:00.000Z",
  },
  privacy_settings: AYESHA_PRIVACY,
  created_at: "2026-02-20T08:05:00.000Z",
  updated_at: "2026-03-14T09:30:00.000Z",
};

type PublicUser = Wire<z.output<typeof publicUserSchema>>;

/** Ayesha's account as sign-in, `GET /api/auth/me` and a profile submit answer it. */
export const AYESHA_USER: PublicUser = {
  id: AYESHA.userId,
  profileId: AYESHA.profileId,
  name: AYESHA.name,
  email: AYESHA.email,
  phone: AYESHA.phone,
  image_url: AYESHA.imageUrl,
  profile_info_status: true,
  role: "member",
};

/** The account a confirmed sign-up makes: a draft profile, no photo yet. */
export const AYESHA_NEW_USER: PublicUser = {
  ...AYESHA_USER,
  image_url: null,
  profile_info_status: false,
};

type UserRow = Wire<z.output<typeof userRowSchema>>;

/** Ayesha as the administrators' Users screen shows her. */
export const AYESHA_USER_ROW: UserRow = {
  id: AYESHA.userId,
  profileId: AYESHA.profileId,
  name: AYESHA.name,
  email: AYESHA.email,
  phone: AYESHA.phone,
  gender: "female",
  role: "member",
  status: "active",
  image_url: AYESHA.imageUrl,
  profile_info_status: true,
  profile_status: "active",
  plan: { id: PLAN_IDS.gold, name: "Gold" },
  created_at: "2026-02-20T08:05:00.000Z",
};

/** The member account an administrator makes: a draft profile on the Free plan. */
export const HAMZA_USER_ROW: UserRow = {
  id: HAMZA.userId,
  profileId: HAMZA.profileId,
  name: HAMZA.name,
  email: HAMZA.email,
  phone: HAMZA.phone,
  gender: null,
  role: "member",
  status: "active",
  image_url: null,
  profile_info_status: false,
  profile_status: "draft",
  plan: { id: PLAN_IDS.free, name: "Free" },
  created_at: "2026-03-14T11:20:00.000Z",
};

/** Bilal as a card, seen by Ayesha (his connection, so the original photo). */
export const BILAL_CARD: Wire<ProfileCard> = {
  id: BILAL.profileId,
  user_id: BILAL.userId,
  display_name: "Bilal Ahmed",
  age: 30,
  gender: "male",
  city: "PK-SD-Karachi",
  country: "PK",
  education: "master",
  profession: "business",
  verified: true,
  verified_photo: true,
  verified_identity: false,
  featured: false,
  image_url: `${BILAL.imageUrl}?size=thumb`,
  photo: "original",
};

/** Omar as a card, seen by Ayesha: featured (Platinum), his photo open to verified members. */
export const OMAR_CARD: Wire<ProfileCard> = {
  id: OMAR.profileId,
  user_id: OMAR.userId,
  display_name: "Omar Farooq",
  age: 32,
  gender: "male",
  city: "AE-DU-Dubai",
  country: "AE",
  education: "bachelor",
  profession: "employed",
  verified: true,
  verified_photo: true,
  verified_identity: true,
  featured: true,
  image_url: `${OMAR.imageUrl}?size=thumb`,
  photo: "original",
};

type DiscoveryCard = Wire<z.output<typeof discoveryCardSchema>>;

/** The search's cards for Ayesha: Omar (featured, so first) and Bilal. */
export const SEARCH_CARDS: DiscoveryCard[] = [
  {
    ...OMAR_CARD,
    match: { score: 83, met: 10, total: 12 },
    proposal_privacy: true,
    connection_id: null,
    proposal: { id: PROPOSAL_TO_OMAR, status: "pending", direction: "sent" },
  },
  {
    ...BILAL_CARD,
    match: { score: 92, met: 11, total: 12 },
    proposal_privacy: true,
    connection_id: CONNECTION_WITH_BILAL,
    proposal: null,
  },
];

const OMAR_SECTIONS = {
  personal_info: {
    first_name: "Omar",
    last_name: "Farooq",
    gender: "male",
    marital_status: "single",
    height: 5.9,
    weight: 75,
    mother_tongue: "ur",
    nationality: "PK",
    second_marriage_info: null,
  },
  career_info: {
    education: "bachelor",
    profession: "employed",
    job_post: "accountant",
    monthly_income: "more_than_500k",
    future_plan: "settle_abroad",
  },
  family_info: {
    father_name: "Farooq Azam",
    father_profession: "business",
    mother_profession: "housewife",
    total_brothers: 1,
    total_sisters: 2,
  },
  religion_info: {
    religion: "islam",
    maslak: "sunni",
    caste: "sheikh",
    do_you_prefer_hijaab: "yes",
    do_you_prefer_beard: "yes",
    dietary_preference: "strict_halal",
  },
  residential_info: {
    residence_status: "rent",
    property_size: "120_sq_yards",
    country: "AE",
    residence_state: "AE-DU",
    residence_city: "AE-DU-Dubai",
    family_status: "high",
  },
  partner_requirements: {
    religion: "islam",
    maslak: "sunni",
    caste: "other",
    age_min: 24,
    age_max: 30,
    height_range: 5,
    complexion: "fair",
    body_type: "slim",
    marital_status: "single",
    education: "master",
    profession: "employed",
    mother_tongue: "ur",
    income_range: "50k_to_100k",
    nationality: ["PK"],
    residence_state: [],
    residence_city: [],
    family_status: "middle",
    religious_status: "religious",
  },
} satisfies Omit<Wire<ProfileView>, keyof typeof OMAR_CARD | "proposal_privacy" | "is_connection">;

/** GET /api/profile/get/user-profile: Omar's profile as Ayesha sees it (no e-mail, phone or birth date). */
export const OMAR_VIEW: Wire<z.output<typeof userProfileViewSchema>> = {
  id: OMAR.profileId,
  user_id: OMAR.userId,
  display_name: "Omar Farooq",
  age: 32,
  gender: "male",
  verified: true,
  verified_photo: true,
  verified_identity: true,
  featured: true,
  image_url: OMAR.imageUrl,
  photo: "original",
  proposal_privacy: true,
  is_connection: false,
  ...OMAR_SECTIONS,
  match: {
    score: 83,
    met: 10,
    total: 12,
    criteria: [
      { key: "religion", label: "Religion", side: "theirs_for_me", met: true },
      { key: "religion", label: "Religion", side: "mine_for_them", met: true },
      { key: "maslak", label: "Maslak", side: "theirs_for_me", met: true },
      { key: "maslak", label: "Maslak", side: "mine_for_them", met: true },
      { key: "age", label: "Age range", side: "theirs_for_me", met: true },
      { key: "age", label: "Age range", side: "mine_for_them", met: true },
      { key: "education", label: "Education", side: "theirs_for_me", met: false },
      { key: "education", label: "Education", side: "mine_for_them", met: true },
      { key: "income", label: "Income", side: "theirs_for_me", met: true },
      { key: "income", label: "Income", side: "mine_for_them", met: true },
      { key: "residence_city", label: "Residence city", side: "theirs_for_me", met: true },
      { key: "family_status", label: "Family status", side: "mine_for_them", met: false },
    ],
  },
  connection_id: null,
  proposal: { id: PROPOSAL_TO_OMAR, status: "pending", direction: "sent" },
};

/** Bilal's profile as his connection Ayesha sees it: the original photo. */
export const BILAL_VIEW: Wire<ProfileView> = {
  id: BILAL.profileId,
  user_id: BILAL.userId,
  display_name: "Bilal Ahmed",
  age: 30,
  gender: "male",
  verified: true,
  verified_photo: true,
  verified_identity: true,
  featured: false,
  image_url: BILAL.imageUrl,
  photo: "original",
  proposal_privacy: true,
  is_connection: true,
  personal_info: {
    first_name: "Bilal",
    last_name: "Ahmed",
    gender: "male",
    marital_status: "single",
    height: 5.8,
    weight: 70,
    mother_tongue: "ur",
    nationality: "PK",
    second_marriage_info: null,
  },
  career_info: {
    education: "master",
    profession: "business",
    job_post: "business_owner",
    monthly_income: "200k_to_500k",
    future_plan: "business_expansion",
  },
  family_info: {
    father_name: "Ahmed Raza",
    father_profession: "business",
    mother_profession: "private_employee",
    total_brothers: 1,
    total_sisters: 1,
  },
  religion_info: {
    religion: "islam",
    maslak: "sunni",
    caste: "arain",
    do_you_prefer_hijaab: "no",
    do_you_prefer_beard: "yes",
    dietary_preference: "strict_halal",
  },
  residential_info: {
    residence_status: "own",
    property_size: "400_sq_yards",
    country: "PK",
    residence_state: "PK-SD",
    residence_city: "PK-SD-Karachi",
    family_status: "high",
  },
  partner_requirements: {
    religion: "islam",
    maslak: "sunni",
    caste: "other",
    age_min: 24,
    age_max: 30,
    height_range: 5,
    complexion: "wheatish",
    body_type: "slim",
    marital_status: "single",
    education: "master",
    profession: "employed",
    mother_tongue: "ur",
    income_range: "100k_to_200k",
    nationality: ["PK"],
    residence_state: ["PK-SD", "PK-PB"],
    residence_city: [],
    family_status: "middle",
    religious_status: "moderate",
  },
};

/** Ayesha's pending proposal to Omar, from her side. */
export const PROPOSAL_TO_OMAR_ITEM: Wire<ProposalItem> = {
  id: PROPOSAL_TO_OMAR,
  sender_id: AYESHA.profileId,
  receiver_id: OMAR.profileId,
  status: "pending",
  direction: "sent",
  created_at: "2026-03-14T09:45:00.000Z",
  updated_at: "2026-03-14T09:45:00.000Z",
  other: OMAR_CARD,
  connection_id: null,
};

/** Bilal's proposal to Ayesha, which she accepted, from her side. */
export const PROPOSAL_FROM_BILAL_ITEM: Wire<ProposalItem> = {
  id: PROPOSAL_FROM_BILAL,
  sender_id: BILAL.profileId,
  receiver_id: AYESHA.profileId,
  status: "accepted",
  direction: "received",
  created_at: "2026-03-02T16:20:00.000Z",
  updated_at: "2026-03-03T07:55:00.000Z",
  other: BILAL_CARD,
  connection_id: CONNECTION_WITH_BILAL,
};

/** GET /api/connections/get?connection_id=: Bilal's profile and Contact Details, for Ayesha only. */
export const CONNECTION_WITH_BILAL_DETAIL: Wire<z.output<typeof connectionDetailSchema>> = {
  id: CONNECTION_WITH_BILAL,
  proposal_id: PROPOSAL_FROM_BILAL,
  created_at: "2026-03-03T07:55:00.000Z",
  profile: BILAL_VIEW,
  contact: { email: BILAL.email, phone: BILAL.phone },
};

/** Ayesha's conversation with Bilal, her connection (issue 16). */
export const CONVERSATION_WITH_BILAL = "6e8a0c2e-4b6d-4f8a-b2c4-6e8a0c2e4b71";
export const MESSAGE_FROM_BILAL = "0a2c4e6f-8b1d-4a3c-9e5f-7b9d1f3a5c82";
export const MESSAGE_TO_BILAL = "2c4e6a8b-0d2f-4c5e-8a7b-9d1f3b5d7e93";

const BILAL_AS_PARTNER = {
  profile_id: BILAL.profileId,
  display_name: "Bilal Ahmed",
  image_url: `${BILAL.imageUrl}?size=thumb`,
  photo: "original",
  available: true,
  is_connection: true,
} as const;

/** Bilal's message to Ayesha, read. */
export const MESSAGE_FROM_BILAL_ITEM = {
  id: MESSAGE_FROM_BILAL,
  conversation_id: CONVERSATION_WITH_BILAL,
  sender_id: BILAL.profileId,
  receiver_id: AYESHA.profileId,
  text: "Assalam o Alaikum Ayesha, my family would like to meet yours next week.",
  direction: "received",
  created_at: "2026-03-04T10:15:00.000Z",
  read_at: "2026-03-04T10:20:00.000Z",
  safety_notice: null,
} as const;

/** Ayesha's answer to Bilal, not yet read. */
export const MESSAGE_TO_BILAL_ITEM = {
  id: MESSAGE_TO_BILAL,
  conversation_id: CONVERSATION_WITH_BILAL,
  sender_id: AYESHA.profileId,
  receiver_id: BILAL.profileId,
  text: "Walaikum Assalam. Saturday afternoon suits us.",
  direction: "sent",
  created_at: "2026-03-04T10:22:00.000Z",
  read_at: null,
  safety_notice: null,
} as const;

export const CONVERSATION_WITH_BILAL_ITEM = {
  id: CONVERSATION_WITH_BILAL,
  other: BILAL_AS_PARTNER,
  last_message: {
    id: MESSAGE_TO_BILAL,
    preview: MESSAGE_TO_BILAL_ITEM.text,
    direction: "sent",
    created_at: MESSAGE_TO_BILAL_ITEM.created_at,
  },
  last_message_at: MESSAGE_TO_BILAL_ITEM.created_at,
  unread_count: 0,
  may_send: true,
  reason: null,
} as const;

export const THREAD_WITH_BILAL = {
  id: CONVERSATION_WITH_BILAL,
  other: BILAL_AS_PARTNER,
  links_clickable: true,
  may_send: true,
  reason: null,
} as const;
/** Ayesha's notification of Bilal's proposal, unread (GET /api/notifications/get). */
export const NOTIFICATION_FROM_BILAL = "6a8c0e2a-4c6e-4a8c-9e2a-5c7e9a1c3e46";
export const NOTIFICATION_FROM_BILAL_ITEM: Wire<NotificationItem> = {
  id: NOTIFICATION_FROM_BILAL,
  user_id: AYESHA.userId,
  type: "proposal_received",
  title: "New proposal from Bilal Ahmed",
  body: null,
  link: `/dashboard/proposals/${PROPOSAL_FROM_BILAL}`,
  read: false,
  read_at: null,
  created_at: "2026-03-02T16:20:00.000Z",
};

export const PAYMENT_FOR_SILVER = "5c7e9a1c-3e5a-4c7e-9a1c-7e9a1c3e5a18";
export const PAYMENT_FOR_SILVER_ITEM: Wire<PaymentView> = {
  id: PAYMENT_FOR_SILVER,
  basket_id: "RSH-20261126-7Q3K9D",
  plan: { id: PLAN_IDS.silver, name: "Silver" },
  amount: 2500,
  currency: "PKR",
  status: "paid",
  provider: "payfast",
  transaction_id: "PF-88123456",
  receipt_number: "RSH-000042",
  status_reason: null,
  paid_at: "2026-11-26T09:15:42.000Z",
  created_at: "2026-11-26T09:14:03.000Z",
  period: { start_date: "2026-11-26T09:15:42.000Z", end_date: "2026-12-26T09:15:42.000Z", ended_at: null },
  member: { user_id: AYESHA.userId, profile_id: AYESHA.profileId, name: AYESHA.name, email: AYESHA.email },
};

/** Ayesha's plan periods: Gold running (bought), Silver bought while it runs (queued after it). */
export const AYESHA_GOLD_PERIOD: Wire<PlanPeriodView> = {
  id: "7d2f4b6a-1c3e-4a5b-8d7f-2b4c6e8a0d13",
  plan: { id: PLAN_IDS.gold, name: "Gold" },
  source: "payment",
  payment_id: "3f6b8d0a-2c4e-4f6a-9b8d-0a2c4e6f8b21",
  start_date: "2026-03-01T10:15:00.000Z",
  end_date: "2026-05-30T10:15:00.000Z",
  state: "running",
  ended_at: null,
  end_reason: null,
};

export const AYESHA_QUEUED_SILVER_PERIOD: Wire<PlanPeriodView> = {
  id: "9a1c3e5b-7d9f-4b1d-8f3a-5c7e9b1d3f47",
  plan: { id: PLAN_IDS.silver, name: "Silver" },
  source: "payment",
  payment_id: "6c8e0a2b-4d6f-4c8e-a0b2-4d6f8a0c2e59",
  start_date: "2026-05-30T10:15:00.000Z",
  end_date: "2026-06-29T10:15:00.000Z",
  state: "queued",
  ended_at: null,
  end_reason: null,
};

/** Ayesha as the Users screen's detail page shows her (issue 18). */
export const AYESHA_USER_DETAIL: Wire<UserDetail> = {
  user: AYESHA_USER_ROW,
  last_active_at: "2026-11-26T09:40:00.000Z",
  email_verified_at: "2026-02-20T08:05:00.000Z",
  profile: {
    id: AYESHA.profileId,
    first_name: "Ayesha",
    last_name: "Khan",
    dob: "1997-04-12",
    marital_status: "single",
    religion: "islam",
    profession: "doctor",
    country: "PK",
    residence_city: "Lahore",
    submitted_at: "2026-02-20T08:30:00.000Z",
    verified: true,
    verified_at: "2026-03-02T11:00:00.000Z",
    verified_by: "Rishta Admin",
    verified_photo: true,
    verified_identity: true,
  },
  plan_period: { start_date: "2026-03-01T10:15:00.000Z", end_date: "2026-05-30T10:15:00.000Z" },
  periods: [
    {
      id: AYESHA_GOLD_PERIOD.id,
      plan_name: "Gold",
      source: "payment",
      start_date: AYESHA_GOLD_PERIOD.start_date,
      end_date: AYESHA_GOLD_PERIOD.end_date,
      ended_at: null,
    },
  ],
  payments: [
    {
      id: "3f6b8d0a-2c4e-4f6a-9b8d-0a2c4e6f8b21",
      plan_name: "Gold",
      amount: 5000,
      status: "paid",
      created_at: "2026-03-01T10:14:00.000Z",
    },
  ],
  proposals: {
    sent: 3,
    received: 5,
    latest: [
      {
        id: "8c0e2a4b-6d8f-4a0c-9e2a-4b6d8f0a2c45",
        direction: "received",
        other_name: HAMZA.name,
        status: "pending",
        created_at: "2026-11-20T18:00:00.000Z",
      },
    ],
  },
  reports: [],
};
/** Ayesha's report of Omar (he asked for money), open in the moderation queue (issue 18). */
export const REPORT_OF_OMAR = "4a6c8e0a-2c4e-4a6c-8e0a-6c8e0a2c4e71";
export const REPORT_OF_OMAR_ITEM: Wire<ReportItem> = {
  id: REPORT_OF_OMAR,
  source: "member",
  reason: "scam",
  text: "He asked me to send money for a visa.",
  safety_flag: null,
  message_id: "8c0e2a4c-6e8a-4c0e-a2a4-0e2a4c6e8a73",
  status: "open",
  action: null,
  resolution_reason: null,
  resolved_by: null,
  resolved_at: null,
  created_at: "2026-11-20T09:31:00.000Z",
  reported: { user_id: OMAR.userId, profile_id: OMAR.profileId, name: "Omar Farooq", status: "active" },
  reporter: { user_id: AYESHA.userId, profile_id: AYESHA.profileId, name: AYESHA.name },
};

/** Ayesha's contact-form message about the Gold plan, answered once (issue 18). */
export const CONTACT_FROM_AYESHA = "2e4a6c8e-0a2c-4e4a-8c8e-2a4c6e8a0c75";
export const CONTACT_FROM_AYESHA_ITEM: Wire<ContactItem> = {
  id: CONTACT_FROM_AYESHA,
  name: AYESHA.name,
  email: AYESHA.email,
  phone: AYESHA.phone,
  subject: "Upgrading to the Gold plan",
  contact_type: "query",
  message: "Assalam o Alaikum, does the Gold plan's verified badge also show in the public listing?",
  message_status: "in_progress",
  profile_id: AYESHA.profileId,
  user_id: AYESHA.userId,
  replies_count: 1,
  created_at: "2026-11-21T08:05:00.000Z",
  updated_at: "2026-11-21T10:40:00.000Z",
};
export const CONTACT_REPLY_TO_AYESHA = {
  id: "6a8c0e2a-4c6e-4a8c-8e2a-8c0e2a4c6e77",
  admin_user_id: ADMIN_USER_ID,
  body: "Wa Alaikum Assalam Ayesha, yes: the verified badge shows on your card in the public listing as well.",
  created_at: "2026-11-21T10:40:00.000Z",
} as const;
/** An administrator's broadcast to verified women in Pakistan on the Gold plan (issue 18). */
export const BROADCAST_GOLD_OFFER = "5e7a9c1e-3a5c-4e7a-9c1e-3a5c7e9a1c61";

export const BROADCAST_GOLD_OFFER_ITEM = {
  id: BROADCAST_GOLD_OFFER,
  admin_user_id: ADMIN_USER_ID,
  admin_name: "Rishta Support",
  title: "Eid Mubarak from Rishta",
  body: "Our offices are closed on Eid; replies to contact messages resume on Monday.",
  link: "/contact",
  email: false,
  segment: { gender: "female", country: "PK", verified: true },
  recipients: 1240,
  delivered: 1240,
  status: "sent" as const,
  created_at: "2026-11-26T08:00:00.000Z",
  finished_at: "2026-11-26T08:00:02.000Z",
};

/** The trail's entry for that broadcast. */
export const AUDIT_BROADCAST_ENTRY = {
  id: "6f8a0c2e-4b6d-4f8a-8c2e-4b6d8f0a2c71",
  action: "broadcast.send",
  target_type: "broadcast",
  target_id: BROADCAST_GOLD_OFFER,
  reason: null,
  detail: {
    title: "Eid Mubarak from Rishta",
    link: "/contact",
    email: false,
    segment: { gender: "female", country: "PK", verified: true },
    recipients: 1240,
  },
  created_at: "2026-11-26T08:00:00.000Z",
  admin: { user_id: ADMIN_USER_ID, name: "Rishta Support", email: "support@rishta.example" },
};

/** Ayesha's verification request (issue 18): pending, then as an administrator approved it. */
export const AYESHA_VERIFICATION_ID = "5c7e9a1b-3d5f-4b7d-9a1c-3e5f7b9d1f62";

export const AYESHA_PENDING_VERIFICATION = {
  verification_id: AYESHA_VERIFICATION_ID,
  status: "pending" as const,
  document_type: "cnic" as const,
  photo_matches: null,
  identity_checked: null,
  reason: null,
  created_at: "2026-11-26T09:20:00.000Z",
  decided_at: null,
};

export const AYESHA_PENDING_REVIEW = {
  verification_id: AYESHA_VERIFICATION_ID,
  status: "pending" as const,
  document_type: "cnic" as const,
  profile_id: AYESHA.profileId,
  user_id: AYESHA.userId,
  member_name: AYESHA.name,
  profile_image_url: AYESHA.imageUrl,
  profile_verified: false,
  selfie_url: `/api/verifications/${AYESHA_VERIFICATION_ID}/selfie`,
  document_url: `/api/verifications/${AYESHA_VERIFICATION_ID}/document`,
  photo_matches: null,
  identity_checked: null,
  reason: null,
  decided_by: null,
  created_at: "2026-11-26T09:20:00.000Z",
  decided_at: null,
};

export const AYESHA_APPROVED_REVIEW = {
  ...AYESHA_PENDING_REVIEW,
  status: "approved" as const,
  profile_verified: true,
  selfie_url: null,
  document_url: null,
  photo_matches: true,
  identity_checked: true,
  reason: "Selfie matches the profile photo; CNIC checked.",
  decided_by: ADMIN_USER_ID,
  decided_at: "2026-11-26T11:05:00.000Z",
};
