import type {
  CareerInfo,
  FamilyInfo,
  PartnerRequirements,
  PersonalInfo,
  ReligionInfo,
  ResidentialInfo,
  SecondMarriageInfo,
} from "@/lib/validation/profile";
import type { partnerRequirements, profiles } from "../db/schema";

/** The mapping between the API's snake_case sections and the profile's columns, both ways. */

export type ProfileRow = typeof profiles.$inferSelect;
export type PartnerRow = typeof partnerRequirements.$inferSelect;
type ProfileColumns = Partial<typeof profiles.$inferInsert>;
type PartnerColumns = Omit<typeof partnerRequirements.$inferInsert, "profileId">;

export function personalColumns(info: Omit<PersonalInfo, "gender" | "dob"> & Partial<PersonalInfo>) {
  const columns: ProfileColumns = {
    firstName: info.first_name,
    lastName: info.last_name,
    maritalStatus: info.marital_status,
    height: info.height,
    weight: info.weight,
    motherTongue: info.mother_tongue,
    nationality: info.nationality,
  };
  if (info.gender) columns.gender = info.gender;
  if (info.dob) columns.dob = info.dob;
  return columns;
}

export const careerColumns = (info: CareerInfo): ProfileColumns => ({
  education: info.education,
  profession: info.profession,
  jobPost: info.job_post,
  monthlyIncome: info.monthly_income,
  futurePlan: info.future_plan,
});

export const familyColumns = (info: FamilyInfo): ProfileColumns => ({
  fatherName: info.father_name,
  fatherProfession: info.father_profession,
  motherProfession: info.mother_profession,
  totalBrothers: info.total_brothers,
  totalSisters: info.total_sisters,
});

export const religionColumns = (info: ReligionInfo): ProfileColumns => ({
  religion: info.religion,
  maslak: info.maslak,
  caste: info.caste,
  preferHijaab: info.do_you_prefer_hijaab,
  preferBeard: info.do_you_prefer_beard,
  dietaryPreference: info.dietary_preference,
});

export const residentialColumns = (info: ResidentialInfo): ProfileColumns => ({
  residenceStatus: info.residence_status,
  propertySize: info.property_size,
  country: info.country,
  residenceState: info.residence_state,
  residenceCity: info.residence_city,
  familyStatus: info.family_status,
});

export const partnerColumns = (info: PartnerRequirements): PartnerColumns => ({
  religion: info.religion,
  maslak: info.maslak,
  caste: info.caste,
  ageMin: info.age_min,
  ageMax: info.age_max,
  heightMin: info.height_range,
  complexion: info.complexion,
  bodyType: info.body_type,
  maritalStatus: info.marital_status,
  education: info.education,
  profession: info.profession,
  motherTongue: info.mother_tongue,
  incomeRange: info.income_range,
  nationality: info.nationality,
  residenceState: info.residence_state,
  residenceCity: info.residence_city,
  familyStatus: info.family_status,
  religiousStatus: info.religious_status,
  updatedAt: new Date(),
});

/** Columns are filled together by the wizard, so one column tells whether a section exists. */
export function personalOf(row: ProfileRow) {
  if (row.firstName === null) return null;
  return {
    first_name: row.firstName,
    last_name: row.lastName ?? "",
    gender: row.gender,
    dob: row.dob,
    marital_status: row.maritalStatus,
    height: row.height,
    weight: row.weight,
    mother_tongue: row.motherTongue,
    nationality: row.nationality,
    second_marriage_info: (row.secondMarriageInfo ?? null) as SecondMarriageInfo | null,
  };
}

export function careerOf(row: ProfileRow) {
  if (row.education === null) return null;
  return {
    education: row.education,
    profession: row.profession,
    job_post: row.jobPost,
    monthly_income: row.monthlyIncome,
    future_plan: row.futurePlan,
  };
}

export function familyOf(row: ProfileRow) {
  if (row.fatherName === null) return null;
  return {
    father_name: row.fatherName,
    father_profession: row.fatherProfession,
    mother_profession: row.motherProfession,
    total_brothers: row.totalBrothers,
    total_sisters: row.totalSisters,
  };
}

export function religionOf(row: ProfileRow) {
  if (row.religion === null) return null;
  return {
    religion: row.religion,
    maslak: row.maslak,
    caste: row.caste,
    do_you_prefer_hijaab: row.preferHijaab,
    do_you_prefer_beard: row.preferBeard,
    dietary_preference: row.dietaryPreference,
  };
}

export function residentialOf(row: ProfileRow) {
  if (row.residenceStatus === null) return null;
  return {
    residence_status: row.residenceStatus,
    property_size: row.propertySize,
    country: row.country,
    residence_state: row.residenceState,
    residence_city: row.residenceCity,
    family_status: row.familyStatus,
  };
}

export function partnerOf(row: PartnerRow | null | undefined) {
  if (!row) return null;
  return {
    religion: row.religion,
    maslak: row.maslak,
    caste: row.caste,
    age_min: row.ageMin,
    age_max: row.ageMax,
    height_range: row.heightMin,
    complexion: row.complexion,
    body_type: row.bodyType,
    marital_status: row.maritalStatus,
    education: row.education,
    profession: row.profession,
    mother_tongue: row.motherTongue,
    income_range: row.incomeRange,
    nationality: row.nationality,
    residence_state: row.residenceState,
    residence_city: row.residenceCity,
    family_status: row.familyStatus,
    religious_status: row.religiousStatus,
  };
}

export function privacyOf(row: ProfileRow) {
  return {
    profile_visibility: row.profileVisibility,
    show_profile_picture: row.showProfilePicture,
    messages_privacy: row.messagesPrivacy,
    proposals_privacy: row.proposalsPrivacy,
  };
}
