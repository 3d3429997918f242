/**
 * The consoles' CSV export button (features/console/CsvExportLink.tsx, use-streamed-download.ts)
 * in jsdom with msw: a plain click downloads through fetch and shows the rows and size received
 * while the answer streams in, then saves the file under the server's name with every byte; an
 * error answer and a network failure say so (in Italian too) and a later click tries again;
 * cancelling stops the download; the link stays a real link (href) for modified clicks.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { ChakraArea } from "../../../app/ChakraArea";
import { loadMessages, MessagesProvider } from "../../../i18n";
import type { Locale } from "../../../lib/locale";
import { server } from "../../../../../test/client/msw-server";
import { ScreenRecipes } from "../../accounts/ui";
import { CsvExportLink } from "../CsvExportLink";
import { fileNameOf } from "../use-streamed-download";

const URL_PATH = "/api/seller/sales.csv?from=2026-03-01";

/** A response body the test feeds chunk by chunk. */
function controlledBody() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

let saved: { name: string; blob: Blob }[];
let lastBlob: Blob | null;

beforeEach(() => {
  saved = [];
  lastBlob = null;
  URL.createObjectURL = jest.fn((b: Blob) => {
    lastBlob = b;
    return "blob:http://localhost/export";
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith("blob:") && lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  server.resetHandlers();
});

async function renderLink(locale: Locale = "en") {
  await loadMessages(locale);
  render(
    <MessagesProvider locale={locale}>
      <ChakraArea>
        <ScreenRecipes>
          <CsvExportLink href={URL_PATH} data-testid="sales-csv">
            Export CSV
          </CsvExportLink>
        </ScreenRecipes>
      </ChakraArea>
    </MessagesProvider>,
  );
}

describe("CsvExportLink", () => {
  it("stays a real link to the export", async () => {
    await renderLink();
    expect(screen.getByTestId("sales-csv")).toHaveAttribute("href", URL_PATH);
    expect(screen.getByTestId("sales-csv")).toHaveAttribute("download");
  });

  it("shows rows and size while the file streams in, then saves it whole under the server's name", async () => {
    const body = controlledBody();
    const requests: string[] = [];
    server.use(
      http.get("http://localhost/api/seller/sales.csv", ({ request }) => {
        requests.push(request.url);
        return new HttpResponse(body.stream, {
          headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="sales-2026-03.csv"' },
        });
      }),
    );
    await renderLink();
    await userEvent.click(screen.getByTestId("sales-csv"));
    expect(await screen.findByText("Preparing the export…")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Download progress" })).toBeInTheDocument();
    await waitFor(() => expect(requests).toEqual(["http://localhost/api/seller/sales.csv?from=2026-03-01"]));

    const header = "date,order,product,net\n";
    const row = (i: number) => `2026-03-0${i},KM-${i},Game ${i},9.99\n`;
    await act(async () => body.push(header + row(1) + row(2)));
    expect(await screen.findByText(/^2 rows · /)).toBeInTheDocument();
    await act(async () => body.push(row(3) + row(4) + row(5)));
    expect(await screen.findByText(/^5 rows · /)).toBeInTheDocument();
    // A second click while it runs starts nothing new.
    await userEvent.click(screen.getByTestId("sales-csv"));
    await act(async () => body.close());

    expect(await screen.findByTestId("sales-csv-done")).toHaveTextContent("Saved sales-2026-03.csv (5 rows).");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(saved.map((s) => s.name)).toEqual(["sales-2026-03.csv"]);
    expect(await saved[0]!.blob.text()).toBe(header + [1, 2, 3, 4, 5].map(row).join(""));
  });

  it("says so when the export fails, in the page's language, and tries again on the next click", async () => {
    let answer: "error" | "network" | "ok" = "error";
    server.use(
      http.get("http://localhost/api/seller/sales.csv", () => {
        if (answer === "error") return HttpResponse.json({ code: "FORBIDDEN", message: "Forbidden" }, { status: 403 });
        if (answer === "network") return HttpResponse.error();
        return new HttpResponse("a,b\n1,2", { headers: { "content-type": "text/csv" } });
      }),
    );
    await renderLink("it");
    await userEvent.click(screen.getByTestId("sales-csv"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Non è stato possibile scaricare l'esportazione (errore 403). Riprova.");
    expect(saved).toEqual([]);

    answer = "network";
    await userEvent.click(screen.getByTestId("sales-csv"));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Non è stato possibile scaricare l'esportazione. Riprova."));

    answer = "ok";
    await userEvent.click(screen.getByTestId("sales-csv"));
    // No line feed after the last row: it still counts; the name comes from the address.
    expect(await screen.findByTestId("sales-csv-done")).toHaveTextContent("Salvato sales.csv (1 riga).");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await saved[0]!.blob.text()).toBe("a,b\n1,2");
  });

  it("stops when cancelled, saving nothing", async () => {
    const body = controlledBody();
    server.use(http.get("http://localhost/api/seller/sales.csv", () => new HttpResponse(body.stream, { headers: { "content-type": "text/csv" } })));
    await renderLink();
    await userEvent.click(screen.getByTestId("sales-csv"));
    await act(async () => body.push("a,b\n1,2\n"));
    expect(await screen.findByText(/^1 row · /)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("export-cancel"));
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
    expect(screen.queryByTestId("sales-csv-done")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe("fileNameOf", () => {
  it("reads Content-Disposition (filename* first), else the address", () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''vendite%20marzo.csv`, "/x.csv")).toBe("vendite marzo.csv");
    expect(fileNameOf(`attachment; filename=plain.csv`, "/x.csv")).toBe("plain.csv");
    expect(fileNameOf(null, "/api/admin/payouts/batches/9/lines.csv?x=1")).toBe("lines.csv");
  });
});
