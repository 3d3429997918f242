/**
 * Demo coupons: one that works on anything (WELCOME10, named in the README), one expired, and
 * two that show the rules (a fixed amount on software above a minimum; a percentage on games,
 * once per customer, with a total limit). Restrictions name root categories by slug.
 */
export interface DemoCoupon {
  code: string;
  description: string;
  /** The Italian description shown on the Italian site. */
  descriptionIt: string;
  kind: "percent" | "fixed";
  percentOff?: number;
  amounts?: { eur: number; usd: number; gbp: number };
  minimum?: { eur: number; usd: number; gbp: number };
  validFrom?: string;
  validUntil?: string;
  maxUses?: number;
  maxUsesPerUser?: number;
  rootCategories?: string[];
}

export const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: "WELCOME10",
    description: "10 % off anything, for new and returning customers",
    descriptionIt: "10 % di sconto su tutto, per clienti nuovi e abituali",
    kind: "percent",
    percentOff: 10,
  },
  {
    code: "SUMMER2025",
    description: "Summer sale 2025 (ended)",
    descriptionIt: "Saldi estivi 2025 (terminati)",
    kind: "percent",
    percentOff: 15,
    validFrom: "2025-06-01T00:00:00Z",
    validUntil: "2025-09-01T00:00:00Z",
  },
  {
    code: "SOFTWARE5",
    description: "5 off software from 20",
    descriptionIt: "5 di sconto sul software da 20",
    kind: "fixed",
    amounts: { eur: 500, usd: 500, gbp: 400 },
    minimum: { eur: 2000, usd: 2000, gbp: 1700 },
    rootCategories: ["softwares"],
  },
  {
    code: "GAMER20",
    description: "20 % off games, once per customer",
    descriptionIt: "20 % di sconto sui giochi, una volta per cliente",
    kind: "percent",
    percentOff: 20,
    maxUses: 1000,
    maxUsesPerUser: 1,
    rootCategories: ["games"],
  },
];
