"use client";

import { ImageIcon, Loader2Icon, PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
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
 * uploaded' and takes no file; 'Remove Image' clears it, after which a new file can be chosen.
 * Nothing is stored until 'Update Now': a new file replaces the photo in one PUT (the server swaps
 * it), a removal without a new file deletes it; 'Cancel' leaves the stored photo as it was.
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
  return (
    <section
      aria-labelledby="profile-image-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <h2 id="profile-image-title" className="min-w-0 break-words font-semibold text-lg leading-tight">
          Profile Image
        </h2>
        <EditImageDialog profileId={profileId} imageUrl={imageUrl} />
      </div>
      <div className="grid justify-items-center gap-3 px-4 py-4 sm:px-6">
        {/* biome-ignore lint/performance/noImgElement: the photo route checks the viewer's session, which next/image's optimiser would not carry. */}
        <img
          src={imageUrl ?? placeholderImage(gender)}
          alt={imageUrl ? "Your profile photo" : "No profile photo yet"}
          width={240}
          height={240}
          className="aspect-square w-full max-w-60 rounded-lg border bg-muted object-cover"
        />
        {imageUrl ? null : (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <ImageIcon aria-hidden="true" className="size-4" />
            Add a photo so members can recognise you.
          </p>
        )}
      </div>
    </section>
  );
}

function EditImageDialog({ profileId, imageUrl }: { profileId: string; imageUrl: string | null }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [saved, setSaved] = useState<string | null>(imageUrl);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    // Every opening starts from what is stored: an unsaved removal or choice is forgotten.
    setFile(null);
    setSaved(imageUrl);
    setError(null);
  };

  const update = async () => {
    setError(null);
    if (file) {
      const problem = photoFileProblem(file);
      if (problem) {
        setError(problem);
        return;
      }
    } else if (saved !== null || imageUrl === null) {
      // Nothing changed: a stored photo kept, or still none chosen.
      if (imageUrl === null) setError(PHOTO_REQUIRED);
      else changeOpen(false);
      return;
    }
    setPending(true);
    try {
      const message = file ? await replacePhoto(file, profileId) : await removePhoto(profileId);
      toast.success(message || (file ? PHOTO_UPLOADED : PHOTO_REMOVED));
      setOpen(false);
      router.refresh();
    } catch (failure) {
      setError(failure instanceof RestError ? failure.message : GENERIC_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden="true" />
          Edit<span className="sr-only"> Profile Image</span>
        </Button>
      </DialogTrigger>
      <DialogContent showClose={!pending}>
        <DialogHeader>
          <DialogTitle>Edit Profile Image</DialogTitle>
          <DialogDescription>
            PNG, JPG or WEBP, up to 2 MB. To replace your photo, remove it first, then choose the new one.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ImageDropzone
            file={file}
            onFileChange={(next: File | null) => {
              setFile(next);
              setError(null);
            }}
            savedImageUrl={saved}
            onRemoveSaved={() => {
              setSaved(null);
              setError(null);
            }}
            disabled={pending}
            error={error ?? undefined}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button onClick={update} disabled={pending} aria-busy={pending || undefined}>
            {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            Update Now
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
