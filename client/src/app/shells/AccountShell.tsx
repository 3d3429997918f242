/**
 * /account/* (and /it/account/*): profile and settings (features/accounts), with the
 * orders and their keys (features/orders: /account/orders, /account/orders/:id) and the
 * favourites (features/favorites) with the back-in-stock alerts (features/stock-alerts:
 * /account/favorites) as sections of the same page.
 * Client-rendered in its own lazy chunk.
 */
import { AccountPage, type AccountSection } from "../../features/accounts/AccountPage";
import { FavoritesList } from "../../features/favorites/FavoritesList";
import { StockAlertsList } from "../../features/stock-alerts/StockAlertsList";
import { OrderDetail } from "../../features/orders/OrderDetail";
import { OrdersList } from "../../features/orders/OrdersList";
import { MyTicketPage, MyTicketsPage } from "../../features/tickets/MyTicketsPage";

const SECTIONS: readonly AccountSection[] = [
  {
    path: "orders",
    label: "orders.tab",
    render: ({ locale, subpath }) => (subpath.includes("/") ? null : subpath ? <OrderDetail id={subpath} locale={locale} /> : <OrdersList locale={locale} />),
  },
  {
    path: "favorites",
    label: "favorites.tab",
    // The favourites, then the back-in-stock alerts (shown when there are some).
    render: ({ locale, subpath }) =>
      subpath ? null : (
        <>
          <FavoritesList locale={locale} />
          <StockAlertsList locale={locale} />
        </>
      ),
  },
  {
    // Help: the support tickets (features/tickets: /account/tickets, /account/tickets/:id).
    path: "tickets",
    label: "tickets.tab",
    render: ({ locale, subpath }) =>
      subpath.includes("/") ? null : subpath ? <MyTicketPage id={subpath} locale={locale} /> : <MyTicketsPage locale={locale} />,
  },
];

export function Component() {
  return <AccountPage sections={SECTIONS} />;
}
