"use client";

import { ImageIcon, Loader2Icon, PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { reportNetworkFailure } from "@/components/network/report-network-failure";
import { ImageDropzone } from "@/components/profile/image-dropzone";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { localizeMessage } from "@/i18n/localize-message";
import { GENERIC_ERROR, OFFLINE_MESSAGE } from "@/lib/error-messages";
import {
  PHOTO_REMOVED,
  PHOTO_REQUIRED,
  PHOTO_UPLOADED,
  photoFileProblem,
  placeholderImage,
} from "@/lib/profile-image";
import { RestError, restRequest } from "@/lib/rest-client";

type RestAnswer = { message?: string; error?: string; fields?: Record<string, string> };

/** PUT /api/profile/update/profile-image (multipart: file, profileId): the server replaces the photo. */
async function replacePhoto(file: File, profileId: string): Promise<string | undefined> {
  const body = new FormData();
  body.append("file", file);
  body.append("profileId", profileId);
  let response: Response;
  try {
    response = await fetch("/api/profile/update/profile-image", {
      method: "PUT",
      body,
      credentials: "same-origin",
    });
  } catch {
    throw new RestError(OFFLINE_MESSAGE, 0);
  }
  const answer = (await response.json().catch(() => null)) as RestAnswer | null;
  if (!response.ok) throw new RestError(answer?.error ?? GENERIC_ERROR, response.status, answer?.fields);
  return answer?.message;
}

async function removePhoto(profileId: string): Promise<string | undefined> {
  const result = await restRequest("/api/profile/delete/profile-image", {
    method: "DELETE",
    body: { profile_id: profileId },
  });
  return result.message;
}

/**
 * The profile page's photo section (spec §2 "Image panel"): the current photo, and an 'Edit' modal
 * with the 'Profile Preview' drop zone. While a saved photo exists the zone says 'Image already
 * uploaded' and takes no file. 'Remove Image' on the saved photo deletes it on the server at once
 * (spec: removing clears the preview and the saved image) and refreshes the page; focus then goes
 * to the drop zone, where a new file can be chosen and sent with 'Update Now' (one PUT).
 * 'Cancel' forgets a chosen, unsent file.
 */
export function ImagePanel({
  profileId,
  imageUrl,
  gender,
}: {
  profileId: string;
  imageUrl: string | null;
  gender: string | null;
}) {
  const t = useTranslations("profile");
  return (
    <section
      aria-labelledby="profile-image-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <h2 id="profile-image-title" className="min-w-0 break-words font-semibold text-lg leading-tight">
          {t("sections.image")}
        </h2>
        <EditImageDialog profileId={profileId} imageUrl={imageUrl} />
      </div>
      <div className="grid justify-items-center gap-3 px-4 py-4 sm:px-6">
        {/* biome-ignore lint/performance/noImgElement: the photo route checks the viewer's session, which next/image's optimiser would not carry. */}
        <img
          src={imageUrl ?? placeholderImage(gender)}
          alt={imageUrl ? t("imagePanel.photoAlt") : t("imagePanel.noPhotoAlt")}
          width={240}
          height={240}
          className="aspect-square w-full max-w-60 rounded-lg border bg-muted object-cover"
        />
        {imageUrl ? null : (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <ImageIcon aria-hidden="true" className="size-4" />
            {t("imagePanel.addPhoto")}
          </p>
        )}
      </div>
    </section>
  );
}

function EditImageDialog({ profileId, imageUrl }: { profileId: string; imageUrl: string | null }) {
  const router = useRouter();
  const t = useTranslations("profile");
  const inputId = `profile-image-${useId()}`;
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  // The photo this dialog removed, hidden until the page's refresh brings the new imageUrl.
  const [removedUrl, setRemovedUrl] = useState<string | null>(null);
  const saved = imageUrl !== null && imageUrl !== removedUrl ? imageUrl : null;
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"remove" | "update" | null>(null);
  const [focusPicker, setFocusPicker] = useState(false);

  // After a removal the 'Remove Image' button is gone: keep the keyboard in the dialog, on the
  // file picker that is now enabled, rather than lost on the page behind it.
  useEffect(() => {
    if (!focusPicker || pending) return;
    setFocusPicker(false);
    document.getElementById(inputId)?.focus();
  }, [focusPicker, pending, inputId]);

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    // Every opening starts from what is stored: a chosen, unsent file is forgotten.
    setFile(null);
    setError(null);
  };

  const removeSaved = async () => {
    if (pending || saved === null) return;
    setError(null);
    setPending("remove");
    try {
      const message = await removePhoto(profileId);
      setRemovedUrl(saved);
      toast.success(localizeMessage(message || PHOTO_REMOVED));
      setFocusPicker(true);
      router.refresh();
    } catch (failure) {
      reportNetworkFailure(failure);
      setError(failure instanceof RestError ? failure.message : GENERIC_ERROR);
    } finally {
      setPending(null);
    }
  };

  const update = async () => {
    setError(null);
    if (!file) {
      // Nothing to send: a stored photo kept as it is, or none yet.
      if (saved === null) setError(PHOTO_REQUIRED);
      else changeOpen(false);
      return;
    }
    const problem = photoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setPending("update");
    try {
      const message = await replacePhoto(file, profileId);
      toast.success(localizeMessage(message || PHOTO_UPLOADED));
      setOpen(false);
      setFile(null);
      router.refresh();
    } catch (failure) {
      reportNetworkFailure(failure);
      setError(failure instanceof RestError ? failure.message : GENERIC_ERROR);
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden="true" />
          {t("dialog.edit")}
          <span className="sr-only"> {t("sections.image")}</span>
        </Button>
      </DialogTrigger>
      <DialogContent showClose={!pending}>
        <DialogHeader>
          <DialogTitle>{t("dialog.editTitle", { section: t("sections.image") })}</DialogTitle>
          <DialogDescription>{t("imagePanel.dialogText")}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ImageDropzone
            id={inputId}
            file={file}
            onFileChange={(next: File | null) => {
              setFile(next);
              setError(null);
            }}
            savedImageUrl={saved}
            onRemoveSaved={removeSaved}
            disabled={pending !== null}
            error={error ?? undefined}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={pending !== null} onClick={() => changeOpen(false)}>
            {t("dialog.cancel")}
          </Button>
          <Button onClick={update} disabled={pending !== null} aria-busy={pending === "update" || undefined}>
            {pending === "update" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t("dialog.update")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
