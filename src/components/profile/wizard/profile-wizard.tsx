"use client";

import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ImageDropzone } from "@/components/profile/image-dropzone";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { localizeMessage } from "@/i18n/localize-message";
import { errorMessage, fieldErrorsOf, isAppClientError, notifyError } from "@/lib/client-errors";
import { GENERIC_ERROR } from "@/lib/error-messages";
import { PHOTO_REMOVED, PHOTO_REQUIRED_ON_SUBMIT } from "@/lib/profile-image";
import { cacheUser } from "@/lib/user-cache";
import { cn } from "@/lib/utils";
import { type CreateProfileInput, createProfileSchema } from "@/lib/validation/profile";
import {
  browserStorage,
  clearLocalDraft,
  type DraftData,
  emptyDraft,
  mergeDraft,
  newestDraft,
  parseDraft,
  partnerStartingValues,
  placeFieldErrors,
  readLocalDraft,
  sectionOfStep,
  WIZARD_IMAGE_STEP,
  WIZARD_SECTIONS,
  type WizardDraft,
  type WizardSection,
  writeLocalDraft,
} from "@/lib/wizard-draft";
import { api } from "@/trpc/react";
import { StepForm } from "./step-form";
import { ImageUploadError, uploadProfileImage } from "./upload-image";

/** Step 7's key in the `wizard` catalog's step titles and intros. */
const STEP_KEYS = [...WIZARD_SECTIONS, "image"] as const;
const TOTAL_STEPS = WIZARD_IMAGE_STEP;

type SectionErrors = Partial<Record<WizardSection, Record<string, string>>>;

function formIdOf(section: WizardSection): string {
  return `profile-wizard-${section.replace(/_/g, "-")}`;
}

/** Per-field messages of a failed whole-draft check, keyed as the server keys them. */
function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".")] ??= issue.message;
  return fields;
}

/** The whole draft as profile.create takes it; a single member sends no second-marriage answers. */
function createInputOf(data: DraftData) {
  const personal = data.personal_info;
  const prepared =
    personal && personal.marital_status === "single"
      ? { ...data, personal_info: { ...personal, second_marriage_info: null } }
      : data;
  return createProfileSchema.safeParse(prepared);
}

type Props = {
  /** Keys the browser copy of the draft (the profile id, or the user id without one). */
  storageId: string;
  profileId: string | null;
  savedImageUrl: string | null;
};

/**
 * The profile-creation wizard (spec §2, §4): welcome, six section steps, then the photo and Submit.
 * The draft (values and current step) is mirrored to browser storage on every change and saved on
 * the server on every step change; on load the newer copy wins, so a reload resumes where it was.
 */
export function ProfileWizard({ storageId, profileId, savedImageUrl: initialImageUrl }: Props) {
  const router = useRouter();
  const t = useTranslations("wizard");
  const [draft, setDraft] = useState<WizardDraft | null>(null);
  const live = useRef<WizardDraft | null>(null);
  const [formVersion, setFormVersion] = useState(0);
  const [reconciled, setReconciled] = useState(false);
  const [sectionErrors, setSectionErrors] = useState<SectionErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [savedImageUrl, setSavedImageUrl] = useState(initialImageUrl);
  const [imageError, setImageError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const focusOnStep = useRef<"heading" | "field" | null>(null);

  const serverDraft = api.profile.getDraft.useQuery(undefined, {
    meta: { errorToast: false },
    staleTime: 0,
    refetchOnMount: "always",
  });
  const saveDraft = api.profile.saveDraft.useMutation({ meta: { errorToast: false } });
  const createProfile = api.profile.create.useMutation({ meta: { errorToast: false } });
  const removeImage = api.profile.removeImage.useMutation();

  const show = useCallback((next: WizardDraft) => {
    live.current = next;
    setDraft(next);
  }, []);

  // Instant restore from this browser; the server's copy may still replace it below.
  useEffect(() => {
    const local = readLocalDraft(browserStorage(), storageId);
    if (local) show(local);
  }, [storageId, show]);

  useEffect(() => {
    // Waits for this visit's answer, not a copy cached by an earlier visit.
    if (reconciled || serverDraft.isPending || serverDraft.isFetching) return;
    setReconciled(true);
    const local = live.current ?? readLocalDraft(browserStorage(), storageId);
    const server = parseDraft(serverDraft.data?.draft ?? null);
    const newest = newestDraft(local, server) ?? emptyDraft();
    if (newest === local) return;
    writeLocalDraft(browserStorage(), storageId, newest);
    show(newest);
    setFormVersion((version) => version + 1);
  }, [reconciled, serverDraft.isPending, serverDraft.isFetching, serverDraft.data, storageId, show]);

  const step = draft?.step ?? 0;

  // A new step announces itself: focus its heading, unless the step's form already put focus on
  // a field with an error (its effect runs before this one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step (or form) change.
  useEffect(() => {
    const wanted = focusOnStep.current;
    focusOnStep.current = null;
    if (!wanted) return;
    const focusedInStep = stepRef.current?.contains(document.activeElement) ?? false;
    if (wanted === "heading" || !focusedInStep) headingRef.current?.focus();
  }, [step, formVersion]);

  /** Moves to another step: the draft is kept in this browser and on the server. */
  const goTo = (next: WizardDraft, focus: "heading" | "field" = "heading") => {
    focusOnStep.current = focus;
    show(next);
    writeLocalDraft(browserStorage(), storageId, next);
    saveDraft.mutate({ step: next.step, data: next.data });
  };

  const current = () => live.current ?? emptyDraft();

  const onSectionChange = (section: WizardSection) => (values: Record<string, unknown>) => {
    const before = live.current;
    if (!before) return;
    const next = mergeDraft(before, { section, values });
    if (JSON.stringify(next.data) === JSON.stringify(before.data)) return;
    live.current = next;
    writeLocalDraft(browserStorage(), storageId, next);
  };

  const onSectionValid = (section: WizardSection) => (values: Record<string, unknown>) => {
    setSectionErrors(({ [section]: _done, ...rest }) => rest);
    goTo(mergeDraft(current(), { section, values, step: step + 1 }));
  };

  const previous = () => goTo(mergeDraft(current(), { step: step - 1 }));

  /** Sends the member to the first step with a problem, its messages under the fields. */
  const showFieldErrors = (fields: Record<string, string>): boolean => {
    const placed = placeFieldErrors(fields);
    if (placed.step === null) return false;
    setSectionErrors(placed.bySection);
    if (placed.image) setImageError(placed.image);
    setFormVersion((version) => version + 1);
    goTo(
      mergeDraft(current(), { step: placed.step }),
      placed.step === WIZARD_IMAGE_STEP ? "heading" : "field",
    );
    return true;
  };

  const send = async (input: CreateProfileInput) => {
    try {
      const result = await createProfile.mutateAsync(input);
      // The catalog holds the spec's §8 message in both languages (the server sends the English one).
      toast.success(t("submitted"));
      clearLocalDraft(browserStorage(), storageId);
      cacheUser(result.user);
      router.push("/dashboard/profile");
      router.refresh();
    } catch (error) {
      setSubmitting(false);
      if (showFieldErrors(fieldErrorsOf(error))) toast.error(errorMessage(error));
      else notifyError(error);
      // Submitted meanwhile (another tab): the page sends the member on to their profile.
      if (isAppClientError(error) && error.data?.httpStatus === 409) router.refresh();
    }
  };

  /** Submit (spec §4): a photo first (chosen or saved), then the whole profile in one call. */
  const submit = async () => {
    if (!file && !savedImageUrl) {
      setImageError(PHOTO_REQUIRED_ON_SUBMIT);
      return;
    }
    const parsed = createInputOf(current().data);
    if (!parsed.success) {
      showFieldErrors(issuesToFields(parsed.error.issues));
      return;
    }
    setImageError(undefined);
    setSubmitting(true);
    if (file) {
      try {
        const uploaded = await uploadProfileImage(file, { profileId });
        setSavedImageUrl(uploaded.imageUrl);
        setFile(null);
      } catch (error) {
        const alreadyStored = error instanceof ImageUploadError && error.status === 409;
        if (!alreadyStored) {
          const message = error instanceof ImageUploadError ? error.message : GENERIC_ERROR;
          setImageError(message);
          toast.error(message);
          setSubmitting(false);
          return;
        }
        // Another tab stored a photo meanwhile: that is all Submit needs.
        setFile(null);
      }
    }
    await send(parsed.data);
  };

  const removeSaved = () => {
    removeImage.mutate(
      {},
      {
        onSuccess: (result) => {
          setSavedImageUrl(null);
          toast.success(localizeMessage(result.message || PHOTO_REMOVED));
          router.refresh();
        },
      },
    );
  };

  if (!draft) {
    return (
      <div role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
        {t("loading")}
      </div>
    );
  }

  const section = sectionOfStep(step);
  const key = section ?? "image";

  if (step === 0) {
    return (
      <Card className="mx-auto max-w-2xl">
        <CardContent className="grid gap-4">
          <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-2xl outline-none">
            {t("welcomeTitle")}
          </h2>
          <p className="text-muted-foreground">{t("welcomeText")}</p>
          <Button className="justify-self-start" onClick={() => goTo(mergeDraft(current(), { step: 1 }))}>
            {t("start")}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    // One shrinkable column: at 360 px a long Urdu option or label must not widen the step past the
    // screen (an auto column took the form's widest content and pushed the card off the edge).
    <div className="mx-auto grid min-w-0 max-w-3xl grid-cols-1 gap-6">
      <nav aria-label={t("stepsLabel")} className="grid gap-3">
        <p className="font-medium text-muted-foreground text-sm">
          {t("stepOf", { step, total: TOTAL_STEPS })}
        </p>
        <ol className="flex gap-1.5">
          {STEP_KEYS.map((stepKey, index) => {
            const title = t(`steps.${stepKey}`);
            const number = index + 1;
            const done = number < step;
            const here = number === step;
            return (
              <li key={stepKey} aria-current={here ? "step" : undefined} className="min-w-0 flex-1">
                <span
                  aria-hidden="true"
                  className={cn(
                    "block h-1.5 rounded-full bg-muted",
                    (done || here) && "bg-primary",
                    here && "ring-2 ring-primary/30",
                  )}
                />
                <span
                  className={cn(
                    "mt-1.5 hidden items-center gap-1 truncate text-xs sm:flex",
                    here ? "font-medium text-foreground" : "text-muted-foreground",
                  )}
                >
                  {done ? <CheckIcon aria-hidden="true" className="size-3 shrink-0" /> : null}
                  <span className="truncate">{title}</span>
                </span>
                <span className="sr-only sm:hidden">
                  {title}
                  {done ? ` ${t("done")}` : ""}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>

      <Card>
        <CardContent ref={stepRef} className="grid gap-6">
          <div className="grid gap-1">
            <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-xl outline-none">
              {t(`steps.${key}`)}
            </h2>
            <p className="text-muted-foreground text-sm">{t(`intros.${key}`)}</p>
          </div>

          {section ? (
            <StepForm
              key={`${section}-${formVersion}`}
              section={section}
              id={formIdOf(section)}
              saved={
                section === "partner_requirements" ? partnerStartingValues(draft.data) : draft.data[section]
              }
              serverErrors={sectionErrors[section]}
              onValid={onSectionValid(section)}
              onChange={onSectionChange(section)}
            />
          ) : (
            <ImageDropzone
              id="profile-wizard-image"
              file={file}
              onFileChange={(chosen) => {
                setFile(chosen);
                setImageError(undefined);
              }}
              savedImageUrl={savedImageUrl}
              onRemoveSaved={removeSaved}
              disabled={submitting || removeImage.isPending}
              error={imageError}
            />
          )}

          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <Button type="button" variant="outline" onClick={previous} disabled={submitting}>
              <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t("previous")}
            </Button>
            {section ? (
              <Button type="submit" form={formIdOf(section)}>
                {t("next")}
                <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
              </Button>
            ) : (
              <Button
                type="button"
                onClick={submit}
                disabled={submitting}
                aria-busy={submitting || undefined}
              >
                {submitting ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
                {t("submit")}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
