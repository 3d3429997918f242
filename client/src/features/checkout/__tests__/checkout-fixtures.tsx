/** msw answers for the checkout's operations: a cart, a buy-now quote, the providers, placeOrder, an order. */
import { graphql, HttpResponse } from "msw";
import type { CheckoutCartFieldsFragment, CheckoutOrderQuery } from "../../../gql/graphql";

type Money = { __typename: "Money"; amount: number; currency: "EUR" };
const eur = (amount: number): Money => ({ __typename: "Money", amount, currency: "EUR" });

export function line(productId: string, name: string, price: number, quantity = 1, over: Record<string, unknown> = {}) {
  return {
    __typename: "CartProduct",
    productId,
    offerId: `o${productId}`,
    name,
    quantity,
    price,
    currency: "EUR",
    available: true,
    problem: null,
    preOrder: false,
    sellerName: "NordKeys",
    maxQuantity: 5,
    lineTotal: { __typename: "Money", amount: price * quantity },
    discount: { __typename: "Money", amount: 0 },
    product: {
      __typename: "Product",
      id: productId,
      locale: "en",
      url: `/games/rpg/p-${productId}`,
      coverImage: { __typename: "Image", src: `/media/covers/${productId}.svg`, alt: name },
      platform: { __typename: "Platform", id: "1", locale: "en", name: "Steam" },
    },
    ...over,
  };
}

export function cart(lines: ReturnType<typeof line>[], over: Partial<CheckoutCartFieldsFragment> & Record<string, unknown> = {}) {
  const subtotal = lines.reduce((s, l) => s + l.lineTotal.amount, 0);
  return {
    __typename: "Cart",
    id: "c1",
    currency: "EUR",
    quantity: lines.reduce((s, l) => s + l.quantity, 0),
    purchasable: lines.length > 0 && lines.every((l) => l.available),
    couponCode: null,
    coupon: null,
    subtotal: eur(subtotal),
    discount: eur(0),
    total: eur(subtotal),
    products: lines,
    ...over,
  };
}

export const twoLines = () => cart([line("1056", "Elden Ring (Steam)", 28.99), line("2001", "Office 2021 Pro", 19.5, 2)]);

export const cartHandler = (answer: () => unknown) => graphql.query("CheckoutCart", () => HttpResponse.json({ data: { cart: answer() } }));

export const quoteHandler = (calls: unknown[] = []) =>
  graphql.query("CheckoutQuote", ({ variables }) => {
    calls.push(variables.input);
    const item = (variables.input as { items: { productId: string; quantity: number }[] }).items[0]!;
    return HttpResponse.json({ data: { cartQuote: { ...cart([line(item.productId, "Elden Ring (Steam)", 28.99, item.quantity)]), id: null } } });
  });

export const providersHandler = (providers = [{ provider: "Sandbox", test: true }]) =>
  graphql.query("PaymentProviders", () => HttpResponse.json({ data: { paymentProviders: providers.map((p) => ({ __typename: "PaymentOption", ...p })) } }));

export interface PlaceOrderCall {
  input: Record<string, unknown> & { billing: Record<string, string>; expectedTotal: number; buyNow?: Record<string, unknown> };
}

/** placeOrder answering each call with the next answer (the last one repeats). */
type GqlErrors = { message: string; extensions?: Record<string, unknown> }[];

export function placeOrderHandler(answers: (Record<string, unknown> | { errors: GqlErrors })[], calls: PlaceOrderCall[] = []) {
  let i = 0;
  return graphql.mutation("PlaceOrder", ({ variables }) => {
    calls.push(variables as unknown as PlaceOrderCall);
    const a = answers[Math.min(i++, answers.length - 1)]!;
    if ("errors" in a) return HttpResponse.json({ errors: a.errors as GqlErrors, data: null });
    return HttpResponse.json({ data: { placeOrder: a } });
  });
}

export const success = (redirectUrl: string | null, id = "9d0c1f52-0000-4000-8000-000000000001") => ({
  __typename: "PlaceOrderSuccess",
  redirectUrl,
  order: { __typename: "Order", id, number: "KM-000123", status: "PaymentProcessing" },
});

export const errorResult = (typename: string, errorCode: string, extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  errorCode,
  message: "(the server's English message is not shown)",
  ...extra,
});

type Order = CheckoutOrderQuery["order"];
export function order(status: Order["status"], over: Partial<Order> = {}) {
  return {
    __typename: "Order",
    id: "9d0c1f52-0000-4000-8000-000000000001",
    number: "KM-000123",
    status,
    paymentStatus: status === "Sold" ? "captured" : status === "Cancelled" ? "declined" : "created",
    provider: "Sandbox",
    createdAt: "2026-11-26T00:00:00.000Z",
    subtotal: eur(28.99),
    discount: eur(0),
    total: eur(28.99),
    couponCode: null,
    items: [
      {
        __typename: "OrderItem",
        id: "i1",
        name: "Elden Ring (Steam)",
        quantity: 1,
        preOrder: false,
        sellerName: "NordKeys",
        unitPrice: eur(28.99),
        total: eur(28.99),
        product: { __typename: "Product", id: "1056", locale: "en", url: "/games/rpg/elden-ring-steam" },
      },
    ],
    ...over,
  };
}

export const orderHandler = (answers: (() => unknown)[], calls: string[] = []) => {
  let i = 0;
  return graphql.query("CheckoutOrder", ({ variables }) => {
    calls.push(String(variables.id));
    const a = answers[Math.min(i++, answers.length - 1)]!;
    return HttpResponse.json({ data: { order: a() } });
  });
};

/** The shopper's last order's billing address (null: no order yet). */
export const lastBillingHandler = (billing: Record<string, string> | null = null) =>
  graphql.query("LastBilling", () =>
    HttpResponse.json({
      data: {
        orders: {
          __typename: "OrderList",
          items: billing ? [{ __typename: "Order", id: "9d0c1f52-0000-4000-8000-000000000000", billing: { __typename: "BillingAddress", ...billing } }] : [],
        },
      },
    }),
  );
