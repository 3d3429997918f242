/** Screenshots: a large view and thumbnails to pick from (plain elements: storefront.css `.km-gallery`). */
import { useState } from "react";
import { ResponsiveImage, type ImageData } from "../../components/ResponsiveImage";
import { useT } from "../../i18n";

export function ProductGallery({ images }: { images: readonly ImageData[] }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  if (images.length === 0) return null;
  const current = images[Math.min(selected, images.length - 1)]!;
  return (
    <div className="km-gallery">
      <div className="km-gallery__main">
        <ResponsiveImage key={current.src} image={current} sizes="(max-width: 991px) 100vw, 760px" maxWidth={2048} />
      </div>
      {images.length > 1 && (
        <div className="km-gallery__thumbs" style={{ gridTemplateColumns: `repeat(${Math.min(images.length, 6)}, minmax(0, 1fr))` }}>
          {images.map((img, i) => (
            <button
              key={img.src}
              type="button"
              className="km-gallery__thumb"
              onClick={() => setSelected(i)}
              aria-label={t("product.showImage", { index: i + 1 })}
              aria-pressed={i === selected}
            >
              <ResponsiveImage image={img} sizes="160px" maxWidth={640} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
