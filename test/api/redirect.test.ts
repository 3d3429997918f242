/** The one rule for login destinations (spec §2, §5): own host or localhost, otherwise "/". */
import { safeDestination } from "../../server/modules/accounts/redirect";

const SITE = ["https://shop.keymarket.test"];

describe("safeDestination", () => {
  it.each([
    ["/account", "/account"],
    ["/it/account?tab=orders#top", "/it/account?tab=orders#top"],
    ["https://shop.keymarket.test/cart", "https://shop.keymarket.test/cart"],
    ["https://SHOP.keymarket.test/cart", "https://shop.keymarket.test/cart"],
    ["http://localhost:5173/account", "http://localhost:5173/account"],
    ["http://127.0.0.1:4000/", "http://127.0.0.1:4000/"],
  ])("keeps %s", (input, expected) => {
    expect(safeDestination(input, SITE)).toBe(expected);
  });

  it.each([
    ["https://evil.example/"],
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["https:evil.example"],
    ["http:/evil.example"],
    ["javascript:alert(document.cookie)"],
    ["JaVaScRiPt:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["https://shop.keymarket.test@evil.example/"],
    ["https://evil.example@shop.keymarket.test/"],
    ["https://user:pass@localhost/"],
    ["https://shop.keymarket.test.evil.example/"],
    ["https://evil.example/?https://shop.keymarket.test"],
    ["/\tjavascript:alert(1)"],
    ["account"],
    [""],
    [null],
    [undefined],
  ])("sends %s to /", (input) => {
    expect(safeDestination(input as string, SITE)).toBe("/");
  });
});
