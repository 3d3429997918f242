/**
 * The images of a product on /admin/products/:id: the cover and the gallery as thumbnails with
 * their stored size (pixels and bytes). Admins upload (file input or drag and drop, several
 * files for the gallery) as the cover or into the gallery, in REFRESH mode (add to the
 * gallery; a new cover keeps the gallery) or REPLACE mode (the upload replaces the gallery; a
 * new cover also empties it: asked for confirmation when images would go), with a progress
 * bar per file and a clear message for a file that is too big, not an image or an invalid
 * SVG. Gallery images move with the arrows and are removed after confirming; every image's
 * alternative text is edited in place. Larger uploads are scaled down by the server to fit
 * the configured box (1440×1080 by default).
 */
import { Badge, Box, Button, chakra, Flex, HStack, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import type { AdminProductImageFieldsFragment, AdminProductImagesFieldsFragment } from "../../../../gql/graphql";
import { imageUrl } from "../../../../components/ResponsiveImage";
import { NativeSelect } from "../../../../components/NativeSelect";
import { T, useT } from "../../../../i18n";
import { notify } from "../../../../lib/notify";
import { ConfirmDialog, Notice, Panel, TextField } from "../../../accounts/ui";
import { useMe } from "../../../accounts/use-me";
import { can } from "../../../accounts/roles";
import { ReadOnlyNote } from "../../permissions";
import { AdminProductImagesQuery, RemoveProductImageMutation, ReorderProductGalleryMutation, SetProductImageAltsMutation } from "./images.graphql";
import { ACCEPT, precheck, uploadProductImage, type ImageMode, type ImageSlot, type UploadErrorCode } from "./upload";

type Img = AdminProductImageFieldsFragment;
type Images = AdminProductImagesFieldsFragment;

interface Progress {
  name: string;
  fraction: number;
}

interface Failure {
  name: string;
  code: UploadErrorCode;
}

/** Bytes as KB or MB in the page's language. */
function useBytes() {
  const t = useT();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t("productImages.megabytes", { value: Math.round((bytes / 1024 / 1024) * 10) / 10 })
      : t("productImages.kilobytes", { value: Math.max(1, Math.round(bytes / 1024)) });
}

/** A thumbnail source: stored images through the resizer, others as they are. */
const thumbOf = (img: Img) => (img.src.startsWith("/media/") ? imageUrl(img.src, 640) : img.src);

export function ProductImagesPanel({ productId }: { productId: string }) {
  const t = useT();
  const bytes = useBytes();
  const client = useApolloClient();
  const { me } = useMe();
  const mayUpload = can(me, "products:refresh");
  const mayEdit = can(me, "products:edit");
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { data, loading, error, refetch } = useQuery(AdminProductImagesQuery, { variables: { productId }, fetchPolicy: "cache-and-network" });
  const images = data?.adminProductImages;

  const [slot, setSlot] = useState<ImageSlot>("GALLERY");
  const [mode, setMode] = useState<ImageMode>("REFRESH");
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [uploaded, setUploaded] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState<File[] | null>(null);
  const [removing, setRemoving] = useState<Img | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  /** Puts a mutation's answer where the query reads it. */
  const show = (next: Images) => client.writeQuery({ query: AdminProductImagesQuery, variables: { productId }, data: { adminProductImages: next } });

  const run = async (key: string, write: () => Promise<Images | undefined>) => {
    setBusy(key);
    try {
      const next = await write();
      if (next) show(next);
      return next;
    } catch {
      notify({ type: "error", title: t("console.failed") });
      await refetch().catch(() => undefined);
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  // ------------------------------------------------------------------ uploading

  /** How many gallery images now on the product an upload in this mode removes (REPLACE empties or replaces the gallery, cover or not). */
  const removedBy = (m: ImageMode) => (m === "REPLACE" && images ? images.gallery.length : 0);

  const startUpload = (files: File[]) => {
    if (!images || files.length === 0 || progress) return;
    const chosen = slot === "COVER" ? files.slice(0, 1) : files;
    if (removedBy(mode) > 0) setPending(chosen);
    else void upload(chosen);
  };

  const upload = async (files: File[]) => {
    if (!images) return;
    setPending(null);
    setFailures([]);
    setUploaded(0);
    const failed: Failure[] = [];
    let done = 0;
    let galleryCount = images.gallery.length;
    for (const [i, file] of files.entries()) {
      // REPLACE applies to the first file; the others join it.
      const fileMode: ImageMode = i === 0 ? mode : "REFRESH";
      const known = precheck(file, images.maxBytes);
      if (known) {
        failed.push({ name: file.name, code: known });
        continue;
      }
      if (slot === "GALLERY" && fileMode === "REFRESH" && galleryCount >= images.galleryMax) {
        failed.push({ name: file.name, code: "GALLERY_FULL" });
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      const out = await uploadProductImage(file, {
        productId,
        slot,
        mode: fileMode,
        alt: alt.trim() || undefined,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      if (out.ok) {
        show(out.images);
        galleryCount = out.images.gallery.length;
        done++;
      } else {
        failed.push({ name: file.name, code: out.code });
      }
    }
    setProgress(null);
    setFailures(failed);
    setUploaded(done);
    if (done > 0) setAlt("");
    if (fileInput.current) fileInput.current.value = "";
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    startUpload(Array.from(e.dataTransfer?.files ?? []));
  };

  // ------------------------------------------------------------------ editing

  const move = (index: number, by: -1 | 1) => {
    if (!images) return;
    const srcs = images.gallery.map((g) => g.src);
    const j = index + by;
    if (j < 0 || j >= srcs.length) return;
    [srcs[index], srcs[j]] = [srcs[j]!, srcs[index]!];
    void run(
      `move:${index}:${by}`,
      async () => (await client.mutate({ mutation: ReorderProductGalleryMutation, variables: { input: { productId, srcs } } })).data?.reorderProductGallery,
    );
  };

  const remove = async () => {
    if (!removing) return;
    const src = removing.src;
    const next = await run(
      `remove:${src}`,
      async () => (await client.mutate({ mutation: RemoveProductImageMutation, variables: { input: { productId, src } } })).data?.removeProductImage,
    );
    if (next) notify({ type: "success", title: t("productImages.removed") });
    setRemoving(null);
  };

  const altOf = (img: Img) => drafts[img.src] ?? img.alt ?? "";
  const changedAlts = images ? [images.cover, ...images.gallery].filter((img) => drafts[img.src] != null && drafts[img.src]!.trim() !== (img.alt ?? "")) : [];
  const altTooLong = changedAlts.some((img) => altOf(img).trim().length > 300);

  const saveAlts = async () => {
    const input = { productId, images: changedAlts.map((img) => ({ src: img.src, alt: altOf(img).trim() })) };
    const next = await run(
      "alts",
      async () => (await client.mutate({ mutation: SetProductImageAltsMutation, variables: { input } })).data?.setProductImageAlts,
    );
    if (next) {
      setDrafts({});
      notify({ type: "success", title: t("productImages.altsSaved") });
    }
  };

  // ------------------------------------------------------------------ rendering

  if (!images) {
    return (
      <Panel title={t("productImages.title")} data-testid="product-images-panel">
        {error && !loading ? (
          <Notice
            status="error"
            action={
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                {t("productImages.retry")}
              </Button>
            }
          >
            {t("console.failed")}
          </Notice>
        ) : (
          <Spinner aria-label={t("productImages.loading")} />
        )}
      </Panel>
    );
  }

  const sizeLabel = (img: Img) =>
    img.bytes != null
      ? t("productImages.sizeBytes", { width: img.width, height: img.height, size: bytes(img.bytes) })
      : t("productImages.sizeExternal", { width: img.width, height: img.height });

  const card = (img: Img, label: string, controls?: ReactNode) => (
    <Box key={img.src} borderWidth="1px" borderColor="border.muted" rounded="l2" p="3" minW="0" data-testid="product-image">
      <Box bg="bg.muted" rounded="l1" overflow="hidden" aspectRatio={4 / 3} display="flex" alignItems="center" justifyContent="center">
        <chakra.img
          src={thumbOf(img)}
          alt={img.alt || label}
          width={img.width}
          height={img.height}
          loading="lazy"
          maxW="100%"
          maxH="100%"
          w="auto"
          h="auto"
          objectFit="contain"
        />
      </Box>
      <Stack gap="2" mt="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" fontSize="sm">
            {label}
          </Text>
          {img.contentType && (
            <Badge size="sm" variant="subtle">
              {img.contentType.replace("image/", "").replace("+xml", "").toUpperCase()}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" data-testid="image-size">
          {sizeLabel(img)}
        </Text>
        {mayEdit ? (
          <TextField
            label={t("productImages.alt")}
            value={altOf(img)}
            maxLength={300}
            onChange={(e) => setDrafts((d) => ({ ...d, [img.src]: e.target.value }))}
            error={altOf(img).trim().length > 300 ? t("productImages.altTooLong") : undefined}
          />
        ) : (
          <Text fontSize="sm">
            {t("productImages.alt")}: {img.alt || "—"}
          </Text>
        )}
        {mayEdit && controls}
      </Stack>
    </Box>
  );

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  const maxSize = bytes(images.maxBytes);
  const errorText = (f: Failure) =>
    t(`productImages.error.${f.code}`, { name: f.name, size: maxSize, max: images.galleryMax, width: images.maxWidth, height: images.maxHeight });

  return (
    <Panel
      title={t("productImages.title")}
      description={t("productImages.description", { width: images.maxWidth, height: images.maxHeight, size: maxSize })}
      data-testid="product-images-panel"
    >
      <Stack gap="6">
        {me && !mayUpload && !mayEdit && <ReadOnlyNote id="productImages.readOnly" />}
        {/* ---------------------------------------------------------------- upload */}
        {mayUpload && (
          <Stack gap="3" as="section" aria-labelledby={`${inputId}-upload`}>
            <Text id={`${inputId}-upload`} fontWeight="semibold">
              {t("productImages.upload.title")}
            </Text>
            <Flex gap="3" wrap="wrap" align="flex-end">
              <Box minW={{ base: "100%", sm: "10rem" }}>
                <chakra.label htmlFor={`${inputId}-slot`} display="block" fontSize="sm" fontWeight="medium" mb="1">
                  {t("productImages.upload.slot")}
                </chakra.label>
                <NativeSelect id={`${inputId}-slot`} value={slot} onChange={(e) => setSlot(e.target.value as ImageSlot)} data-testid="image-slot">
                  <option value="GALLERY">{t("productImages.slot.GALLERY")}</option>
                  <option value="COVER">{t("productImages.slot.COVER")}</option>
                </NativeSelect>
              </Box>
              <Box minW={{ base: "100%", sm: "10rem" }}>
                <chakra.label htmlFor={`${inputId}-mode`} display="block" fontSize="sm" fontWeight="medium" mb="1">
                  {t("productImages.upload.mode")}
                </chakra.label>
                <NativeSelect id={`${inputId}-mode`} value={mode} onChange={(e) => setMode(e.target.value as ImageMode)} data-testid="image-mode">
                  <option value="REFRESH">{t("productImages.mode.REFRESH")}</option>
                  <option value="REPLACE">{t("productImages.mode.REPLACE")}</option>
                </NativeSelect>
              </Box>
              <Box flex="1" minW={{ base: "100%", sm: "14rem" }}>
                <TextField label={t("productImages.upload.alt")} value={alt} maxLength={300} onChange={(e) => setAlt(e.target.value)} />
              </Box>
            </Flex>
            <Text fontSize="sm" color="fg.muted" data-testid="mode-help">
              {t(`productImages.modeHelp.${slot}.${mode}`)}
            </Text>
            <Box
              borderWidth="2px"
              borderStyle="dashed"
              borderColor={dragging ? "colorPalette.solid" : "border.emphasized"}
              bg={dragging ? "colorPalette.subtle" : undefined}
              rounded="l2"
              p={{ base: "4", md: "6" }}
              textAlign="center"
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="image-drop"
            >
              <Stack gap="2" align="center">
                <Text>{t("productImages.upload.drop")}</Text>
                <chakra.input
                  ref={fileInput}
                  id={`${inputId}-file`}
                  type="file"
                  accept={ACCEPT}
                  multiple={slot === "GALLERY"}
                  srOnly
                  onChange={(e) => startUpload(Array.from(e.target.files ?? []))}
                  data-testid="image-file"
                />
                <Button size="sm" variant="outline" disabled={progress != null} onClick={() => fileInput.current?.click()}>
                  {t("productImages.upload.choose")}
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  {t("productImages.upload.formats", { size: maxSize, width: images.maxWidth, height: images.maxHeight })}
                </Text>
              </Stack>
            </Box>
            {progress && (
              <Box role="status" data-testid="upload-progress">
                <Text fontSize="sm" mb="1">
                  {t("productImages.upload.progress", { name: progress.name, percent })}
                </Text>
                <Box
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={progress.name}
                  h="2"
                  bg="bg.muted"
                  rounded="full"
                  overflow="hidden"
                >
                  <Box h="full" w={`${percent}%`} bg="colorPalette.solid" transition="width 0.2s" />
                </Box>
              </Box>
            )}
            {failures.length > 0 && (
              <Notice status="error" title={t("productImages.upload.failed", { count: failures.length })} data-testid="upload-errors">
                <Stack as="ul" gap="1" ps="4" listStyleType="disc">
                  {failures.map((f) => (
                    <li key={`${f.name}:${f.code}`}>{errorText(f)}</li>
                  ))}
                </Stack>
              </Notice>
            )}
            {uploaded > 0 && !progress && (
              <Notice status="success" data-testid="upload-done">
                {t("productImages.upload.done", { count: uploaded })}
              </Notice>
            )}
          </Stack>
        )}

        {/* ---------------------------------------------------------------- images */}
        <Stack gap="3">
          <Text fontWeight="semibold">{t("productImages.cover")}</Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="cover">
            {card(images.cover, t("productImages.cover"))}
          </SimpleGrid>
        </Stack>

        <Stack gap="3">
          <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{t("productImages.gallery")}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t("productImages.galleryCount", { count: images.gallery.length, max: images.galleryMax })}
            </Text>
          </Flex>
          {images.gallery.length === 0 ? (
            <Text color="fg.muted" data-testid="gallery-empty">
              {t("productImages.galleryEmpty")}
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="gallery">
              {images.gallery.map((img, i) => {
                const label = t("productImages.position", { n: i + 1, total: images.gallery.length });
                return card(
                  img,
                  label,
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t("productImages.moveUp", { label })}
                      disabled={i === 0 || busy != null}
                      loading={busy === `move:${i}:-1`}
                      onClick={() => move(i, -1)}
                      data-testid="image-up"
                    >
                      ↑
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t("productImages.moveDown", { label })}
                      disabled={i === images.gallery.length - 1 || busy != null}
                      loading={busy === `move:${i}:1`}
                      onClick={() => move(i, 1)}
                      data-testid="image-down"
                    >
                      ↓
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" disabled={busy != null} onClick={() => setRemoving(img)} data-testid="image-remove">
                      {t("productImages.remove")}
                    </Button>
                  </HStack>,
                );
              })}
            </SimpleGrid>
          )}
        </Stack>

        {mayEdit && (
          <Flex justify="flex-end">
            <Button
              size="sm"
              disabled={changedAlts.length === 0 || altTooLong || busy != null}
              loading={busy === "alts"}
              onClick={() => void saveAlts()}
              data-testid="save-alts"
              w={{ base: "100%", sm: "auto" }}
            >
              {t("productImages.saveAlts")}
            </Button>
          </Flex>
        )}
      </Stack>

      <ConfirmDialog
        open={removing != null}
        onClose={() => setRemoving(null)}
        title={t("productImages.confirmRemove.title")}
        confirmLabel={t("productImages.remove")}
        onConfirm={() => void remove()}
        busy={busy?.startsWith("remove:") === true}
        destructive
        data-testid="confirm-remove"
      >
        <T id="productImages.confirmRemove.body" />
      </ConfirmDialog>

      <ConfirmDialog
        open={pending != null}
        onClose={() => setPending(null)}
        title={t("productImages.confirmReplace.title")}
        confirmLabel={t("productImages.confirmReplace.confirm")}
        onConfirm={() => pending && void upload(pending)}
        destructive
        data-testid="confirm-replace"
      >
        {t("productImages.confirmReplace.body", { count: removedBy(mode) })}
      </ConfirmDialog>
    </Panel>
  );
}
