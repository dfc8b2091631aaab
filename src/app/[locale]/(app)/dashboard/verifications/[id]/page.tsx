import { TRPCError } from "@trpc/server";
import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { VerificationDecision } from "@/components/admin/verification-decision";
import { VerificationStatusBadge } from "@/components/admin/verification-status";
import { requireDashboardUser } from "@/components/dashboard/access";
import { formatDateTime } from "@/lib/format";
import { DOCUMENT_TYPE_LABELS } from "@/lib/validation/verifications";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Verification Request" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/**
 * One request, for review: the selfie, the identity document and the profile photo side by side
 * (stacked on a phone), then approve or reject. Each image view is recorded in the trail.
 */
export default async function VerificationReviewPage({ params }: Props) {
  const { id } = await params;
  await requireDashboardUser(`/dashboard/verifications/${encodeURIComponent(id)}`);
  const result = await (await serverApi()).verifications
    .get({ verification_id: id, status: "pending", page: 1, pageSize: 1 })
    .catch((error: unknown) => {
      if (error instanceof TRPCError && ["NOT_FOUND", "BAD_REQUEST"].includes(error.code)) return null;
      throw error;
    });
  const request = result?.verifications[0];
  if (!request) notFound();
  const images = [
    { label: "Selfie", src: request.selfie_url },
    { label: DOCUMENT_TYPE_LABELS[request.document_type], src: request.document_url },
    { label: "Profile photo", src: request.profile_image_url },
  ];
  return (
    <div className="grid min-w-0 gap-6">
      <Link
        href="/dashboard/verifications"
        className="w-fit rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeftIcon aria-hidden="true" className="inline size-4 rtl:rotate-180" /> All requests
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-semibold text-xl">{request.member_name}</h2>
        <VerificationStatusBadge status={request.status} />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">Document</dt>
        <dd>{DOCUMENT_TYPE_LABELS[request.document_type]}</dd>
        <dt className="text-muted-foreground">Asked</dt>
        <dd>{formatDateTime(request.created_at)}</dd>
        {request.decided_at ? (
          <>
            <dt className="text-muted-foreground">Decided</dt>
            <dd>{formatDateTime(request.decided_at)}</dd>
          </>
        ) : null}
        {request.status === "approved" ? (
          <>
            <dt className="text-muted-foreground">Checks</dt>
            <dd>
              {[
                request.photo_matches ? "photo matches" : null,
                request.identity_checked ? "identity checked" : null,
              ]
                .filter(Boolean)
                .join(", ")}
            </dd>
          </>
        ) : null}
        {request.reason ? (
          <>
            <dt className="text-muted-foreground">Reason</dt>
            <dd>{request.reason}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Member</dt>
        <dd>
          <Link
            href={`/dashboard/users/${request.user_id}`}
            className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {request.member_name}
          </Link>
        </dd>
      </dl>
      {request.status === "pending" ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {images.map((image) => (
            <figure key={image.label} className="grid content-start gap-2">
              {image.src ? (
                // biome-ignore lint/performance/noImgElement: the routes check the administrator's session (and record each view of a document), which next/image's optimiser would neither carry nor let through uncached.
                <img
                  src={image.src}
                  alt={`${image.label} of ${request.member_name}`}
                  className="aspect-[3/4] w-full rounded-lg border bg-muted object-contain"
                />
              ) : (
                <div className="grid aspect-[3/4] w-full place-items-center rounded-lg border bg-muted text-muted-foreground text-sm">
                  No image
                </div>
              )}
              <figcaption className="font-medium text-sm">{image.label}</figcaption>
            </figure>
          ))}
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">
          The selfie and the identity document were deleted when this request was closed; only the result is
          kept.
        </p>
      )}
      {request.status === "pending" ? (
        <VerificationDecision verificationId={request.verification_id} />
      ) : null}
    </div>
  );
}
