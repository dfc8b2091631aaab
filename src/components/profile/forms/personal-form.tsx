"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type Resolver, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CountrySelect, LanguageCombobox } from "@/components/location";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { AGE_MIN, GENDERS, HEIGHTS, MARITAL_STATUSES, WEIGHTS } from "@/lib/options/profile";
import {
  type PersonalInfoUpdate,
  PROFILE_DEFAULTS,
  personalInfoSchema,
  personalInfoUpdateSchema,
} from "@/lib/validation/profile";
import { FieldGrid, FieldGroup, messageOf, SelectField, useSectionForm, withDefaults } from "./fields";
import { SecondMarriageFields } from "./second-marriage-fields";
import type { SectionFormProps } from "./types";

export type PersonalValues = z.input<typeof personalInfoSchema>;

export function personalDefaults(): PersonalValues {
  const defaults = PROFILE_DEFAULTS.personal_info;
  return { ...defaults, second_marriage_info: { ...defaults.second_marriage_info } };
}

const createResolver = zodResolver(personalInfoSchema);
const editResolver = zodResolver(personalInfoUpdateSchema);

/**
 * Create mode asks the second-marriage questions only when the member is not single, and a single
 * member sends none. Edit mode leaves them to their own form (the server keeps the stored answers).
 */
const resolverFor =
  (mode: "create" | "edit"): Resolver<PersonalValues, unknown, PersonalInfoUpdate> =>
  (values, context, options) => {
    if (mode === "edit") {
      // Field names only steer field-array errors, which this form has none of.
      const editOptions = { ...options, names: undefined };
      return editResolver({ ...values, second_marriage_info: undefined }, context, editOptions);
    }
    const asked = values.marital_status !== "single";
    return createResolver(
      { ...values, second_marriage_info: asked ? values.second_marriage_info : null },
      context,
      options,
    );
  };

/** The latest date of birth that is 18 today, for the date picker's `max`. */
function latestDob(today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - AGE_MIN, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/**
 * Personal information (spec §3, §5). In edit mode gender and date of birth are shown but cannot be
 * changed, and are not sent (the server refuses to change them).
 */
export function PersonalForm({
  id,
  defaultValues,
  onSubmit,
  mode = "create",
  serverErrors,
  onChange,
}: SectionFormProps<PersonalValues, PersonalInfoUpdate>) {
  const defaults = personalDefaults();
  const form = useSectionForm({
    resolver: resolverFor(mode),
    defaultValues: {
      ...withDefaults(defaults, defaultValues),
      // Null for a single member: the questions still need their defaults if the status changes.
      second_marriage_info: defaultValues?.second_marriage_info ?? defaults.second_marriage_info,
    },
    serverErrors,
    onChange,
  });
  const { errors } = form.formState;
  const maritalStatus = useWatch({ control: form.control, name: "marital_status" });
  const editing = mode === "edit";

  const submit = form.handleSubmit(async (values) => {
    if (editing) {
      const { gender: _gender, dob: _dob, second_marriage_info: _secondMarriage, ...editable } = values;
      await onSubmit(editable);
    } else {
      await onSubmit(values);
    }
  });

  return (
    <form id={id} noValidate onSubmit={submit} className="grid gap-5">
      <FieldGrid>
        <FormField id={`${id}-first-name`} label="First name" error={errors.first_name?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register("first_name")} />}
        </FormField>
        <FormField id={`${id}-last-name`} label="Last name" error={errors.last_name?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register("last_name")} />}
        </FormField>
        <SelectField
          control={form.control}
          name="gender"
          id={`${id}-gender`}
          label="Gender"
          options={GENDERS}
          disabled={editing}
          hint={editing ? "Gender cannot be changed." : undefined}
        />
        <FormField
          id={`${id}-dob`}
          label="Date of birth"
          error={errors.dob?.message}
          hint={editing ? "Date of birth cannot be changed." : "You must be at least 18 years old."}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              autoComplete="bday"
              max={latestDob()}
              disabled={editing}
              {...form.register("dob")}
            />
          )}
        </FormField>
        <SelectField
          control={form.control}
          name="marital_status"
          id={`${id}-marital-status`}
          label="Marital status"
          options={MARITAL_STATUSES}
        />
        <SelectField
          control={form.control}
          name="height"
          id={`${id}-height`}
          label="Height"
          options={HEIGHTS}
          numeric
        />
        <SelectField
          control={form.control}
          name="weight"
          id={`${id}-weight`}
          label="Weight"
          options={WEIGHTS}
          numeric
        />
        <Controller
          control={form.control}
          name="mother_tongue"
          render={({ field, fieldState }) => (
            <FormField id={`${id}-mother-tongue`} label="Mother tongue" error={messageOf(fieldState.error)}>
              {(control) => (
                <LanguageCombobox
                  id={control.id}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={control["aria-invalid"]}
                  aria-describedby={control["aria-describedby"]}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="nationality"
          render={({ field, fieldState }) => (
            <FormField id={`${id}-nationality`} label="Nationality" error={messageOf(fieldState.error)}>
              {(control) => (
                <CountrySelect
                  id={control.id}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={control["aria-invalid"]}
                  aria-describedby={control["aria-describedby"]}
                />
              )}
            </FormField>
          )}
        />
        {!editing && maritalStatus !== "single" ? (
          <FieldGroup
            legend="Second marriage"
            description="As you are not single, please tell us about your previous marriage."
          >
            <SecondMarriageFields
              control={form.control}
              idPrefix={id}
              names={{
                kids_from_first_marriage: "second_marriage_info.kids_from_first_marriage",
                reason_for_second_marriage: "second_marriage_info.reason_for_second_marriage",
                family_approval: "second_marriage_info.family_approval",
                provide_separate_house: "second_marriage_info.provide_separate_house",
                accept_partner_kids: "second_marriage_info.accept_partner_kids",
              }}
            />
          </FieldGroup>
        ) : null}
      </FieldGrid>
    </form>
  );
}
