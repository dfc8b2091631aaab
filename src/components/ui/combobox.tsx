"use client";

import { CheckIcon, ChevronDownIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/utils";

/** One choice: the stored value, the text shown, and extra words the filter also matches. */
export type ComboboxOption = { value: string; label: string; keywords?: string };

type CommonProps = {
  id: string;
  options: readonly ComboboxOption[];
  disabled?: boolean;
  invalid?: boolean;
  "aria-describedby"?: string;
  placeholder?: string;
  /** The listbox's accessible name, e.g. "Countries". */
  listLabel: string;
  /** Options are still on their way. */
  loading?: boolean;
  /** Shown when there are no options at all (not merely no match). */
  emptyText?: string;
  /** The text of a value that is not (yet) among the options; the value itself by default. */
  fallbackLabel?: (value: string) => string;
  /** At most this many matches are rendered; typing narrows the rest. */
  limit?: number;
  className?: string;
};

export type ComboboxProps = CommonProps & { value: string; onChange: (value: string) => void };
export type MultiComboboxProps = CommonProps & {
  value: readonly string[];
  onChange: (value: string[]) => void;
};

const DEFAULT_LIMIT = 100;

/** Case- and accent-insensitive text for matching ("Multān" finds "multan"). */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

type Indexed = { option: ComboboxOption; text: string };

const WORD_STARTS = [" ", "(", "-", "/", ","];

/** Matches at the start first, then at a word's start, then anywhere; the options' order within each. */
function filterOptions(indexed: readonly Indexed[], query: string): ComboboxOption[] {
  const needle = fold(query.trim());
  if (!needle) return indexed.map((entry) => entry.option);
  const starts: ComboboxOption[] = [];
  const words: ComboboxOption[] = [];
  const inside: ComboboxOption[] = [];
  for (const { option, text } of indexed) {
    const at = text.indexOf(needle);
    if (at === 0) starts.push(option);
    else if (at > 0) (WORD_STARTS.some((mark) => text.includes(mark + needle)) ? words : inside).push(option);
  }
  return [...starts, ...words, ...inside];
}

/**
 * What both comboboxes share: the query, the open popup, the active option and the keys of the
 * ARIA 1.2 combobox pattern (focus stays in the text box; aria-activedescendant moves).
 */
function useComboboxState(props: CommonProps, onPick: (option: ComboboxOption) => void, keepOpen: boolean) {
  const { options, limit = DEFAULT_LIMIT } = props;
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const indexed = useMemo(
    () =>
      options.map((option) => ({
        option,
        text: fold(option.keywords ? `${option.label} ${option.keywords}` : option.label),
      })),
    [options],
  );
  const matches = useMemo(() => filterOptions(indexed, query ?? ""), [indexed, query]);
  const shown = matches.length > limit ? matches.slice(0, limit) : matches;

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };

  // A dialog (Radix) closes on Escape from a capturing listener on document; one on window runs
  // first, so the first Escape closes only the list.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      setQuery(null);
    };
    window.addEventListener("keydown", onEscape, true);
    return () => window.removeEventListener("keydown", onEscape, true);
  }, [open]);

  const pick = (option: ComboboxOption) => {
    onPick(option);
    if (keepOpen) {
      setQuery(null);
    } else {
      close();
    }
  };

  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    // Something typed: the best match is active, so Enter takes it.
    setActive(text.trim() ? 0 : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(shown.length > 0 ? 0 : -1);
        } else if (shown.length > 0) {
          setActive((index) => (index + 1) % shown.length);
        }
        return;
      }
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(shown.length - 1);
        } else if (shown.length > 0) {
          setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
        }
        return;
      }
      case "Enter": {
        const option = open ? shown[active] : undefined;
        if (option) {
          // Choosing is not submitting the form.
          event.preventDefault();
          pick(option);
        }
        return;
      }
      case "Escape": {
        // (An open list is closed by the window listener above.) Escape drops what was typed.
        if (query !== null) {
          event.preventDefault();
          close();
        }
        return;
      }
      case "Tab":
        close();
        return;
    }
  };

  return {
    listId,
    optionId,
    open,
    setOpen,
    query,
    type,
    active,
    setActive,
    listRef,
    inputRef,
    matches,
    shown,
    close,
    pick,
    onKeyDown,
  };
}

type State = ReturnType<typeof useComboboxState>;

function inputAria(props: CommonProps, state: State) {
  return {
    id: props.id,
    role: "combobox" as const,
    "aria-expanded": state.open,
    "aria-controls": state.listId,
    "aria-autocomplete": "list" as const,
    "aria-activedescendant": state.open && state.active >= 0 ? state.optionId(state.active) : undefined,
    "aria-invalid": props.invalid || undefined,
    "aria-describedby": props["aria-describedby"],
    autoComplete: "off",
    spellCheck: false,
    disabled: props.disabled,
  };
}

function Popup({
  props,
  state,
  isSelected,
  multiselectable,
}: {
  props: CommonProps;
  state: State;
  isSelected: (value: string) => boolean;
  multiselectable: boolean;
}) {
  const t = useTranslations("common.combobox");
  const { loading, emptyText = t("empty"), limit = DEFAULT_LIMIT } = props;
  let status: ReactNode = null;
  if (loading) status = t("loading");
  else if (props.options.length === 0) status = emptyText;
  else if (state.matches.length === 0) status = t("noMatch");
  else if (state.matches.length > limit) {
    status = t("showing", { limit, count: state.matches.length.toLocaleString("en") });
  }
  return (
    <div
      data-slot="combobox-popup"
      hidden={!state.open}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
    >
      <div
        ref={state.listRef}
        id={state.listId}
        role="listbox"
        aria-label={props.listLabel}
        aria-multiselectable={multiselectable || undefined}
        className="max-h-60 overflow-y-auto p-1"
      >
        {state.open
          ? state.shown.map((option, index) => {
              const selected = isSelected(option.value);
              return (
                // Keys are handled by the text box, which keeps focus (aria-activedescendant).
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                <div
                  key={option.value}
                  id={state.optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  data-index={index}
                  data-active={index === state.active || undefined}
                  // Keep focus in the text box: the click chooses, the box stays focused.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== state.active && state.setActive(index)}
                  onClick={() => state.pick(option)}
                  className={cn(
                    "flex cursor-default select-none items-center gap-2 rounded-sm py-2 ps-2 pe-8 text-sm relative",
                    "data-[active]:bg-accent data-[active]:text-accent-foreground",
                  )}
                >
                  <span className="min-w-0 break-words">{option.label}</span>
                  {selected ? (
                    <CheckIcon aria-hidden="true" className="absolute end-2 size-4 text-primary" />
                  ) : null}
                </div>
              );
            })
          : null}
      </div>
      {status ? (
        <p role="status" className="border-t px-3 py-2 text-muted-foreground text-xs">
          {status}
        </p>
      ) : null}
    </div>
  );
}

const boxClass = cn(
  "w-full min-w-0 rounded-md border border-input bg-background text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm",
  "has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50",
  "has-[input[aria-invalid=true]]:border-destructive has-[input[aria-invalid=true]]:ring-destructive/20",
  "has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-50",
);

function labelFor(props: CommonProps, value: string): string {
  return (
    props.options.find((option) => option.value === value)?.label ?? props.fallbackLabel?.(value) ?? value
  );
}

/** A searchable single choice: type to filter, arrows to move, Enter to choose, Escape to close. */
export function Combobox(props: ComboboxProps) {
  const t = useTranslations("common.combobox");
  const { value, onChange, placeholder, className } = props;
  const state = useComboboxState(props, (option) => onChange(option.value), false);
  const { inputRef } = state;
  const selectedLabel = value ? labelFor(props, value) : "";

  return (
    <div data-slot="combobox" className={cn("relative", className)}>
      <div className={cn(boxClass, "flex h-10 items-center")}>
        <input
          ref={inputRef}
          {...inputAria(props, state)}
          value={state.query ?? selectedLabel}
          placeholder={placeholder}
          onChange={(event) => state.type(event.target.value)}
          onClick={() => state.setOpen(true)}
          onKeyDown={state.onKeyDown}
          onBlur={state.close}
          className="h-full min-w-0 flex-1 bg-transparent py-2 ps-3 outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t(state.open ? "hide" : "show", { list: props.listLabel.toLowerCase() })}
          disabled={props.disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            if (state.open) state.close();
            else state.setOpen(true);
          }}
          className="flex h-full shrink-0 items-center px-3 text-muted-foreground disabled:cursor-not-allowed"
        >
          <ChevronDownIcon aria-hidden="true" className="size-4" />
        </button>
      </div>
      <Popup props={props} state={state} isSelected={(option) => option === value} multiselectable={false} />
    </div>
  );
}

/** A searchable list of choices shown as chips; choosing a chosen option again removes it. */
export function MultiCombobox(props: MultiComboboxProps) {
  const t = useTranslations("common.combobox");
  const { value, onChange, placeholder, className, disabled } = props;
  const chosen = useMemo(() => new Set(value), [value]);
  const state = useComboboxState(
    props,
    (option) =>
      onChange(
        chosen.has(option.value) ? value.filter((code) => code !== option.value) : [...value, option.value],
      ),
    true,
  );
  const { inputRef } = state;

  const remove = (code: string) => {
    onChange(value.filter((item) => item !== code));
    inputRef.current?.focus();
  };

  return (
    <div data-slot="multi-combobox" className={cn("relative", className)}>
      <div className={cn(boxClass, "flex min-h-10 flex-wrap items-center gap-1.5 py-1.5 ps-2 pe-1")}>
        {value.length > 0 ? (
          <ul
            aria-label={t("chosen", { list: props.listLabel.toLowerCase() })}
            className="flex min-w-0 max-w-full flex-wrap gap-1.5"
          >
            {value.map((code) => {
              const label = labelFor(props, code);
              return (
                <li
                  key={code}
                  className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-0.5 ps-2.5 pe-1 text-secondary-foreground text-sm"
                >
                  <span className="min-w-0 truncate">{label}</span>
                  <button
                    type="button"
                    aria-label={t("remove", { label })}
                    disabled={disabled}
                    onClick={() => remove(code)}
                    className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-background/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none"
                  >
                    <XIcon aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          {...inputAria(props, state)}
          value={state.query ?? ""}
          placeholder={placeholder}
          onChange={(event) => state.type(event.target.value)}
          onClick={() => state.setOpen(true)}
          onKeyDown={(event) => {
            // Backspace in an empty box takes the last chip off, as in any tag input.
            if (event.key === "Backspace" && !state.query && value.length > 0) {
              event.preventDefault();
              onChange(value.slice(0, -1));
              return;
            }
            state.onKeyDown(event);
          }}
          onBlur={state.close}
          className="h-7 min-w-32 flex-1 bg-transparent px-1 outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
      </div>
      <Popup props={props} state={state} isSelected={(code) => chosen.has(code)} multiselectable />
    </div>
  );
}
