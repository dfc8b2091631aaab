/**
 * Every option list of spec §3, with the decisions of DESIGN.md §3 and docs/decisions/0008. Values
 * are stable codes stored in the database and sent over the API; labels are what members read.
 */

export type Option<V extends string = string> = { readonly value: V; readonly label: string };

function options<const V extends string>(entries: readonly (readonly [V, string])[]): readonly Option<V>[] {
  return entries.map(([value, label]) => ({ value, label }));
}

/** The values of an option list, as a tuple zod's `z.enum` accepts. */
export function valuesOf<V extends string>(list: readonly Option<V>[]): [V, ...V[]] {
  const values = list.map((option) => option.value);
  if (values.length === 0) throw new Error("an option list cannot be empty");
  return values as [V, ...V[]];
}

/** The label of a stored value; the value itself when it is not (or no longer) listed. */
export function labelOf(list: readonly Option[], value: string | null | undefined): string {
  if (value == null) return "";
  return list.find((option) => option.value === value)?.label ?? value;
}

export const GENDERS = options([
  ["male", "Male"],
  ["female", "Female"],
]);

export const MARITAL_STATUSES = options([
  ["single", "Single"],
  ["married", "Married"],
  ["divorced", "Divorced"],
  ["widowed", "Widowed"],
]);

/** 3.5 to 7.0 ft in 0.1 steps, plus 9 meaning 'above 7 ft' (the spec's 'under 7 to 9 ft'). */
export const HEIGHT_ABOVE_SEVEN = 9;
export const HEIGHTS: readonly { value: number; label: string }[] = [
  ...Array.from({ length: 36 }, (_, i) => {
    const feet = (35 + i) / 10;
    return { value: feet, label: `${feet.toFixed(1)} ft` };
  }),
  { value: HEIGHT_ABOVE_SEVEN, label: "7 to 9 ft" },
];

export const WEIGHTS: readonly { value: number; label: string }[] = [
  50, 55, 60, 65, 70, 75, 80, 85, 90, 100,
].map((kg) => ({ value: kg, label: `${kg} kg` }));

export const EDUCATIONS = options([
  ["matric", "Matric"],
  ["intermediate", "Intermediate"],
  ["bachelor", "Bachelor"],
  ["master", "Master"],
  ["phd", "PhD"],
  ["diploma", "Diploma"],
  ["other", "Other"],
]);

export const PROFESSIONS = options([
  ["student", "Student"],
  ["employed", "Employed"],
  ["business", "Business"],
  ["freelancer", "Freelancer"],
  ["housewife", "Housewife"],
  ["retired", "Retired"],
  ["other", "Other"],
]);

export const JOB_POSTS = options([
  ["software_engineer", "Software Engineer"],
  ["doctor", "Doctor"],
  ["teacher", "Teacher"],
  ["lawyer", "Lawyer"],
  ["accountant", "Accountant"],
  ["marketing_manager", "Marketing Manager"],
  ["sales_executive", "Sales Executive"],
  ["civil_engineer", "Civil Engineer"],
  ["business_owner", "Business Owner"],
  ["other", "Other"],
]);

/** Ordered from low to high: the match score compares positions. */
export const MONTHLY_INCOMES = options([
  ["less_than_50k", "Less than 50k"],
  ["50k_to_100k", "50k to 100k"],
  ["100k_to_200k", "100k to 200k"],
  ["200k_to_500k", "200k to 500k"],
  ["more_than_500k", "More than 500k"],
]);

export const FUTURE_PLANS = options([
  ["job_growth", "Job Growth"],
  ["business_expansion", "Business Expansion"],
  ["higher_education", "Higher Education"],
  ["settle_abroad", "Settle Abroad"],
  ["financial_stability", "Financial Stability"],
  ["early_retirement", "Early Retirement"],
  ["other", "Other"],
]);

export const FATHER_PROFESSIONS = options([
  ["business", "Business"],
  ["government_employee", "Government Employee"],
  ["private_employee", "Private Employee"],
  ["retired", "Retired"],
  ["deceased", "Deceased"],
  ["other", "Other"],
]);

export const MOTHER_PROFESSIONS = options([
  ...FATHER_PROFESSIONS.map((o) => [o.value, o.label] as const),
  ["housewife", "Housewife"],
]);

/** Brothers and sisters: picker and validation both 0 to 15 (DESIGN.md §3). */
export const SIBLING_MAX = 15;
export const SIBLING_COUNTS: readonly { value: number; label: string }[] = Array.from(
  { length: SIBLING_MAX + 1 },
  (_, n) => ({ value: n, label: String(n) }),
);

export const KIDS_MAX = 10;

/** One key set for religion, maslak and caste (DESIGN.md §3): Hindu and Sikh get their sub-options. */
export const RELIGIONS = options([
  ["islam", "Islam"],
  ["christianity", "Christianity"],
  ["hinduism", "Hindu"],
  ["sikhism", "Sikh"],
  ["other", "Other"],
]);
export type Religion = (typeof RELIGIONS)[number]["value"];

export const MASLAKS_BY_RELIGION: Record<Religion, readonly Option[]> = {
  islam: options([
    ["sunni", "Sunni"],
    ["deobandi", "Deobandi"],
    ["barelvi", "Barelvi"],
    ["ahle_hadith", "Ahle Hadith"],
    ["shia", "Shia"],
    ["ismaili", "Ismaili"],
    ["other", "Other"],
  ]),
  christianity: options([
    ["catholic", "Catholic"],
    ["protestant", "Protestant"],
    ["orthodox", "Orthodox"],
    ["other", "Other"],
  ]),
  hinduism: options([
    ["vaishnavism", "Vaishnavism"],
    ["shaivism", "Shaivism"],
    ["shaktism", "Shaktism"],
    ["other", "Other"],
  ]),
  sikhism: options([
    ["khalsa", "Khalsa"],
    ["nirankari", "Nirankari"],
    ["namdhari", "Namdhari"],
    ["other", "Other"],
  ]),
  other: options([["other", "Other"]]),
};

export const CASTES_BY_RELIGION: Record<Religion, readonly Option[]> = {
  islam: options([
    ["rajput", "Rajput"],
    ["jutt", "Jutt"],
    ["kamboh", "Kamboh"],
    ["sheikh", "Sheikh"],
    ["mughal", "Mughal"],
    ["syed", "Syed"],
    ["gujjar", "Gujjar"],
    ["awan", "Awan"],
    ["arain", "Arain"],
    ["baloch", "Baloch"],
    ["kashmiri", "Kashmiri"],
    ["memon", "Memon"],
    ["pathan", "Pathan"],
    ["al_hashmi", "Al-Hashmi"],
    ["al_qureshi", "Al-Qureshi"],
    ["al_abbasi", "Al-Abbasi"],
    ["al_siddiqui", "Al-Siddiqui"],
    ["al_farooqi", "Al-Farooqi"],
    ["al_ansari", "Al-Ansari"],
    ["other", "Other"],
  ]),
  christianity: options([
    ["punjabi", "Punjabi"],
    ["goan", "Goan"],
    ["anglo_pakistani", "Anglo-Pakistani"],
    ["other", "Other"],
  ]),
  hinduism: options([
    ["brahmin", "Brahmin"],
    ["rajput", "Rajput"],
    ["maheshwari", "Maheshwari"],
    ["meghwar", "Meghwar"],
    ["kolhi", "Kolhi"],
    ["bheel", "Bheel"],
    ["oad", "Oad"],
    ["other", "Other"],
  ]),
  sikhism: options([
    ["jat", "Jat"],
    ["khatri", "Khatri"],
    ["arora", "Arora"],
    ["ramgarhia", "Ramgarhia"],
    ["other", "Other"],
  ]),
  other: options([["other", "Other"]]),
};

function union(lists: readonly (readonly Option[])[]): readonly Option[] {
  const seen = new Map<string, Option>();
  for (const list of lists)
    for (const option of list) if (!seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
}

/** Every maslak and caste of any religion (spec §5: 'must match an option of any religion'). */
export const ALL_MASLAKS = union(Object.values(MASLAKS_BY_RELIGION));
export const ALL_CASTES = union(Object.values(CASTES_BY_RELIGION));

export function maslaksFor(religion: string | null | undefined): readonly Option[] {
  return MASLAKS_BY_RELIGION[religion as Religion] ?? MASLAKS_BY_RELIGION.other;
}

export function castesFor(religion: string | null | undefined): readonly Option[] {
  return CASTES_BY_RELIGION[religion as Religion] ?? CASTES_BY_RELIGION.other;
}

export const YES_NO = options([
  ["yes", "Yes"],
  ["no", "No"],
]);

export const DIETARY_PREFERENCES = options([
  ["strict_halal", "Strict Halal"],
  ["occasionally_halal", "Occasionally Halal"],
  ["not_strict", "Not Strict"],
]);

export const RESIDENCE_STATUSES = options([
  ["own", "Own"],
  ["rent", "Rent"],
]);

export const PROPERTY_SIZES = options([
  ...Array.from({ length: 8 }, (_, i) => [`${i + 1}_marla`, `${i + 1} Marla`] as const),
  ["10_marla", "10 Marla"],
  ["1_kanal", "1 Kanal"],
  ...[60, 80, 100, 120, 150, 200, 240, 300, 400].map(
    (yards) => [`${yards}_sq_yards`, `${yards} Square Yards`] as const,
  ),
]);

/** Ordered from low to high. */
export const FAMILY_STATUSES = options([
  ["low", "Low"],
  ["middle", "Middle"],
  ["high", "High"],
]);

export const SECOND_MARRIAGE_REASONS = options([
  ["compatibility_issues", "Compatibility Issues"],
  ["spouse_deceased", "Spouse Deceased"],
  ["divorce", "Divorce"],
  ["family_pressure", "Family Pressure"],
  ["no_children", "No Children"],
  ["medical_reasons", "Medical Reasons"],
  ["financial_stability", "Financial Stability"],
  ["religious_beliefs", "Religious Beliefs"],
  ["better_future", "Better Future"],
  ["other", "Other"],
]);

/** Partner age is stored as min/max years (DESIGN.md §3): the spec's four presets, then wider ones. */
export const AGE_MIN = 18;
export const AGE_MAX = 75;
export const AGE_RANGE_PRESETS: readonly { min: number; max: number; label: string }[] = [
  [18, 24],
  [24, 28],
  [28, 32],
  [34, 40],
  [18, 30],
  [25, 35],
  [30, 40],
  [35, 45],
  [40, 50],
  [45, 55],
  [50, 60],
  [55, 65],
  [60, 75],
].map(([min = 0, max = 0]) => ({ min, max, label: `${min} to ${max}` }));

export const COMPLEXIONS = options([
  ["fair", "Fair"],
  ["wheatish", "Wheatish"],
  ["dusky", "Dusky"],
  ["dark", "Dark"],
]);

export const BODY_TYPES = options([
  ["slim", "Slim"],
  ["athletic", "Athletic"],
  ["average", "Average"],
  ["heavy", "Heavy"],
]);

export const RELIGIOUS_STATUSES = options([
  ["religious", "Religious"],
  ["moderate", "Moderate"],
  ["liberal", "Liberal"],
]);

export const VISIBILITY_LEVELS = options([
  ["everyone", "Everyone"],
  ["verified_users", "Verified members only"],
  ["private", "Only my connections"],
]);

export const MESSAGES_PRIVACY_LEVELS = options([
  ["everyone", "Everyone"],
  ["verified_users", "Verified members only"],
  ["connections", "Only my connections"],
]);

export const PROPOSALS_PRIVACY_LEVELS = options([
  ["everyone", "Everyone"],
  ["verified_users", "Verified members only"],
]);

export type VisibilityLevel = (typeof VISIBILITY_LEVELS)[number]["value"];
export type MessagesPrivacy = (typeof MESSAGES_PRIVACY_LEVELS)[number]["value"];
export type ProposalsPrivacy = (typeof PROPOSALS_PRIVACY_LEVELS)[number]["value"];
