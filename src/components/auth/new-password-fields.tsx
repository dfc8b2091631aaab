import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** The password rules of spec §5, said once for every form that sets a password. */
export const PASSWORD_HINT =
  "At least 8 characters, with a lowercase and an uppercase letter, a number and one of @$!%*?&.";

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
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={labels.password}
        error={errors.password}
        hint={PASSWORD_HINT}
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
