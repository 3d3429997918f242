/**
 * Gathers the facts the fraud rules need (fraud-rules.ts) from the database and asks them.
 * The rules themselves are a pure function; this is only their data.
 */
import { RootCategory } from "../../common/enums.js";
import type { RequestContext } from "../../graphql/context.js";
import type { PricedLine } from "../cart/pricing.js";
import { review, screen, type FraudConfig, type Screening } from "./fraud-rules.js";

export class FraudService {
  constructor(private readonly config: FraudConfig) {}

  /** Screens an order before payment. */
  async screenOrder(
    ctx: RequestContext,
    o: {
      userId: string;
      ip: string | null;
      ipCountry: string | null;
      billingCountry: string;
      lines: readonly (PricedLine & { discount: number })[];
      total: number;
    },
  ): Promise<Screening> {
    const [facts] = await ctx.manager.query(
      `SELECT
         (SELECT count(*)::int FROM orders WHERE user_id = $1 AND created_at > now() - interval '24 hours') AS "userOrdersLastDay",
         (SELECT count(DISTINCT user_id)::int FROM orders WHERE ip = $2 AND user_id <> $1 AND created_at > now() - interval '1 hour') AS "otherUsersOnIpLastHour",
         (SELECT extract(epoch FROM now() - created_at) / 3600 FROM users WHERE id = $1)::float AS "accountAgeHours"`,
      [o.userId, o.ip],
    );
    const giftCardAmount = o.lines.filter((l) => l.type === RootCategory.cards).reduce((n, l) => n + l.unitPrice * l.quantity - l.discount, 0);
    return screen(
      {
        total: o.total,
        userOrdersLastDay: facts.userOrdersLastDay,
        otherUsersOnIpLastHour: o.ip ? facts.otherUsersOnIpLastHour : 0,
        accountAgeHours: facts.accountAgeHours ?? 0,
        billingCountry: o.billingCountry,
        ipCountry: o.ipCountry,
        giftCardAmount,
        softwareOnly: o.lines.length > 0 && o.lines.every((l) => l.type === RootCategory.softwares),
      },
      this.config,
    );
  }

  /** Screens an order again once its payment is captured (3-D Secure outcome, card reuse). */
  async reviewPayment(
    ctx: RequestContext,
    o: {
      userId: string;
      before: Pick<Screening, "rules" | "score">;
      softwareOnly: boolean;
      threeDsRequested: boolean;
      threeDsAuthenticated: boolean;
      cardFingerprint: string | null;
    },
  ): Promise<Screening> {
    let otherUsersOnCard = 0;
    if (o.cardFingerprint) {
      const [row] = await ctx.manager.query(
        `SELECT count(DISTINCT ord.user_id)::int AS n FROM payments p JOIN orders ord ON ord.id = p.order_id
          WHERE p.card_fingerprint = $1 AND ord.user_id <> $2 AND p.created_at > now() - interval '30 days'`,
        [o.cardFingerprint, o.userId],
      );
      otherUsersOnCard = row.n;
    }
    return review(
      o.before,
      { threeDsRequested: o.threeDsRequested, threeDsAuthenticated: o.threeDsAuthenticated, otherUsersOnCard },
      o.softwareOnly,
      this.config,
    );
  }
}
