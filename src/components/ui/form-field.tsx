import type { ReactNode } from "react";
import { LocalizedMessage } from "@/components/i18n/localized-message";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** What a control needs to be tied to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** The message shown under the control, exactly as the schema (or the server) words it. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Rendered beside the label, at the end (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

export function fieldErrorId(id: string) {
  return `${id}-error`;
}

export function FormField({ id, label, error, hint, className, labelAside, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? fieldErrorId(id) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      {labelAside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} data-slot="field-error" className="text-destructive text-sm">
      <LocalizedMessage message={message} />
    </p>
  );
}
