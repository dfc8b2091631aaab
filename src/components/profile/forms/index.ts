export { CareerForm, type CareerValues, careerDefaults } from "./career-form";
export { FamilyForm, type FamilyValues, familyDefaults } from "./family-form";
export { messageOf, sectionErrors } from "./fields";
export {
  PartnerRequirementsForm,
  type PartnerRequirementsValues,
  partnerRequirementsDefaults,
} from "./partner-requirements-form";
export { PersonalForm, type PersonalValues, personalDefaults, personalWizardDefaults } from "./personal-form";
export { ReligionForm, type ReligionValues, religionDefaults } from "./religion-form";
export { ResidentialForm, type ResidentialValues, residentialDefaults } from "./residential-form";
export {
  SecondMarriageForm,
  type SecondMarriageValues,
  secondMarriageDefaults,
} from "./second-marriage-form";
export type { SectionFormProps } from "./types";
