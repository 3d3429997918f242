/**
 * Offers and product keys of the demo data, planned in memory before anything is written:
 * 2–5 offers per product from distinct shops, prices around the product's base price, and
 * 0–30 keys per offer with realistic states. Key values are unique per product.
 */
import { EnabledState, KeyContentType, KeyState } from "../../common/enums.js";
import { generateKeyCode } from "../../modules/keys/key-code.js";
import { SELLER_SHOPS } from "./accounts.js";
import { psychPrice, SEED_NOW, type ProductSpec } from "./products.js";
import { Random } from "./rng.js";

export interface OfferPlan {
  /** Index into the product specs. */
  product: number;
  /** Index into SELLER_SHOPS. */
  seller: number;
  priceEur: number;
  priceUsd: number;
  priceGbp: number;
  state: EnabledState;
  enabled: boolean;
  salesCount: number;
  createdAt: Date;
  keys: KeyPlan[];
}

export interface KeyPlan {
  id: string;
  contentType: KeyContentType;
  state: KeyState;
  value: string;
}

const FIRST_NAMES = [
  "mason",
  "olivia",
  "luca",
  "giulia",
  "noah",
  "emma",
  "leo",
  "sofia",
  "ethan",
  "chiara",
  "liam",
  "aurora",
  "jack",
  "martina",
  "oscar",
  "alice",
  "henry",
  "greta",
  "theo",
  "marco",
  "nina",
  "elias",
  "freya",
  "tommaso",
];
const MAIL_DOMAINS = ["mail.example", "inbox.example", "post.example", "webmail.example"];
const PASSWORD_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%*";

function credentials(r: Random): string {
  const login = `${r.pick(FIRST_NAMES)}.${String.fromCharCode(97 + r.int(0, 25))}${r.int(1000, 9999)}@${r.pick(MAIL_DOMAINS)}`;
  let password = "";
  for (let i = 0; i < 14; i++) password += PASSWORD_CHARS[r.int(0, PASSWORD_CHARS.length - 1)];
  return `login: ${login}\npassword: ${password}`;
}

function keyState(r: Random, usable: boolean): KeyState {
  const x = r.next();
  if (!usable) return x < 0.45 ? KeyState.Delivered : x < 0.85 ? KeyState.Revealed : KeyState.NotDelivered;
  if (x < 0.865) return KeyState.Available;
  if (x < 0.915) return KeyState.Delivered;
  if (x < 0.965) return KeyState.Revealed;
  // (Was Using: a reservation belongs to a checkout, and the demo data has none in flight.)
  if (x < 0.985) return KeyState.Available;
  return KeyState.NotDelivered;
}

/** Plans every offer (with its keys) for the products, in product then seller order. */
export function planOffers(specs: readonly ProductSpec[]): OfferPlan[] {
  const ids = new Random("key-ids");
  const offers: OfferPlan[] = [];
  specs.forEach((spec, p) => {
    const r = new Random(`offers|${spec.key}`);
    const n = Math.min(5, 2 + Math.floor((r.next() * 0.6 + spec.popularity * 0.5) * 4));
    const candidates = SELLER_SHOPS.map((shop, i) => ({ i, w: shop.focus[spec.root] * (i === 0 ? 1.6 : 1) }));
    const chosen: number[] = [];
    while (chosen.length < n) {
      const pick = r.weighted(
        candidates.filter((c) => !chosen.includes(c.i)),
        (c) => c.w,
      );
      chosen.push(pick.i);
    }
    chosen.sort((a, b) => a - b);

    const seen = new Set<string>();
    const planned = chosen.map((seller): OfferPlan => {
      const shop = SELLER_SHOPS[seller]!;
      const factor = Math.min(1.15, Math.max(0.88, shop.priceLevel * r.float(0.93, 1.08)));
      const eur = Math.max(99, psychPrice((spec.baseEur / 100) * factor));
      const enabled = !r.chance(0.03);
      const state = enabled && r.chance(0.02) ? EnabledState.Waiting : EnabledState.Enabled;
      const created = Math.min(SEED_NOW.getTime() - 3_600_000, spec.createdAt.getTime() + r.int(0, 20 * 86_400) * 1000);

      const kr = new Random(`keys|${spec.key}|${seller}`);
      const zero = spec.outOfStock ? kr.chance(0.5) : kr.chance(0.055);
      const count = zero ? 0 : spec.outOfStock ? kr.int(1, 5) : 1 + Math.floor(29 * Math.pow(kr.next(), 1.9));
      const contentType =
        spec.kind === "account" ? KeyContentType.credentials : spec.subscription?.urlDelivery && kr.chance(0.4) ? KeyContentType.url : KeyContentType.text;
      const keys: KeyPlan[] = [];
      for (let k = 0; k < count; k++) {
        let value: string;
        do {
          value =
            contentType === KeyContentType.credentials
              ? credentials(kr)
              : contentType === KeyContentType.url
                ? `https://redeem.keymarket.example/v1/${generateKeyCode(kr.next).replace(/-/g, "")}`
                : generateKeyCode(kr.next);
        } while (seen.has(value.trim().toUpperCase()));
        seen.add(value.trim().toUpperCase());
        keys.push({ id: ids.uuid(), contentType, state: keyState(kr, !spec.outOfStock), value });
      }
      return {
        product: p,
        seller,
        priceEur: eur,
        priceUsd: psychPrice((eur / 100) * 1.09 * r.float(0.99, 1.01)),
        priceGbp: psychPrice((eur / 100) * 0.85 * r.float(0.99, 1.01)),
        state,
        enabled,
        salesCount: 0,
        createdAt: new Date(Math.floor(created / 1000) * 1000),
        keys,
      };
    });

    // Split the product's sales over its offers, cheaper offers selling more.
    const weights = planned.map((o) => r.float(0.3, 1) / o.priceEur);
    const total = weights.reduce((a, b) => a + b, 0);
    for (const [i, o] of planned.entries()) o.salesCount = Math.floor((spec.salesCount * weights[i]!) / total);
    offers.push(...planned);
  });
  return offers;
}
