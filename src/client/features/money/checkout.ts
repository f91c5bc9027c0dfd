import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { CreatePaymentBody } from "../../../shared/contract/money";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { createPaymentMutation } from "./api";

const PREFIX = "checkout:";

/**
 * The idempotency key of one checkout (a product, for one ad or none): made once and kept in sessionStorage, so
 * a reload, a back button or a double click finds the same payment instead of charging twice. A new key is made
 * only after the payment it named has been left behind (`forgetCheckout`).
 */
export function checkoutKey(scope: string): string {
  const name = PREFIX + scope;
  try {
    const kept = sessionStorage.getItem(name);
    if (kept && /^[A-Za-z0-9_-]{16,80}$/.test(kept)) return kept;
    const made = `co_${crypto.randomUUID().replaceAll("-", "")}`;
    sessionStorage.setItem(name, made);
    return made;
  } catch {
    // Storage refused (a private mode): one key for this page's life still makes its double clicks one payment.
    return `co_${crypto.randomUUID().replaceAll("-", "")}`;
  }
}

/** Starts over: the next checkout of this scope is a new payment. */
export function forgetCheckout(scope: string): void {
  try {
    sessionStorage.removeItem(PREFIX + scope);
  } catch {
    // nothing was kept
  }
}

/**
 * Creates the payment of a checkout and opens the card page for it. A payment already finished under the kept key
 * (paid or failed earlier in this tab) is left behind and a fresh checkout is made.
 */
export function useCheckout() {
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useMutation(createPaymentMutation(locale));
  const start = async (scope: string, body: Omit<CreatePaymentBody, "idempotency_key">): Promise<void> => {
    let payment = (await create.mutateAsync({ ...body, idempotency_key: checkoutKey(scope) })).data;
    if (payment.status === "succeeded" || payment.status === "failed" || payment.status === "refunded") {
      forgetCheckout(scope);
      payment = (await create.mutateAsync({ ...body, idempotency_key: checkoutKey(scope) })).data;
    }
    await navigate({ href: `${pathOf("page.credit-card-payment", locale)}?payment=${encodeURIComponent(payment.id)}` });
  };
  return { start, pending: create.isPending, error: create.error };
}
