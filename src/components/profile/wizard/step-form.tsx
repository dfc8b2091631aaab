"use client";

import {
  CareerForm,
  careerDefaults,
  FamilyForm,
  familyDefaults,
  PartnerRequirementsForm,
  PersonalForm,
  partnerRequirementsDefaults,
  personalWizardDefaults,
  ReligionForm,
  ResidentialForm,
  religionDefaults,
  residentialDefaults,
} from "@/components/profile/forms";
import { restoreSection, type WizardSection } from "@/lib/wizard-draft";

type StepFormProps = {
  section: WizardSection;
  id: string;
  /** The draft's saved values of this section (untrusted: restored over the defaults). */
  saved: Record<string, unknown> | undefined;
  serverErrors?: Record<string, string>;
  onValid(values: Record<string, unknown>): void;
  onChange(values: Record<string, unknown>): void;
};

/** The section form of one wizard step, in create mode, started from the draft. */
export function StepForm({ section, id, saved, serverErrors, onValid, onChange }: StepFormProps) {
  const shared = { id, mode: "create" as const, serverErrors, onSubmit: onValid, onChange };
  switch (section) {
    case "personal_info":
      return <PersonalForm {...shared} defaultValues={restoreSection(personalWizardDefaults(), saved)} />;
    case "career_info":
      return <CareerForm {...shared} defaultValues={restoreSection(careerDefaults(), saved)} />;
    case "family_info":
      return <FamilyForm {...shared} defaultValues={restoreSection(familyDefaults(), saved)} />;
    case "religion_info":
      return <ReligionForm {...shared} defaultValues={restoreSection(religionDefaults(), saved)} />;
    case "residential_info":
      return <ResidentialForm {...shared} defaultValues={restoreSection(residentialDefaults(), saved)} />;
    case "partner_requirements":
      return (
        <PartnerRequirementsForm
          {...shared}
          defaultValues={restoreSection(partnerRequirementsDefaults(), saved)}
        />
      );
  }
}
