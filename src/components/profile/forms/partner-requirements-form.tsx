"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useController, useWatch } from "react-hook-form";
import type { z } from "zod";
import {
  CityMultiSelect,
  CountryMultiSelect,
  LanguageCombobox,
  StateMultiSelect,
} from "@/components/location";
import { keepUnder } from "@/components/location/types";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { ageRangeLabel, minHeightLabel, useOptionsTranslator } from "@/lib/options/labels";
import {
  AGE_MIN,
  AGE_RANGE_PRESETS,
  BODY_TYPES,
  COMPLEXIONS,
  castesFor,
  EDUCATIONS,
  FAMILY_STATUSES,
  HEIGHTS,
  MARITAL_STATUSES,
  MONTHLY_INCOMES,
  maslaksFor,
  PROFESSIONS,
  RELIGIONS,
  RELIGIOUS_STATUSES,
} from "@/lib/options/profile";
import {
  type PartnerRequirements,
  PROFILE_DEFAULTS,
  partnerRequirementsSchema,
} from "@/lib/validation/profile";
import { FieldGrid, messageOf, SelectField, useSectionForm, withDefaults } from "./fields";
import type { SectionFormProps } from "./types";

export type PartnerRequirementsValues = z.input<typeof partnerRequirementsSchema>;

export function partnerRequirementsDefaults(): PartnerRequirementsValues {
  const defaults = PROFILE_DEFAULTS.partner_requirements;
  return {
    ...defaults,
    nationality: [...defaults.nationality],
    residence_state: [...defaults.residence_state],
    residence_city: [...defaults.residence_city],
  };
}

/** A partner's height is 'at least': up to 7 ft (the schema's bound), never 'above 7'. */
const MIN_HEIGHTS = HEIGHTS.filter((height) => height.value <= 7);

const resolver = zodResolver(partnerRequirementsSchema);

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** What the member looks for (spec §2 "Partner-requirements form fields"). */
export function PartnerRequirementsForm({
  id,
  defaultValues,
  onSubmit,
  serverErrors,
  onChange,
  mode = "create",
}: SectionFormProps<PartnerRequirementsValues, PartnerRequirements>) {
  const t = useTranslations("profile.fields");
  const tOptions = useOptionsTranslator();
  const minHeights = MIN_HEIGHTS.map((height) => ({
    value: height.value,
    label: minHeightLabel(tOptions, height.value),
  }));
  const form = useSectionForm({
    resolver,
    defaultValues: withDefaults(partnerRequirementsDefaults(), defaultValues),
    serverErrors,
    onChange,
  });
  const { control } = form;
  const [religion, countries, states] = useWatch({
    control,
    name: ["religion", "nationality", "residence_state"],
  });
  const update = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const resetWithReligion = (value: string | number) => {
    form.setValue("maslak", maslaksFor(String(value))[0]?.value ?? "other", update);
    form.setValue("caste", castesFor(String(value))[0]?.value ?? "other", update);
  };

  const ageMin = useController({ control, name: "age_min" });
  const ageMax = useWatch({ control, name: "age_max" });
  const ageKey = `${numberOr(ageMin.field.value, 0)}-${numberOr(ageMax, 0)}`;
  const presets = AGE_RANGE_PRESETS.map((preset) => ({ min: preset.min, max: preset.max }));
  // The range the wizard starts from (the member's own age, docs/decisions/0036) may be no preset:
  // it is listed too, in order, so the select shows it.
  const startMin = numberOr(ageMin.field.value, 0);
  const startMax = numberOr(ageMax, 0);
  const startIsPreset = presets.some((preset) => preset.min === startMin && preset.max === startMax);
  if (!startIsPreset && startMin >= AGE_MIN && startMax >= startMin) {
    presets.push({ min: startMin, max: startMax });
    presets.sort((a, b) => a.min - b.min || a.max - b.max);
  }
  const agePresets = presets.map((preset) => ({
    ...preset,
    key: `${preset.min}-${preset.max}`,
    label: t("ageRangeYears", { range: ageRangeLabel(tOptions, preset.min, preset.max) }),
  }));
  const ageListed = agePresets.some((preset) => preset.key === ageKey);
  const ageError = messageOf(form.formState.errors.age_min) ?? messageOf(form.formState.errors.age_max);
  const ageId = `${id}-age-range`;

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
        <FormField
          id={ageId}
          label={t("ageRange")}
          error={ageError}
          hint={mode === "create" ? t("partnerAgeHint") : undefined}
        >
          {(props) => (
            <Select
              {...props}
              ref={ageMin.field.ref}
              name="age_range"
              value={ageListed ? ageKey : ""}
              onBlur={ageMin.field.onBlur}
              onChange={(event) => {
                const preset = agePresets.find((option) => option.key === event.target.value);
                if (!preset) return;
                ageMin.field.onChange(preset.min);
                form.setValue("age_max", preset.max, update);
              }}
            >
              {ageListed ? null : (
                <option value="" disabled>
                  {t("select")}
                </option>
              )}
              {agePresets.map((preset) => (
                <option key={preset.key} value={preset.key}>
                  {preset.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <SelectField
          control={control}
          name="height_range"
          id={`${id}-height-range`}
          label={t("heightRange")}
          options={minHeights}
          numeric
        />
        <SelectField
          control={control}
          name="complexion"
          id={`${id}-complexion`}
          label={t("complexion")}
          options={COMPLEXIONS}
          group="complexion"
        />
        <SelectField
          control={control}
          name="body_type"
          id={`${id}-body-type`}
          label={t("bodyType")}
          options={BODY_TYPES}
          group="bodyType"
        />
        <SelectField
          control={control}
          name="marital_status"
          id={`${id}-marital-status`}
          label={t("maritalStatus")}
          options={MARITAL_STATUSES}
          group="maritalStatus"
        />
        <SelectField
          control={control}
          name="education"
          id={`${id}-education`}
          label={t("education")}
          options={EDUCATIONS}
          group="education"
        />
        <SelectField
          control={control}
          name="profession"
          id={`${id}-profession`}
          label={t("profession")}
          options={PROFESSIONS}
          group="profession"
        />
        <SelectField
          control={control}
          name="income_range"
          id={`${id}-income-range`}
          label={t("incomeRange")}
          options={MONTHLY_INCOMES}
          group="monthlyIncome"
        />
        <SelectField
          control={control}
          name="family_status"
          id={`${id}-family-status`}
          label={t("familyStatus")}
          options={FAMILY_STATUSES}
          group="familyStatus"
        />
        <SelectField
          control={control}
          name="religious_status"
          id={`${id}-religious-status`}
          label={t("religiousStatus")}
          options={RELIGIOUS_STATUSES}
          group="religiousStatus"
        />
        <Controller
          control={control}
          name="mother_tongue"
          render={({ field, fieldState }) => (
            <FormField
              id={`${id}-mother-tongue`}
              label={t("motherTongue")}
              error={messageOf(fieldState.error)}
            >
              {(props) => (
                <LanguageCombobox
                  id={props.id}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={props["aria-invalid"]}
                  aria-describedby={props["aria-describedby"]}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="nationality"
          render={({ field, fieldState }) => (
            <FormField
              id={`${id}-nationality`}
              label={t("nationality")}
              error={messageOf(fieldState.error)}
              className="sm:col-span-2"
            >
              {(props) => (
                <CountryMultiSelect
                  id={props.id}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    // States and cities of a country no longer chosen go with it.
                    const keptStates = keepUnder(form.getValues("residence_state"), value);
                    form.setValue("residence_state", keptStates, update);
                    form.setValue(
                      "residence_city",
                      keepUnder(form.getValues("residence_city"), keptStates),
                      update,
                    );
                  }}
                  invalid={props["aria-invalid"]}
                  aria-describedby={props["aria-describedby"]}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="residence_state"
          render={({ field, fieldState }) => (
            <FormField
              id={`${id}-residence-state`}
              label={t("residenceState")}
              error={messageOf(fieldState.error)}
              className="sm:col-span-2"
            >
              {(props) => (
                <StateMultiSelect
                  id={props.id}
                  countries={countries}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    form.setValue(
                      "residence_city",
                      keepUnder(form.getValues("residence_city"), value),
                      update,
                    );
                  }}
                  disabled={countries.length === 0}
                  invalid={props["aria-invalid"]}
                  aria-describedby={props["aria-describedby"]}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="residence_city"
          render={({ field, fieldState }) => (
            <FormField
              id={`${id}-residence-city`}
              label={t("residenceCity")}
              error={messageOf(fieldState.error)}
              className="sm:col-span-2"
            >
              {(props) => (
                <CityMultiSelect
                  id={props.id}
                  states={states}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={states.length === 0}
                  invalid={props["aria-invalid"]}
                  aria-describedby={props["aria-describedby"]}
                />
              )}
            </FormField>
          )}
        />
      </FieldGrid>
    </form>
  );
}
