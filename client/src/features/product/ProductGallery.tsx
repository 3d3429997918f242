/** Screenshots: a large view and thumbnails to pick from. */
import { Box, chakra, Grid } from "@chakra-ui/react";
import { useState } from "react";
import { ResponsiveImage, type ImageData } from "../../components/ResponsiveImage";
import { useT } from "../../i18n";

export function ProductGallery({ images }: { images: readonly ImageData[] }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  if (images.length === 0) return null;
  const current = images[Math.min(selected, images.length - 1)]!;
  return (
    <Box>
      <Box rounded="l3" overflow="hidden" bg="bg.muted" aspectRatio="16 / 9">
        <ResponsiveImage key={current.src} image={current} sizes="(max-width: 991px) 100vw, 760px" maxWidth={2048} w="full" h="full" objectFit="cover" />
      </Box>
      {images.length > 1 && (
        <Grid templateColumns={`repeat(${Math.min(images.length, 6)}, minmax(0, 1fr))`} gap="2" mt="2">
          {images.map((img, i) => (
            <chakra.button
              key={img.src}
              type="button"
              onClick={() => setSelected(i)}
              aria-label={t("product.showImage", { index: i + 1 })}
              aria-pressed={i === selected}
              rounded="l2"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === selected ? "colorPalette.solid" : "transparent"}
              aspectRatio="16 / 9"
              bg="bg.muted"
              cursor="pointer"
            >
              <ResponsiveImage image={img} sizes="160px" maxWidth={640} w="full" h="full" objectFit="cover" alt="" />
            </chakra.button>
          ))}
        </Grid>
      )}
    </Box>
  );
}
