"use client";

import { useState } from "react";
import { useLowData } from "@/lib/low-data-client";
import { thumbnailOf } from "@/lib/profile-image";

/**
 * A card's photo. In low-data mode (src/lib/low-data.ts) nothing is fetched until the member taps
 * 'Show photo', and then only the smallest variant (the 256 px thumbnail). The words come as props:
 * the public listing renders this under the site's client catalogs, which hold no discovery keys.
 */
export function CardPhoto({
  src,
  alt,
  eager,
  lowData,
  labels,
}: {
  src: string;
  alt: string;
  eager: boolean;
  /** The server's answer for this request (cookie, Save-Data); the browser may add a 2G hint. */
  lowData: boolean;
  labels: { show: string; showOf: string; hidden: string };
}) {
  const low = useLowData(lowData);
  const [revealed, setRevealed] = useState(false);
  const imageClass = "aspect-square w-full object-cover";

  if (low && !revealed) {
    return (
      <div
        data-photo-placeholder=""
        className="flex aspect-square w-full flex-col items-center justify-center gap-1.5 bg-muted p-2 text-center"
      >
        <span className="sr-only">{labels.hidden}</span>
        <button
          type="button"
          onClick={() => setRevealed(true)}
          aria-label={labels.showOf}
          className="inline-flex min-h-9 items-center justify-center rounded-md border bg-background px-2.5 py-1 font-medium text-xs shadow-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          {labels.show}
        </button>
      </div>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: the photo route checks the viewer's session, which next/image's optimiser would not carry.
    <img
      src={low ? thumbnailOf(src) : src}
      alt={alt}
      width={256}
      height={256}
      loading={eager || revealed ? "eager" : "lazy"}
      decoding="async"
      className={imageClass}
    />
  );
}
