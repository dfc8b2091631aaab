"use client";

import { useTranslations } from "next-intl";
import {
  CareerForm,
  type CareerValues,
  FamilyForm,
  type FamilyValues,
  PartnerRequirementsForm,
  type PartnerRequirementsValues,
  PersonalForm,
  type PersonalValues,
  ReligionForm,
  type ReligionValues,
  ResidentialForm,
  type ResidentialValues,
  SecondMarriageForm,
  type SecondMarriageValues,
} from "@/components/profile/forms";
import type {
  CareerInfo,
  FamilyInfo,
  PartnerRequirements,
  PersonalInfoUpdate,
  ReligionInfo,
  ResidentialInfo,
  SecondMarriageInfo,
} from "@/lib/validation/profile";
import { api } from "@/trpc/react";
import { EditSectionDialog } from "./edit-section-dialog";

/**
 * The 'Edit' button and modal of each profile section, each saving through its own procedure
 * (spec §7 "PUT /api/profile/update/…-info") with its §8 success message as the default.
 */

/** A stored section as the page got it: unanswered fields are null. */
export type StoredSection = Readonly<Record<string, unknown>> | null;

/**
 * Stored values laid over a form's defaults: nulls dropped (the form keeps its default there). The
 * section was checked by the same schema when it was saved, and the form's resolver checks it again
 * before anything is sent, so the narrowing here cannot let a bad value through.
 */
function formValues<T>(values: StoredSection): Partial<T> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

/** The editors' words: section titles, hints and §8 success messages, in the page's language. */
function useEditorWords() {
  const t = useTranslations("profile");
  return t;
}

export function PersonalEditor({ values }: { values: StoredSection }) {
  const t = useEditorWords();
  const update = api.profile.updatePersonalInfo.useMutation({ meta: { errorToast: false } });
  return (
    <EditSectionDialog
      sectionTitle={t("sections.personal")}
      formId="edit-personal-form"
      description={t("editors.personalHint")}
      successMessage={t("editors.personalSaved")}
      save={(data: PersonalInfoUpdate) => update.mutateAsync({ data })}
    >
      {(form) => <PersonalForm {...form} defaultValues={formValues<PersonalValues>(values)} />}
    </EditSectionDialog>
  );
}

export function SecondMarriageEditor({ values }: { values: StoredSection }) {
  const t = useEditorWords();
  const update = api.profile.updateSecondMarriageInfo.useMutation({ meta: { errorToast: false } });
  return (
    <EditSectionDialog
      sectionTitle={t("sections.secondMarriage")}
      formId="edit-second-marriage-form"
      description={t("editors.hint")}
      successMessage={t("editors.secondMarriageSaved")}
      save={(data: SecondMarriageInfo) => update.mutateAsync({ data })}
    >
      {(form) => <SecondMarriageForm {...form} defaultValues={formValues<SecondMarriageValues>(values)} />}
    </EditSectionDialog>
  );
}

export function CareerEditor({ values }: { values: StoredSection }) {
  const t = useEditorWords();
  const update = api.profile.updateCareerInfo.useMutation({ meta: { errorToast: false } });
  return (
    <EditSectionDialog
      sectionTitle={t("sections.career")}
      formId="edit-career-form"
      description={t("editors.hint")}
      successMessage={t("editors.careerSaved")}
      save={(data: CareerInfo) => update.mutateAsync({ data })}
    >
      {(form) => <CareerForm {...form} defaultValues={formValues<CareerValues>(values)} />}
    </EditSectionDialog>
  );
}

export function FamilyEditor({ values }: { values: StoredSection }) {
  const t = useEditorWords();
  const update = api.profile.updateFamilyInfo.useMutation({ meta: { errorToast: false } });
  return (
    <EditSectionDialog
      sectionTitle={t("sections.family")}
      formId="edit-family-form"
      description={t("editors.hint")}
      successMessage={t("editors.familySaved")}
      save={(data: FamilyInfo) => update.mutateAsync({ data })}
    >
      {(form) => <FamilyForm {...form} defaultValues={formValues<FamilyValues>(values)} />}
    </EditSectionDialog>
  );
}

export function ReligionEditor({ values }: { values: StoredSection }) {
  const t = useEditorWords();
  const update = api.profile.updateReligionInfo.useMutation({ meta: { errorToast: false } });
  return (
    <EditSectionDialog
      sectionTitle={t("sections.religion")}
      formId="edit-religion-form"
      description={t("editors.hint")}
      successMessage={t("editors.religionSaved")}
      save={(data: ReligionInfo) => update.mutateAsync({ data })}
    >
      {(form) => <ReligionForm {...form} defaultValues={formValues<ReligionValues>(values)} />}
    </EditSectionDialog>
  );
}

export function ResidentialEditor({ values }: { values: StoredSection }) {
  const t = useEditorWords();
  const update = api.profile.updateResidentialInfo.useMutation({ meta: { errorToast: false } });
  return (
    <EditSectionDialog
      sectionTitle={t("sections.residential")}
      formId="edit-residential-form"
      description={t("editors.residentialHint")}
      successMessage={t("editors.residentialSaved")}
      save={(data: ResidentialInfo) => update.mutateAsync({ data })}
    >
      {(form) => <ResidentialForm {...form} defaultValues={formValues<ResidentialValues>(values)} />}
    </EditSectionDialog>
  );
}

export function PartnerRequirementsEditor({ values }: { values: StoredSection }) {
  const t = useEditorWords();
  const update = api.profile.updatePartnerRequirements.useMutation({ meta: { errorToast: false } });
  return (
    <EditSectionDialog
      sectionTitle={t("sections.partner")}
      formId="edit-partner-requirements-form"
      description={t("editors.hint")}
      successMessage={t("editors.partnerSaved")}
      save={(data: PartnerRequirements) => update.mutateAsync({ data })}
    >
      {(form) => (
        <PartnerRequirementsForm {...form} defaultValues={formValues<PartnerRequirementsValues>(values)} />
      )}
    </EditSectionDialog>
  );
}
