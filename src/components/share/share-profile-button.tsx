import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { siteUrl } from "@/lib/site-url";
import { sharePath, sharePreview, whatsappShareHref } from "./share-preview";

/**
 * "Share on WhatsApp" for a member's profile: a wa.me link whose message carries the profile's public
 * preview link. Only for a profile a signed-out visitor may see (its owner's profile_visibility is
 * "everyone"); otherwise nothing, since the link would open on a "not found" page.
 */
export async function ShareProfileButton({ profileId }: { profileId: string }) {
  const preview = await sharePreview(profileId);
  if (!preview) return null;
  const t = await getTranslations("pwa.share");
  const url = new URL(sharePath(profileId), siteUrl()).toString();
  return (
    <a
      href={whatsappShareHref(t("message", { name: preview.name }), url)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: "outline" })}
      data-share-url={url}
    >
      <WhatsAppGlyph />
      {t("button")}
    </a>
  );
}

function WhatsAppGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3z" />
    </svg>
  );
}
