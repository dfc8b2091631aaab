import type { PartnerRequirements, PersonalInfoUpdate, ResidentialInfo } from "@/lib/validation/profile";
import { AppError } from "../errors";
import { checkCountry, checkPartnerLocations, checkResidence } from "../locations";

type Sections = {
  personal_info?: Pick<PersonalInfoUpdate, "nationality">;
  residential_info?: ResidentialInfo;
  partner_requirements?: PartnerRequirements;
};

/**
 * The schemas check a code's shape; this checks that each names a real place under its parent, with
 * the form's messages. Field keys follow the request: `residential_info.country` for the wizard's
 * whole submit, `data.country` for a one-section update (`inData`).
 */
export async function refuseUnknownLocations(sections: Sections, options: { inData?: boolean } = {}) {
  const fields: Record<string, string> = {};
  const add = (section: string, errors: Record<string, string | undefined> | null) => {
    for (const [field, message] of Object.entries(errors ?? {})) {
      if (message) fields[`${options.inData ? "data" : section}.${field}`] = message;
    }
  };
  if (sections.personal_info) {
    add("personal_info", { nationality: checkCountry(sections.personal_info.nationality) ?? undefined });
  }
  if (sections.residential_info) add("residential_info", checkResidence(sections.residential_info));
  if (sections.partner_requirements)
    add("partner_requirements", checkPartnerLocations(sections.partner_requirements));
  const first = Object.values(fields)[0];
  if (first) throw new AppError("UNPROCESSABLE_CONTENT", first, { fields });
}
