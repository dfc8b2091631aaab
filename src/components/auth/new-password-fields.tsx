import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** A new password and its confirmation, as the reset form and Settings' password change ask for them. */
export function NewPasswordFields({
  idPrefix,
  labels,
  password,
  confirmPassword,
  errors,
}: {
  idPrefix: string;
  labels: { password: string; confirmPassword: string };
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
}) {
  // The password rules of spec §5, said once for every form that sets a password.
  const t = useTranslations("auth.fields");
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={labels.password}
        error={errors.password}
        hint={t("passwordHint")}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...password} />}
      </FormField>
      <FormField
        id={`${idPrefix}-confirm-password`}
        label={labels.confirmPassword}
        error={errors.confirmPassword}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...confirmPassword} />}
      </FormField>
    </>
  );
}
