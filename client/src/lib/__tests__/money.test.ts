/** Spec §5/§9: 2 fixed decimals, a comma as decimal separator, the currency's symbol. */
import { discountPercent, formatAmount, formatMoney, priceIn } from "../money";

describe("formatMoney", () => {
  it("puts the euro sign after the amount and $ / £ before it, with a comma and two decimals", () => {
    expect(formatMoney(12.99, "EUR")).toBe("12,99\u00a0€");
    expect(formatMoney(12.99, "USD")).toBe("$12,99");
    expect(formatMoney(12.99, "GBP")).toBe("£12,99");
  });

  it("always shows two decimals, rounding half up at the third", () => {
    expect(formatAmount(12)).toBe("12,00");
    expect(formatAmount(12.5)).toBe("12,50");
    expect(formatAmount(0.125)).toBe("0,13");
    expect(formatAmount(9.994)).toBe("9,99");
    expect(formatAmount(9.995)).toBe("10,00");
    expect(formatMoney(0, "USD")).toBe("$0,00");
  });

  it("does not group thousands (one unambiguous form in both languages)", () => {
    expect(formatMoney(1299, "EUR")).toBe("1299,00\u00a0€");
    expect(formatMoney(1234567.891, "GBP")).toBe("£1234567,89");
  });

  it("keeps the minus sign first for negative amounts", () => {
    expect(formatMoney(-5.5, "EUR")).toBe("-5,50\u00a0€");
    expect(formatMoney(-5.5, "USD")).toBe("-$5,50");
    expect(formatMoney(-0.001, "EUR")).toBe("0,00\u00a0€");
  });
});

describe("prices per currency", () => {
  it("picks the customer's currency and knows when there is no price", () => {
    const prices = { eur: 28.99, usd: 31.99, gbp: null };
    expect(priceIn(prices, "EUR")).toBe(28.99);
    expect(priceIn(prices, "USD")).toBe(31.99);
    expect(priceIn(prices, "GBP")).toBeNull();
    expect(priceIn(null, "EUR")).toBeNull();
  });

  it("computes the discount on the list price in whole percent", () => {
    expect(discountPercent(28.99, 58.49)).toBe(50);
    expect(discountPercent(10, 10)).toBeNull();
    expect(discountPercent(12, 10)).toBeNull();
    expect(discountPercent(null, 10)).toBeNull();
  });
});
