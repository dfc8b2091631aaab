"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { EDUCATIONS, FUTURE_PLANS, JOB_POSTS, MONTHLY_INCOMES, PROFESSIONS } from "@/lib/options/profile";
import { type CareerInfo, careerInfoSchema, PROFILE_DEFAULTS } from "@/lib/validation/profile";
import { FieldGrid, SelectField, useSectionForm, withDefaults } from "./fields";
import type { SectionFormProps } from "./types";

export type CareerValues = z.input<typeof careerInfoSchema>;

export function careerDefaults(): CareerValues {
  return { ...PROFILE_DEFAULTS.career_info };
}

const resolver = zodResolver(careerInfoSchema);

export function CareerForm({
  id,
  defaultValues,
  onSubmit,
  serverErrors,
  onChange,
}: SectionFormProps<CareerValues, CareerInfo>) {
  const form = useSectionForm({
    resolver,
    defaultValues: withDefaults(careerDefaults(), defaultValues),
    serverErrors,
    onChange,
  });
  const { control } = form;
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FieldGrid>
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
          name="job_post"
          id={`${id}-job-post`}
          label="Job title"
          options={JOB_POSTS}
        />
        <SelectField
          control={control}
          name="monthly_income"
          id={`${id}-monthly-income`}
          label="Monthly income"
          options={MONTHLY_INCOMES}
        />
        <SelectField
          control={control}
          name="future_plan"
          id={`${id}-future-plan`}
          label="Future plan"
          options={FUTURE_PLANS}
        />
      </FieldGrid>
    </form>
  );
}
