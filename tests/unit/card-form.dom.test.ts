import { afterEach, describe, expect, it } from "vitest";
import {
  cardBrandOf,
  cardFormSchema,
  formatExpiry,
  groupCardNumber,
  sandboxCardOf,
} from "../../src/client/features/money/card-input";
import { checkoutBody, endCheckout, rememberPayment, requestOf } from "../../src/client/features/money/checkout";

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const valid = { number: "4242 4242 4242 4242", expiry: `12/${nextYear}`, cvc: "123", name: "", save: false };
const problemsOf = (form: typeof valid): Record<string, string> => {
  const result = cardFormSchema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("the card form as typed", () => {
  it("groups the number as printed on the card and names its network", () => {
    expect(groupCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(groupCardNumber("4242-4242 42")).toBe("4242 4242 42");
    expect(groupCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(groupCardNumber("4".repeat(40))).toHaveLength(19 + 4);
    expect(cardBrandOf("4000 0027")).toBe("Visa");
    expect(cardBrandOf("5555")).toBe("Mastercard");
    expect(cardBrandOf("3714")).toBe("Amex");
    expect(cardBrandOf("9")).toBeNull();
  });

  it("writes the expiry as MM/YY while typing and lets the slash be deleted", () => {
    expect(formatExpiry("1", "")).toBe("1");
    expect(formatExpiry("4", "")).toBe("04/");
    expect(formatExpiry("12", "1")).toBe("12/");
    expect(formatExpiry("1234", "12/3")).toBe("12/34");
    expect(formatExpiry("12", "12/")).toBe("1");
  });

  it("checks what the server checks, field by field, with the shared messages", () => {
    expect(problemsOf(valid)).toEqual({});
    expect(problemsOf({ ...valid, number: "4242 4242 4242 4241" })).toEqual({ number: "validation.cardNumber" });
    expect(problemsOf({ ...valid, expiry: "13/30" })).toEqual({ expiry: "validation.cardExpiry" });
    expect(problemsOf({ ...valid, expiry: "01/20" })).toEqual({ expiry: "validation.cardExpired" });
    expect(problemsOf({ ...valid, cvc: "12" })).toEqual({ cvc: "validation.cardCvc" });
    // Bounded before any pattern: a pasted novel is too long, not a crash.
    expect(problemsOf({ ...valid, number: "4".repeat(10_000) }).number).toBe("validation.tooLong");
  });

  it("sends digits only, and the name only when given", () => {
    expect(sandboxCardOf({ ...valid, name: "  " })).toEqual({
      number: "4242424242424242",
      exp_month: "12",
      exp_year: nextYear,
      cvc: "123",
    });
    expect(sandboxCardOf({ ...valid, name: " ANNA K " }).name).toBe("ANNA K");
  });
});

describe("a checkout's idempotency key", () => {
  afterEach(() => sessionStorage.clear());

  it("is the same for the same purchase until its payment has an outcome", () => {
    const request = { product: "urgent-7", post_id: 12 };
    const first = checkoutBody(request);
    expect(first.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,80}$/);
    // A reload or a double click asks again: the same key finds the same payment.
    expect(checkoutBody(request).idempotency_key).toBe(first.idempotency_key);
    // Another product or another ad is another purchase.
    expect(checkoutBody({ product: "top-7", post_id: 12 }).idempotency_key).not.toBe(first.idempotency_key);
    expect(checkoutBody({ ...request, auto_charge: true }).idempotency_key).not.toBe(first.idempotency_key);

    rememberPayment("pay_aaaaaaaaaaaaaaaaaaaaaaaa", request);
    expect(requestOf("pay_aaaaaaaaaaaaaaaaaaaaaaaa")).toEqual(request);
    endCheckout("pay_aaaaaaaaaaaaaaaaaaaaaaaa");
    // Declined or paid: buying it again is a new payment.
    expect(checkoutBody(request).idempotency_key).not.toBe(first.idempotency_key);
  });

  it("ignores what another script left in its place", () => {
    sessionStorage.setItem("obyava-checkout:urgent-7|12||", "bad key!");
    sessionStorage.setItem("obyava-payment:pay_bbbbbbbbbbbbbbbbbbbbbbbb", "{not json");
    expect(checkoutBody({ product: "urgent-7", post_id: 12 }).idempotency_key).toMatch(/^[a-f0-9]{36}$/);
    expect(requestOf("pay_bbbbbbbbbbbbbbbbbbbbbbbb")).toBeNull();
  });
});

describe("where a payment goes next", () => {
  const payment = (status: string, next: { type: string } | null = null) => ({
    id: "pay_cccccccccccccccccccccccc",
    status,
    next_action: next,
  });

  it("follows its status: the bank's step, the outcome, or the card form", async () => {
    const { nextPageOf } = await import("../../src/client/features/money/links");
    expect(nextPageOf(payment("requires_action", { type: "authorize" }))).toBe("authorize-payment");
    // Stripe runs its own 3-D Secure inside the card form.
    expect(nextPageOf(payment("requires_action", { type: "stripe" }))).toBe("credit-card-payment");
    expect(nextPageOf(payment("succeeded"))).toBe("after-payment");
    expect(nextPageOf(payment("refunded"))).toBe("after-payment");
    // A declined card is said at the form, where another card is taken.
    expect(nextPageOf(payment("failed"))).toBe("credit-card-payment");
    expect(nextPageOf(payment("created"))).toBe("credit-card-payment");
  });
});
