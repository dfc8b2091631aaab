/**
 * What every profile section form takes, in the wizard and in the profile page's edit modals. The
 * form renders a `<form id={id}>` without buttons: its owner renders them with `form={id}`.
 */
export type SectionFormProps<TValues, TSubmit> = {
  /** The `<form>` element's id, for the owner's `<button type="submit" form={id}>`. */
  id: string;
  /** Laid over the spec's defaults; null and undefined values keep the default. */
  defaultValues?: Partial<TValues>;
  /** Called with the values the shared schema accepted. */
  onSubmit(values: TSubmit): void | Promise<void>;
  mode?: "create" | "edit";
  /** Per-field messages (keys are this section's field paths, e.g. `first_name`). */
  serverErrors?: Record<string, string>;
  /** Every change, with the form's current (unvalidated) values. */
  onChange?(values: TValues): void;
};
