/**
 * /admin/audit in jsdom (msw): the log's entries with their actor, action and target (linked to
 * the row's admin page), the filters and the page in the URL and in the server's variables (the
 * CSV link following them), the before/after dialog with the changed fields highlighted, and the
 * Italian screen.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";
import { SEARCH_DELAY_MS } from "../../../console/ConsoleSearch";
import { compareSnapshots, parseSnapshot } from "../audit-diff";
import { auditFilter, dayStart, targetPath } from "../AdminAuditPage";

const ADMIN_PERMISSIONS = [
  "audit:info",
  "categories:info",
  "coupons:info",
  "dashboard:info",
  "orders:info",
  "payouts:info",
  "proposals:info",
  "sellers:info",
  "users:info",
];

const ORDER_ID = "5b0c1c1e-3f0a-4c55-9d6a-2f4b8e1a7c10";

function entry(id: number, over: Record<string, unknown> = {}) {
  return {
    __typename: "AuditEntry",
    id: String(id),
    at: `2026-03-0${(id % 9) + 1}T10:00:00.000Z`,
    actor: { __typename: "AuditActor", id: "00000000-0000-4000-8000-000000000001", email: "admin@keymarket.test", role: "admin" },
    ip: "203.0.113.7",
    requestId: `req-${id}`,
    action: "coupon.update",
    targetType: "coupon",
    targetId: String(100 + id),
    summary: `Edited coupon SAVE${id}: percentOff`,
    before: JSON.stringify({ code: `SAVE${id}`, percentOff: 10, enabled: true }),
    after: JSON.stringify({ code: `SAVE${id}`, percentOff: 15, enabled: true }),
    ...over,
  };
}

function asAdmin(total = 60) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    meHandler(meAs("admin", { permissions: ADMIN_PERMISSIONS })),
    graphql.query("AdminAuditFacets", () =>
      HttpResponse.json({
        data: {
          auditLogFacets: {
            __typename: "AuditLogFacets",
            actions: ["coupon.create", "coupon.update", "order.refund"],
            targetTypes: ["coupon", "order"],
          },
        },
      }),
    ),
    graphql.query("AdminAuditLog", ({ variables }) => {
      calls.push(variables);
      const skip = Number(variables.skip);
      const take = Number(variables.take);
      const items = Array.from({ length: Math.max(0, Math.min(take, total - skip)) }, (_, i) => {
        const n = total - skip - i;
        return n === total
          ? entry(n, {
              action: "order.refund",
              targetType: "order",
              targetId: ORDER_ID,
              summary: "KM-000042: 12.50 EUR refunded (in full): customer changed mind",
              before: JSON.stringify({ number: "KM-000042", status: "Sold", refunded: 0 }),
              after: JSON.stringify({ number: "KM-000042", status: "Refunded", refunded: 12.5 }),
            })
          : entry(n);
      });
      return HttpResponse.json({ data: { auditLog: { __typename: "AuditEntryList", totalItems: total, items } } });
    }),
  );
  return calls;
}

const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-entry="${id}"]`);

describe("/admin/audit", () => {
  it("lists the newest entries with actor, action and a link to the target; the nav names it", async () => {
    const calls = asAdmin();
    renderApp("/admin/audit");
    await waitFor(() => expect(rowOf(60)).toBeTruthy());
    expect(calls[0]).toMatchObject({ filter: { action: null, targetType: null, targetId: null, actor: null, from: null, to: null }, skip: 0, take: 25 });
    const first = rowOf(60)!;
    expect(first).toHaveTextContent("order.refund");
    expect(first).toHaveTextContent("admin@keymarket.test");
    expect(first).toHaveTextContent("KM-000042: 12.50 EUR refunded");
    expect(within(first).getByTestId("audit-target-link")).toHaveAttribute("href", `/admin/orders/${ORDER_ID}`);
    expect(within(rowOf(59)!).getByTestId("audit-target-link")).toHaveAttribute("href", "/admin/coupons?q=SAVE59");
    expect(screen.getByTestId("audit-count")).toHaveTextContent("1–25 of 60 entries");
    expect(screen.getByRole("link", { name: "Audit log" })).toHaveAttribute("href", "/admin/audit");
  });

  it("keeps the filters and the page in the URL, sends them to the server, and the CSV link follows them", async () => {
    const calls = asAdmin();
    const { router } = renderApp("/admin/audit");
    await waitFor(() => expect(rowOf(60)).toBeTruthy());
    await userEvent.click(screen.getByTestId("audit-next"));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ skip: 25, take: 25 }));
    expect(router.state.location.search).toBe("?page=2");

    await waitFor(() => expect(within(screen.getByTestId("audit-action")).getByRole("option", { name: "order.refund" })).toBeTruthy());
    await userEvent.selectOptions(screen.getByTestId("audit-action"), "coupon");
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { action: "coupon" }, skip: 0 }));
    // Each change renders in a transition: the next one starts from the screen that shows the last.
    await waitFor(() => expect(screen.getByTestId("audit-action")).toHaveValue("coupon"));
    await userEvent.selectOptions(screen.getByTestId("audit-type"), "coupon");
    await waitFor(() => expect(screen.getByTestId("audit-type")).toHaveValue("coupon"));
    await userEvent.type(screen.getByTestId("audit-actor"), "ada{Enter}");
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { action: "coupon", targetType: "coupon", actor: "ada" } }));
    // The search field's pause after typing runs out before the next filter changes (it sends the same search again).
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 150));
    await waitFor(() => expect(screen.getByTestId("audit-csv").getAttribute("href")).toContain("actor=ada"));
    const from = screen.getByLabelText("From");
    // A date picker sets the whole date at once.
    fireEvent.change(from, { target: { value: "2026-03-01" } });
    await waitFor(() => expect(screen.getByLabelText("From")).toHaveValue("2026-03-01"));
    const to = screen.getByLabelText("To");
    fireEvent.change(to, { target: { value: "2026-03-02" } });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { from: dayStart("2026-03-01"), to: dayStart("2026-03-03") } }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: "coupon",
      type: "coupon",
      actor: "ada",
      from: "2026-03-01",
      to: "2026-03-02",
    });
    await waitFor(() => {
      const href = screen.getByTestId("audit-csv").getAttribute("href")!;
      expect(href.startsWith("/api/admin/audit.csv?")).toBe(true);
      expect(Object.fromEntries(new URL(href, "http://x").searchParams)).toEqual({
        action: "coupon",
        targetType: "coupon",
        actor: "ada",
        from: dayStart("2026-03-01"),
        to: dayStart("2026-03-03"),
      });
    });
    await userEvent.click(screen.getByTestId("audit-clear"));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows the row before and after side by side, the changed fields highlighted", async () => {
    asAdmin();
    renderApp("/admin/audit");
    await waitFor(() => expect(rowOf(60)).toBeTruthy());
    await userEvent.click(within(rowOf(60)!).getByTestId("audit-details"));
    const dialog = await screen.findByTestId("audit-dialog");
    expect(dialog).toHaveTextContent("203.0.113.7");
    expect(within(dialog).getByTestId("audit-changed-count")).toHaveTextContent("2 fields changed");
    const status = dialog.querySelector<HTMLElement>('[data-field="status"]')!;
    expect(status).toHaveAttribute("data-changed", "true");
    expect(status).toHaveTextContent(/Sold.*Refunded/);
    expect(dialog.querySelector('[data-field="number"]')).not.toHaveAttribute("data-changed");
    expect(dialog.querySelector('[data-field="refunded"]')).toHaveAttribute("data-changed", "true");
  });

  it("opens one row's history from a link and speaks Italian under /it", async () => {
    const calls = asAdmin(3);
    renderApp(`/it/admin/audit?type=order&target=${ORDER_ID}`);
    await waitFor(() => expect(rowOf(3)).toBeTruthy());
    expect(calls[0]).toMatchObject({ filter: { targetType: "order", targetId: ORDER_ID } });
    expect(screen.getByTestId("audit-only-target")).toHaveTextContent(`Solo order ${ORDER_ID}`);
    expect(within(rowOf(3)!).getByTestId("audit-details")).toHaveTextContent("Dettagli");
    expect(within(rowOf(3)!).getByTestId("audit-target-link")).toHaveAttribute("href", `/it/admin/orders/${ORDER_ID}`);
    expect(screen.getByRole("link", { name: "Registro attività" })).toBeTruthy();
  });
});

describe("the audit page's helpers", () => {
  it("compares snapshots field by field, nested objects as dotted fields", () => {
    expect(compareSnapshots(parseSnapshot('{"a":1,"en":{"name":"X","slug":"x"}}'), parseSnapshot('{"a":1,"en":{"name":"Y","slug":"x"},"b":[1,2]}'))).toEqual([
      { field: "a", before: "1", after: "1", changed: false },
      { field: "en.name", before: "X", after: "Y", changed: true },
      { field: "en.slug", before: "x", after: "x", changed: false },
      { field: "b", before: "", after: "[1,2]", changed: true },
    ]);
    expect(compareSnapshots(null, { code: "A" })).toEqual([{ field: "code", before: "", after: "A", changed: true }]);
    expect(parseSnapshot("not json")).toBeNull();
  });

  it("ignores malformed filters and links targets only where an admin page exists", () => {
    expect(auditFilter({ action: "DROP TABLE", type: "order", actor: "", from: "yesterday", to: "", target: "x" })).toMatchObject({
      action: null,
      targetType: "order",
      targetId: "x",
      from: null,
    });
    expect(targetPath({ targetType: "search_synonym", targetId: "gta", before: null, after: null })).toBeNull();
    expect(targetPath({ targetType: "seller", targetId: "7", before: null, after: null })).toBe("/admin/sellers/7");
    expect(targetPath({ targetType: "payout", targetId: "9", before: null, after: '{"sellerId":"7"}' })).toBe("/admin/payouts?view=history&seller=7");
  });
});
