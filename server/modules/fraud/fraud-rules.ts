/**
 * Fraud screening rules (spec §4: rule_1 … rule_5, rule_fps, rule_3ds_1, rule_3ds_2), as one
 * pure function of the facts of an order and the configured thresholds. The README's "Fraud
 * screening" section states each rule; the thresholds are configuration (FRAUD_*).
 *
 * Before payment (`screen`):
 *  - rule_1  velocity per user: the buyer placed FRAUD_USER_ORDERS_PER_DAY or more orders in 24 h → REVIEW;
 *  - rule_2  velocity per IP: FRAUD_IP_USERS_PER_HOUR or more accounts ordered from this IP in 1 h → DECLINE;
 *  - rule_3  amount: the total is FRAUD_REVIEW_AMOUNT or more (minor units, any currency) → REVIEW;
 *  - rule_4  new account, high value: the account is younger than FRAUD_NEW_ACCOUNT_HOURS and the
 *            total is FRAUD_NEW_ACCOUNT_AMOUNT or more → REVIEW;
 *  - rule_5  country: the billing country differs from the country of the IP (when known) → score;
 *  - rule_fps gift cards are stricter: the order holds gift cards worth FRAUD_GIFT_CARD_AMOUNT or
 *            more, or any gift card on an account younger than 7 days → REVIEW;
 *  - rule_3ds_1 the risk score is FRAUD_3DS_SCORE or more → the card payment must pass 3-D Secure.
 * After payment (`review`):
 *  - rule_3ds_2 3-D Secure was asked for but not completed, or the card was used by
 *            FRAUD_CARD_USERS or more other accounts in 30 days → REVIEW.
 * Each rule adds its weight to a score; a score of FRAUD_REVIEW_SCORE or more is a REVIEW too.
 * Orders of software only are approved automatically (spec), unless declined.
 */
import { ApprovalReason, FraudDecision, RiskRule } from "../../common/enums.js";

export interface FraudConfig {
  userOrdersPerDay: number;
  ipUsersPerHour: number;
  reviewAmount: number;
  newAccountHours: number;
  newAccountAmount: number;
  giftCardAmount: number;
  threeDsScore: number;
  reviewScore: number;
  cardUsers: number;
}

export const DEFAULT_FRAUD_CONFIG: FraudConfig = {
  userOrdersPerDay: 5,
  ipUsersPerHour: 3,
  reviewAmount: 50_000,
  newAccountHours: 24,
  newAccountAmount: 15_000,
  giftCardAmount: 10_000,
  threeDsScore: 30,
  reviewScore: 60,
  cardUsers: 2,
};

/** Weight of each rule in the risk score. */
export const RULE_WEIGHTS: Readonly<Record<RiskRule, number>> = {
  [RiskRule.rule_1]: 30,
  [RiskRule.rule_2]: 100,
  [RiskRule.rule_3]: 40,
  [RiskRule.rule_4]: 35,
  [RiskRule.rule_5]: 25,
  [RiskRule.rule_fps]: 30,
  [RiskRule.rule_3ds_1]: 0,
  [RiskRule.rule_3ds_2]: 40,
};

/** Rules that send an order to review on their own. */
const REVIEW_RULES = new Set<RiskRule>([RiskRule.rule_1, RiskRule.rule_3, RiskRule.rule_4, RiskRule.rule_fps, RiskRule.rule_3ds_2]);

export interface OrderFacts {
  /** Order total, minor units. */
  total: number;
  /** Orders the buyer placed in the last 24 hours (this one not counted). */
  userOrdersLastDay: number;
  /** Other accounts that placed orders from this IP in the last hour. */
  otherUsersOnIpLastHour: number;
  accountAgeHours: number;
  billingCountry: string;
  /** ISO country of the IP, when the proxy tells it. */
  ipCountry: string | null;
  /** Minor units of gift cards (root category cards) in the order. */
  giftCardAmount: number;
  /** Every line is software (root category softwares). */
  softwareOnly: boolean;
}

export interface Screening {
  decision: FraudDecision;
  score: number;
  rules: RiskRule[];
  /** The card payment must pass 3-D Secure (rule_3ds_1). */
  threeDs: boolean;
  /** The spec's approval reason of the decision; null while an order waits for review. */
  reason: ApprovalReason | null;
}

/** The decision before payment. */
export function screen(f: OrderFacts, c: FraudConfig = DEFAULT_FRAUD_CONFIG): Screening {
  const fired: RiskRule[] = [];
  if (f.userOrdersLastDay >= c.userOrdersPerDay) fired.push(RiskRule.rule_1);
  if (f.otherUsersOnIpLastHour + 1 >= c.ipUsersPerHour) fired.push(RiskRule.rule_2);
  if (f.total >= c.reviewAmount) fired.push(RiskRule.rule_3);
  if (f.accountAgeHours < c.newAccountHours && f.total >= c.newAccountAmount) fired.push(RiskRule.rule_4);
  if (f.ipCountry && f.billingCountry && f.ipCountry.toUpperCase() !== f.billingCountry.toUpperCase()) fired.push(RiskRule.rule_5);
  if (f.giftCardAmount >= c.giftCardAmount || (f.giftCardAmount > 0 && f.accountAgeHours < 24 * 7)) fired.push(RiskRule.rule_fps);
  const score = fired.reduce((n, r) => n + RULE_WEIGHTS[r], 0);
  const threeDs = score >= c.threeDsScore;
  if (threeDs) fired.push(RiskRule.rule_3ds_1);
  return decide(fired, score, c, f.softwareOnly);
}

export interface PaymentFacts {
  threeDsRequested: boolean;
  threeDsAuthenticated: boolean;
  /** Other accounts that paid with the same card in 30 days. */
  otherUsersOnCard: number;
}

/** The decision after payment: the screening before it, plus what the payment tells. */
export function review(before: Pick<Screening, "rules" | "score">, p: PaymentFacts, softwareOnly: boolean, c: FraudConfig = DEFAULT_FRAUD_CONFIG): Screening {
  const fired = [...before.rules];
  let score = before.score;
  if ((p.threeDsRequested && !p.threeDsAuthenticated) || p.otherUsersOnCard >= c.cardUsers) {
    fired.push(RiskRule.rule_3ds_2);
    score += RULE_WEIGHTS[RiskRule.rule_3ds_2];
  }
  return decide(fired, score, c, softwareOnly);
}

const APPROVED_BY: Partial<Record<RiskRule, ApprovalReason>> = {
  [RiskRule.rule_1]: ApprovalReason.RiskRule1,
  [RiskRule.rule_3]: ApprovalReason.RiskRule3,
  [RiskRule.rule_4]: ApprovalReason.RiskRule4,
  [RiskRule.rule_5]: ApprovalReason.RiskRule5,
};

function decide(fired: RiskRule[], score: number, c: FraudConfig, softwareOnly: boolean): Screening {
  const threeDs = fired.includes(RiskRule.rule_3ds_1);
  if (fired.includes(RiskRule.rule_2)) {
    return { decision: FraudDecision.DECLINE, score, rules: fired, threeDs, reason: ApprovalReason.RiskRule2Cancelled };
  }
  if (softwareOnly) return { decision: FraudDecision.ALLOW, score, rules: fired, threeDs, reason: ApprovalReason.ApprovedSoftwareProduct };
  if (fired.some((r) => REVIEW_RULES.has(r)) || score >= c.reviewScore) {
    return { decision: FraudDecision.REVIEW, score, rules: fired, threeDs, reason: null };
  }
  // Approved although a rule was looked at and fired below the review line: "approved by risk rule n".
  const byRule = fired.map((r) => APPROVED_BY[r]).find(Boolean);
  return { decision: FraudDecision.ALLOW, score, rules: fired, threeDs, reason: byRule ?? ApprovalReason.AutomaticApprovalCorrectPayment };
}
