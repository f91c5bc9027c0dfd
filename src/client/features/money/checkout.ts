import type { CreatePaymentBody } from "../../../shared/contract/money";

// A checkout keeps its idempotency key in sessionStorage: a reload, a second tab's back button or a double click
// finds the same payment instead of a second one. The key is dropped once its payment has an outcome, so buying
// the same thing again later is a new payment.

const KEY = "obyava-checkout:";
const BODY = "obyava-payment:";

/** What a payment was created with, without its key: a declined card's retry creates the next one from it. */
export type CheckoutRequest = Omit<CreatePaymentBody, "idempotency_key">;

const scopeOf = (request: CheckoutRequest) =>
  [request.product, request.post_id ?? "", request.hash ?? "", request.auto_charge ? "auto" : ""].join("|");

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Private modes without storage: the key lives as long as the page, which still covers a double click.
  }
}

function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The checkout's body with its key: the one kept for this purchase, or a new one. */
export function checkoutBody(request: CheckoutRequest): CreatePaymentBody {
  const scope = KEY + scopeOf(request);
  let key = read(scope);
  if (!key || !/^[A-Za-z0-9_-]{16,80}$/.test(key)) {
    key = freshKey();
    write(scope, key);
  }
  return { ...request, idempotency_key: key };
}

/** Remembers how a payment was asked for (for a retry with another card after a decline). */
export function rememberPayment(paymentId: string, request: CheckoutRequest): void {
  write(BODY + paymentId, JSON.stringify(request));
}

/** The request behind a payment made in this tab, if any. */
export function requestOf(paymentId: string): CheckoutRequest | null {
  const stored = read(BODY + paymentId);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === "object" && "product" in parsed ? (parsed as CheckoutRequest) : null;
  } catch {
    return null;
  }
}

/** The payment has its outcome: the next purchase of the same thing gets a new key. */
export function endCheckout(paymentId: string): void {
  const request = requestOf(paymentId);
  if (request) write(KEY + scopeOf(request), null);
}
