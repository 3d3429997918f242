/**
 * The admin area by permission (`me { permissions }`) in jsdom: the support role enters it, lands
 * on the orders, sees only the sections it may read, gets the 403 screen on the others, and finds
 * no button for what it may not do (refund, approve, cancel, deliver, block, change roles, accept
 * proposals, approve sellers), with a line saying why; an admin changes a user's role.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { adminHandlers, emptyAdminCalls, meAs, meHandler, userRows, type AdminCalls } from "../../../../../test/client/accounts-fixtures";
import { emptyOrderCalls, orderBook, orderHandlers } from "../../../../../test/client/admin-orders-fixtures";
import { emptySellerCalls, sellerBook, sellerHandlers } from "../../../../../test/client/admin-sellers-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";
import { ADMIN_NAV, adminNavFor } from "../../../app/shells/AdminShell";

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the admin area for support", () => {
  it("lands on the orders, and the navigation lists only what support may read", async () => {
    server.use(meHandler(meAs("support")), ...orderHandlers(orderBook(3), emptyOrderCalls()));
    const { router } = renderApp("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/orders"));
    await screen.findByTestId("orders-table");
    const nav = document.querySelector("nav[aria-label]")!;
    const links = [...nav.querySelectorAll("a")].map((a) => a.textContent);
    expect(links).toEqual(["Users", "Orders", "Proposals", "Sellers", "Categories", "Coupons", "Tickets"]);
    expect(adminNavFor(meAs("support")).map((n) => n.path)).toEqual(["users", "orders", "proposals", "sellers", "categories", "coupons", "tickets"]);
    // Admins hold every section's permission
    expect(adminNavFor(meAs("admin"))).toEqual(ADMIN_NAV);
    // Held orders are opened, not "reviewed"; the list says what the role may not do.
    expect(screen.getByTestId("read-only-note")).toHaveTextContent("refunding");
    expect(screen.getAllByTestId("order-open").map((b) => b.textContent)).not.toContain("Review");
  });

  it("answers the 403 screen on a section it may not read, with the way back", async () => {
    server.use(meHandler(meAs("support")));
    renderApp("/it/admin/payouts");
    const page = await screen.findByTestId("forbidden-page");
    expect(page).toHaveTextContent("403");
    expect(page).toHaveTextContent("support@keymarket.test");
    expect(page).toHaveTextContent("il tuo ruolo (Assistenza) non dà accesso a questa sezione");
    expect(within(page).getByTestId("forbidden-admin-home")).toHaveAttribute("href", "/it/admin/orders");
    expect(screen.queryByTestId("admin-payouts")).not.toBeInTheDocument();
  });

  it("gets the 403 page in the seller area too, which it holds no permission of", async () => {
    server.use(meHandler(meAs("support")));
    renderApp("/seller");
    const page = await screen.findByTestId("forbidden-page");
    expect(page).toHaveTextContent("your role (Support) does not give access to this section");
    expect(within(page).getByTestId("forbidden-admin-home")).toHaveAttribute("href", "/admin/orders");
  });

  it("still refuses customers and sellers the whole area", async () => {
    server.use(meHandler(meAs("user")));
    renderApp("/admin/orders");
    const page = await screen.findByTestId("forbidden-page");
    expect(page).toHaveTextContent("this area is for administrators only");
    expect(screen.queryByTestId("forbidden-admin-home")).not.toBeInTheDocument();
  });

  it("reads an order and resends its mail, with no refund, review or delivery", async () => {
    const book = orderBook(3);
    const calls = emptyOrderCalls();
    server.use(meHandler(meAs("support")), ...orderHandlers(book, calls));
    // A held order (the third) and a sold one (the first)
    const held = renderApp(`/admin/orders/${book[2]!.id}`);
    const page = await screen.findByTestId("admin-order");
    expect(page).toHaveAttribute("data-status", "Manual");
    expect(within(page).queryByTestId("order-approve")).not.toBeInTheDocument();
    expect(within(page).queryByTestId("order-cancel")).not.toBeInTheDocument();
    expect(within(page).getByTestId("read-only-note")).toHaveTextContent("not approve, cancel, refund it or deliver its keys by hand");
    held.unmount();

    renderApp(`/admin/orders/${book[0]!.id}`);
    const sold = await screen.findByTestId("admin-order");
    expect(sold).toHaveAttribute("data-status", "Sold");
    expect(within(sold).queryByTestId("order-refund")).not.toBeInTheDocument();
    expect(within(sold).queryByTestId("line-deliver")).not.toBeInTheDocument();
    await userEvent.click(within(sold).getByTestId("order-resend"));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByTestId("confirm"));
    await waitFor(() => expect(calls.resends).toEqual([book[0]!.id]));
    expect(calls.refunds).toEqual([]);
  });

  it("reads a seller shop without the approve, block and commission buttons", async () => {
    const book = sellerBook(3);
    server.use(meHandler(meAs("support")), ...sellerHandlers(book, emptySellerCalls()));
    renderApp(`/admin/sellers/${book[2]!.id}`);
    const page = await screen.findByTestId("admin-seller");
    expect(page).toHaveAttribute("data-state", "Waiting");
    for (const id of ["seller-approve", "seller-block", "seller-commission"]) expect(within(page).queryByTestId(id)).not.toBeInTheDocument();
    expect(within(page).getByTestId("read-only-note")).toHaveTextContent("Approving, blocking and setting commissions are for administrators");
  });
});

describe("the proposals screen by role", () => {
  const proposal = (n: number) => ({
    __typename: "ProductProposal" as const,
    id: String(n),
    sellerName: "PixelVault",
    name: `Proposed game ${n}`,
    nameIt: null,
    platformId: "1",
    platformName: "Steam",
    categoryId: "5",
    categoryName: "Action",
    description: null,
    descriptionIt: null,
    publisher: null,
    state: "Waiting",
    reason: null,
    productId: null,
    createdAt: "2026-03-01T09:00:00.000Z",
    decidedAt: null,
  });
  const proposals = () =>
    graphql.query("ProductProposals", () =>
      HttpResponse.json({ data: { productProposals: { __typename: "ProductProposalList", totalItems: 2, items: [proposal(1), proposal(2)] } } }),
    );

  it("shows support the waiting proposals without accept and refuse", async () => {
    server.use(meHandler(meAs("support")), proposals());
    renderApp("/admin/proposals");
    await screen.findByText("Proposed game 2");
    expect(screen.queryAllByTestId("proposal-accept")).toEqual([]);
    expect(screen.queryAllByTestId("proposal-refuse")).toEqual([]);
    expect(screen.getByTestId("read-only-note")).toHaveTextContent("Accepting and refusing them are for administrators");
  });

  it("gives admins both decisions", async () => {
    server.use(meHandler(meAs("admin")), proposals());
    renderApp("/admin/proposals");
    await screen.findByText("Proposed game 2");
    expect(screen.getAllByTestId("proposal-accept")).toHaveLength(2);
    expect(screen.queryByTestId("read-only-note")).not.toBeInTheDocument();
  });
});

describe("the users screen by role", () => {
  let calls: AdminCalls;
  const rowOf = (email: string) => document.querySelector<HTMLElement>(`tr[data-user="${email}"]`)!;

  it("lets support look users up and resend verification mails, not block them or change roles", async () => {
    calls = emptyAdminCalls();
    const rows = userRows(6);
    server.use(meHandler(meAs("support")), ...adminHandlers(rows, calls));
    renderApp("/admin/users");
    await screen.findByTestId("users-table");
    expect(screen.queryAllByTestId("user-block")).toEqual([]);
    expect(screen.queryAllByTestId("user-role")).toEqual([]);
    expect(screen.getByTestId("read-only-note")).toHaveTextContent("Blocking users and changing roles are for administrators");
    // customer5 is unverified (every fifth)
    await userEvent.click(within(rowOf("customer5@example.com")).getByTestId("user-resend"));
    await waitFor(() => expect(calls.resends).toHaveLength(1));
  });

  it("lets an admin change a customer's role after a confirmation; not its own, not a seller's", async () => {
    calls = emptyAdminCalls();
    const rows = userRows(4);
    rows[1]!.role = "seller";
    server.use(meHandler(meAs("admin")), ...adminHandlers(rows, calls));
    renderApp("/admin/users");
    await screen.findByTestId("users-table");
    expect(screen.queryByTestId("read-only-note")).not.toBeInTheDocument();
    expect(within(rowOf(rows[1]!.email)).queryByTestId("user-role")).not.toBeInTheDocument();
    expect(within(rowOf("admin@keymarket.test")).getByTestId("user-role")).toBeDisabled();

    await userEvent.click(within(rowOf("customer4@example.com")).getByTestId("user-role"));
    const dialog = await screen.findByTestId("role-dialog");
    const confirm = within(dialog).getByRole("button", { name: "Change role" });
    // Nothing to change yet
    expect(confirm).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByTestId("user-role-select"), "support");
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(calls.roles).toEqual([{ userId: rows[0]!.id, role: "support" }]));
    await waitFor(() => expect(within(rowOf("customer4@example.com")).getByText("Support")).toBeInTheDocument());
  });
});
