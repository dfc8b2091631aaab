"use client";

import { useTranslations } from "next-intl";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { KIDS_MAX, SECOND_MARRIAGE_REASONS, YES_NO } from "@/lib/options/profile";
import { FieldGrid, SelectField } from "./fields";

const KIDS = Array.from({ length: KIDS_MAX + 1 }, (_, n) => ({ value: n, label: String(n) }));

export type SecondMarriageNames<T extends FieldValues> = {
  kids_from_first_marriage: FieldPath<T>;
  reason_for_second_marriage: FieldPath<T>;
  family_approval: FieldPath<T>;
  provide_separate_house: FieldPath<T>;
  accept_partner_kids: FieldPath<T>;
};

/**
 * The second-marriage questions, shared by the personal form (nested under
 * `second_marriage_info`) and the dedicated second-marriage form (top level): the caller names
 * where each answer lives.
 */
export function SecondMarriageFields<T extends FieldValues, TSubmit>({
  control,
  names,
  idPrefix,
}: {
  control: Control<T, unknown, TSubmit>;
  names: SecondMarriageNames<T>;
  idPrefix: string;
}) {
  const t = useTranslations("profile.fields");
  return (
    <FieldGrid>
      <SelectField
        control={control}
        name={names.kids_from_first_marriage}
        id={`${idPrefix}-kids`}
        label={t("kids")}
        options={KIDS}
        numeric
      />
      <SelectField
        control={control}
        name={names.reason_for_second_marriage}
        id={`${idPrefix}-reason`}
        label={t("reason")}
        options={SECOND_MARRIAGE_REASONS}
        group="secondMarriageReason"
      />
      <SelectField
        control={control}
        name={names.family_approval}
        id={`${idPrefix}-family-approval`}
        label={t("familyApproval")}
        options={YES_NO}
        group="yesNo"
      />
      <SelectField
        control={control}
        name={names.provide_separate_house}
        id={`${idPrefix}-separate-house`}
        label={t("separateHouse")}
        options={YES_NO}
        group="yesNo"
      />
      <SelectField
        control={control}
        name={names.accept_partner_kids}
        id={`${idPrefix}-accept-kids`}
        label={t("acceptKids")}
        options={YES_NO}
        group="yesNo"
      />
    </FieldGrid>
  );
}
