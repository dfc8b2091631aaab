"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CitySelect, CountrySelect, StateSelect } from "@/components/location";
import { FormField } from "@/components/ui/form-field";
import { FAMILY_STATUSES, PROPERTY_SIZES, RESIDENCE_STATUSES } from "@/lib/options/profile";
import { PROFILE_DEFAULTS, type ResidentialInfo, residentialInfoSchema } from "@/lib/validation/profile";
import { FieldGrid, messageOf, SelectField, useSectionForm, withDefaults } from "./fields";
import type { SectionFormProps } from "./types";

export type ResidentialValues = z.input<typeof residentialInfoSchema>;

export function residentialDefaults(): ResidentialValues {
  return { ...PROFILE_DEFAULTS.residential_info };
}

const resolver = zodResolver(residentialInfoSchema);

/** Where the member lives: country, then its state, then its city (a new country clears both). */
export function ResidentialForm({
  id,
  defaultValues,
  onSubmit,
  serverErrors,
  onChange,
}: SectionFormProps<ResidentialValues, ResidentialInfo>) {
  const t = useTranslations("profile.fields");
  const form = useSectionForm({
    resolver,
    defaultValues: withDefaults(residentialDefaults(), defaultValues),
    serverErrors,
    onChange,
  });
  const { control } = form;
  const [country, state] = useWatch({ control, name: ["country", "residence_state"] });
  const clear = (name: "residence_state" | "residence_city") =>
    form.setValue(name, "", { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FieldGrid>
        <SelectField
          control={control}
          name="residence_status"
          id={`${id}-residence-status`}
          label={t("residenceStatus")}
          options={RESIDENCE_STATUSES}
          group="residenceStatus"
        />
        <SelectField
          control={control}
          name="property_size"
          id={`${id}-property-size`}
          label={t("propertySize")}
          options={PROPERTY_SIZES}
          group="propertySize"
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <FormField id={`${id}-country`} label={t("country")} error={messageOf(fieldState.error)}>
              {(props) => (
                <CountrySelect
                  id={props.id}
                  value={field.value}
                  onChange={(value) => {
                    if (value === field.value) return;
                    field.onChange(value);
                    clear("residence_state");
                    clear("residence_city");
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
            <FormField id={`${id}-state`} label={t("state")} error={messageOf(fieldState.error)}>
              {(props) => (
                <StateSelect
                  id={props.id}
                  country={country}
                  value={field.value}
                  onChange={(value) => {
                    if (value === field.value) return;
                    field.onChange(value);
                    clear("residence_city");
                  }}
                  disabled={!country}
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
            <FormField id={`${id}-city`} label={t("city")} error={messageOf(fieldState.error)}>
              {(props) => (
                <CitySelect
                  id={props.id}
                  state={state}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={!state}
                  invalid={props["aria-invalid"]}
                  aria-describedby={props["aria-describedby"]}
                />
              )}
            </FormField>
          )}
        />
        <SelectField
          control={control}
          name="family_status"
          id={`${id}-family-status`}
          label={t("familyStatus")}
          options={FAMILY_STATUSES}
          group="familyStatus"
        />
      </FieldGrid>
    </form>
  );
}
