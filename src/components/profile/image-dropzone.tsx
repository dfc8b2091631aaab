"use client";

import { CheckCircle2Icon, ImageUpIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type ChangeEvent, type DragEvent, useEffect, useId, useState } from "react";
import { LocalizedMessage } from "@/components/i18n/localized-message";
import { Button } from "@/components/ui/button";
import { PHOTO_ACCEPT, PHOTO_NOT_AN_IMAGE, photoFileProblem } from "@/lib/profile-image";
import { cn } from "@/lib/utils";

export type ImageDropzoneProps = {
  /** The chosen file, not yet uploaded. */
  file: File | null;
  onFileChange(file: File | null): void;
  /** The stored photo's address: shown instead of a drop area, and no new upload until removed. */
  savedImageUrl?: string | null;
  /** 'Remove Image' on the saved photo (the owner deletes it on the server). */
  onRemoveSaved?(): void;
  disabled?: boolean;
  /** The owner's message (no photo on submit, the server's refusal), shown under the area. */
  error?: string;
  /** The file input's id; one is made up when not given. */
  id?: string;
  className?: string;
};

/**
 * The check a file gets before it may be sent (the server checks its bytes again): anything that
 * does not even say it is an image gets spec §5's alert, an image of another type or over 2 MB its
 * own message.
 */
function fileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return PHOTO_NOT_AN_IMAGE;
  return photoFileProblem(file);
}

/**
 * 'Profile Preview' (spec §2 "Image panel"): drop a photo or click to choose one (the hidden file
 * input stays focusable, so Tab and Space or Enter open the picker), a preview, 'Remove Image'.
 * While a saved photo exists it shows that, says 'Image already uploaded', and takes no upload.
 */
export function ImageDropzone({
  file,
  onFileChange,
  savedImageUrl,
  onRemoveSaved,
  disabled = false,
  error,
  id,
  className,
}: ImageDropzoneProps) {
  const generatedId = useId();
  const inputId = id ?? `profile-image-${generatedId}`;
  const titleId = `${inputId}-title`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const t = useTranslations("profile.image");
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const saved = Boolean(savedImageUrl);
  const locked = disabled || saved;
  const shown = saved ? (savedImageUrl ?? null) : preview;
  const message = problem ?? error ?? null;

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    const found = fileProblem(chosen);
    setProblem(found);
    if (!found) onFileChange(chosen);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Choosing the same file again after removing it must still fire a change.
    event.target.value = "";
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = locked ? "none" : "copy";
    if (!locked) setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (locked) return;
    take(event.dataTransfer.files[0]);
  };

  const remove = () => {
    setProblem(null);
    if (saved) onRemoveSaved?.();
    else onFileChange(null);
  };

  return (
    <div data-slot="image-dropzone" className={cn("grid gap-2", className)}>
      <span id={titleId} className="font-medium text-sm leading-none">
        {t("title")}
      </span>
      <label
        htmlFor={inputId}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "relative flex min-h-56 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed bg-muted/30 p-4 text-center transition-colors",
          "focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
          locked ? "cursor-default" : "cursor-pointer hover:bg-muted/60",
          dragging && "border-primary bg-primary/5",
          message && "border-destructive",
        )}
      >
        <input
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          className="sr-only"
          disabled={locked}
          aria-labelledby={titleId}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(" ")}
          aria-invalid={message ? true : undefined}
          onChange={onInput}
        />
        {shown ? (
          // A blob: URL or our access-checked image route: nothing for next/image to optimise.
          // biome-ignore lint/performance/noImgElement: see above.
          <img
            src={shown}
            alt={saved ? t("savedAlt") : t("previewAlt")}
            className="max-h-64 w-auto max-w-full rounded-md object-contain"
          />
        ) : (
          <ImageUpIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        )}
        <span id={hintId} className="text-muted-foreground text-sm">
          {saved ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
              <CheckCircle2Icon aria-hidden="true" className="size-4 text-emerald-600" />
              {t("alreadyUploaded")}
            </span>
          ) : file ? (
            <>
              <span className="block break-all font-medium text-foreground">{file.name}</span>
              {t("notUploaded")}
            </>
          ) : (
            <>
              <span className="block font-medium text-foreground">{t("drop")}</span>
              {t("formats")}
            </>
          )}
        </span>
      </label>
      {message ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          <LocalizedMessage message={message} />
        </p>
      ) : null}
      {shown ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={remove}
          disabled={disabled || (saved && !onRemoveSaved)}
        >
          <Trash2Icon aria-hidden="true" />
          {t("remove")}
        </Button>
      ) : null}
    </div>
  );
}
