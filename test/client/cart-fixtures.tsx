/**
 * msw handlers for the cart: a small catalogue and an in-memory server cart that answer
 * `cartQuote`, `cart` and the cart mutations the way the server does (one line per product,
 * quantities clamped between 1 and the line's maximum, 0 removes, WELCOME10 takes 10 %, other
 * codes are refused with a reason). Tests read what the screens sent from `calls`.
 */
import { graphql, HttpResponse } from "msw";
import type { CartFieldsFragment, CouponProblem } from "../../client/src/gql/graphql";

export interface CatalogueItem {
  productId: string;
  offerId: string;
  name: string;
  price: number;
  maxQuantity: number;
  seller: string;
  platform: string;
  /** Answered as unavailable. */
  unavailable?: boolean;
  /** The seller chosen stopped selling it: priced from another offer. */
  offerChanged?: boolean;
}

export const CATALOGUE: CatalogueItem[] = [
  { productId: "1056", offerId: "3356", name: "Elden Ring (Steam)", price: 28.99, maxQuantity: 5, seller: "NordKeys", platform: "Steam" },
  { productId: "2001", offerId: "4001", name: "Office 2021 Professional", price: 19.5, maxQuantity: 2, seller: "PixelVault", platform: "Windows" },
  {
    productId: "3001",
    offerId: "5001",
    name: "Retired Game (PS4)",
    price: 9.99,
    maxQuantity: 5,
    seller: "BlueFox Digital",
    platform: "PS4",
    unavailable: true,
  },
  { productId: "4001", offerId: "6002", name: "Hades (Steam)", price: 12.49, maxQuantity: 5, seller: "CardHub", platform: "Steam", offerChanged: true },
];

interface Line {
  productId: string;
  offerId: string | null;
  quantity: number;
}

export interface CartCalls {
  quotes: { items: Line[]; couponCode: string | null }[];
  adds: { productId: string; offerId: string | null; quantity: number }[];
  updates: { productId: string; quantity: number | null }[];
  removes: string[];
  merges: Line[][];
  coupons: string[];
}

export const newCalls = (): CartCalls => ({ quotes: [], adds: [], updates: [], removes: [], merges: [], coupons: [] });

/** Coupons the fake server knows: WELCOME10 applies, the others are refused with their reason. */
const REFUSED: Record<string, { reason: CouponProblem; minimum?: number }> = {
  SUMMER2025: { reason: "EXPIRED" },
  SOFTWARE5: { reason: "MINIMUM_NOT_REACHED", minimum: 20 },
};

const money = (amount: number) => ({ __typename: "Money", amount: Math.round(amount * 100) / 100 });

function price(lines: Line[], couponCode: string | null, withId: boolean, locale = "en"): CartFieldsFragment & { __typename: "Cart" } {
  const code = couponCode?.toUpperCase() ?? null;
  const applies = code === "WELCOME10";
  const products = lines.map((l) => {
    const c = CATALOGUE.find((x) => x.productId === l.productId)!;
    const available = !c.unavailable;
    const quantity = available ? Math.min(Math.max(1, l.quantity), c.maxQuantity) : Math.min(l.quantity, 5);
    const lineTotal = available ? c.price * quantity : 0;
    return {
      __typename: "CartProduct" as const,
      productId: c.productId,
      offerId: available ? c.offerId : null,
      sellerId: "3",
      sellerName: c.seller,
      name: c.name,
      type: "games",
      quantity,
      maxQuantity: available ? c.maxQuantity : 0,
      price: c.price,
      currency: "EUR" as const,
      lineTotal: money(lineTotal),
      discount: money(applies ? lineTotal * 0.1 : 0),
      available,
      problem: available ? null : ("UNAVAILABLE" as const),
      offerChanged: !!c.offerChanged,
      preOrder: false,
      isZeroVat: false,
      product: {
        __typename: "Product" as const,
        id: c.productId,
        locale: locale as "en",
        url: `/games/rpg/${c.productId}`,
        coverImage: { __typename: "Image" as const, src: `/media/covers/${c.productId}.svg`, width: 600, height: 800, alt: c.name },
        platform: { __typename: "Platform" as const, id: "1", locale: locale as "en", name: c.platform },
      },
    };
  });
  const subtotal = products.reduce((n, p) => n + p.lineTotal.amount, 0);
  const discount = applies ? Math.round(subtotal * 10) / 100 : 0;
  return {
    __typename: "Cart",
    id: withId ? "cart-1" : null,
    currency: "EUR",
    quantity: products.reduce((n, p) => n + p.quantity, 0),
    purchasable: products.length > 0 && products.every((p) => p.available),
    lastUpdate: null,
    recentItem: null,
    addedFromCartPage: false,
    lifecycle: withId ? "Created" : null,
    couponCode: code,
    couponProblem: code && !applies ? (REFUSED[code]?.reason ?? "NOT_FOUND") : null,
    coupon: applies ? { __typename: "AppliedCoupon", code: "WELCOME10", description: "10 % off anything", discount: money(discount) } : null,
    subtotal: money(subtotal),
    discount: money(discount),
    total: money(subtotal - discount),
    products,
  } as CartFieldsFragment & { __typename: "Cart" };
}

/** The handlers, over a server cart that starts with `serverLines`. */
export function cartHandlers(calls: CartCalls, serverLines: Line[] = [], opts: { failAdd?: "unavailable" | "outOfStock" | "network" } = {}) {
  const server = { lines: [...serverLines], coupon: null as string | null };
  const answer = () => price(server.lines, server.coupon, true);
  const clampFor = (productId: string, q: number) => Math.min(Math.max(1, q), CATALOGUE.find((c) => c.productId === productId)!.maxQuantity);
  return [
    // The product page's favourite heart asks for the user's favourites: none here.
    graphql.query("FavoriteIds", () => HttpResponse.json({ data: { favorites: [] } })),
    graphql.query("CartQuote", ({ variables }) => {
      const input = (variables as { input: { items: Line[]; couponCode?: string | null; locale: string } }).input;
      calls.quotes.push({ items: input.items, couponCode: input.couponCode ?? null });
      const merged: Line[] = [];
      for (const i of input.items) if (!merged.some((m) => m.productId === i.productId)) merged.push(i);
      return HttpResponse.json({ data: { cartQuote: price(merged, input.couponCode ?? null, false, input.locale) } });
    }),
    graphql.query("Cart", () => HttpResponse.json({ data: { cart: answer() } })),
    graphql.mutation("AddItemToCart", ({ variables }) => {
      const input = (variables as { input: { productId: string; offerId: string | null; quantity: number } }).input;
      calls.adds.push({ productId: input.productId, offerId: input.offerId, quantity: input.quantity });
      if (opts.failAdd === "network") return HttpResponse.error();
      if (opts.failAdd === "unavailable")
        return HttpResponse.json({
          data: { addItemToCart: { __typename: "ProductUnavailableError", errorCode: "PRODUCT_UNAVAILABLE", message: "(server text)" } },
        });
      if (opts.failAdd === "outOfStock")
        return HttpResponse.json({
          data: {
            addItemToCart: {
              __typename: "OutOfStockError",
              errorCode: "OUT_OF_STOCK",
              message: "(server text)",
              lines: [{ __typename: "StockShortage", productId: input.productId, quantityAvailable: 0 }],
            },
          },
        });
      const at = server.lines.findIndex((l) => l.productId === input.productId);
      if (at < 0) server.lines.push({ productId: input.productId, offerId: input.offerId, quantity: clampFor(input.productId, input.quantity) });
      else server.lines[at] = { ...server.lines[at]!, quantity: clampFor(input.productId, server.lines[at]!.quantity + input.quantity) };
      return HttpResponse.json({ data: { addItemToCart: answer() } });
    }),
    graphql.mutation("UpdateCartItem", ({ variables }) => {
      const input = (variables as { input: { productId: string; quantity: number | null } }).input;
      calls.updates.push({ productId: input.productId, quantity: input.quantity });
      if (!input.quantity) server.lines = server.lines.filter((l) => l.productId !== input.productId);
      else server.lines = server.lines.map((l) => (l.productId === input.productId ? { ...l, quantity: clampFor(l.productId, input.quantity!) } : l));
      return HttpResponse.json({ data: { updateCartItem: answer() } });
    }),
    graphql.mutation("RemoveCartItem", ({ variables }) => {
      const input = (variables as { input: { productId: string } }).input;
      calls.removes.push(input.productId);
      server.lines = server.lines.filter((l) => l.productId !== input.productId);
      return HttpResponse.json({ data: { removeCartItem: answer() } });
    }),
    graphql.mutation("MergeCart", ({ variables }) => {
      const input = (variables as { input: { items: Line[] } }).input;
      calls.merges.push(input.items);
      for (const i of input.items)
        if (!server.lines.some((l) => l.productId === i.productId)) server.lines.push({ ...i, quantity: clampFor(i.productId, i.quantity) });
      return HttpResponse.json({ data: { mergeCart: answer() } });
    }),
    graphql.mutation("ApplyCoupon", ({ variables }) => {
      const code = (variables as { input: { code: string } }).input.code.toUpperCase();
      calls.coupons.push(code);
      if (code === "WELCOME10") {
        server.coupon = code;
        return HttpResponse.json({ data: { applyCoupon: answer() } });
      }
      const refused = REFUSED[code] ?? { reason: "NOT_FOUND" as const };
      return HttpResponse.json({
        data: {
          applyCoupon: {
            __typename: "CouponNotApplicableError",
            errorCode: "COUPON_NOT_APPLICABLE",
            message: "(server text)",
            code,
            reason: refused.reason,
            minimumPurchase: refused.minimum != null ? { __typename: "Money", amount: refused.minimum, currency: "EUR" } : null,
          },
        },
      });
    }),
    graphql.mutation("RemoveCoupon", () => {
      server.coupon = null;
      return HttpResponse.json({ data: { removeCoupon: answer() } });
    }),
  ];
}
