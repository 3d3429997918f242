/**
 * Images from /media through the resizing endpoint (/img): a srcset over the spec's widths
 * (640 … 3840, quality 75) with `sizes`, explicit width and height (no layout shift),
 * lazy loading below the fold, eager + high fetch priority for the page's main image.
 * A plain <img> (class `km-img`; a container's CSS may size it further).
 */
import type { ImgHTMLAttributes } from "react";

/** Spec §9: the widths the image endpoint produces. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const DEFAULT_QUALITY = 75;

export function imageUrl(src: string, width: number, quality = DEFAULT_QUALITY): string {
  const q = quality === DEFAULT_QUALITY ? "" : `&q=${quality}`;
  return `/img?src=${encodeURIComponent(src)}&w=${width}${q}`;
}

export interface ImageData {
  src: string;
  width: number;
  height: number;
  alt?: string | null;
}

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> {
  image: ImageData;
  /** The `sizes` attribute: how wide the image shows. */
  sizes: string;
  /** Largest width worth offering (defaults to 2× the image's own width). */
  maxWidth?: number;
  /** The page's main (LCP) image: eager, high priority. */
  priority?: boolean;
  alt?: string;
}

/** src and srcset of an image (stored media go through /img at the spec's widths up to `maxWidth`). */
export function imageSources(image: Pick<ImageData, "src" | "width">, maxWidth?: number): { src: string; srcSet?: string } {
  if (!image.src.startsWith("/media/")) return { src: image.src };
  const cap = maxWidth ?? image.width * 2;
  const widths = IMAGE_WIDTHS.filter((w) => w <= cap);
  if (widths.length === 0) widths.push(IMAGE_WIDTHS[0]);
  return { src: imageUrl(image.src, widths[0]!), srcSet: widths.map((w) => `${imageUrl(image.src, w)} ${w}w`).join(", ") };
}

export function ResponsiveImage({ image, sizes, maxWidth, priority = false, alt, className, ...rest }: ResponsiveImageProps) {
  const { src, srcSet } = imageSources(image, maxWidth);
  return (
    <img
      className={className ? `km-img ${className}` : "km-img"}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      // Attributes (not CSS): the browser reserves the space before the image arrives.
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ""}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      {...rest}
    />
  );
}
