import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { LowDataFonts } from "@/components/low-data/low-data-fonts";
import { sharePath, sharePreview } from "@/components/share/share-preview";
import { container } from "@/components/site/container";
import { ogImage } from "@/components/site/page-metadata";
import { buttonVariants } from "@/components/ui/button";
import { optionLabel } from "@/lib/options/labels";
import { cn } from "@/lib/utils";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ profileId: string }> };

const profileIdSchema = z.uuid();

/** The preview of a shared profile, or 404 for anything a visitor may not see (or no such id). */
async function previewOf(params: Props["params"]) {
  const { profileId } = await params;
  if (!profileIdSchema.safeParse(profileId).success) notFound();
  const preview = await sharePreview(profileId);
  if (!preview) notFound();
  return preview;
}

async function facts(preview: Awaited<ReturnType<typeof previewOf>>) {
  const [t, options] = await Promise.all([getTranslations("pwa.share"), getTranslations("options")]);
  return [
    preview.age !== null ? t("age", { age: preview.age }) : null,
    preview.city,
    optionLabel(options, "profession", preview.profession),
  ].filter((fact): fact is string => Boolean(fact));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const preview = await previewOf(params);
  const t = await getTranslations("pwa.share");
  const locale = await getLocale();
  const title = t("title", { name: preview.name });
  const description = (await facts(preview)).join(" · ") || t("fallbackDescription");
  // The member's photo only when they show it to everyone; otherwise the site's own card.
  const images = preview.photoUrl
    ? [{ url: preview.photoUrl, alt: t("photoAlt", { name: preview.name }) }]
    : [ogImage(locale)];
  const path = sharePath(preview.id);
  return {
    title,
    description,
    alternates: { canonical: path },
    robots: { index: false, follow: false },
    openGraph: {
      title,
      description,
      url: path,
      type: "profile",
      locale: locale === "ur" ? "ur_PK" : "en_PK",
      images,
    },
    twitter: {
      card: preview.photoUrl ? "summary" : "summary_large_image",
      title,
      description,
      images: images.map((image) => image.url),
    },
  };
}

/**
 * /share/<profileId>: the public card a WhatsApp link opens, with what a visitor may see of the
 * member (name truncated, age, city, profession) and the way in to the full profile.
 */
export default async function SharePage({ params }: Props) {
  const preview = await previewOf(params);
  const t = await getTranslations("pwa.share");
  return (
    <>
      <LowDataFonts />
      <div className={cn(container, "flex justify-center py-12 sm:py-16")}>
        <article className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-8 text-center">
          {preview.photoUrl ? (
            // biome-ignore lint/performance/noImgElement: the access-checked photo route, not a build image
            <img
              src={preview.photoUrl}
              alt={t("photoAlt", { name: preview.name })}
              width={160}
              height={160}
              className="size-40 rounded-full object-cover"
            />
          ) : null}
          <h1 className="font-bold text-2xl [overflow-wrap:anywhere]">{preview.name}</h1>
          <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1 text-muted-foreground">
            {(await facts(preview)).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <p className="text-muted-foreground text-sm">{t("lead")}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link
              prefetch={false}
              href={`/dashboard/user-profile/${preview.id}`}
              className={buttonVariants()}
            >
              {t("viewProfile")}
            </Link>
            <Link prefetch={false} href="/auth/sign-up" className={buttonVariants({ variant: "outline" })}>
              {t("join")}
            </Link>
          </div>
        </article>
      </div>
    </>
  );
}
