"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { castesFor, DIETARY_PREFERENCES, maslaksFor, RELIGIONS, YES_NO } from "@/lib/options/profile";
import { PROFILE_DEFAULTS, type ReligionInfo, religionInfoSchema } from "@/lib/validation/profile";
import { FieldGrid, SelectField, useSectionForm, withDefaults } from "./fields";
import type { SectionFormProps } from "./types";

export type ReligionValues = z.input<typeof religionInfoSchema>;

export function religionDefaults(): ReligionValues {
  return { ...PROFILE_DEFAULTS.religion_info };
}

const resolver = zodResolver(religionInfoSchema);

/** Maslak and caste offer only the chosen religion's options (DESIGN.md §3). */
export function ReligionForm({
  id,
  defaultValues,
  onSubmit,
  serverErrors,
  onChange,
}: SectionFormProps<ReligionValues, ReligionInfo>) {
  const t = useTranslations("profile.fields");
  const form = useSectionForm({
    resolver,
    defaultValues: withDefaults(religionDefaults(), defaultValues),
    serverErrors,
    onChange,
  });
  const { control } = form;
  const religion = useWatch({ control, name: "religion" });
  const resetWithReligion = (value: string | number) => {
    const chosen = String(value);
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("maslak", maslaksFor(chosen)[0]?.value ?? "other", options);
    form.setValue("caste", castesFor(chosen)[0]?.value ?? "other", options);
  };
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FieldGrid>
        <SelectField
          control={control}
          name="religion"
          id={`${id}-religion`}
          label={t("religion")}
          options={RELIGIONS}
          group="religion"
          onValueChange={resetWithReligion}
        />
        <SelectField
          control={control}
          name="maslak"
          id={`${id}-maslak`}
          label={t("maslak")}
          options={maslaksFor(religion)}
          group="maslak"
        />
        <SelectField
          control={control}
          name="caste"
          id={`${id}-caste`}
          label={t("caste")}
          options={castesFor(religion)}
          group="caste"
        />
        <SelectField
          control={control}
          name="dietary_preference"
          id={`${id}-dietary-preference`}
          label={t("dietaryPreference")}
          options={DIETARY_PREFERENCES}
          group="dietaryPreference"
        />
        <SelectField
          control={control}
          name="do_you_prefer_hijaab"
          id={`${id}-hijaab`}
          label={t("hijaab")}
          options={YES_NO}
          group="yesNo"
        />
        <SelectField
          control={control}
          name="do_you_prefer_beard"
          id={`${id}-beard`}
          label={t("beard")}
          options={YES_NO}
          group="yesNo"
        />
      </FieldGrid>
    </form>
  );
}
