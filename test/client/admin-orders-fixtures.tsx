/**
 * msw handlers for the admin order screens: a small in-memory order book that answers
 * `adminOrders` (status filter, the review queue oldest first, pagination), `order(id)` and
 * the decisions (approve, cancel, refund, refund of the missing keys of an order held for its
 * supply) like the server does, including its refusals
 * (an order no longer waiting for review is ILLEGAL_OPERATION). Tests read what the screens
 * sent from `calls`.
 */
import { graphql, HttpResponse } from "msw";
import type { AdminOrderFieldsFragment, OrderStatus } from "../../client/src/gql/graphql";

type Money = { __typename: "Money"; amount: number; currency: "EUR" };
const eur = (amount: number): Money => ({ __typename: "Money", amount, currency: "EUR" });

type WithTypename<T> = T extends (infer U)[] ? WithTypename<U>[] : T extends object ? { [K in keyof T]: WithTypename<T[K]> } & { __typename?: string } : T;

export type FixtureOrder = WithTypename<AdminOrderFieldsFragment>;

/** Order n: KM-0000nn, placed on day n of 2026, two lines (2 keys + 1 key). */
export function orderFixture(n: number, status: OrderStatus, over: Partial<FixtureOrder> = {}): FixtureOrder {
  const id = `20000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  const createdAt = new Date(Date.UTC(2026, 0, n, 10, 30)).toISOString();
  const delivered = status === "Sold" || status === "RefundedPartially";
  const key = (k: number, state: FixtureOrder["items"][number]["keys"][number]["state"]) => ({
    __typename: "OrderKey" as const,
    id: `30000000-0000-4000-8000-${String(n).padStart(8, "0")}${String(k).padStart(4, "0")}`,
    state,
    contentType: "text" as const,
    deliveredAt: state === "Using" ? null : "2026-01-05T10:31:00.000Z",
    revealedAt: state === "Revealed" ? "2026-01-05T11:00:00.000Z" : null,
  });
  return {
    __typename: "Order",
    id,
    number: `KM-${String(n).padStart(6, "0")}`,
    createdAt,
    paidAt: status === "PaymentProcessing" ? null : createdAt,
    deliveredAt: delivered ? createdAt : null,
    email: `buyer${n}@example.com`,
    status,
    paymentStatus: status === "PaymentProcessing" ? "created" : "captured",
    provider: "Sandbox",
    locale: "en",
    couponCode: null,
    subtotal: eur(600),
    discount: eur(0),
    total: eur(600),
    refunded: eur(0),
    billing: {
      __typename: "BillingAddress",
      name: "Ada",
      surname: "Lovelace",
      email: `buyer${n}@example.com`,
      address: "Via Roma 1",
      city: "Milano",
      code: "20100",
      country: "Italy",
      country_code: "IT",
    },
    fraud: {
      __typename: "FraudScreening",
      decision: status === "Manual" ? "REVIEW" : "ALLOW",
      score: status === "Manual" ? 65 : 0,
      rules: status === "Manual" ? ["rule_3", "rule_5"] : [],
      paymentDecision: status === "Manual" ? null : "approved",
      approvalReason: status === "Manual" ? null : "automatic_approval_correct_payment",
    },
    items: [
      {
        __typename: "OrderItem",
        id: `40000000-0000-4000-8000-${String(n).padStart(10, "0")}a1`,
        name: "Elden Ring (Steam)",
        quantity: 2,
        refundedQuantity: 0,
        preOrder: false,
        sellerName: "NordKeys",
        unitPrice: eur(250),
        total: eur(500),
        keys: [key(1, delivered ? "Revealed" : "Using"), key(2, delivered ? "Delivered" : "Using")],
      },
      {
        __typename: "OrderItem",
        id: `40000000-0000-4000-8000-${String(n).padStart(10, "0")}b2`,
        name: "Office 2021",
        quantity: 1,
        refundedQuantity: 0,
        preOrder: false,
        sellerName: "PixelVault",
        unitPrice: eur(100),
        total: eur(100),
        keys: [key(3, delivered ? "Delivered" : "Using")],
      },
    ],
    events: [
      {
        __typename: "OrderEventView",
        createdAt,
        type: "order.placed",
        actor: "Customer",
        actorEmail: null,
        toStatus: "Processing",
        paymentStatus: null,
        reason: null,
        note: null,
        rules: status === "Manual" ? ["rule_3", "rule_3ds_1"] : [],
        keys: null,
      },
      {
        __typename: "OrderEventView",
        createdAt,
        type: "payment.captured",
        actor: "System",
        toStatus: status === "Manual" ? "Manual" : "Sold",
        paymentStatus: "captured",
        reason: null,
        note: null,
        actorEmail: null,
        rules: status === "Manual" ? ["rule_3", "rule_3ds_1"] : [],
        keys: null,
      },
    ],
    ...over,
  };
}

/** n orders: every third waits for review, the others are sold; newest last. */
export function orderBook(count: number): FixtureOrder[] {
  return Array.from({ length: count }, (_, i) => orderFixture(i + 1, (i + 1) % 3 === 0 ? "Manual" : "Sold"));
}

export interface OrderCalls {
  lists: { status: string | null; skip: number; take: number }[];
  /** Every list call's filters beyond the status (null when absent). */
  filters: Record<string, unknown>[];
  deliveries: Record<string, unknown>[];
  resends: string[];
  details: string[];
  approvals: { orderId: string; note: string | null }[];
  cancels: { orderId: string; note: string | null }[];
  refunds: { orderId: string; reason: string; lines: { orderItemId: string; quantity: number }[] | null }[];
  refundsOfMissing: { orderId: string; reason: string }[];
}

export const emptyOrderCalls = (): OrderCalls => ({
  lists: [],
  filters: [],
  details: [],
  approvals: [],
  cancels: [],
  refunds: [],
  refundsOfMissing: [],
  deliveries: [],
  resends: [],
});

/** A GraphQL error answer (typed as nothing, so handlers that also answer data keep their type). */
const refusal = (message: string, code: string) => HttpResponse.json({ data: null, errors: [{ message, extensions: { code } }] }) as never;

const event = (type: string, toStatus: OrderStatus | null, reason: string | null, note: string | null = null) => ({
  __typename: "OrderEventView" as const,
  createdAt: "2026-03-01T09:00:00.000Z",
  type,
  note,
  actor: "Admin",
  actorEmail: "admin@keymarket.test",
  toStatus,
  paymentStatus: null,
  reason,
  rules: null,
  keys: null,
});

/** The admin order operations over an in-memory book. */
export function orderHandlers(book: FixtureOrder[], calls: OrderCalls) {
  const find = (id: string) => book.find((o) => o.id === id);
  return [
    graphql.query("AdminOrders", ({ variables }) => {
      const v = variables as {
        status?: string | null;
        paymentStatus?: string | null;
        fraudDecision?: string | null;
        provider?: string | null;
        placedFrom?: string | null;
        placedBefore?: string | null;
        customer?: string | null;
        sort?: string | null;
        skip: number;
        take: number;
      };
      calls.lists.push({ status: v.status ?? null, skip: v.skip, take: v.take });
      calls.filters.push({
        paymentStatus: v.paymentStatus ?? null,
        fraudDecision: v.fraudDecision ?? null,
        provider: v.provider ?? null,
        placedFrom: v.placedFrom ?? null,
        placedBefore: v.placedBefore ?? null,
        customer: v.customer ?? null,
        sort: v.sort ?? null,
      });
      const matching = book.filter(
        (o) =>
          (!v.status || o.status === v.status) &&
          (!v.paymentStatus || o.paymentStatus === v.paymentStatus) &&
          (!v.fraudDecision || o.fraud?.decision === v.fraudDecision) &&
          (!v.provider || o.provider === v.provider) &&
          (!v.customer || (o.email ?? "").toLowerCase().includes(v.customer.toLowerCase())) &&
          (!v.placedFrom || o.createdAt >= v.placedFrom) &&
          (!v.placedBefore || o.createdAt < v.placedBefore),
      );
      const oldest = v.sort ? v.sort === "OLDEST" : v.status === "Manual";
      const ordered = oldest ? matching : [...matching].reverse();
      return HttpResponse.json({
        data: { adminOrders: { __typename: "OrderList", totalItems: ordered.length, items: ordered.slice(v.skip, v.skip + v.take) } },
      });
    }),
    graphql.query("AdminReviewCount", () =>
      HttpResponse.json({ data: { adminOrders: { __typename: "OrderList", totalItems: book.filter((o) => o.status === "Manual").length } } }),
    ),
    graphql.query("AdminOrder", ({ variables }) => {
      const id = (variables as { id: string }).id;
      calls.details.push(id);
      const order = find(id);
      return order ? HttpResponse.json({ data: { order } }) : refusal("Order not found", "NOT_FOUND");
    }),
    graphql.mutation("ApproveOrder", ({ variables }) => {
      const input = (variables as { input: { orderId: string; note?: string | null } }).input;
      calls.approvals.push({ orderId: input.orderId, note: input.note ?? null });
      const order = find(input.orderId);
      if (!order) return refusal("Order not found", "NOT_FOUND");
      if (order.status !== "Manual") return refusal("The order is not waiting for review", "ILLEGAL_OPERATION");
      order.status = "Sold";
      order.fraud = { ...order.fraud!, paymentDecision: "approved", approvalReason: "admin_approved_after_decline" };
      for (const item of order.items) item.keys = item.keys.map((k) => ({ ...k, state: "Delivered", deliveredAt: "2026-03-01T09:00:00.000Z" }));
      order.events = [
        ...order.events,
        event("review.approved", "Sold", "admin_approved_after_decline", input.note ?? null),
        { ...event("keys.delivered", null, null), actor: "System" },
      ];
      return HttpResponse.json({ data: { approveOrder: order } });
    }),
    graphql.mutation("CancelOrder", ({ variables }) => {
      const input = (variables as { input: { orderId: string; note?: string | null } }).input;
      calls.cancels.push({ orderId: input.orderId, note: input.note ?? null });
      const order = find(input.orderId);
      if (!order) return refusal("Order not found", "NOT_FOUND");
      if (order.status !== "Manual") return refusal("The order is not waiting for review", "ILLEGAL_OPERATION");
      order.status = "Cancelled";
      order.refunded = order.total;
      order.fraud = { ...order.fraud!, paymentDecision: "declined_business", approvalReason: "admin_cancelled" };
      for (const item of order.items) item.keys = [];
      order.events = [...order.events, event("review.cancelled", "Cancelled", "admin_cancelled", input.note ?? null)];
      return HttpResponse.json({ data: { cancelOrder: order } });
    }),
    graphql.mutation("DeliverOrderLine", ({ variables }) => {
      const input = (variables as { input: { orderId: string; orderItemId: string; source: string; keys?: string[] | null; quantity?: number | null } }).input;
      calls.deliveries.push(input);
      const order = find(input.orderId);
      const item = order?.items.find((i) => i.id === input.orderItemId);
      if (!order || !item) return refusal("Order line not found", "NOT_FOUND");
      const n = input.source === "PASTED" ? (input.keys?.length ?? 0) : (input.quantity ?? 1);
      item.keys = [
        ...item.keys,
        ...Array.from({ length: n }, (_, k) => ({
          ...item.keys[0]!,
          id: `${item.id}-manual-${k}`,
          state: "Delivered" as const,
          deliveredAt: "2026-03-01T09:00:00.000Z",
        })),
      ];
      order.events = [...order.events, { ...event("keys.delivered_manually", null, null), keys: n }];
      return HttpResponse.json({ data: { deliverOrderLine: order } });
    }),
    graphql.mutation("ResendOrderMail", ({ variables }) => {
      const id = (variables as { input: { orderId: string } }).input.orderId;
      calls.resends.push(id);
      const order = find(id);
      if (!order) return refusal("Order not found", "NOT_FOUND");
      if (calls.resends.filter((r) => r === id).length > 1)
        return HttpResponse.json({ data: { resendOrderMail: { __typename: "TooManyRequestsError", errorCode: "TOO_MANY_REQUESTS", retryAfterSeconds: 270 } } });
      order.events = [...order.events, event("mail.resent", null, null)];
      return HttpResponse.json({ data: { resendOrderMail: { __typename: "OrderMailResent", to: order.email, template: "order-confirmation", order } } });
    }),
    graphql.mutation("RefundMissingKeys", ({ variables }) => {
      const input = (variables as { input: { orderId: string; reason: string } }).input;
      calls.refundsOfMissing.push(input);
      const order = find(input.orderId);
      if (!order) return refusal("Order not found", "NOT_FOUND");
      if (order.status !== "Manual") return refusal("The order is not waiting for review", "ILLEGAL_OPERATION");
      let amount = 0;
      for (const item of order.items) {
        const missing = item.quantity - item.refundedQuantity - item.keys.length;
        if (missing <= 0) continue;
        amount += Math.round((item.total.amount * 100 * missing) / item.quantity) / 100;
        item.refundedQuantity += missing;
      }
      if (amount === 0) return refusal("Nothing is missing: approve the order instead", "ILLEGAL_OPERATION");
      for (const item of order.items) item.keys = item.keys.map((k) => ({ ...k, state: "Delivered", deliveredAt: "2026-03-01T09:00:00.000Z" }));
      const left = order.items.reduce((n, i) => n + i.quantity - i.refundedQuantity, 0);
      order.status = left === 0 ? "Refunded" : "RefundedPartially";
      order.refunded = eur(order.refunded.amount + amount);
      order.events = [...order.events, event("order.refunded", order.status, input.reason)];
      return HttpResponse.json({ data: { refundMissingKeys: order } });
    }),
    graphql.mutation("RefundOrder", ({ variables }) => {
      const input = (variables as { input: { orderId: string; reason: string; lines?: { orderItemId: string; quantity: number }[] | null } }).input;
      calls.refunds.push({ orderId: input.orderId, reason: input.reason, lines: input.lines ?? null });
      const order = find(input.orderId);
      if (!order) return refusal("Order not found", "NOT_FOUND");
      const wanted = input.lines ?? order.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity - i.refundedQuantity }));
      let amount = 0;
      for (const w of wanted) {
        const item = order.items.find((i) => i.id === w.orderItemId)!;
        if (w.quantity > item.quantity - item.refundedQuantity)
          return refusal(`At most ${item.quantity - item.refundedQuantity} keys of "${item.name}" can still be refunded`, "BAD_USER_INPUT");
        item.refundedQuantity += w.quantity;
        amount += item.unitPrice.amount * w.quantity;
      }
      const left = order.items.reduce((n, i) => n + i.quantity - i.refundedQuantity, 0);
      order.status = left === 0 ? "Refunded" : "RefundedPartially";
      order.refunded = eur(order.refunded.amount + amount);
      order.events = [...order.events, event("order.refunded", order.status, input.reason)];
      return HttpResponse.json({ data: { refundOrder: order } });
    }),
  ];
}
