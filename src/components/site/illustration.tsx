import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  image: { src: string; alt: string; width: number; height: number };
};

/**
 * One of our own SVG illustrations from public/images, with its intrinsic size (no layout shift).
 * A plain <img>: vector files gain nothing from next/image's optimiser, and the page then ships
 * no image client component at all.
 */
export function Illustration({ image, loading = "lazy", decoding = "async", ...props }: Props) {
  return (
    // biome-ignore lint/performance/noImgElement: static SVGs; see the comment above.
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding={decoding}
      {...props}
    />
  );
}
