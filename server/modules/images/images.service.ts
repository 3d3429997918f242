/**
 * Responsive images: stored media (SVG covers and screenshots, or raster uploads)
 * rasterised and resized with sharp to the spec's widths (§9: 640 … 3840, default quality
 * 75), encoded as WebP. Results are derivable, so they live in an in-process LRU (with
 * concurrent requests for the same variant sharing one conversion).
 */
import sharp from "sharp";
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import type { MediaService } from "../media/media.service.js";

/** Spec §9: the only widths produced. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const DEFAULT_IMAGE_QUALITY = 75;

export interface ImageVariant {
  body: Buffer;
  contentType: string;
}

export interface ImageRequest {
  /** Media key (the path after /media/). */
  key: string;
  width: number;
  quality: number;
}

export class ImageService {
  private readonly cache = new InMemoryLRUCache<ImageVariant>({ maxSize: 128 * 1024 * 1024, sizeCalculation: (v) => v.body.length + 64 });
  private readonly inFlight = new Map<string, Promise<ImageVariant | null>>();

  constructor(private readonly media: MediaService) {}

  /**
   * The stored image `key` at `width` pixels wide (aspect ratio kept) and `quality`, as
   * WebP; null when there is no such image. Vector sources are rendered at the target
   * size (sharp by density), raster sources are never enlarged.
   */
  async variant(req: ImageRequest): Promise<ImageVariant | null> {
    const id = `${req.key}|${req.width}|${req.quality}`;
    const cached = await this.cache.get(id);
    if (cached) return cached;
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = this.convert(req).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    const out = await pending;
    if (out) await this.cache.set(id, out);
    return out;
  }

  private async convert({ key, width, quality }: ImageRequest): Promise<ImageVariant | null> {
    const file = await this.media.get(key);
    if (!file) return null;
    const isSvg = file.contentType === "image/svg+xml";
    let input = sharp(file.body, { failOn: "error" });
    if (isSvg) {
      const natural = (await input.metadata()).width ?? width;
      // Render the vector at the wanted width instead of scaling a small bitmap up.
      input = sharp(file.body, { density: Math.min(2400, Math.max(1, (72 * width) / natural)), failOn: "error" });
    }
    const body = await input.resize({ width, withoutEnlargement: !isSvg }).webp({ quality, effort: 4 }).toBuffer();
    return { body, contentType: "image/webp" };
  }
}
