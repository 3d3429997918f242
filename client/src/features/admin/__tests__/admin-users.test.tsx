/**
 * /admin/users in jsdom: who may see it (guests to the login page, others a 403 screen),
 * the table with its columns, pagination and page size, the search, block/unblock with a
 * confirmation, resending the verification mail, and a user's details.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminHandlers, emptyAdminCalls, meAs, meHandler, userRows, type AdminCalls } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

let calls: AdminCalls;

function asAdmin(count = 26) {
  calls = emptyAdminCalls();
  const rows = userRows(count);
  server.use(meHandler(meAs("admin")), ...adminHandlers(rows, calls));
  return rows;
}

const table = () => screen.findByTestId("users-table");
const rowOf = (email: string) => document.querySelector<HTMLElement>(`tr[data-user="${email}"]`)!;

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("who sees the admin users", () => {
  it("sends guests to the login page, coming back here", async () => {
    server.use(meHandler(null));
    const { router } = renderApp("/admin/users?q=ada");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("destination")).toBe("/admin/users?q=ada");
  });

  it("shows a 403 screen to signed-in users who are not admins", async () => {
    server.use(meHandler(meAs("seller")));
    renderApp("/it/admin/users");
    const page = await screen.findByTestId("forbidden-page");
    expect(page).toHaveTextContent("403");
    expect(page).toHaveTextContent("Non hai accesso a questa pagina");
    expect(page).toHaveTextContent("seller@keymarket.test");
    expect(screen.queryByTestId("users-table")).not.toBeInTheDocument();
  });
});

describe("the admin area", () => {
  it("opens the users section at /admin/users (/admin is the dashboard), and says so when a section does not exist", async () => {
    asAdmin(3);
    const first = renderApp("/admin/users");
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/admin/users"));
    expect(await table()).toBeInTheDocument();
    first.unmount();

    renderApp("/it/admin/nope");
    expect(await screen.findByTestId("area-section-not-found")).toHaveTextContent("Questa sezione non esiste");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sezione non trovata");
  });

  it("speaks Italian under /it", async () => {
    asAdmin(3);
    renderApp("/it/admin/users");
    const t = await table();
    const headers = within(t)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Indirizzo email", "Nome", "Ruolo", "Verificato", "Bloccato", "Creato", "Azioni"]);
  });
});

describe("the users table", () => {
  it("lists users newest first with email, name, role, verified, blocked and creation date, a page at a time", async () => {
    asAdmin(26);
    const { router } = renderApp("/admin/users");
    const t = await table();
    const headers = within(t)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Email address", "Name", "Role", "Verified", "Blocked", "Created", "Actions"]);
    await waitFor(() => expect(within(t).getAllByRole("row")).toHaveLength(21));
    expect(screen.getByTestId("users-count")).toHaveTextContent("1–20 of 27 users");
    const first = rowOf("customer26@example.com");
    expect(first).toHaveTextContent("Test User26");
    expect(first).toHaveTextContent("Customer");
    expect(first).toHaveTextContent("Verified");
    expect(first).toHaveTextContent("Active");
    expect(within(first).getByText("Jan 27, 2026")).toHaveAttribute("datetime", "2026-01-27T00:00:00.000Z");
    expect(calls.users.at(-1)).toEqual({ skip: 0, take: 20, search: null });

    await userEvent.click(screen.getByTestId("users-next"));
    await waitFor(() => expect(calls.users.at(-1)).toEqual({ skip: 20, take: 20, search: null }));
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    await waitFor(() => expect(rowOf("admin@keymarket.test")).toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get("page")).toBe("2");
    expect(screen.getByTestId("users-next")).toBeDisabled();

    await userEvent.selectOptions(screen.getByTestId("users-page-size"), "10");
    await waitFor(() => expect(calls.users.at(-1)).toEqual({ skip: 0, take: 10, search: null }));
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("searches email and names as the admin types, from the first page", async () => {
    asAdmin(26);
    const { router } = renderApp("/admin/users?page=2");
    await table();
    await userEvent.type(screen.getByTestId("users-search"), "OTTAVIA");
    await waitFor(() => expect(calls.users.at(-1)).toEqual({ skip: 0, take: 20, search: "OTTAVIA" }));
    await waitFor(() => expect(screen.getByTestId("users-count")).toHaveTextContent("1 user"));
    expect(rowOf("customer7@example.com")).toHaveTextContent("Ottavia");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: "OTTAVIA" });

    await userEvent.clear(screen.getByTestId("users-search"));
    await userEvent.type(screen.getByTestId("users-search"), "nobody-like-this{Enter}");
    expect(await screen.findByText("No users match.")).toBeInTheDocument();
  });

  it("blocks a user after a confirmation, and unblocks", async () => {
    const rows = asAdmin(3);
    renderApp("/admin/users");
    await table();
    await waitFor(() => expect(rowOf("customer2@example.com")).toBeInTheDocument());
    await userEvent.click(within(rowOf("customer2@example.com")).getByTestId("user-block"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Block customer2@example.com?");
    expect(dialog).toHaveTextContent("signed out at once");
    // Cancelling changes nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.blocks).toEqual([]);

    await userEvent.click(within(rowOf("customer2@example.com")).getByTestId("user-block"));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByTestId("confirm"));
    await waitFor(() => expect(rowOf("customer2@example.com")).toHaveAttribute("data-blocked", "true"));
    expect(calls.blocks).toEqual([{ userId: rows[1]!.id, blocked: true }]);
    expect(rowOf("customer2@example.com")).toHaveTextContent("Blocked");
    expect(within(rowOf("customer2@example.com")).getByTestId("user-block")).toHaveTextContent("Unblock");
    expect(await screen.findByText("customer2@example.com is blocked and signed out")).toBeInTheDocument();

    await userEvent.click(within(rowOf("customer2@example.com")).getByTestId("user-block"));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("Unblock customer2@example.com?");
    await userEvent.click(within(screen.getByRole("alertdialog")).getByTestId("confirm"));
    await waitFor(() => expect(rowOf("customer2@example.com")).toHaveAttribute("data-blocked", "false"));
    expect(calls.blocks.at(-1)).toEqual({ userId: rows[1]!.id, blocked: false });
  });

  it("does not offer admins to block themselves", async () => {
    asAdmin(2);
    renderApp("/admin/users");
    await table();
    await waitFor(() => expect(rowOf("admin@keymarket.test")).toBeInTheDocument());
    expect(within(rowOf("admin@keymarket.test")).getByTestId("user-block")).toBeDisabled();
  });

  it("resends the verification mail to unverified addresses only", async () => {
    const rows = asAdmin(5);
    renderApp("/admin/users");
    await table();
    await waitFor(() => expect(rowOf("customer5@example.com")).toBeInTheDocument());
    expect(within(rowOf("customer4@example.com")).queryByTestId("user-resend")).not.toBeInTheDocument();
    const unverified = rowOf("customer5@example.com");
    expect(unverified).toHaveTextContent("Not verified");
    await userEvent.click(within(unverified).getByTestId("user-resend"));
    expect(await screen.findByText("A new verification link was sent to customer5@example.com")).toBeInTheDocument();
    expect(calls.resends).toEqual([rows[0]!.id]);
  });

  it("shows a user's details", async () => {
    const rows = asAdmin(3);
    renderApp("/admin/users");
    await table();
    await waitFor(() => expect(rowOf("customer3@example.com")).toBeInTheDocument());
    await userEvent.click(within(rowOf("customer3@example.com")).getByTestId("user-details"));
    const body = await screen.findByTestId("user-details-body");
    expect(calls.details).toEqual([rows[0]!.id]);
    expect(body).toHaveTextContent("Referrerpartner-7");
    expect(body).toHaveTextContent("Sign-ins4");
    expect(body).toHaveTextContent("LanguageItaliano");
    expect(body).toHaveTextContent(rows[0]!.id);
  });
});
