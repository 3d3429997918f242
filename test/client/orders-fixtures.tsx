/**
 * msw handlers for the account's orders and favourites: a small in-memory set of orders
 * (with keys of every content type) and favourites that answer like the server does
 * (newest first, pagination, NOT_FOUND for an unknown order, a key's first reveal making it
 * Revealed, idempotent addFavorite). Tests install them with `server.use(...)` and read what
 * the screens sent from `calls`.
 */
import { graphql, HttpResponse } from "msw";
import type { FavoriteIdsQuery, MyFavoritesQuery, MyOrderQuery, MyOrdersQuery, RevealKeyMutation } from "../../client/src/gql/graphql";

type OrderRow = MyOrdersQuery["orders"]["items"][number];
type Order = MyOrderQuery["order"];
type Key = Order["items"][number]["keys"][number];
type Revealed = RevealKeyMutation["revealKey"];
type Favorite = MyFavoritesQuery["favorites"][number];

const money = (amount: number, currency = "EUR") => ({ __typename: "Money", amount, currency, minor: Math.round(amount * 100) }) as never;

/** `count` orders, newest first: KM-0000NN, one a day from 2026-01-01. */
export function orderRows(count: number): OrderRow[] {
  const rows: OrderRow[] = [];
  for (let i = count; i >= 1; i--) {
    rows.push({
      __typename: "Order",
      id: `00000000-0000-4000-9000-${String(i).padStart(12, "0")}`,
      number: `KM-${String(i).padStart(6, "0")}`,
      status: i === count ? "PaymentProcessing" : i % 7 === 0 ? "Refunded" : "Sold",
      createdAt: new Date(Date.UTC(2026, 0, i, 10)).toISOString(),
      total: money(10 + i),
      items: Array.from({ length: (i % 3) + 1 }, (_, j) => ({ __typename: "OrderItem", id: `line-${i}-${j}`, quantity: 1 })),
    } as OrderRow);
  }
  return rows;
}

const key = (id: string, state: Key["state"], contentType: Key["contentType"], revealedAt: string | null = null): Key =>
  ({ __typename: "OrderKey", id, state, contentType, deliveredAt: state === "Using" ? null : "2026-03-02T10:05:00.000Z", revealedAt }) as Key;

const platform = (slug: string, name: string) => ({ __typename: "Platform", id: slug, locale: "en", slug, name, activationGuideUrl: `/activation/${slug}` });
const product = (id: string, url: string, slug: string, name: string) => ({
  __typename: "Product",
  id,
  locale: "en",
  url,
  coverImage: { __typename: "Image", src: `/media/covers/${id}.svg`, width: 600, height: 800, alt: null },
  platform: platform(slug, name),
});

export const ORDER_ID = "00000000-0000-4000-9000-000000000042";

/** A paid order with keys of every content type, a reserved key and a pre-order line. */
export function paidOrder(): Order {
  const order = {
    __typename: "Order",
    id: ORDER_ID,
    number: "KM-000042",
    status: "Sold",
    paymentStatus: "captured",
    provider: "Sandbox",
    createdAt: "2026-03-02T10:00:00.000Z",
    paidAt: "2026-03-02T10:04:00.000Z",
    deliveredAt: "2026-03-02T10:05:00.000Z",
    couponCode: "WELCOME10",
    subtotal: money(100),
    discount: money(10),
    total: money(90),
    refunded: money(0),
    billing: {
      __typename: "BillingAddress",
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.com",
      address: "Via Roma 1",
      city: "Milano",
      code: "20100",
      country: "Italy",
      country_code: "IT",
    },
    events: [
      {
        __typename: "OrderEventView",
        type: "order.placed",
        actor: "Customer",
        createdAt: "2026-03-02T10:00:00.000Z",
        toStatus: "PaymentProcessing",
        paymentStatus: "created",
        reason: null,
      },
      {
        __typename: "OrderEventView",
        type: "payment.captured",
        actor: "System",
        createdAt: "2026-03-02T10:04:00.000Z",
        toStatus: null,
        paymentStatus: "captured",
        reason: null,
      },
      {
        __typename: "OrderEventView",
        type: "keys.delivered",
        actor: "System",
        createdAt: "2026-03-02T10:05:00.000Z",
        toStatus: "Sold",
        paymentStatus: null,
        reason: "automatic_approval_correct_payment",
      },
    ],
    items: [
      {
        __typename: "OrderItem",
        id: "line-1",
        name: "Elden Ring (Steam)",
        quantity: 2,
        refundedQuantity: 0,
        preOrder: false,
        sellerName: "NordKeys",
        unitPrice: money(30),
        total: money(54),
        product: product("1056", "/games/rpg/elden-ring-steam", "steam", "Steam"),
        keys: [key("k-text", "Delivered", "text"), key("k-old", "Revealed", "text", "2026-03-03T09:00:00.000Z")],
        rating: null,
      },
      {
        __typename: "OrderItem",
        id: "line-2",
        name: "Netflix gift card",
        quantity: 1,
        refundedQuantity: 0,
        preOrder: false,
        sellerName: "GiftHub",
        unitPrice: money(15),
        total: money(13.5),
        product: product("2001", "/cards/streaming/netflix-gift-card", "netflix", "Netflix"),
        keys: [key("k-image", "Delivered", "png")],
        rating: null,
      },
      {
        __typename: "OrderItem",
        id: "line-3",
        name: "Spotify Premium account",
        quantity: 2,
        refundedQuantity: 0,
        preOrder: false,
        sellerName: "AccountsPro",
        unitPrice: money(5),
        total: money(9),
        product: null,
        keys: [key("k-cred", "Delivered", "credentials"), key("k-url", "Delivered", "url")],
        rating: null,
      },
      {
        __typename: "OrderItem",
        id: "line-4",
        name: "Future Game (Steam)",
        quantity: 1,
        refundedQuantity: 0,
        preOrder: true,
        sellerName: "NordKeys",
        unitPrice: money(15),
        total: money(13.5),
        product: product("3001", "/games/action/future-game-steam", "steam", "Steam"),
        keys: [],
        rating: null,
      },
    ],
  };
  return order as unknown as Order;
}

export const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export const REVEALED: Record<string, Omit<Revealed, "keyId" | "revealedAt">> = {
  "k-text": { contentType: "text", value: "ABCD-EFGH-IJKL-MNOP", credentials: null },
  "k-old": { contentType: "text", value: "QRST-UVWX-YZ12-3456", credentials: null },
  "k-image": { contentType: "png", value: PNG, credentials: null },
  "k-cred": {
    contentType: "credentials",
    value: "login: ada@stream.example\npassword: s3cret!",
    credentials: { login: "ada@stream.example", password: "s3cret!" },
  },
  "k-url": { contentType: "url", value: "https://redeem.example.com/c/XYZ", credentials: null },
};

export interface OrderCalls {
  lists: { skip: number; take: number }[];
  orders: string[];
  reveals: string[];
}
export const emptyOrderCalls = (): OrderCalls => ({ lists: [], orders: [], reveals: [] });

export function orderHandlers(rows: OrderRow[], order: Order, calls: OrderCalls) {
  return [
    graphql.query("MyOrders", ({ variables }) => {
      const v = variables as { skip: number; take: number };
      calls.lists.push(v);
      return HttpResponse.json({ data: { orders: { __typename: "OrderList", totalItems: rows.length, items: rows.slice(v.skip, v.skip + v.take) } } });
    }),
    graphql.query("MyOrder", ({ variables }) => {
      const id = (variables as { id: string }).id;
      calls.orders.push(id);
      if (id !== order.id)
        return HttpResponse.json({ data: null, errors: [{ message: "Order not found", path: ["order"], extensions: { code: "NOT_FOUND" } }] });
      return HttpResponse.json({ data: { order } });
    }),
    graphql.mutation("RevealKey", ({ variables }) => {
      const keyId = (variables as { input: { keyId: string } }).input.keyId;
      calls.reveals.push(keyId);
      const found = REVEALED[keyId];
      if (!found) return HttpResponse.json({ data: null, errors: [{ message: "Key not found", path: ["revealKey"], extensions: { code: "NOT_FOUND" } }] });
      return HttpResponse.json({
        data: {
          revealKey: {
            __typename: "RevealedKey",
            keyId,
            revealedAt: "2026-03-04T08:00:00.000Z",
            ...found,
            credentials: found.credentials ? { __typename: "Credentials", ...found.credentials } : null,
          },
        },
      });
    }),
  ];
}

/** A favourite of the account's list. */
export function favorite(productId: string, name: string, opts: { was: number | null; now: number | null; alert?: boolean; date?: string }): Favorite {
  return {
    __typename: "Favorite",
    productId,
    priceAlert: opts.alert ?? false,
    date: opts.date ?? "2026-02-01T12:00:00.000Z",
    referencePrice: opts.was == null ? null : money(opts.was),
    product: {
      __typename: "Product",
      id: productId,
      locale: "en",
      name,
      url: `/games/rpg/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      inStock: opts.now != null,
      coverImage: { __typename: "Image", src: `/media/covers/${productId}.svg`, width: 600, height: 800, alt: null },
      platform: { __typename: "Platform", id: "1", locale: "en", name: "Steam" },
      bestPrices: { __typename: "Prices", eur: opts.now, usd: opts.now == null ? null : opts.now + 2, gbp: opts.now == null ? null : opts.now - 2 },
    },
  } as Favorite;
}

export interface FavoriteCalls {
  idLists: number;
  lists: number;
  adds: { productId: string; currency: string; priceAlert: boolean | null }[];
  removes: string[];
}
export const emptyFavoriteCalls = (): FavoriteCalls => ({ idLists: 0, lists: 0, adds: [], removes: [] });

/** favorites / addFavorite / removeFavorite over an in-memory list (newest first). */
export function favoriteHandlers(list: Favorite[], calls: FavoriteCalls) {
  const ids = (): FavoriteIdsQuery["favorites"] => list.map((f) => ({ __typename: "Favorite", productId: f.productId, priceAlert: f.priceAlert }) as never);
  return [
    graphql.query("FavoriteIds", () => {
      calls.idLists++;
      return HttpResponse.json({ data: { favorites: ids() } });
    }),
    graphql.query("MyFavorites", () => {
      calls.lists++;
      return HttpResponse.json({ data: { favorites: list } });
    }),
    graphql.mutation("AddFavorite", ({ variables }) => {
      const input = (variables as { input: { productId: string; currency: string; priceAlert?: boolean | null } }).input;
      calls.adds.push({ productId: input.productId, currency: input.currency, priceAlert: input.priceAlert ?? null });
      let f = list.find((x) => x.productId === input.productId);
      if (f) {
        if (input.priceAlert != null) f.priceAlert = input.priceAlert;
      } else {
        f = favorite(input.productId, `Product ${input.productId}`, {
          was: 28.99,
          now: 28.99,
          alert: input.priceAlert ?? false,
          date: "2026-03-05T00:00:00.000Z",
        });
        list.unshift(f);
      }
      const { product: _p, ...rest } = f;
      return HttpResponse.json({ data: { addFavorite: rest } });
    }),
    graphql.mutation("RemoveFavorite", ({ variables }) => {
      const id = (variables as { input: { productId: string } }).input.productId;
      calls.removes.push(id);
      const at = list.findIndex((x) => x.productId === id);
      if (at >= 0) list.splice(at, 1);
      return HttpResponse.json({ data: { removeFavorite: at >= 0 } });
    }),
  ];
}
