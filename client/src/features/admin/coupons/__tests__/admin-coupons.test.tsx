/**
 * /admin/coupons in jsdom against an in-memory set of coupons (msw): the list with its use so
 * far, the state filter in the URL, the form (checked before sending, amounts as typed with a
 * comma, the Italian description), and switching a coupon off only after confirming.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import type { AdminCouponFieldsFragment } from "../../../../gql/graphql";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

type Coupon = AdminCouponFieldsFragment & { __typename: "Coupon" };

const prices = (eur: number | null, usd: number | null, gbp: number | null) => ({ __typename: "Prices" as const, eur, usd, gbp });

function coupon(n: number, over: Partial<Coupon> = {}): Coupon {
  return {
    __typename: "Coupon",
    id: String(n),
    code: `CODE${n}`,
    description: `Coupon ${n}`,
    descriptionIt: "",
    kind: "percent",
    percentOff: 10,
    amounts: null,
    minimumPurchase: prices(0, 0, 0),
    validFrom: null,
    validUntil: null,
    maxUses: null,
    maxUsesPerUser: null,
    categoryIds: [],
    enabled: true,
    usedCount: 0,
    status: "ACTIVE",
    customerCount: 0,
    discountGiven: prices(0, 0, 0),
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-01T09:00:00.000Z",
    ...over,
  };
}

interface Calls {
  lists: Record<string, unknown>[];
  creates: Record<string, unknown>[];
  updates: Record<string, unknown>[];
}

function asAdmin(book: Coupon[]): Calls {
  const calls: Calls = { lists: [], creates: [], updates: [] };
  server.use(
    meHandler(meAs("admin")),
    graphql.query("AdminCoupons", ({ variables }) => {
      calls.lists.push(variables);
      const items = book.filter(
        (c) => (!variables.status || c.status === variables.status) && (!variables.search || c.code.includes(String(variables.search).toUpperCase())),
      );
      return HttpResponse.json({
        data: { coupons: { __typename: "CouponList", totalItems: items.length, items: items.slice(variables.skip, variables.skip + variables.take) } },
      });
    }),
    graphql.query("CouponCategories", () =>
      HttpResponse.json({
        data: {
          categories: [
            { __typename: "Category", id: "1", locale: "en", name: "Games", depth: 0, parentId: null, position: 0 },
            { __typename: "Category", id: "5", locale: "en", name: "Action", depth: 1, parentId: "1", position: 0 },
            { __typename: "Category", id: "2", locale: "en", name: "Software", depth: 0, parentId: null, position: 1 },
          ],
        },
      }),
    ),
    graphql.mutation("CreateCoupon", ({ variables }) => {
      const input = variables.input as Record<string, any>;
      calls.creates.push(input);
      const c = coupon(book.length + 1, {
        code: input.code,
        kind: input.kind,
        percentOff: input.percentOff,
        amounts: input.amounts ? prices(input.amounts.eur, input.amounts.usd, input.amounts.gbp) : null,
        description: input.description,
        descriptionIt: input.descriptionIt,
        maxUses: input.maxUses,
        maxUsesPerUser: input.maxUsesPerUser,
        categoryIds: input.categoryIds,
      });
      book.unshift(c);
      return HttpResponse.json({ data: { createCoupon: c } });
    }),
    graphql.mutation("UpdateCoupon", ({ variables }) => {
      const input = variables.input as Record<string, any>;
      calls.updates.push(input);
      const c = book.find((x) => x.id === input.id)!;
      if (input.enabled != null) {
        c.enabled = input.enabled;
        c.status = input.enabled ? "ACTIVE" : "DISABLED";
      }
      return HttpResponse.json({ data: { updateCoupon: c } });
    }),
  );
  return calls;
}

const rowOf = (code: string) => document.querySelector<HTMLElement>(`tr[data-coupon="${code}"]`);

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the coupons list", () => {
  it("shows each coupon's discount, state and use so far; the state filter lives in the URL", async () => {
    const book = [
      coupon(1, { usedCount: 12, maxUses: 100, maxUsesPerUser: 1, customerCount: 12, discountGiven: prices(24.5, 0, 0) }),
      coupon(2, { kind: "fixed", percentOff: null, amounts: prices(5, 6, null), status: "EXPIRED", validUntil: "2025-09-01T00:00:00.000Z" }),
      coupon(3, { enabled: false, status: "DISABLED" }),
    ];
    const calls = asAdmin(book);
    const { router } = renderApp("/admin/coupons");
    const table = await screen.findByTestId("coupons-table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Code", "Discount", "State and dates", "Use so far", "Actions"]);
    await waitFor(() => expect(rowOf("CODE1")).toBeTruthy());
    expect(rowOf("CODE1")).toHaveTextContent("12 / 100 uses");
    expect(rowOf("CODE1")).toHaveTextContent("12 customers · max 1 per customer");
    expect(rowOf("CODE1")).toHaveTextContent(/Discount given: 24,50\s€/);
    expect(rowOf("CODE2")).toHaveTextContent(/5,00\s€ · \$6,00/);
    expect(rowOf("CODE2")).toHaveTextContent("Expired");
    expect(within(rowOf("CODE2")!).getByTestId("coupon-validity")).toHaveTextContent("— → Sep 1, 2025");
    expect(within(rowOf("CODE3")!).getByTestId("coupon-toggle")).toHaveTextContent("Enable");
    await userEvent.click(screen.getByTestId("coupons-status-EXPIRED"));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ status: "EXPIRED", skip: 0, take: 20 }));
    expect(router.state.location.search).toBe("?status=EXPIRED");
    await waitFor(() => expect(rowOf("CODE1")).toBeNull());
  });

  it("is read only for support: the coupons without create, edit or switch", async () => {
    asAdmin([coupon(1), coupon(2)]);
    server.use(meHandler(meAs("support")));
    renderApp("/admin/coupons");
    await waitFor(() => expect(rowOf("CODE1")).toBeTruthy());
    for (const id of ["coupon-new", "coupon-edit", "coupon-toggle"]) expect(screen.queryAllByTestId(id)).toEqual([]);
    expect(screen.getByTestId("read-only-note")).toHaveTextContent("Creating, changing and switching coupons off are for administrators");
  });

  it("switches a coupon off only after confirming", async () => {
    const calls = asAdmin([coupon(1)]);
    renderApp("/admin/coupons");
    await waitFor(() => expect(rowOf("CODE1")).toBeTruthy());
    await userEvent.click(within(rowOf("CODE1")!).getByTestId("coupon-toggle"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Disable coupon CODE1?");
    expect(calls.updates).toEqual([]);
    await userEvent.click(within(dialog).getByTestId("confirm"));
    await waitFor(() => expect(calls.updates).toEqual([{ id: "1", enabled: false }]));
    await waitFor(() => expect(rowOf("CODE1")).toHaveAttribute("data-status", "DISABLED"));
  });
});

describe("the coupon form", () => {
  it("checks the form before sending, then creates the coupon with every setting", async () => {
    const calls = asAdmin([coupon(1)]);
    renderApp("/admin/coupons");
    await waitFor(() => expect(rowOf("CODE1")).toBeTruthy());
    await userEvent.click(screen.getByTestId("coupon-new"));
    const dialog = await screen.findByTestId("coupon-dialog");
    await userEvent.click(within(dialog).getByTestId("coupon-save"));
    expect(await within(dialog).findByText("Use 3 to 32 letters, digits, dashes or underscores.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a whole number from 1 to 100.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId("coupon-code"), "spring-26");
    await userEvent.click(within(dialog).getByTestId("coupon-kind-fixed"));
    await userEvent.click(within(dialog).getByTestId("coupon-save"));
    expect(await within(dialog).findByText("Enter the amount off in at least one currency.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId("coupon-amount-eur"), "4,50");
    await userEvent.type(within(dialog).getByTestId("coupon-max-uses"), "50");
    await userEvent.type(within(dialog).getByTestId("coupon-max-per-user"), "1");
    await userEvent.click(await within(dialog).findByText("Action"));
    await userEvent.type(within(dialog).getByTestId("coupon-description"), "Spring offer");
    await userEvent.type(within(dialog).getByTestId("coupon-description-it"), "Offerta di primavera");
    expect(calls.creates).toEqual([]);
    await userEvent.click(within(dialog).getByTestId("coupon-save"));
    await waitFor(() => expect(calls.creates).toHaveLength(1));
    expect(calls.creates[0]).toEqual({
      code: "SPRING-26",
      kind: "fixed",
      percentOff: null,
      amounts: { eur: 4.5, usd: null, gbp: null },
      minimumPurchase: { eur: null, usd: null, gbp: null },
      validFrom: null,
      validUntil: null,
      maxUses: 50,
      maxUsesPerUser: 1,
      categoryIds: ["5"],
      description: "Spring offer",
      descriptionIt: "Offerta di primavera",
      enabled: true,
    });
    await waitFor(() => expect(screen.queryByTestId("coupon-dialog")).toBeNull());
    await waitFor(() => expect(rowOf("SPRING-26")).toBeTruthy());
  });

  it("speaks Italian under /it", async () => {
    asAdmin([coupon(1, { status: "SCHEDULED" })]);
    renderApp("/it/admin/coupons");
    await waitFor(() => expect(rowOf("CODE1")).toHaveTextContent("Programmato"));
    expect(screen.getByTestId("coupon-new")).toHaveTextContent("Nuovo coupon");
  });
});
