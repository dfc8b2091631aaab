/**
 * The profile wizard's draft (spec §4 "Profile wizard"): every step's values merged into one object
 * with the current step. It lives in two places: on the server (so it survives another device) and
 * mirrored in browser storage per profile (so a reload restores at once); the newer copy wins.
 * Pure logic, no React: the wizard component and the unit tests share it.
 */

/** Steps 1 to 6 each hold one section; 0 is the welcome, 7 the photo and submit. */
export const WIZARD_SECTIONS = [
  "personal_info",
  "career_info",
  "family_info",
  "religion_info",
  "residential_info",
  "partner_requirements",
] as const;

export type WizardSection = (typeof WIZARD_SECTIONS)[number];

export const WIZARD_FIRST_STEP = 0;
export const WIZARD_IMAGE_STEP = WIZARD_SECTIONS.length + 1;

export type DraftData = Partial<Record<WizardSection, Record<string, unknown>>>;

export type WizardDraft = {
  step: number;
  data: DraftData;
  /** ISO time of the last change: decides which of the local and the server copy is newer. */
  updated_at: string;
};

/** A step number from anywhere (storage, the server), as a whole step of the wizard. */
export function clampStep(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return WIZARD_FIRST_STEP;
  return Math.min(WIZARD_IMAGE_STEP, Math.max(WIZARD_FIRST_STEP, Math.trunc(value)));
}

export function sectionOfStep(step: number): WizardSection | null {
  return WIZARD_SECTIONS[step - 1] ?? null;
}

export function stepOfSection(section: WizardSection): number {
  return WIZARD_SECTIONS.indexOf(section) + 1;
}

export function emptyDraft(now: Date = new Date()): WizardDraft {
  return { step: WIZARD_FIRST_STEP, data: {}, updated_at: now.toISOString() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isSection(key: string): key is WizardSection {
  return (WIZARD_SECTIONS as readonly string[]).includes(key);
}

/**
 * A section's values merged into the draft (later values win, field by field), and the step moved
 * when one is given. Answers a new draft; the old one is left as it was.
 */
export function mergeDraft(
  draft: WizardDraft,
  change: { section?: WizardSection; values?: Record<string, unknown>; step?: number },
  now: Date = new Date(),
): WizardDraft {
  const data: DraftData = { ...draft.data };
  if (change.section && change.values) {
    data[change.section] = { ...data[change.section], ...change.values };
  }
  return {
    step: change.step === undefined ? draft.step : clampStep(change.step),
    data,
    updated_at: now.toISOString(),
  };
}

/**
 * A draft from untrusted JSON (browser storage, the server's answer), or null when it is not one.
 * Unknown sections and non-object sections are dropped rather than trusted.
 */
export function parseDraft(value: unknown): WizardDraft | null {
  if (!isRecord(value)) return null;
  const stamp = value.updated_at;
  const time = stamp instanceof Date ? stamp.getTime() : typeof stamp === "string" ? Date.parse(stamp) : NaN;
  if (!Number.isFinite(time)) return null;
  const data: DraftData = {};
  if (isRecord(value.data)) {
    for (const [key, section] of Object.entries(value.data)) {
      if (isSection(key) && isRecord(section)) data[key] = { ...section };
    }
  }
  return { step: clampStep(value.step), data, updated_at: new Date(time).toISOString() };
}

/** The newer of the two copies; the local one on a tie (it restored first, nothing changes). */
export function newestDraft(local: WizardDraft | null, server: WizardDraft | null): WizardDraft | null {
  if (!local) return server;
  if (!server) return local;
  return Date.parse(server.updated_at) > Date.parse(local.updated_at) ? server : local;
}

/**
 * Under the user cache's prefix (src/lib/user-cache.ts) on purpose: signing out clears every
 * `rishta.user.*` key, so a half-filled profile never stays behind on a shared computer.
 */
export function draftStorageKey(profileId: string): string {
  return `rishta.user.${profileId}.wizard`;
}

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem" | "removeItem">;

/** The browser's localStorage, or null where there is none or it is switched off. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(storage: ReadableStorage | null, profileId: string): WizardDraft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(draftStorageKey(profileId));
    return raw ? parseDraft(JSON.parse(raw)) : null;
  } catch {
    // A broken or foreign value is no draft: the server copy (or the defaults) take over.
    return null;
  }
}

export function writeLocalDraft(
  storage: WritableStorage | null,
  profileId: string,
  draft: WizardDraft,
): void {
  if (!storage) return;
  try {
    storage.setItem(draftStorageKey(profileId), JSON.stringify(draft));
  } catch {
    // A full or locked storage only loses the instant restore; the server keeps the draft.
  }
}

export function clearLocalDraft(storage: WritableStorage | null, profileId: string): void {
  if (!storage) return;
  try {
    storage.removeItem(draftStorageKey(profileId));
  } catch {
    // Nothing to clear in a storage we cannot reach.
  }
}

function sameKind(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected))
    return Array.isArray(actual) && actual.every((item) => typeof item === "string");
  if (isRecord(expected)) return isRecord(actual);
  // A number field left empty is stored as null (JSON has no NaN): it comes back as empty, and
  // the step's validation says what is missing.
  if (typeof expected === "number") return typeof actual === "number" || actual === null;
  return typeof actual === typeof expected;
}

/**
 * A section's form values: the defaults, with each saved value of the same kind laid over them.
 * Values of the wrong kind (an old draft, a hand-edited storage) fall back to the default.
 */
export function restoreSection<T extends Record<string, unknown>>(
  defaults: T,
  saved: Record<string, unknown> | null | undefined,
): T {
  if (!saved) return defaults;
  const restored: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = saved[key];
    if (value === undefined || !sameKind(fallback, value)) continue;
    restored[key] =
      isRecord(fallback) && isRecord(value)
        ? restoreSection(fallback, value)
        : value === null
          ? Number.NaN
          : Array.isArray(value)
            ? [...value]
            : value;
  }
  return restored as T;
}

/**
 * Where the server's (or the whole-draft check's) per-field messages belong: keys such as
 * `personal_info.first_name` grouped by section with the section prefix taken off, and the first
 * step that has one. `image` (the photo) belongs to the last step.
 */
export function placeFieldErrors(fields: Record<string, string>): {
  step: number | null;
  bySection: Partial<Record<WizardSection, Record<string, string>>>;
  image: string | null;
} {
  const bySection: Partial<Record<WizardSection, Record<string, string>>> = {};
  let step: number | null = null;
  let image: string | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const [head = "", ...rest] = key.split(".");
    if (isSection(head) && rest.length > 0) {
      const section = bySection[head] ?? {};
      section[rest.join(".")] ??= message;
      bySection[head] = section;
      const at = stepOfSection(head);
      step = step === null ? at : Math.min(step, at);
    } else if (head === "image" || head === "file") {
      image ??= message;
      step ??= WIZARD_IMAGE_STEP;
    }
  }
  return { step, bySection, image };
}

/** How far the partner age range reaches from the member's own age (docs/decisions/0036). */
export const PARTNER_AGE_SPAN = 8;
const PARTNER_AGE_FLOOR = 18;
const PARTNER_AGE_CEILING = 75;

/** Whole years from an ISO date of birth to `today`, or null when the date is not one. */
export function ageOn(dob: unknown, today: Date = new Date()): number | null {
  if (typeof dob !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(dob)) return null;
  const [year = 0, month = 0, day = 0] = dob.split("-").map(Number);
  const born = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(born.getTime()) || born.getUTCMonth() !== month - 1) return null;
  let age = today.getUTCFullYear() - year;
  const birthdayPassed =
    today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  if (!birthdayPassed) age -= 1;
  return age >= 0 ? age : null;
}

/**
 * The partner age range the wizard starts from (docs/decisions/0036): a man's from his age minus
 * eight up to his own age, a woman's from her own age up to eight years older, kept within 18 to
 * 75 and at least one year wide. Null when gender or date of birth is not known yet (the spec's
 * 18 to 24 then stays).
 */
export function partnerAgeRangeFor(
  gender: unknown,
  dob: unknown,
  today: Date = new Date(),
): { min: number; max: number } | null {
  const age = ageOn(dob, today);
  if (age === null || (gender !== "male" && gender !== "female")) return null;
  const clamp = (years: number) => Math.min(PARTNER_AGE_CEILING, Math.max(PARTNER_AGE_FLOOR, years));
  const min = clamp(gender === "male" ? age - PARTNER_AGE_SPAN : age);
  const max = clamp(gender === "male" ? age : age + PARTNER_AGE_SPAN);
  if (min < max) return { min, max };
  return max < PARTNER_AGE_CEILING ? { min, max: max + 1 } : { min: max - 1, max };
}

/**
 * The partner step's starting values: the saved answers when the member already has an age range,
 * otherwise the range derived from step 1's gender and date of birth laid over the saved values.
 */
export function partnerStartingValues(
  data: DraftData,
  today: Date = new Date(),
): Record<string, unknown> | undefined {
  const saved = data.partner_requirements;
  if (saved && typeof saved.age_min === "number" && typeof saved.age_max === "number") return saved;
  const range = partnerAgeRangeFor(data.personal_info?.gender, data.personal_info?.dob, today);
  if (!range) return saved;
  return { ...saved, age_min: range.min, age_max: range.max };
}

/** Step 1's height and weight are answers only once the member chose or confirmed them. */
export type MeasureConfirmation = { height_confirmed: boolean; weight_confirmed: boolean };
export const UNCONFIRMED_MEASURES: MeasureConfirmation = { height_confirmed: false, weight_confirmed: false };
