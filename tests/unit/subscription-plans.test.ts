import { describe, expect, it } from "vitest";
import type { Product } from "../../src/shared/contract/money";
import { savingOf, subscriptionPlans } from "../../src/client/features/money/plans";

const product = (code: string, kind: Product["kind"], days: number, price_cents: number): Product => ({
  code,
  kind,
  days,
  price_cents,
  currency: "usd",
  title: code,
  description: "",
  placement: null,
});

describe("subscription plans", () => {
  const month = product("sub-month", "subscription", 30, 4900);
  const quarter = product("sub-quarter", "subscription", 90, 11900);
  const others = [product("top-7", "top", 7, 999), product("banner-slider", "banner", 1, 1200)];

  it("lists only subscriptions, shortest first, whatever order they come in", () => {
    expect(subscriptionPlans([quarter, ...others, month]).map((plan) => plan.code)).toEqual([
      "sub-month",
      "sub-quarter",
    ]);
  });

  it("says how much cheaper a day of a longer plan is, in whole percent", () => {
    // 119 $ for 90 days against 49 $ for 30: 39.67 $ a month, 19 % less.
    expect(savingOf(quarter, month)).toBe(19);
    expect(savingOf(month, month)).toBe(0);
  });

  it("never calls a dearer plan a saving, nor divides by a free one", () => {
    expect(savingOf(product("sub-dear", "subscription", 90, 20000), month)).toBe(0);
    expect(savingOf(quarter, product("sub-free", "subscription", 30, 0))).toBe(0);
    expect(savingOf(quarter, undefined)).toBe(0);
  });
});
