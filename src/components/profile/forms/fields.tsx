"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef } from "react";
import {
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
} from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { type OptionGroup, optionLabel } from "@/lib/options/labels";
import { cn } from "@/lib/utils";

/** The first message of a field's error, also for lists and groups (`nationality.0`). */
export function messageOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.message === "string" && record.message) return record.message;
  for (const [key, nested] of Object.entries(record)) {
    if (key === "ref" || key === "type") continue;
    const message = messageOf(nested);
    if (message) return message;
  }
  return undefined;
}

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const segment of path.split(".")) {
    if (typeof current !== "object" || current === null || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

function isFieldPath<T extends FieldValues>(values: T, key: string): key is Path<T> {
  return hasPath(values, key);
}

/**
 * The server's per-field messages of one section: keys under `prefix` (`data` for the section
 * updates, `personal_info` and so on for the wizard's create) with the prefix taken off.
 */
export function sectionErrors(fields: Record<string, string>, prefix: string): Record<string, string> {
  const section: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    if (key.startsWith(`${prefix}.`)) section[key.slice(prefix.length + 1)] ??= message;
  }
  return section;
}

/** Laid over the defaults, leaving out what the caller did not have (null, undefined). */
export function withDefaults<T extends FieldValues>(defaults: T, values: Partial<T> | undefined): T {
  if (!values) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) merged[key] = value;
  }
  return merged as T;
}

/**
 * One section form's state: react-hook-form with the shared schema's resolver, validation on submit
 * and again as the member corrects, the server's messages placed under their fields, and every
 * change reported to `onChange`.
 */
export function useSectionForm<TValues extends FieldValues, TSubmit>({
  resolver,
  defaultValues,
  serverErrors,
  onChange,
}: {
  resolver: Resolver<TValues, unknown, TSubmit>;
  defaultValues: TValues;
  serverErrors?: Record<string, string>;
  onChange?: (values: TValues) => void;
}): UseFormReturn<TValues, unknown, TSubmit> {
  const form = useForm<TValues, unknown, TSubmit>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    // An error appearing on blur moves the buttons under the pointer and swallows the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  useEffect(() => {
    if (!serverErrors) return;
    const values = form.getValues();
    let first = true;
    for (const [key, message] of Object.entries(serverErrors)) {
      if (!isFieldPath(values, key)) continue;
      form.setError(key, { type: "server", message }, { shouldFocus: first });
      first = false;
    }
  }, [serverErrors, form]);

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onChangeRef.current?.(values),
      }),
    [form],
  );

  return form;
}

export type SelectOption = { readonly value: string | number; readonly label: string };

type SelectFieldProps<T extends FieldValues, TSubmit> = {
  control: Control<T, unknown, TSubmit>;
  name: FieldPath<T>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The `options` catalog group that labels these values in the page's language. */
  group?: OptionGroup;
  /** The stored value is a number (height, weight, counts): the select gives zod a number. */
  numeric?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
  /** After the field took the new value: for fields that depend on this one. */
  onValueChange?: (value: string | number) => void;
};

/**
 * A labelled native select bound to one field, controlled so that its shown option is always the
 * form's value (option lists change under it: maslak and caste follow the religion). A value that
 * is not listed shows 'Select…' and fails the schema with its own message.
 */
export function SelectField<T extends FieldValues, TSubmit>({
  control,
  name,
  id,
  label,
  options,
  group,
  numeric = false,
  disabled,
  hint,
  className,
  onValueChange,
}: SelectFieldProps<T, TSubmit>) {
  const { field, fieldState } = useController({ control, name });
  const t = useTranslations("profile.fields");
  const tOptions = useTranslations("options");
  const raw: unknown = field.value;
  const current =
    raw === null || raw === undefined || (typeof raw === "number" && Number.isNaN(raw)) ? "" : String(raw);
  const listed = options.some((option) => String(option.value) === current);
  return (
    <FormField id={id} label={label} error={messageOf(fieldState.error)} hint={hint} className={className}>
      {(controlProps) => (
        <Select
          {...controlProps}
          ref={field.ref}
          name={field.name}
          value={listed ? current : ""}
          disabled={disabled}
          onBlur={field.onBlur}
          onChange={(event) => {
            const value = numeric ? Number(event.target.value) : event.target.value;
            field.onChange(value);
            onValueChange?.(value);
          }}
        >
          {listed ? null : (
            <option value="" disabled>
              {t("select")}
            </option>
          )}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {group ? optionLabel(tOptions, group, String(option.value)) : option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * The section's fields in one column on phones, two from small tablets up. Each field keeps its
 * own height (`items-start`): stretched to a taller neighbour (one with a hint), a field's grid
 * rows grew and pushed its control down out of line with the neighbour's.
 */
export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("grid grid-cols-1 items-start gap-5 sm:grid-cols-2 sm:gap-x-4", className)}>
      {children}
    </div>
  );
}

/** A titled group of fields inside a form (e.g. the second-marriage questions). */
export function FieldGroup({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:col-span-2">
      <legend className="px-1 font-medium text-sm">{legend}</legend>
      {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      {children}
    </fieldset>
  );
}
