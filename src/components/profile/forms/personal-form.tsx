"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, type Resolver, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CountrySelect, LanguageCombobox } from "@/components/location";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { heightLabel, useOptionsTranslator, weightLabel } from "@/lib/options/labels";
import { AGE_MIN, GENDERS, HEIGHTS, MARITAL_STATUSES, WEIGHTS } from "@/lib/options/profile";
import {
  type PersonalInfoUpdate,
  PROFILE_DEFAULTS,
  personalInfoSchema,
  personalInfoUpdateSchema,
} from "@/lib/validation/profile";
import { type MeasureConfirmation, UNCONFIRMED_MEASURES } from "@/lib/wizard-draft";
import { FieldGrid, FieldGroup, messageOf, SelectField, useSectionForm, withDefaults } from "./fields";
import { SecondMarriageFields } from "./second-marriage-fields";
import type { SectionFormProps } from "./types";

/**
 * The section's values; in the wizard also whether the member chose or confirmed height and
 * weight (docs/decisions/0036): the starting 3.5 ft and 50 kg are not answers until then. The
 * flags live in the draft only; the schema drops them from what is sent.
 */
export type PersonalValues = z.input<typeof personalInfoSchema> & Partial<MeasureConfirmation>;

export function personalDefaults(): PersonalValues {
  const defaults = PROFILE_DEFAULTS.personal_info;
  return { ...defaults, second_marriage_info: { ...defaults.second_marriage_info } };
}

/** The wizard's starting values: the spec's defaults, height and weight not yet confirmed. */
export function personalWizardDefaults(): PersonalValues & MeasureConfirmation {
  return { ...personalDefaults(), ...UNCONFIRMED_MEASURES };
}

type ConfirmMessages = { height: string; weight: string };

/** Adds 'choose or confirm' to height and weight while the wizard's member has not done either. */
function withMeasuresConfirmed(
  result: Awaited<ReturnType<Resolver<PersonalValues, unknown, PersonalInfoUpdate>>>,
  values: PersonalValues,
  messages: ConfirmMessages,
): Awaited<ReturnType<Resolver<PersonalValues, unknown, PersonalInfoUpdate>>> {
  const missing: Record<string, { type: string; message: string }> = {};
  if (values.height_confirmed === false) missing.height = { type: "confirm", message: messages.height };
  if (values.weight_confirmed === false) missing.weight = { type: "confirm", message: messages.weight };
  if (Object.keys(missing).length === 0) return result;
  return { values: {}, errors: { ...missing, ...result.errors } };
}

const createResolver = zodResolver(personalInfoSchema);
const editResolver = zodResolver(personalInfoUpdateSchema);

/**
 * Create mode asks the second-marriage questions only when the member is not single, and a single
 * member sends none. Edit mode leaves them to their own form (the server keeps the stored answers).
 */
const resolverFor =
  (
    mode: "create" | "edit",
    confirm: ConfirmMessages,
  ): Resolver<PersonalValues, unknown, PersonalInfoUpdate> =>
  async (values, context, options) => {
    if (mode === "edit") {
      // Field names only steer field-array errors, which this form has none of.
      const editOptions = { ...options, names: undefined };
      return editResolver({ ...values, second_marriage_info: undefined }, context, editOptions);
    }
    const asked = values.marital_status !== "single";
    const result = await createResolver(
      { ...values, second_marriage_info: asked ? values.second_marriage_info : null },
      context,
      options,
    );
    return withMeasuresConfirmed(result, values, confirm);
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
  const t = useTranslations("profile.fields");
  const defaults = personalDefaults();
  const form = useSectionForm({
    resolver: resolverFor(mode, { height: t("confirmHeight"), weight: t("confirmWeight") }),
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
  const tOptions = useOptionsTranslator();
  const heights = HEIGHTS.map((height) => ({
    value: height.value,
    label: heightLabel(tOptions, height.value),
  }));
  const weights = WEIGHTS.map((weight) => ({
    value: weight.value,
    label: weightLabel(tOptions, weight.value),
  }));
  const [heightConfirmed, weightConfirmed] = useWatch({
    control: form.control,
    name: ["height_confirmed", "weight_confirmed"],
  });
  const asksConfirmation = heightConfirmed === false || weightConfirmed === false;
  const confirmMeasure = (name: "height_confirmed" | "weight_confirmed") =>
    form.setValue(name, true, { shouldValidate: form.formState.isSubmitted });

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
        <FormField id={`${id}-first-name`} label={t("firstName")} error={errors.first_name?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register("first_name")} />}
        </FormField>
        <FormField id={`${id}-last-name`} label={t("lastName")} error={errors.last_name?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register("last_name")} />}
        </FormField>
        <SelectField
          control={form.control}
          name="gender"
          id={`${id}-gender`}
          label={t("gender")}
          options={GENDERS}
          group="gender"
          disabled={editing}
          hint={editing ? t("genderLocked") : undefined}
        />
        <FormField
          id={`${id}-dob`}
          label={t("dob")}
          error={errors.dob?.message}
          hint={editing ? t("dobLocked") : t("dobHint")}
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
          label={t("maritalStatus")}
          options={MARITAL_STATUSES}
          group="maritalStatus"
        />
        <SelectField
          control={form.control}
          name="height"
          id={`${id}-height`}
          label={t("height")}
          options={heights}
          numeric
          hint={heightConfirmed === false ? t("measuresHint") : undefined}
          onValueChange={() => confirmMeasure("height_confirmed")}
        />
        <SelectField
          control={form.control}
          name="weight"
          id={`${id}-weight`}
          label={t("weight")}
          options={weights}
          numeric
          hint={weightConfirmed === false ? t("measuresHint") : undefined}
          onValueChange={() => confirmMeasure("weight_confirmed")}
        />
        {!editing && heightConfirmed !== undefined ? (
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={!asksConfirmation}
              onChange={(event) => {
                const confirmed = event.target.checked;
                const options = { shouldValidate: form.formState.isSubmitted };
                form.setValue("height_confirmed", confirmed, options);
                form.setValue("weight_confirmed", confirmed, options);
              }}
            />
            {t("confirmMeasures")}
          </label>
        ) : null}
        <Controller
          control={form.control}
          name="mother_tongue"
          render={({ field, fieldState }) => (
            <FormField
              id={`${id}-mother-tongue`}
              label={t("motherTongue")}
              error={messageOf(fieldState.error)}
            >
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
            <FormField id={`${id}-nationality`} label={t("nationality")} error={messageOf(fieldState.error)}>
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
          <FieldGroup legend={t("secondMarriage")} description={t("secondMarriageIntro")}>
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
