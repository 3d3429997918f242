/**
 * /seller/offers/:id/keys in jsdom against msw: a page opened (or reloaded) while a large
 * upload runs finds it on the server and shows its progress bar, polls it until it is done,
 * then shows the counts and the per-line report with its filter; pasting sends the text, and the
 * keys are read again when that upload ends, even if it is over at its first answer;
 * withdrawing all unsold keys asks first.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

const UPLOAD_ID = "c0000000-0000-4000-8000-000000000001";

function upload(processed: number, over: Record<string, unknown> = {}) {
  const done = processed >= 10_000;
  return {
    __typename: "KeyUpload",
    id: UPLOAD_ID,
    source: "paste",
    contentType: "text",
    fileName: null,
    state: done ? "done" : "running",
    totalLines: 10_000,
    processed,
    accepted: done ? 9_998 : processed,
    malformed: done ? 1 : 0,
    duplicateInUpload: done ? 1 : 0,
    duplicateInMarketplace: 0,
    error: null,
    createdAt: "2026-11-26T09:00:00.000Z",
    finishedAt: done ? "2026-11-26T09:00:05.000Z" : null,
    ...over,
  };
}

const counts = (available: number) => ({
  __typename: "OfferKeyCounts",
  offerId: "7",
  available,
  using: 1,
  delivered: 12,
  revealed: 3,
  notDelivered: 0,
  changed: 0,
  replaced: 0,
});

interface Calls {
  progress: number;
  uploads: unknown[];
  lineFilters: unknown[];
  withdrawals: unknown[];
  offerKeyReads?: number;
}

function handlers(calls: Calls, steps: number[]) {
  return [
    meHandler(meAs("seller")),
    graphql.query("SellerOfferKeys", () =>
      HttpResponse.json({
        data: {
          sellerOffer: { __typename: "SellerOffer", id: "7", productName: "Cyber Quest" },
          offerKeyCounts: counts(calls.progress >= steps.length ? 9_998 : 5),
          keyUploads: { __typename: "KeyUploadList", totalItems: 1, items: [upload(steps[Math.min(calls.progress, steps.length - 1)]!)] },
        },
      }),
    ),
    graphql.query("KeyUploadProgress", () => {
      const processed = steps[Math.min(calls.progress, steps.length - 1)]!;
      calls.progress++;
      return HttpResponse.json({ data: { keyUpload: upload(processed) } });
    }),
    graphql.query("KeyUploadLines", ({ variables }) => {
      calls.lineFilters.push(variables.status ?? (variables.problems ? "problems" : null));
      const all = [
        { __typename: "KeyUploadLine", line: 1, status: "accepted", problem: null },
        { __typename: "KeyUploadLine", line: 2, status: "malformed", problem: "tooLong" },
        { __typename: "KeyUploadLine", line: 3, status: "duplicateInUpload", problem: null },
      ];
      const items = variables.status ? all.filter((l) => l.status === variables.status) : variables.problems ? all.filter((l) => l.status !== "accepted") : all;
      return HttpResponse.json({
        data: { keyUpload: { __typename: "KeyUpload", id: UPLOAD_ID, lines: { __typename: "KeyUploadLineList", totalItems: items.length, items } } },
      });
    }),
    graphql.query("OfferKeys", () => {
      calls.offerKeyReads = (calls.offerKeyReads ?? 0) + 1;
      return HttpResponse.json({
        data: {
          offerKeys: {
            __typename: "SellerKeyList",
            totalItems: 1,
            items: [{ __typename: "SellerKey", id: "k1", state: "Available", contentType: "text", createdAt: "2026-11-26T09:00:00.000Z", hint: "ABCD" }],
          },
        },
      });
    }),
    graphql.mutation("UploadKeys", ({ variables }) => {
      calls.uploads.push(variables.input);
      return HttpResponse.json({ data: { uploadKeys: upload(10_000, { id: "c0000000-0000-4000-8000-000000000002", totalLines: 2, processed: 2 }) } });
    }),
    graphql.mutation("WithdrawKeys", ({ variables }) => {
      calls.withdrawals.push(variables.input);
      return HttpResponse.json({ data: { withdrawKeys: { __typename: "KeysWithdrawn", withdrawn: 5 } } });
    }),
  ];
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

it("finds the running upload after a reload, polls its progress to the end, then shows the report (problems first) with its filter", async () => {
  const calls: Calls = { progress: 0, uploads: [], lineFilters: [], withdrawals: [] };
  server.use(...handlers(calls, [4_000, 8_000, 10_000]));
  renderApp("/seller/offers/7/keys");
  const progress = await screen.findByTestId("upload-progress");
  // Opened mid-upload: the running upload is found and its bar shown, without uploading anything.
  await waitFor(() => expect(progress).toHaveTextContent("4,000 of 10,000 lines processed"));
  expect(within(progress).getByTestId("upload-state")).toHaveTextContent("Running");
  expect(within(progress).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
  // Polled until done.
  await waitFor(() => expect(within(progress).getByTestId("upload-state")).toHaveTextContent("Done"), { timeout: 8000 });
  expect(progress).toHaveTextContent("10,000 of 10,000 lines processed");
  expect(within(progress).getByTestId("summary-accepted")).toHaveTextContent("9,998");
  const report = await within(progress).findByTestId("upload-report");
  // What went wrong first.
  await waitFor(() => expect(within(report).getAllByTestId("report-line")).toHaveLength(2));
  expect(calls.lineFilters.at(-1)).toBe("problems");
  expect(report).toHaveTextContent("too long");
  await userEvent.selectOptions(within(report).getByTestId("report-filter"), "");
  await waitFor(() => expect(within(report).getAllByTestId("report-line")).toHaveLength(3));
  await userEvent.selectOptions(within(report).getByTestId("report-filter"), "malformed");
  await waitFor(() => expect(within(report).getAllByTestId("report-line")).toHaveLength(1));
  expect(calls.lineFilters.at(-1)).toBe("malformed");
  // The counts were read again once it ended.
  await waitFor(() => expect(screen.getByTestId("count-available")).toHaveTextContent("9,998"));
  expect(screen.getByTestId("count-using")).toHaveTextContent("1");
}, 15_000);

it("sends pasted keys, and asks before withdrawing every unsold key", async () => {
  const calls: Calls = { progress: 0, uploads: [], lineFilters: [], withdrawals: [] };
  server.use(...handlers(calls, [10_000]));
  renderApp("/seller/offers/7/keys");
  await screen.findByRole("heading", { name: "Keys of Cyber Quest" });
  await userEvent.type(screen.getByTestId("key-text"), "AAAA-1{enter}BBBB-2");
  await userEvent.click(screen.getByTestId("upload-submit"));
  await waitFor(() => expect(calls.uploads).toEqual([{ offerId: "7", contentType: "text", text: "AAAA-1\nBBBB-2" }]));
  // The upload was over at its first answer: the unsold keys are read again all the same.
  await waitFor(() => expect(calls.offerKeyReads).toBe(2));

  // Sold values are never shown; Available text keys show their last 4 characters.
  expect(await screen.findByText("…ABCD")).toBeInTheDocument();
  await userEvent.click(screen.getByTestId("withdraw-all"));
  const dialog = await screen.findByTestId("withdraw-dialog");
  expect(dialog).toHaveTextContent(/Withdraw all/);
  expect(calls.withdrawals).toEqual([]);
  await userEvent.click(within(dialog).getByTestId("confirm"));
  await waitFor(() => expect(calls.withdrawals).toEqual([{ offerId: "7", all: true }]));
});
