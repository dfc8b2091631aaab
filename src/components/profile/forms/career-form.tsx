"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("profile.fields");
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
          name="job_post"
          id={`${id}-job-post`}
          label={t("jobTitle")}
          options={JOB_POSTS}
          group="jobPost"
        />
        <SelectField
          control={control}
          name="monthly_income"
          id={`${id}-monthly-income`}
          label={t("monthlyIncome")}
          options={MONTHLY_INCOMES}
          group="monthlyIncome"
        />
        <SelectField
          control={control}
          name="future_plan"
          id={`${id}-future-plan`}
          label={t("futurePlan")}
          options={FUTURE_PLANS}
          group="futurePlan"
        />
      </FieldGrid>
    </form>
  );
}
