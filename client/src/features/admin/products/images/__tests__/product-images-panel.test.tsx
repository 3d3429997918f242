/**
 * The product images panel in jsdom against an in-memory product (msw), in Italian: cover and
 * gallery with their stored sizes; an upload (raw body, slot and mode in the address) adds to
 * the gallery; REPLACE asks first; a file too big is refused before sending; the server's
 * refusals (not an image, invalid SVG sent as base64 data) are shown clearly; gallery images
 * move with the arrows and are removed after confirming; alternative texts are saved.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, http, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../../test/client/accounts-fixtures";
import { server, GRAPHQL_URL } from "../../../../../../../test/client/msw-server";
import type { AppEnv } from "../../../../../app/env";
import { AppProviders } from "../../../../../app/providers";
import { ChakraArea } from "../../../../../app/ChakraArea";
import { loadAllMessages, MessagesProvider } from "../../../../../i18n";
import { createApolloClient, createHttpLink } from "../../../../../lib/apollo";
import { ScreenRecipes } from "../../../../accounts/ui";
import { ProductImagesPanel } from "../ProductImagesPanel";

const UPLOAD_URL = "http://localhost/api/admin/products/7/images";

interface Img {
  src: string;
  width: number;
  height: number;
  alt: string | null;
  bytes: number | null;
  contentType: string | null;
  uploaded: boolean;
}

const img = (src: string, width: number, height: number, bytes: number | null, alt: string | null = null): Img => ({
  src,
  width,
  height,
  alt,
  bytes,
  contentType: bytes == null ? null : src.endsWith(".png") ? "image/png" : "image/jpeg",
  uploaded: bytes != null,
});

function product(maxBytes = 15 * 1024 * 1024, role: "admin" | "support" = "admin") {
  const state = {
    cover: img("/media/products/7/cover-a.jpg", 1440, 1080, 250 * 1024, "Copertina"),
    gallery: [img("/media/products/7/gallery-1.jpg", 1200, 900, 180 * 1024), img("https://cdn.example/shot.jpg", 800, 600, null)],
  };
  const calls: { op: string; input?: any; url?: string; type?: string | null; body?: string; size?: number }[] = [];
  const view = () => ({
    __typename: "AdminProductImages",
    productId: "7",
    maxWidth: 1440,
    maxHeight: 1080,
    maxBytes,
    galleryMax: 20,
    cover: { __typename: "AdminProductImage", ...state.cover },
    gallery: state.gallery.map((g) => ({ __typename: "AdminProductImage", ...g })),
  });
  server.use(
    meHandler(meAs(role)),
    graphql.query("AdminProductImages", () => HttpResponse.json({ data: { adminProductImages: view() } })),
    graphql.mutation("ReorderProductGallery", ({ variables }) => {
      calls.push({ op: "reorder", input: variables.input });
      state.gallery = variables.input.srcs.map((s: string) => state.gallery.find((g) => g.src === s)!);
      return HttpResponse.json({ data: { reorderProductGallery: view() } });
    }),
    graphql.mutation("RemoveProductImage", ({ variables }) => {
      calls.push({ op: "remove", input: variables.input });
      state.gallery = state.gallery.filter((g) => g.src !== variables.input.src);
      return HttpResponse.json({ data: { removeProductImage: view() } });
    }),
    graphql.mutation("SetProductImageAlts", ({ variables }) => {
      calls.push({ op: "alts", input: variables.input });
      for (const a of variables.input.images) {
        for (const g of [state.cover, ...state.gallery]) if (g.src === a.src) g.alt = a.alt || null;
      }
      return HttpResponse.json({ data: { setProductImageAlts: view() } });
    }),
    http.post(UPLOAD_URL, async ({ request }) => {
      const url = new URL(request.url);
      const type = request.headers.get("content-type");
      const body = Buffer.from(await request.arrayBuffer());
      calls.push({ op: "upload", url: url.search, type, body: type === "application/json" ? body.toString() : undefined, size: body.length });
      if (type === "application/json") {
        return HttpResponse.json({ result: "BAD_REQUEST", code: "images/invalid-svg", message: "The SVG data is not valid" }, { status: 400 });
      }
      if (body.toString().startsWith("not")) {
        return HttpResponse.json({ result: "BAD_REQUEST", code: "images/not-an-image", message: "not an image" }, { status: 415 });
      }
      const added = img(`/media/products/7/gallery-${calls.length}.png`, 640, 480, body.length);
      if (url.searchParams.get("mode") === "REPLACE") state.gallery = [added];
      else state.gallery.push(added);
      // As the REST route answers: plain JSON, without GraphQL's __typename.
      const plain = JSON.parse(JSON.stringify(view(), (k, v) => (k === "__typename" ? undefined : v)));
      return HttpResponse.json({ result: "SUCCESS", images: plain }, { status: 201 });
    }),
  );
  return { state, calls };
}

beforeAll(async () => {
  await loadAllMessages("it");
  await loadAllMessages("en");
});

beforeEach(() => {
  // A CSRF token is at hand, as after any page load.
  document.cookie = "km_csrf=test-token; path=/";
});

function renderPanel(locale: "it" | "en" = "it") {
  const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL) });
  const env: AppEnv = { client, siteUrl: "http://localhost", currency: () => "EUR", server: false };
  return render(
    <AppProviders env={env} currency="EUR">
      <MessagesProvider locale={locale}>
        <ChakraArea>
          <ScreenRecipes>
            <ProductImagesPanel productId="7" />
          </ScreenRecipes>
        </ChakraArea>
      </MessagesProvider>
    </AppProviders>,
  );
}

const png = (name: string, content = "\x89PNG fake image bytes", type = "image/png") => new File([content], name, { type });

describe("ProductImagesPanel", () => {
  it("shows the cover and the gallery with their stored sizes, in Italian", async () => {
    product();
    renderPanel();
    const cover = await screen.findByTestId("cover");
    expect(within(cover).getByText("1440×1080 px · 250 KB")).toBeInTheDocument();
    expect(within(cover).getByRole("img")).toHaveAttribute("alt", "Copertina");
    expect(within(cover).getByRole("img").getAttribute("src")).toContain("/img?src=%2Fmedia%2Fproducts%2F7%2Fcover-a.jpg&w=640");
    const gallery = screen.getByTestId("gallery");
    const sizes = within(gallery)
      .getAllByTestId("image-size")
      .map((e) => e.textContent);
    expect(sizes).toEqual(["1200×900 px · 180 KB", "800×600 px · indirizzo esterno"]);
    expect(screen.getByText("Immagini")).toBeInTheDocument();
    expect(screen.getByText(/JPEG, PNG, WebP, GIF o SVG, fino a 15 MB ciascuno/)).toBeInTheDocument();
  });

  it("uploads files into the gallery (REFRESH) and shows them; a file too big is refused before sending", async () => {
    const { calls } = product(1000);
    renderPanel();
    await screen.findByTestId("gallery");
    const big = new File([new Uint8Array(2000)], "enorme.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByTestId("image-file"), [png("nuova.png"), big]);
    await waitFor(() => expect(within(screen.getByTestId("gallery")).getAllByTestId("product-image")).toHaveLength(3));
    const uploads = calls.filter((c) => c.op === "upload");
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ url: "?slot=gallery&mode=REFRESH", type: "image/png", size: Buffer.byteLength("\x89PNG fake image bytes") });
    expect(await screen.findByTestId("upload-done")).toHaveTextContent("1 immagine caricata.");
    expect(screen.getByTestId("upload-errors")).toHaveTextContent("enorme.jpg è troppo grande: il limite è 1 KB.");
    expect(screen.getByTestId("upload-errors")).toHaveAttribute("role", "alert");
  });

  it("uploads a file dropped on the drop zone, as the cover", async () => {
    const { calls } = product();
    renderPanel();
    await screen.findByTestId("gallery");
    await userEvent.selectOptions(screen.getByTestId("image-slot"), "COVER");
    expect(screen.getByTestId("mode-help")).toHaveTextContent("L'immagine diventa la copertina; la galleria resta com'è.");
    fireEvent.drop(screen.getByTestId("image-drop"), { dataTransfer: { files: [png("trascinata.png"), png("seconda.png")] } });
    await waitFor(() => expect(calls.filter((c) => c.op === "upload")).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: "?slot=cover&mode=REFRESH" });
  });

  it("asks before REPLACE removes the gallery, then uploads in REPLACE mode", async () => {
    const { calls } = product();
    renderPanel("en");
    await screen.findByTestId("gallery");
    await userEvent.selectOptions(screen.getByTestId("image-mode"), "REPLACE");
    expect(screen.getByTestId("mode-help")).toHaveTextContent("The upload replaces the whole gallery");
    await userEvent.upload(screen.getByTestId("image-file"), png("only.png"));
    const dialog = await screen.findByTestId("confirm-replace");
    expect(dialog).toHaveTextContent("This upload removes 2 gallery images now on the product.");
    expect(calls.filter((c) => c.op === "upload")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload and replace" }));
    await waitFor(() => expect(within(screen.getByTestId("gallery")).getAllByTestId("product-image")).toHaveLength(1));
    expect(calls.find((c) => c.op === "upload")!.url).toBe("?slot=gallery&mode=REPLACE");
  });

  it("shows the server's refusals clearly: not an image, invalid SVG (sent as base64 data)", async () => {
    const { calls } = product();
    renderPanel();
    await screen.findByTestId("gallery");
    await userEvent.upload(screen.getByTestId("image-file"), [
      png("finta.png", "not really a png"),
      new File(["<svg><g></svg"], "rotto.svg", { type: "image/svg+xml" }),
    ]);
    const errors = await screen.findByTestId("upload-errors");
    expect(errors).toHaveTextContent("2 file non sono stati caricati");
    expect(errors).toHaveTextContent("finta.png non è un'immagine (JPEG, PNG, WebP, GIF o SVG), oppure è danneggiato.");
    expect(errors).toHaveTextContent("rotto.svg non è un SVG valido (o contiene script): non è stato salvato nulla.");
    const svg = calls.find((c) => c.type === "application/json")!;
    const sent = JSON.parse(svg.body!);
    expect(sent).toMatchObject({ slot: "GALLERY", mode: "REFRESH" });
    expect(sent.data).toBe(`data:image/svg+xml;base64,${Buffer.from("<svg><g></svg").toString("base64")}`);
    expect(within(screen.getByTestId("gallery")).getAllByTestId("product-image")).toHaveLength(2);
  });

  it("reorders with the arrows, removes after confirming and saves alternative texts", async () => {
    const { calls } = product();
    renderPanel();
    const gallery = await screen.findByTestId("gallery");
    const first = within(gallery).getAllByTestId("product-image")[0]!;
    expect(within(first).getByTestId("image-up")).toBeDisabled();
    expect(within(first).getByTestId("image-down")).toHaveAccessibleName("Sposta dopo: Immagine 1 di 2");
    await userEvent.click(within(first).getByTestId("image-down"));
    await waitFor(() => expect(calls.find((c) => c.op === "reorder")).toBeDefined());
    expect(calls.find((c) => c.op === "reorder")!.input).toEqual({ productId: "7", srcs: ["https://cdn.example/shot.jpg", "/media/products/7/gallery-1.jpg"] });
    await waitFor(() => expect(within(screen.getByTestId("gallery")).getAllByTestId("image-size")[0]).toHaveTextContent("800×600"));

    // remove the second one (the uploaded file), after confirming
    const second = within(screen.getByTestId("gallery")).getAllByTestId("product-image")[1]!;
    await userEvent.click(within(second).getByTestId("image-remove"));
    const dialog = await screen.findByTestId("confirm-remove");
    expect(dialog).toHaveTextContent("Rimuovere questa immagine dalla galleria?");
    expect(calls.some((c) => c.op === "remove")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Rimuovi" }));
    await waitFor(() => expect(within(screen.getByTestId("gallery")).getAllByTestId("product-image")).toHaveLength(1));
    expect(calls.find((c) => c.op === "remove")!.input).toEqual({ productId: "7", src: "/media/products/7/gallery-1.jpg" });

    // alternative texts
    expect(screen.getByTestId("save-alts")).toBeDisabled();
    const coverAlt = within(screen.getByTestId("cover")).getByLabelText("Testo alternativo");
    await userEvent.clear(coverAlt);
    await userEvent.type(coverAlt, "Scatola del gioco");
    await userEvent.click(screen.getByTestId("save-alts"));
    await waitFor(() => expect(calls.find((c) => c.op === "alts")).toBeDefined());
    expect(calls.find((c) => c.op === "alts")!.input).toEqual({ productId: "7", images: [{ src: "/media/products/7/cover-a.jpg", alt: "Scatola del gioco" }] });
    await waitFor(() => expect(within(screen.getByTestId("cover")).getByRole("img")).toHaveAttribute("alt", "Scatola del gioco"));
  });

  it("is read only for a role without the product permissions: no upload, reorder, remove or text editing", async () => {
    product(undefined, "support");
    renderPanel();
    await screen.findByTestId("gallery");
    expect(await screen.findByTestId("read-only-note")).toHaveTextContent("Solo gli amministratori caricano");
    expect(screen.queryByTestId("image-file")).not.toBeInTheDocument();
    expect(screen.queryByTestId("image-remove")).not.toBeInTheDocument();
    expect(screen.queryByTestId("save-alts")).not.toBeInTheDocument();
    expect(within(screen.getByTestId("cover")).getByText("Testo alternativo: Copertina")).toBeInTheDocument();
  });
});
