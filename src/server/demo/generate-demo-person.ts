import {
  castesFor,
  maslaksFor,
  RELIGIONS,
  type Religion as ReligionValue,
  WEIGHTS,
} from "@/lib/options/profile";
import type {
  CareerInfo,
  FamilyInfo,
  PartnerRequirements,
  PersonalInfo,
  PrivacySettings,
  ReligionInfo,
  ResidentialInfo,
  SecondMarriageInfo,
} from "@/lib/validation/profile";
import {
  CHRISTIAN_FEMALE,
  CHRISTIAN_MALE,
  CHRISTIAN_SURNAMES,
  EMIRATI_FEMALE,
  EMIRATI_MALE,
  EMIRATI_SURNAMES,
  emailSlug,
  HINDU_FEMALE,
  HINDU_MALE,
  HINDU_SURNAMES,
  MUSLIM_FEMALE,
  MUSLIM_MALE,
  MUSLIM_SURNAMES,
  PARSI_FEMALE,
  PARSI_MALE,
  PARSI_SURNAMES,
  SIKH_FAMILY_NAMES,
  SIKH_FEMALE,
  SIKH_MALE,
  type Surname,
} from "./names";
import {
  cityCodeOf,
  HINDU_PLACES,
  PAKISTAN_PLACES,
  PARSI_PLACES,
  PLACES,
  type Place,
  type Region,
  SIKH_PLACES,
  stateCodeOf,
  UAE_PLACES,
} from "./places";
import { personRandom, type Random, Weighted } from "./random";

/**
 * The demo generator: person #ordinal of a seed, complete and consistent (religion decides maslak
 * and caste, a surname its biradari, a city its state and language, age its marital status and
 * work). Pure: the same seed, ordinal and day give the same person.
 */

export const DEMO_EMAIL_DOMAIN = "demo.rishta.pk";

export type DemoPlanName = "Free" | "Silver" | "Gold" | "Platinum";

export type DemoSections = {
  personal_info: PersonalInfo;
  career_info: CareerInfo;
  family_info: FamilyInfo;
  religion_info: ReligionInfo;
  residential_info: ResidentialInfo;
  partner_requirements: PartnerRequirements;
};

/** What the portrait shows; drawn by avatar.ts. */
export type AvatarLook = {
  gender: "male" | "female";
  background: number;
  skin: number;
  hair: number;
  clothes: number;
  headwear: "none" | "hijab" | "turban" | "ghutra" | "shayla";
  beard: boolean;
};

export type DemoPerson = {
  ordinal: number;
  name: string;
  email: string;
  phone: string;
  sections: DemoSections;
  privacy: PrivacySettings;
  verified: boolean;
  subscription: {
    plan: DemoPlanName;
    /** How far into the paid plan's duration the member is, 0 to 1. */
    elapsed: number;
    /** Share of the plan's monthly allowance already used, 0 to 1. */
    usage: number;
  };
  createdAt: Date;
  submittedAt: Date;
  updatedAt: Date;
  lastActiveAt: Date;
  look: AvatarLook;
};

type Gender = PersonalInfo["gender"];
type MaritalStatus = PersonalInfo["marital_status"];
type Education = CareerInfo["education"];
type Profession = CareerInfo["profession"];
type JobPost = CareerInfo["job_post"];
type Income = CareerInfo["monthly_income"];
type FuturePlan = CareerInfo["future_plan"];
type FatherProfession = FamilyInfo["father_profession"];
type MotherProfession = FamilyInfo["mother_profession"];
type PropertySize = ResidentialInfo["property_size"];
type FamilyStatus = ResidentialInfo["family_status"];
type YesNo = "yes" | "no";

const DAY = 86_400_000;
const table = <T>(entries: readonly (readonly [T, number])[]) => new Weighted(entries);

const AGE_BANDS = table<readonly [number, number]>([
  [[18, 21], 8],
  [[22, 25], 22],
  [[26, 29], 24],
  [[30, 34], 18],
  [[35, 39], 10],
  [[40, 44], 7],
  [[45, 49], 5],
  [[50, 54], 3.5],
  [[55, 60], 2.5],
]);

const PAKISTANI_RELIGIONS = table<ReligionValue>([
  ["islam", 94.5],
  ["christianity", 2.6],
  ["hinduism", 2],
  ["sikhism", 0.4],
  ["other", 0.5],
]);

/** Muslims by where they are from; other religions by religion. */
const MASLAKS: Record<"pakistan" | "gb" | "emirati" | Exclude<ReligionValue, "islam">, Weighted<string>> = {
  pakistan: table([
    ["sunni", 28],
    ["deobandi", 20],
    ["barelvi", 25],
    ["ahle_hadith", 7],
    ["shia", 16],
    ["ismaili", 3],
    ["other", 1],
  ]),
  gb: table([
    ["shia", 35],
    ["ismaili", 35],
    ["sunni", 30],
  ]),
  emirati: table([
    ["sunni", 88],
    ["shia", 9],
    ["other", 3],
  ]),
  christianity: table([
    ["catholic", 50],
    ["protestant", 44],
    ["orthodox", 2],
    ["other", 4],
  ]),
  hinduism: table([
    ["vaishnavism", 45],
    ["shaivism", 35],
    ["shaktism", 15],
    ["other", 5],
  ]),
  sikhism: table([
    ["khalsa", 70],
    ["nirankari", 15],
    ["namdhari", 10],
    ["other", 5],
  ]),
  other: table([["other", 1]]),
};

const HINDU_CASTES = table([
  ["meghwar", 25],
  ["kolhi", 15],
  ["bheel", 15],
  ["oad", 8],
  ["maheshwari", 12],
  ["brahmin", 5],
  ["rajput", 10],
  ["other", 10],
]);
const SIKH_CASTES = table([
  ["jat", 45],
  ["khatri", 20],
  ["arora", 15],
  ["ramgarhia", 12],
  ["other", 8],
]);

const TONGUES: Record<Region, Weighted<string>> = {
  punjab: table([
    ["pa", 65],
    ["ur", 35],
  ]),
  karachi: table([
    ["ur", 65],
    ["sd", 10],
    ["ps", 10],
    ["pa", 10],
    ["gu", 5],
  ]),
  sindh: table([
    ["sd", 80],
    ["ur", 20],
  ]),
  kp: table([
    ["ps", 80],
    ["ur", 20],
  ]),
  balochistan: table([
    ["ur", 50],
    ["ps", 50],
  ]),
  kashmir: table([
    ["ur", 60],
    ["pa", 40],
  ]),
  gb: table([["ur", 1]]),
  uae: table([["ar", 1]]),
};

const MARITAL_BY_AGE: readonly (readonly [number, Weighted<MaritalStatus>])[] = [
  [
    24,
    table<MaritalStatus>([
      ["single", 95],
      ["divorced", 4],
      ["widowed", 1],
    ]),
  ],
  [
    34,
    table<MaritalStatus>([
      ["single", 82],
      ["divorced", 12],
      ["widowed", 3],
      ["married", 3],
    ]),
  ],
  [
    44,
    table<MaritalStatus>([
      ["single", 45],
      ["divorced", 33],
      ["widowed", 12],
      ["married", 10],
    ]),
  ],
  [
    99,
    table<MaritalStatus>([
      ["single", 15],
      ["divorced", 40],
      ["widowed", 30],
      ["married", 15],
    ]),
  ],
];

function maritalTableFor(age: number): Weighted<MaritalStatus> {
  for (const [limit, weights] of MARITAL_BY_AGE) if (age <= limit) return weights;
  throw new Error(`no marital table for age ${age}`);
}

const SIZE_CHOICES: Record<"marla" | "yards", Record<FamilyStatus, readonly PropertySize[]>> = {
  marla: {
    low: ["3_marla", "4_marla", "5_marla"],
    middle: ["5_marla", "6_marla", "7_marla", "8_marla", "10_marla"],
    high: ["10_marla", "1_kanal"],
  },
  yards: {
    low: ["60_sq_yards", "80_sq_yards", "100_sq_yards"],
    middle: ["120_sq_yards", "150_sq_yards", "200_sq_yards", "240_sq_yards"],
    high: ["300_sq_yards", "400_sq_yards"],
  },
};

const PROFESSIONS: Record<Gender, Record<"young" | "adult" | "senior", Weighted<Profession>>> = {
  male: {
    young: table<Profession>([
      ["student", 45],
      ["employed", 35],
      ["business", 10],
      ["freelancer", 10],
    ]),
    adult: table<Profession>([
      ["employed", 58],
      ["business", 25],
      ["freelancer", 9],
      ["other", 8],
    ]),
    senior: table<Profession>([
      ["retired", 40],
      ["business", 30],
      ["employed", 30],
    ]),
  },
  female: {
    young: table<Profession>([
      ["student", 55],
      ["employed", 25],
      ["freelancer", 10],
      ["housewife", 10],
    ]),
    adult: table<Profession>([
      ["employed", 42],
      ["housewife", 28],
      ["freelancer", 12],
      ["business", 8],
      ["other", 10],
    ]),
    senior: table<Profession>([
      ["housewife", 50],
      ["retired", 25],
      ["employed", 20],
      ["business", 5],
    ]),
  },
};

const JOBS: Record<Gender, Weighted<JobPost>> = {
  male: table<JobPost>([
    ["software_engineer", 16],
    ["doctor", 9],
    ["teacher", 8],
    ["lawyer", 5],
    ["accountant", 10],
    ["marketing_manager", 8],
    ["sales_executive", 12],
    ["civil_engineer", 9],
    ["other", 23],
  ]),
  female: table<JobPost>([
    ["software_engineer", 12],
    ["doctor", 16],
    ["teacher", 28],
    ["lawyer", 5],
    ["accountant", 8],
    ["marketing_manager", 7],
    ["sales_executive", 3],
    ["civil_engineer", 3],
    ["other", 18],
  ]),
};
const FREELANCE_JOBS = table<JobPost>([
  ["software_engineer", 40],
  ["marketing_manager", 20],
  ["other", 40],
]);

const GENERAL_EDUCATION = table<Education>([
  ["matric", 15],
  ["intermediate", 25],
  ["bachelor", 35],
  ["master", 15],
  ["diploma", 5],
  ["other", 5],
]);
const EDUCATION_BY_JOB: Partial<Record<JobPost, Weighted<Education>>> = {
  doctor: table<Education>([
    ["bachelor", 40],
    ["master", 45],
    ["phd", 15],
  ]),
  software_engineer: table<Education>([
    ["bachelor", 65],
    ["master", 30],
    ["diploma", 5],
  ]),
  teacher: table<Education>([
    ["bachelor", 40],
    ["master", 45],
    ["phd", 10],
    ["diploma", 5],
  ]),
  lawyer: table<Education>([
    ["bachelor", 60],
    ["master", 40],
  ]),
  accountant: table<Education>([
    ["bachelor", 50],
    ["master", 30],
    ["diploma", 20],
  ]),
  marketing_manager: table<Education>([
    ["bachelor", 40],
    ["master", 60],
  ]),
  sales_executive: table<Education>([
    ["intermediate", 30],
    ["bachelor", 60],
    ["diploma", 10],
  ]),
  civil_engineer: table<Education>([
    ["bachelor", 75],
    ["master", 25],
  ]),
  business_owner: table<Education>([
    ["matric", 15],
    ["intermediate", 25],
    ["bachelor", 40],
    ["master", 15],
    ["other", 5],
  ]),
};

/** Income levels (indexes into MONTHLY_INCOMES, low to high) a job usually pays, in Pakistan. */
const INCOME_BY_JOB: Record<JobPost, readonly [number, number]> = {
  doctor: [2, 3],
  software_engineer: [1, 3],
  lawyer: [1, 3],
  civil_engineer: [1, 2],
  accountant: [1, 2],
  marketing_manager: [2, 3],
  sales_executive: [0, 1],
  teacher: [0, 1],
  business_owner: [1, 4],
  other: [0, 1],
};
const INCOMES: readonly Income[] = [
  "less_than_50k",
  "50k_to_100k",
  "100k_to_200k",
  "200k_to_500k",
  "more_than_500k",
];

const FUTURE_PLANS: Record<Profession, Weighted<FuturePlan>> = {
  student: table<FuturePlan>([
    ["higher_education", 50],
    ["job_growth", 35],
    ["settle_abroad", 15],
  ]),
  employed: table<FuturePlan>([
    ["job_growth", 45],
    ["settle_abroad", 20],
    ["financial_stability", 25],
    ["higher_education", 10],
  ]),
  business: table<FuturePlan>([
    ["business_expansion", 75],
    ["financial_stability", 25],
  ]),
  freelancer: table<FuturePlan>([
    ["job_growth", 30],
    ["business_expansion", 30],
    ["settle_abroad", 20],
    ["financial_stability", 20],
  ]),
  housewife: table<FuturePlan>([
    ["financial_stability", 40],
    ["other", 60],
  ]),
  retired: table<FuturePlan>([
    ["early_retirement", 20],
    ["financial_stability", 30],
    ["other", 50],
  ]),
  other: table<FuturePlan>([
    ["other", 50],
    ["financial_stability", 30],
    ["job_growth", 20],
  ]),
};

const FATHER_PROFESSIONS: Record<"young" | "middle" | "older", Weighted<FatherProfession>> = {
  young: table<FatherProfession>([
    ["business", 30],
    ["government_employee", 25],
    ["private_employee", 25],
    ["retired", 10],
    ["other", 5],
    ["deceased", 5],
  ]),
  middle: table<FatherProfession>([
    ["retired", 40],
    ["business", 25],
    ["government_employee", 10],
    ["private_employee", 10],
    ["deceased", 15],
  ]),
  older: table<FatherProfession>([
    ["deceased", 45],
    ["retired", 45],
    ["business", 10],
  ]),
};
const MOTHER_PROFESSIONS = table<MotherProfession>([
  ["housewife", 70],
  ["government_employee", 8],
  ["private_employee", 7],
  ["business", 3],
  ["retired", 5],
  ["other", 2],
]);
const SIBLINGS = table<number>([
  [0, 12],
  [1, 25],
  [2, 27],
  [3, 18],
  [4, 10],
  [5, 5],
  [6, 3],
]);

const COMPLEXIONS = table<PartnerRequirements["complexion"]>([
  ["fair", 35],
  ["wheatish", 45],
  ["dusky", 12],
  ["dark", 8],
]);
const BODY_TYPES = table<PartnerRequirements["body_type"]>([
  ["slim", 30],
  ["athletic", 30],
  ["average", 35],
  ["heavy", 5],
]);

const PLANS = table<DemoPlanName>([
  ["Free", 82],
  ["Silver", 9],
  ["Gold", 6],
  ["Platinum", 3],
]);

const SECOND_MARRIAGE_REASONS: Record<
  Exclude<MaritalStatus, "single">,
  Weighted<SecondMarriageInfo["reason_for_second_marriage"]>
> = {
  divorced: table<SecondMarriageInfo["reason_for_second_marriage"]>([
    ["divorce", 45],
    ["compatibility_issues", 40],
    ["other", 15],
  ]),
  widowed: table<SecondMarriageInfo["reason_for_second_marriage"]>([
    ["spouse_deceased", 90],
    ["other", 10],
  ]),
  married: table<SecondMarriageInfo["reason_for_second_marriage"]>([
    ["no_children", 25],
    ["family_pressure", 15],
    ["religious_beliefs", 20],
    ["better_future", 15],
    ["medical_reasons", 10],
    ["financial_stability", 5],
    ["other", 10],
  ]),
};
const KIDS = table<number>([
  [0, 40],
  [1, 25],
  [2, 20],
  [3, 10],
  [4, 5],
]);

const EITHER_COUNTRY = new Weighted(PLACES.map((place) => [place, place.weight] as const));
const otherThan = (religion: ReligionValue): readonly ReligionValue[] =>
  RELIGIONS.map((option) => option.value).filter((value) => value !== religion);
const OTHER_RELIGIONS: Record<ReligionValue, readonly ReligionValue[]> = {
  islam: otherThan("islam"),
  christianity: otherThan("christianity"),
  hinduism: otherThan("hinduism"),
  sikhism: otherThan("sikhism"),
  other: otherThan("other"),
};

const EDUCATION_ORDER: readonly Education[] = ["matric", "intermediate", "bachelor", "master", "phd"];
const PARTNER_EDUCATION = table<Education>([
  ["intermediate", 1],
  ["bachelor", 2],
  ["master", 1],
  ["other", 1],
]);
/** What a man and a woman look for (a housewife, a working or business husband). */
const PARTNER_PROFESSION: Record<Gender, Weighted<Profession>> = {
  male: table<Profession>([
    ["housewife", 2],
    ["employed", 1],
    ["other", 2],
    ["student", 1],
  ]),
  female: table<Profession>([
    ["employed", 2],
    ["business", 2],
    ["other", 1],
  ]),
};
/** A divorced or widowed member's wish; a woman may accept a married man (second wife). */
const PARTNER_MARITAL_AGAIN: Record<Gender, Weighted<MaritalStatus>> = {
  male: table<MaritalStatus>([
    ["divorced", 3],
    ["widowed", 1],
    ["single", 1],
  ]),
  female: table<MaritalStatus>([
    ["divorced", 2],
    ["widowed", 1],
    ["single", 1],
    ["married", 1],
  ]),
};
/** The shortest partner wanted, in feet. */
const PARTNER_HEIGHT_MIN: Record<Gender, readonly number[]> = {
  male: [4.8, 4.9, 5, 5.1, 5.2],
  female: [5.3, 5.4, 5.5, 5.6, 5.8],
};
const PARTNER_FAMILY_STATUS = table<FamilyStatus>([
  ["low", 1],
  ["middle", 2],
  ["high", 1],
]);
const FAMILY_STATUSES = table<FamilyStatus>([
  ["low", 1],
  ["middle", 3],
  ["high", 1],
]);
const RELIGIOUS_STATUS: Record<"devout" | "other", Weighted<PartnerRequirements["religious_status"]>> = {
  devout: table<PartnerRequirements["religious_status"]>([
    ["religious", 3],
    ["moderate", 1],
  ]),
  other: table<PartnerRequirements["religious_status"]>([
    ["moderate", 2],
    ["religious", 1],
    ["liberal", 1],
  ]),
};
const MUSLIM_DIETS = table<ReligionInfo["dietary_preference"]>([
  ["strict_halal", 3],
  ["occasionally_halal", 1],
  ["not_strict", 1],
]);
/** Women guard their photo more often than men. */
const PICTURE_PRIVACY: Record<Gender, Weighted<PrivacySettings["show_profile_picture"]>> = {
  female: table<PrivacySettings["show_profile_picture"]>([
    ["everyone", 1],
    ["verified_users", 3],
    ["private", 2],
  ]),
  male: table<PrivacySettings["show_profile_picture"]>([
    ["everyone", 4],
    ["verified_users", 2],
    ["private", 1],
  ]),
};
const MESSAGES_PRIVACY = table<PrivacySettings["messages_privacy"]>([
  ["everyone", 1],
  ["verified_users", 1],
  ["connections", 2],
]);

const PK_MOBILE_PREFIXES = ["30", "31", "32", "33", "34"] as const;
const AE_MOBILE_PREFIXES = ["50", "52", "54", "55", "56", "58"] as const;

const yesNo = (random: Random, probability: number): YesNo => (random.chance(probability) ? "yes" : "no");
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Roughly normal, from three uniforms (enough for heights). */
function bell(random: Random, mean: number, spread: number): number {
  return mean + (random.next() + random.next() + random.next() - 1.5) * spread;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function isoDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A date of birth that makes the person exactly `age` on `today` (ageFromDob's birthday
 * rule): at most their birthday this year, and less than a year before it. A 29 February that
 * does not exist in the birth year becomes 28 February.
 */
function dobFor(random: Random, age: number, today: Date): string {
  const year = today.getUTCFullYear() - age;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const latest = Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay));
  return isoDate(latest - random.int(0, 364) * DAY);
}

type Community = "pakistani" | "emirati";

type Identity = {
  community: Community;
  religion: ReligionValue;
  place: Place;
  origin: Region;
  first: string;
  last: string;
  caste: string;
  maslak: string;
  tongue: string;
  fatherFirst: string;
  fatherLast: string;
};

function identityOf(random: Random, gender: Gender): Identity {
  const abroad = random.chance(0.15);
  const community: Community = abroad && random.chance(0.35) ? "emirati" : "pakistani";
  const religion: ReligionValue =
    community === "emirati"
      ? "islam"
      : abroad && random.chance(0.5)
        ? "islam"
        : PAKISTANI_RELIGIONS.pick(random);
  const male = gender === "male";

  let place: Place;
  if (abroad) place = UAE_PLACES.pick(random);
  else if (religion === "hinduism") place = HINDU_PLACES.pick(random);
  else if (religion === "sikhism") place = SIKH_PLACES.pick(random);
  else if (religion === "other") place = PARSI_PLACES.pick(random);
  else place = PAKISTAN_PLACES.pick(random);
  // An expatriate's names, biradari and language come from the part of Pakistan the family is from.
  const origin: Region =
    community === "emirati"
      ? "uae"
      : place.country === "PK"
        ? place.region
        : PAKISTAN_PLACES.pick(random).region;

  let first: string;
  let surname: Surname;
  let fatherFirst: string;
  let tongue: string;
  switch (religion) {
    case "islam": {
      if (community === "emirati") {
        first = random.pick(male ? EMIRATI_MALE : EMIRATI_FEMALE);
        surname = EMIRATI_SURNAMES.pick(random);
        fatherFirst = random.pick(EMIRATI_MALE);
      } else {
        first = random.pick(male ? MUSLIM_MALE : MUSLIM_FEMALE);
        surname = MUSLIM_SURNAMES[origin === "uae" ? "punjab" : origin].pick(random);
        fatherFirst = random.pick(MUSLIM_MALE);
      }
      tongue = TONGUES[origin].pick(random);
      break;
    }
    case "christianity":
      first = random.pick(male ? CHRISTIAN_MALE : CHRISTIAN_FEMALE);
      surname = CHRISTIAN_SURNAMES.pick(random);
      fatherFirst = random.pick(CHRISTIAN_MALE);
      tongue = origin === "karachi" || random.chance(0.4) ? "ur" : "pa";
      break;
    case "hinduism":
      first = random.pick(male ? HINDU_MALE : HINDU_FEMALE);
      surname = HINDU_SURNAMES.pick(random);
      fatherFirst = random.pick(HINDU_MALE);
      tongue = random.chance(0.8) ? "sd" : "ur";
      break;
    case "sikhism": {
      first = random.pick(male ? SIKH_MALE : SIKH_FEMALE);
      const family = random.chance(0.25) ? SIKH_FAMILY_NAMES.pick(random) : null;
      surname = family ?? { name: male ? "Singh" : "Kaur", caste: SIKH_CASTES.pick(random) };
      fatherFirst = `${random.pick(SIKH_MALE)} Singh`;
      tongue = "pa";
      break;
    }
    default:
      first = random.pick(male ? PARSI_MALE : PARSI_FEMALE);
      surname = PARSI_SURNAMES.pick(random);
      fatherFirst = random.pick(PARSI_MALE);
      tongue = random.chance(0.5) ? "gu" : random.chance(0.6) ? "ur" : "en";
  }

  let caste = surname.caste;
  if (religion === "hinduism" && caste === "") caste = HINDU_CASTES.pick(random);
  if (!castesFor(religion).some((option) => option.value === caste)) caste = "other";
  const maslakTable =
    religion !== "islam"
      ? MASLAKS[religion]
      : community === "emirati"
        ? MASLAKS.emirati
        : origin === "gb"
          ? MASLAKS.gb
          : MASLAKS.pakistan;
  // A Sikh father signs 'Singh' whatever family name the child uses.
  const fatherLast = religion === "sikhism" ? "" : surname.name === "Kaur" ? "Singh" : surname.name;

  return {
    community,
    religion,
    place,
    origin,
    first,
    last: surname.name,
    caste,
    maslak: maslakTable.pick(random),
    tongue,
    fatherFirst,
    fatherLast,
  };
}

function careerOf(random: Random, gender: Gender, age: number, abroad: boolean): CareerInfo {
  const stage = age <= 24 ? "young" : age >= 55 ? "senior" : "adult";
  const profession = PROFESSIONS[gender][stage].pick(random);
  const jobPost: JobPost =
    profession === "employed"
      ? JOBS[gender].pick(random)
      : profession === "business"
        ? "business_owner"
        : profession === "freelancer"
          ? FREELANCE_JOBS.pick(random)
          : "other";

  let education: Education;
  if (profession === "student") {
    education = age < 21 ? "intermediate" : random.chance(0.8) ? "bachelor" : "master";
  } else {
    education = (EDUCATION_BY_JOB[jobPost] ?? GENERAL_EDUCATION).pick(random);
  }

  let income = 0;
  if (profession === "retired") income = random.int(0, 1);
  else if (profession !== "student" && profession !== "housewife") {
    const [low, high] = INCOME_BY_JOB[jobPost];
    income = random.int(low, high) + (age > 35 && profession === "employed" ? 1 : 0);
  }
  // Salaries in dirhams, converted, sit a band or two higher.
  if (abroad && profession !== "student" && profession !== "housewife") income += random.int(1, 2);

  let futurePlan = FUTURE_PLANS[profession].pick(random);
  if (abroad && futurePlan === "settle_abroad") futurePlan = "financial_stability";

  return {
    education,
    profession,
    job_post: jobPost,
    monthly_income: INCOMES[clamp(income, 0, INCOMES.length - 1)] as Income,
    future_plan: futurePlan,
  };
}

function secondMarriageOf(random: Random, status: Exclude<MaritalStatus, "single">): SecondMarriageInfo {
  return {
    kids_from_first_marriage: KIDS.pick(random),
    reason_for_second_marriage: SECOND_MARRIAGE_REASONS[status].pick(random),
    family_approval: yesNo(random, 0.7),
    provide_separate_house: yesNo(random, 0.55),
    accept_partner_kids: yesNo(random, 0.6),
  };
}

function snapWeight(kg: number): number {
  let best = WEIGHTS[0]?.value ?? 50;
  for (const option of WEIGHTS) if (Math.abs(option.value - kg) < Math.abs(best - kg)) best = option.value;
  return best;
}

function partnerRequirementsOf(
  random: Random,
  me: {
    gender: Gender;
    age: number;
    identity: Identity;
    religion: ReligionInfo;
    career: CareerInfo;
    marital: MaritalStatus;
    nationality: "PK" | "AE";
    familyStatus: FamilyStatus;
  },
): PartnerRequirements {
  const { identity } = me;
  const sameReligion = random.chance(identity.religion === "islam" ? 0.98 : 0.9);
  const religion: ReligionValue = sameReligion
    ? identity.religion
    : random.pick(OTHER_RELIGIONS[identity.religion]);
  const maslaks = maslaksFor(religion);
  const maslak =
    sameReligion && random.chance(0.55) ? me.religion.maslak : (random.pick(maslaks).value as string);
  const castes = castesFor(religion);
  const caste =
    sameReligion && random.chance(0.35)
      ? me.religion.caste
      : random.chance(0.7)
        ? "other"
        : (random.pick(castes).value as string);

  // Men mostly look for a younger wife, women for an older husband.
  let ageMin: number;
  let ageMax: number;
  if (me.gender === "male") {
    ageMin = clamp(me.age - random.int(3, 10), 18, 75);
    ageMax = clamp(me.age + random.int(0, 2), ageMin, 75);
  } else {
    ageMin = clamp(me.age - random.int(0, 2), 18, 75);
    ageMax = clamp(me.age + random.int(3, 10), ageMin, 75);
  }

  const maritalStatus: MaritalStatus =
    me.marital === "single"
      ? random.chance(0.92)
        ? "single"
        : random.chance(0.6)
          ? "divorced"
          : "widowed"
      : PARTNER_MARITAL_AGAIN[me.gender].pick(random);

  const mine = EDUCATION_ORDER.indexOf(me.career.education);
  const education: Education =
    mine >= 0 && random.chance(0.6)
      ? (EDUCATION_ORDER[clamp(mine + random.int(me.gender === "male" ? -1 : 0, 1), 0, 4)] as Education)
      : PARTNER_EDUCATION.pick(random);

  const profession = PARTNER_PROFESSION[me.gender].pick(random);

  const myIncome = INCOMES.indexOf(me.career.monthly_income);
  const incomeRange: Income =
    me.gender === "male"
      ? random.chance(0.8)
        ? "less_than_50k"
        : (random.pick(INCOMES) as Income)
      : (INCOMES[clamp(myIncome + random.int(0, 2), 0, INCOMES.length - 1)] as Income);

  const other = me.nationality === "PK" ? "AE" : "PK";
  const living = identity.place.country;
  const wantsBoth = random.chance(living !== me.nationality ? 0.4 : me.nationality === "PK" ? 0.15 : 0.1);
  const nationality: ("PK" | "AE")[] = wantsBoth ? [me.nationality, other] : [me.nationality];

  // States of the listed countries only, each with a city or two of its own: the lists agree.
  const states = new Map<string, Place[]>();
  const addPlace = (place: Place) => {
    const code = stateCodeOf(place);
    const list = states.get(code) ?? [];
    if (!list.includes(place)) list.push(place);
    states.set(code, list);
  };
  if (nationality.includes(living)) addPlace(identity.place);
  const pool = wantsBoth ? EITHER_COUNTRY : me.nationality === "PK" ? PAKISTAN_PLACES : UAE_PLACES;
  const extra = random.int(states.size === 0 ? 1 : 0, 2);
  for (let i = 0; i < extra; i++) addPlace(pool.pick(random));
  const residenceState = [...states.keys()];
  const residenceCity = [...states.values()].flat().map(cityCodeOf);

  const devout =
    identity.religion === "islam" &&
    me.religion.dietary_preference === "strict_halal" &&
    (me.religion.do_you_prefer_hijaab === "yes" || me.religion.do_you_prefer_beard === "yes");

  return {
    religion,
    maslak,
    caste,
    age_min: ageMin,
    age_max: ageMax,
    height_range: random.pick(PARTNER_HEIGHT_MIN[me.gender]),
    complexion: COMPLEXIONS.pick(random),
    body_type: BODY_TYPES.pick(random),
    marital_status: maritalStatus,
    education,
    profession,
    mother_tongue: random.chance(0.75) ? identity.tongue : "ur",
    income_range: incomeRange,
    nationality,
    residence_state: residenceState,
    residence_city: residenceCity,
    family_status: random.chance(0.6) ? me.familyStatus : PARTNER_FAMILY_STATUS.pick(random),
    religious_status: RELIGIOUS_STATUS[devout ? "devout" : "other"].pick(random),
  };
}

function privacyOf(random: Random, gender: Gender): PrivacySettings {
  return {
    profile_visibility: random.chance(0.72) ? "everyone" : random.chance(0.72) ? "verified_users" : "private",
    show_profile_picture: PICTURE_PRIVACY[gender].pick(random),
    messages_privacy: MESSAGES_PRIVACY.pick(random),
    proposals_privacy: random.chance(0.8) ? "everyone" : "verified_users",
  };
}

function phoneFor(random: Random, country: "PK" | "AE"): string {
  return country === "PK"
    ? `+923${random.pick(PK_MOBILE_PREFIXES).slice(1)}${random.digits(8)}`
    : `+971${random.pick(AE_MOBILE_PREFIXES)}${random.digits(7)}`;
}

export type GenerateOptions = {
  /** The run's seed: the same seed gives the same people. */
  seed: string;
  /** 'Today' for ages and dates; pass it to get the same people on another day. */
  now?: Date;
};

/** Person #ordinal (1-based) of `options.seed`. */
export function generateDemoPerson(ordinal: number, options: GenerateOptions): DemoPerson {
  const now = options.now ?? new Date();
  const random = personRandom(options.seed, ordinal);
  const gender: Gender = random.chance(0.55) ? "male" : "female";
  const male = gender === "male";
  const [youngest, oldest] = AGE_BANDS.pick(random);
  const age = random.int(youngest, oldest);
  const identity = identityOf(random, gender);
  const { place, religion } = identity;
  const nationality = identity.community === "emirati" ? "AE" : "PK";
  const abroad = place.country === "AE" && identity.community === "pakistani";

  let marital = maritalTableFor(age).pick(random);
  // 'Married' is a man looking for a second wife.
  if (marital === "married" && !male) marital = "divorced";

  const height =
    Math.round(
      clamp(bell(random, male ? 5.7 : 5.3, male ? 0.5 : 0.4), male ? 5 : 4.7, male ? 6.5 : 5.9) * 10,
    ) / 10;
  const weight = snapWeight(
    clamp(bell(random, (male ? 55 : 45) + (height - 5) * 30 + (age > 35 ? 8 : 0), 20), 50, 100),
  );

  const personal: PersonalInfo = {
    first_name: identity.first,
    last_name: identity.last,
    gender,
    dob: dobFor(random, age, now),
    marital_status: marital,
    height,
    weight,
    mother_tongue: identity.tongue,
    nationality,
    second_marriage_info: marital === "single" ? null : secondMarriageOf(random, marital),
  };

  const career = careerOf(random, gender, age, place.country === "AE");

  const fatherBand = age >= 45 ? "older" : age >= 30 ? "middle" : "young";
  const family: FamilyInfo = {
    father_name: identity.fatherLast
      ? `${identity.fatherFirst} ${identity.fatherLast}`
      : identity.fatherFirst,
    father_profession: FATHER_PROFESSIONS[fatherBand].pick(random),
    mother_profession: age >= 45 && random.chance(0.35) ? "deceased" : MOTHER_PROFESSIONS.pick(random),
    total_brothers: SIBLINGS.pick(random),
    total_sisters: SIBLINGS.pick(random),
  };

  const muslim = religion === "islam";
  const religionInfo: ReligionInfo = {
    religion,
    maslak: identity.maslak,
    caste: identity.caste,
    do_you_prefer_hijaab: yesNo(random, muslim ? (male ? 0.55 : 0.65) : 0.03),
    do_you_prefer_beard: yesNo(
      random,
      muslim ? (male ? 0.35 : 0.3) : religion === "sikhism" && male ? 0.9 : 0.05,
    ),
    dietary_preference: muslim
      ? MUSLIM_DIETS.pick(random)
      : random.chance(0.85)
        ? "not_strict"
        : "occasionally_halal",
  };

  const familyStatus: FamilyStatus =
    identity.community === "emirati"
      ? random.chance(0.6)
        ? "high"
        : "middle"
      : FAMILY_STATUSES.pick(random);
  const owns =
    identity.community === "emirati" ? random.chance(0.9) : abroad ? random.chance(0.15) : random.chance(0.7);
  const residential: ResidentialInfo = {
    residence_status: owns ? "own" : "rent",
    property_size: random.pick(SIZE_CHOICES[place.plots][familyStatus]),
    country: place.country,
    residence_state: stateCodeOf(place),
    residence_city: cityCodeOf(place),
    family_status: familyStatus,
  };

  const partner = partnerRequirementsOf(random, {
    gender,
    age,
    identity,
    religion: religionInfo,
    career,
    marital,
    nationality,
    familyStatus,
  });

  const privacy = privacyOf(random, gender);
  const plan = PLANS.pick(random);
  const verified = random.chance(plan === "Gold" || plan === "Platinum" ? 0.55 : 0.06);

  const nowMs = now.getTime();
  const r = random.next();
  const createdAt = new Date(nowMs - Math.floor(720 * r * r) * DAY - random.int(0, DAY / 1000 - 1) * 1000);
  const submittedAt = new Date(Math.min(nowMs, createdAt.getTime() + random.int(5, 180) * 60_000));
  const updatedAt = new Date(submittedAt.getTime() + random.next() * 0.5 * (nowMs - submittedAt.getTime()));
  const lastActiveAt = new Date(
    Math.max(submittedAt.getTime(), nowMs - random.int(0, 30 * 24 * 60) * 60_000),
  );

  const name = `${identity.first} ${identity.last}`;
  const email = `${emailSlug(identity.first)}.${emailSlug(identity.last)}.${ordinal}@${DEMO_EMAIL_DOMAIN}`;
  const phone = phoneFor(random, place.country);

  const look: AvatarLook = {
    gender,
    background: random.int(0, 11),
    skin: random.int(0, 5),
    hair: age > 45 && random.chance(0.5) ? 3 : random.int(0, 2),
    clothes: random.int(0, 9),
    headwear: male
      ? religion === "sikhism"
        ? "turban"
        : identity.community === "emirati"
          ? "ghutra"
          : "none"
      : identity.community === "emirati"
        ? "shayla"
        : religionInfo.do_you_prefer_hijaab === "yes" && muslim
          ? "hijab"
          : "none",
    beard: male && (religionInfo.do_you_prefer_beard === "yes" || religion === "sikhism" || age > 40),
  };

  return {
    ordinal,
    name,
    email,
    phone,
    sections: {
      personal_info: personal,
      career_info: career,
      family_info: family,
      religion_info: religionInfo,
      residential_info: residential,
      partner_requirements: partner,
    },
    privacy,
    verified,
    subscription: { plan, elapsed: random.next(), usage: random.next() * 0.6 },
    createdAt,
    submittedAt,
    updatedAt,
    lastActiveAt,
    look,
  };
}
