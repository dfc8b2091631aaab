"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  PROFILE_DEFAULTS,
  type SecondMarriageInfo,
  secondMarriageInfoSchema,
} from "@/lib/validation/profile";
import { useSectionForm, withDefaults } from "./fields";
import { SecondMarriageFields } from "./second-marriage-fields";
import type { SectionFormProps } from "./types";

export type SecondMarriageValues = z.input<typeof secondMarriageInfoSchema>;

export function secondMarriageDefaults(): SecondMarriageValues {
  return { ...PROFILE_DEFAULTS.personal_info.second_marriage_info };
}

const resolver = zodResolver(secondMarriageInfoSchema);

/** The dedicated second-marriage edit (spec §4): the same questions as the personal step. */
export function SecondMarriageForm({
  id,
  defaultValues,
  onSubmit,
  serverErrors,
  onChange,
}: SectionFormProps<SecondMarriageValues, SecondMarriageInfo>) {
  const form = useSectionForm({
    resolver,
    defaultValues: withDefaults(secondMarriageDefaults(), defaultValues),
    serverErrors,
    onChange,
  });
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <SecondMarriageFields
        control={form.control}
        idPrefix={id}
        names={{
          kids_from_first_marriage: "kids_from_first_marriage",
          reason_for_second_marriage: "reason_for_second_marriage",
          family_approval: "family_approval",
          provide_separate_house: "provide_separate_house",
          accept_partner_kids: "accept_partner_kids",
        }}
      />
    </form>
  );
}
