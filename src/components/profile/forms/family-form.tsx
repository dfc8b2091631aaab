"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FATHER_PROFESSIONS, MOTHER_PROFESSIONS, SIBLING_COUNTS } from "@/lib/options/profile";
import { type FamilyInfo, familyInfoSchema, PROFILE_DEFAULTS } from "@/lib/validation/profile";
import { FieldGrid, SelectField, useSectionForm, withDefaults } from "./fields";
import type { SectionFormProps } from "./types";

export type FamilyValues = z.input<typeof familyInfoSchema>;

export function familyDefaults(): FamilyValues {
  return { ...PROFILE_DEFAULTS.family_info };
}

const resolver = zodResolver(familyInfoSchema);

export function FamilyForm({
  id,
  defaultValues,
  onSubmit,
  serverErrors,
  onChange,
}: SectionFormProps<FamilyValues, FamilyInfo>) {
  const t = useTranslations("profile.fields");
  const form = useSectionForm({
    resolver,
    defaultValues: withDefaults(familyDefaults(), defaultValues),
    serverErrors,
    onChange,
  });
  const { control } = form;
  const { errors } = form.formState;
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FieldGrid>
        <FormField
          id={`${id}-father-name`}
          label={t("fatherName")}
          error={errors.father_name?.message}
          className="sm:col-span-2"
        >
          {(controlProps) => <Input {...controlProps} autoComplete="off" {...form.register("father_name")} />}
        </FormField>
        <SelectField
          control={control}
          name="father_profession"
          id={`${id}-father-profession`}
          label={t("fatherProfession")}
          options={FATHER_PROFESSIONS}
          group="parentProfession"
        />
        <SelectField
          control={control}
          name="mother_profession"
          id={`${id}-mother-profession`}
          label={t("motherProfession")}
          options={MOTHER_PROFESSIONS}
          group="parentProfession"
        />
        <SelectField
          control={control}
          name="total_brothers"
          id={`${id}-brothers`}
          label={t("brothers")}
          options={SIBLING_COUNTS}
          numeric
        />
        <SelectField
          control={control}
          name="total_sisters"
          id={`${id}-sisters`}
          label={t("sisters")}
          options={SIBLING_COUNTS}
          numeric
        />
      </FieldGrid>
    </form>
  );
}
