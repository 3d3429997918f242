/**
 * msw handlers for the admin seller screens: an in-memory set of shops that answers
 * `sellers` (search, state filter, the approval queue oldest first, pagination), `seller(id)`
 * and the decisions (approve, block, commission) like the server does, including its refusals
 * (approving an Enabled shop is ILLEGAL_OPERATION). Tests read what the screens sent from `calls`.
 */
import { graphql, HttpResponse } from "msw";
import type { AdminSellerFieldsFragment, EnabledState, SellerReviewAction } from "../../client/src/gql/graphql";

type WithTypename<T> = T extends (infer U)[] ? WithTypename<U>[] : T extends object ? { [K in keyof T]: WithTypename<T[K]> } & { __typename?: string } : T;

export type FixtureSeller = WithTypename<AdminSellerFieldsFragment>;

const ADMIN = { __typename: "SellerReviewActor" as const, id: "a0000000-0000-4000-8000-000000000001", email: "admin@keymarket.test", name: "Ada Admin" };

/** Shop n: "Shop n", registered on day n of 2026; its owner shop{n}@example.com. */
export function sellerFixture(n: number, state: EnabledState, over: Partial<FixtureSeller> = {}): FixtureSeller {
  const createdAt = new Date(Date.UTC(2026, 0, n, 9, 0)).toISOString();
  const ownerId = `b0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    __typename: "AdminSeller",
    id: String(n),
    name: `Shop ${n}`,
    email: `sales${n}@example.com`,
    registrationName: `Shop ${n} S.r.l.`,
    vatNumber: `IT0000000000${n % 10}`,
    image: null,
    state,
    stateReason: null,
    rating: 95,
    commissionPercent: 10,
    ownCommissionPercent: null,
    defaultCommissionPercent: 10,
    offerCount: n,
    stock: n * 10,
    createdAt,
    owner: { __typename: "SellerOwner", id: ownerId, email: `shop${n}@example.com`, name: `Owner ${n}`, locale: n % 2 ? "it" : "en" },
    reviews: [
      review(`${n}-1`, "Registered", null, "Waiting", null, {
        __typename: "SellerReviewActor",
        id: ownerId,
        email: `shop${n}@example.com`,
        name: `Owner ${n}`,
      }),
    ],
    ...over,
  };
}

function review(
  id: string,
  action: SellerReviewAction,
  fromState: EnabledState | null,
  toState: EnabledState | null,
  reason: string | null,
  actor: FixtureSeller["reviews"][number]["actor"] = ADMIN,
  commission: [number | null, number | null] = [null, null],
): FixtureSeller["reviews"][number] {
  return {
    __typename: "SellerReview",
    id,
    action,
    fromState,
    toState,
    commissionPercentBefore: commission[0],
    commissionPercentAfter: commission[1],
    reason,
    createdAt: "2026-03-01T09:00:00.000Z",
    actor,
  };
}

/** `count` shops; every third one waits for approval, the others sell. */
export function sellerBook(count: number): FixtureSeller[] {
  return Array.from({ length: count }, (_, i) => sellerFixture(i + 1, (i + 1) % 3 === 0 ? "Waiting" : "Enabled"));
}

export interface SellerCalls {
  lists: { search: string | null; state: string | null; skip: number; take: number }[];
  approvals: { sellerId: string; reason: string | null }[];
  blocks: { sellerId: string; reason: string }[];
  commissions: { sellerId: string; commissionPercent: number | null; reason: string | null }[];
}

export const emptySellerCalls = (): SellerCalls => ({ lists: [], approvals: [], blocks: [], commissions: [] });

/** A GraphQL error answer (typed as nothing, so handlers that also answer data keep their type). */
const refusal = (message: string, code: string) => HttpResponse.json({ data: null, errors: [{ message, extensions: { code } }] }) as never;

/** The admin seller operations over an in-memory set of shops. */
export function sellerHandlers(book: FixtureSeller[], calls: SellerCalls) {
  const find = (id: string) => book.find((s) => s.id === id);
  let n = 0;
  const decide = (
    s: FixtureSeller,
    action: SellerReviewAction,
    to: EnabledState | null,
    reason: string | null,
    commission?: [number | null, number | null],
  ) => {
    s.reviews = [review(`d${++n}`, action, to ? s.state : null, to, reason, ADMIN, commission), ...s.reviews];
    if (to) {
      s.state = to;
      s.stateReason = reason;
    }
  };
  return [
    graphql.query("AdminSellers", ({ variables }) => {
      const v = variables as { search?: string | null; state?: string | null; skip: number; take: number };
      calls.lists.push({ search: v.search ?? null, state: v.state ?? null, skip: v.skip, take: v.take });
      const q = v.search?.toLowerCase() ?? "";
      const matching = book.filter(
        (s) =>
          (!v.state || s.state === v.state) && (!q || `${s.name} ${s.registrationName} ${s.vatNumber} ${s.email} ${s.owner.email}`.toLowerCase().includes(q)),
      );
      const ordered = v.state === "Waiting" ? matching : [...matching].reverse();
      return HttpResponse.json({
        data: { sellers: { __typename: "AdminSellerList", totalItems: ordered.length, items: ordered.slice(v.skip, v.skip + v.take) } },
      });
    }),
    graphql.query("AdminSellerQueueCount", () =>
      HttpResponse.json({ data: { sellers: { __typename: "AdminSellerList", totalItems: book.filter((s) => s.state === "Waiting").length } } }),
    ),
    graphql.query("AdminSeller", ({ variables }) => {
      const seller = find((variables as { id: string }).id);
      return seller ? HttpResponse.json({ data: { seller } }) : refusal("Seller not found", "NOT_FOUND");
    }),
    graphql.mutation("ApproveSeller", ({ variables }) => {
      const input = (variables as { input: { sellerId: string; reason?: string | null } }).input;
      calls.approvals.push({ sellerId: input.sellerId, reason: input.reason ?? null });
      const seller = find(input.sellerId);
      if (!seller) return refusal("Seller not found", "NOT_FOUND");
      if (seller.state === "Enabled") return refusal("The shop is already approved", "ILLEGAL_OPERATION");
      decide(seller, "Approved", "Enabled", input.reason ?? null);
      return HttpResponse.json({ data: { approveSeller: seller } });
    }),
    graphql.mutation("BlockSeller", ({ variables }) => {
      const input = (variables as { input: { sellerId: string; reason: string } }).input;
      calls.blocks.push({ sellerId: input.sellerId, reason: input.reason });
      const seller = find(input.sellerId);
      if (!seller) return refusal("Seller not found", "NOT_FOUND");
      if (seller.state === "Blocked") return refusal("The shop is already blocked", "ILLEGAL_OPERATION");
      decide(seller, "Blocked", "Blocked", input.reason);
      return HttpResponse.json({ data: { blockSeller: seller } });
    }),
    graphql.mutation("SetSellerCommission", ({ variables }) => {
      const input = (variables as { input: { sellerId: string; commissionPercent?: number | null; reason?: string | null } }).input;
      calls.commissions.push({ sellerId: input.sellerId, commissionPercent: input.commissionPercent ?? null, reason: input.reason ?? null });
      const seller = find(input.sellerId);
      if (!seller) return refusal("Seller not found", "NOT_FOUND");
      const after = input.commissionPercent ?? null;
      decide(seller, "CommissionChanged", null, input.reason ?? null, [seller.ownCommissionPercent, after]);
      seller.ownCommissionPercent = after;
      seller.commissionPercent = after ?? seller.defaultCommissionPercent;
      return HttpResponse.json({ data: { setSellerCommission: seller } });
    }),
    // The ratings panel: a shop without ratings or sales (features/ratings tests answer richer ones).
    graphql.query("SellerRatingSummary", ({ variables }) =>
      HttpResponse.json({
        data: {
          sellerRatingSummary: {
            __typename: "SellerRatingSummary",
            sellerId: (variables as { sellerId: string }).sellerId,
            score: null,
            average: null,
            count: 0,
            distribution: [0, 0, 0, 0, 0],
            keysSold: 0,
            keysReplaced: 0,
            keysRefunded: 0,
            replacementRate: null,
            refundRate: null,
          },
        },
      }),
    ),
    graphql.query("SellerRatings", () => HttpResponse.json({ data: { sellerRatings: { __typename: "SellerRatingList", totalItems: 0, items: [] } } })),
  ];
}
