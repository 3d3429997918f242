/** placeOrder's typed results as the outcomes the checkout shows (one per result type). */
import type { PlaceOrderMutation } from "../../gql/graphql";

type Result = PlaceOrderMutation["placeOrder"] | null | undefined;
type Money = { amount: number; currency: string };

export type CheckoutOutcome =
  | { kind: "success"; orderId: string; redirectUrl: string | null }
  | { kind: "cartEmpty" }
  | { kind: "unavailable"; productId: string }
  | { kind: "outOfStock"; lines: { productId: string; offerId?: string | null; quantityAvailable: number; requested: number }[] }
  | { kind: "coupon"; code: string; reason: string; minimum: Money | null }
  | { kind: "priceChanged"; expected: Money; current: Money }
  | { kind: "disabled" }
  | { kind: "declined" }
  /** The server refused the input (a rule the form does not know). */
  | { kind: "invalid" }
  /** Anything else: a network failure, a 500, a result this client does not know. */
  | { kind: "failed" };

export function outcomeOf(r: Result): CheckoutOutcome {
  switch (r?.__typename) {
    case "PlaceOrderSuccess":
      return { kind: "success", orderId: r.order.id, redirectUrl: r.redirectUrl ?? null };
    case "CartEmptyError":
      return { kind: "cartEmpty" };
    case "ProductUnavailableError":
      return { kind: "unavailable", productId: r.productId };
    case "OutOfStockError":
      return { kind: "outOfStock", lines: r.lines };
    case "CouponNotApplicableError":
      return { kind: "coupon", code: r.code, reason: r.reason, minimum: r.minimumPurchase ?? null };
    case "PriceChangedError":
      return { kind: "priceChanged", expected: r.expectedTotal, current: r.currentTotal };
    case "UserDisabledError":
      return { kind: "disabled" };
    case "OrderDeclinedError":
      return { kind: "declined" };
    default:
      return { kind: "failed" };
  }
}
