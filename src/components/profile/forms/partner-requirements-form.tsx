"use client";

import { zodResolver } from "@hookform/resolvers/zod";
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
import {
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
const MIN_HEIGHTS = HEIGHTS.filter((height) => height.value <= 7).map((height) => ({
  value: height.value,
  label: `${height.label} and above`,
}));

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
}: SectionFormProps<PartnerRequirementsValues, PartnerRequirements>) {
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
  const agePresets = AGE_RANGE_PRESETS.map((preset) => ({ ...preset, key: `${preset.min}-${preset.max}` }));
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
          label="Religion"
          options={RELIGIONS}
          onValueChange={resetWithReligion}
        />
        <SelectField
          control={control}
          name="maslak"
          id={`${id}-maslak`}
          label="Maslak"
          options={maslaksFor(religion)}
        />
        <SelectField
          control={control}
          name="caste"
          id={`${id}-caste`}
          label="Caste"
          options={castesFor(religion)}
        />
        <FormField id={ageId} label="Age range" error={ageError}>
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
                  Select…
                </option>
              )}
              {agePresets.map((preset) => (
                <option key={preset.key} value={preset.key}>
                  {preset.label} years
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <SelectField
          control={control}
          name="height_range"
          id={`${id}-height-range`}
          label="Height range"
          options={MIN_HEIGHTS}
          numeric
        />
        <SelectField
          control={control}
          name="complexion"
          id={`${id}-complexion`}
          label="Complexion"
          options={COMPLEXIONS}
        />
        <SelectField
          control={control}
          name="body_type"
          id={`${id}-body-type`}
          label="Body type"
          options={BODY_TYPES}
        />
        <SelectField
          control={control}
          name="marital_status"
          id={`${id}-marital-status`}
          label="Marital status"
          options={MARITAL_STATUSES}
        />
        <SelectField
          control={control}
          name="education"
          id={`${id}-education`}
          label="Education"
          options={EDUCATIONS}
        />
        <SelectField
          control={control}
          name="profession"
          id={`${id}-profession`}
          label="Profession"
          options={PROFESSIONS}
        />
        <SelectField
          control={control}
          name="income_range"
          id={`${id}-income-range`}
          label="Income range"
          options={MONTHLY_INCOMES}
        />
        <SelectField
          control={control}
          name="family_status"
          id={`${id}-family-status`}
          label="Family status"
          options={FAMILY_STATUSES}
        />
        <SelectField
          control={control}
          name="religious_status"
          id={`${id}-religious-status`}
          label="Religious status"
          options={RELIGIOUS_STATUSES}
        />
        <Controller
          control={control}
          name="mother_tongue"
          render={({ field, fieldState }) => (
            <FormField id={`${id}-mother-tongue`} label="Mother tongue" error={messageOf(fieldState.error)}>
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
              label="Nationality"
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
              label="Residence state"
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
              label="Residence city"
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
