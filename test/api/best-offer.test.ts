/**
 * The best-offer rule (server/modules/ratings/best-offer.ts) as a pure function: lowest price,
 * then the higher shown rating (none below 3 ratings), then more stock, then the older offer;
 * and the score's rounding (half up, to one decimal) in integers.
 */
import { bestOffer, compareOffers, MIN_RATINGS_SHOWN, ratingScore, ratingTenths, type RankedOffer } from "../../server/modules/ratings/best-offer";

const offer = (id: number, price: number | null, stock: number, ratingCount = 0, ratingSum = 0): RankedOffer => ({ id, price, stock, ratingCount, ratingSum });
const order = (offers: RankedOffer[]) => [...offers].sort(compareOffers).map((o) => o.id);

describe("ratingTenths / ratingScore", () => {
  it("has no score below 3 ratings", () => {
    expect(MIN_RATINGS_SHOWN).toBe(3);
    expect(ratingTenths(0, 0)).toBeNull();
    expect(ratingTenths(10, 2)).toBeNull();
    expect(ratingScore(5, 1)).toBeNull();
  });

  it("rounds the average to one decimal, half up", () => {
    expect(ratingScore(15, 3)).toBe(5);
    expect(ratingScore(11, 3)).toBe(3.7); // 3.666…
    expect(ratingScore(13, 3)).toBe(4.3); // 4.333…
    expect(ratingTenths(19, 4)).toBe(48); // 4.75 → 4.8
    expect(ratingTenths(89, 20)).toBe(45); // 4.45 → 4.5
    expect(ratingTenths(3, 3)).toBe(10);
  });

  it("agrees with a decimal computation for every sum of up to 40 ratings", () => {
    for (let count = 3; count <= 40; count++) {
      for (let sum = count; sum <= 5 * count; sum++) {
        // Exact: round(sum * 10 / count) half up, by comparing 2 * remainder with the divisor.
        const q = Math.floor((sum * 10) / count);
        const rem = sum * 10 - q * count;
        expect(ratingTenths(sum, count)).toBe(2 * rem >= count ? q + 1 : q);
      }
    }
  });
});

describe("compareOffers", () => {
  it("puts the lowest price first, whatever the rating and stock", () => {
    expect(order([offer(1, 1000, 50, 10, 50), offer(2, 999, 1), offer(3, 1001, 99, 10, 50)])).toEqual([2, 1, 3]);
  });

  it("breaks a price tie by the higher shown rating", () => {
    expect(order([offer(1, 500, 30, 3, 12), offer(2, 500, 1, 5, 24), offer(3, 500, 90)])).toEqual([2, 1, 3]);
  });

  it("ranks a new seller (fewer than 3 ratings) below any rated one at the same price", () => {
    expect(order([offer(1, 500, 90, 2, 10), offer(2, 500, 1, 3, 3)])).toEqual([2, 1]);
  });

  it("compares ratings as shown (to one decimal): 4.44 and 4.36 are both 4.4, so stock decides", () => {
    // 111/25 = 4.44 → 4.4; 109/25 = 4.36 → 4.4
    expect(order([offer(1, 500, 3, 25, 111), offer(2, 500, 8, 25, 109)])).toEqual([2, 1]);
  });

  it("then more stock, then the older offer", () => {
    expect(order([offer(3, 500, 5, 4, 16), offer(1, 500, 5, 4, 16), offer(2, 500, 6, 4, 16)])).toEqual([2, 1, 3]);
  });

  it("puts an offer without a price in the currency last", () => {
    expect(order([offer(1, null, 99, 10, 50), offer(2, 2000, 1)])).toEqual([2, 1]);
  });

  it("bestOffer is the first of the sorted offers", () => {
    const offers = [offer(4, 700, 2), offer(5, 650, 1, 3, 9), offer(6, 650, 1, 3, 12), offer(7, 650, 40)];
    expect(bestOffer(offers)?.id).toBe(6);
    expect(bestOffer([])).toBeUndefined();
  });
});
