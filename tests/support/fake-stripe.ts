import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local server that answers the calls our Stripe adapter makes as Stripe's API documents them: form-encoded
 * bodies, Bearer secret keys, Idempotency-Key replay (the same key answers the same response), PaymentIntents
 * (pi_…), Customers (cus_…), Refunds (re_…), test PaymentMethods (pm_card_visa, pm_card_chargeDeclined,
 * pm_card_authenticationRequired…), card errors as 402 {error: {type: "card_error", code, decline_code,
 * payment_intent}}, and signed webhooks (Stripe-Signature made by the SDK's own generateTestHeaderString).
 */

interface TestMethod {
  brand: string;
  last4: string;
  /** What a charge does: succeed, decline with a code, or ask for 3-D Secure. */
  outcome: "ok" | "card_declined" | "insufficient_funds" | "action";
  /** Charges without the holder (off_session) are declined although it attaches (0341). */
  offSessionFails?: boolean;
}

const TEST_METHODS: Record<string, TestMethod> = {
  pm_card_visa: { brand: "visa", last4: "4242", outcome: "ok" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", outcome: "ok" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", outcome: "card_declined" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995", outcome: "insufficient_funds" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", outcome: "action" },
  pm_card_chargeCustomerFail: { brand: "visa", last4: "0341", outcome: "ok", offSessionFails: true },
};

interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  next_action: { type: string; use_stripe_sdk: Record<string, string> } | null;
  livemode: false;
  created: number;
}

type Form = Record<string, unknown>;

/** "metadata[payment]=x&expand[0]=payment_method" as nested values, the way Stripe reads its form bodies. */
function parseForm(body: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let at: Form = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Form;
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const text = (value: unknown) => (typeof value === "string" ? value : null);

export interface FakeStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** Every call as received: method, path, idempotency key and the form. */
  calls: { method: string; path: string; idempotencyKey: string | null; form: Form }[];
  /** What Stripe.js does in the browser: confirms the intent with a PaymentMethod. */
  confirmFromBrowser(intentId: string, method: string): FakeIntent;
  /** The holder finished (or refused) Stripe's 3-D Secure page. */
  finishAuthentication(intentId: string, approve: boolean): FakeIntent;
  /**
   * Posts an event about an intent to `target`, signed with the webhook secret (or another one); `object` changes
   * what the event says of the intent (an event that does not match the payment it names).
   */
  deliver(
    target: string,
    type: string,
    intentId: string,
    options?: { eventId?: string; secret?: string; object?: Partial<FakeIntent> },
  ): Promise<{ status: number; body: string; eventId: string }>;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const intents = new Map<string, FakeIntent>();
  const customers = new Set<string>();
  const refunds: FakeStripe["refunds"] = [];
  const calls: FakeStripe["calls"] = [];
  const replay = new Map<string, { status: number; body: string }>();
  const signer = new Stripe(secretKey);

  const methodObject = (pm: string) => {
    const known = TEST_METHODS[pm];
    return known
      ? {
          id: pm,
          object: "payment_method",
          type: "card",
          card: { brand: known.brand, last4: known.last4, exp_month: 12, exp_year: 2034 },
        }
      : pm;
  };
  const shown = (intent: FakeIntent, form: Form) => {
    const expand = Object.values((form.expand as Form | undefined) ?? {});
    return expand.includes("payment_method") && intent.payment_method
      ? { ...intent, payment_method: methodObject(intent.payment_method) }
      : intent;
  };
  const cardError = (intent: FakeIntent, code: string, declineCode?: string) => {
    const error = {
      type: "card_error",
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message: code === "authentication_required" ? "Your card requires authentication." : "Your card was declined.",
    };
    intent.status = "requires_payment_method";
    intent.last_payment_error = error;
    return { status: 402, json: { error: { ...error, payment_intent: intent } } };
  };

  /** Applies a PaymentMethod to an intent as a confirmation does (on session, or off_session for renewals). */
  function confirm(intent: FakeIntent, pm: string, offSession: boolean) {
    const method = TEST_METHODS[pm];
    if (!method)
      return {
        status: 400,
        json: {
          error: { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${pm}'` },
        },
      };
    intent.payment_method = pm;
    intent.last_payment_error = null;
    if (method.outcome === "card_declined") return cardError(intent, "card_declined", "generic_decline");
    if (method.outcome === "insufficient_funds") return cardError(intent, "card_declined", "insufficient_funds");
    if (offSession && method.offSessionFails) return cardError(intent, "card_declined", "generic_decline");
    if (method.outcome === "action") {
      if (offSession) return cardError(intent, "authentication_required", "authentication_required");
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } };
      return null;
    }
    intent.status = "succeeded";
    intent.next_action = null;
    return null;
  }

  function route(method: string, path: string, form: Form): { status: number; json: unknown } {
    if (method === "POST" && path === "/v1/customers") {
      const customer = id("cus");
      customers.add(customer);
      return { status: 200, json: { id: customer, object: "customer", metadata: form.metadata ?? {} } };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const intentId = id("pi");
      const intent: FakeIntent = {
        id: intentId,
        object: "payment_intent",
        amount: Number(form.amount),
        currency: text(form.currency) ?? "usd",
        status: "requires_payment_method",
        client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
        customer: text(form.customer),
        payment_method: null,
        setup_future_usage: text(form.setup_future_usage),
        description: text(form.description),
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        last_payment_error: null,
        next_action: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      if (!Number.isInteger(intent.amount) || intent.amount < 50)
        return {
          status: 400,
          json: {
            error: {
              type: "invalid_request_error",
              code: "amount_too_small",
              message: "Amount must be at least $0.50 usd",
            },
          },
        };
      intents.set(intentId, intent);
      const pm = text(form.payment_method);
      if (form.confirm === "true" && pm) {
        const refused = confirm(intent, pm, form.off_session === "true");
        if (refused) return refused;
      }
      return { status: 200, json: shown(intent, form) };
    }
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+?)(\/confirm)?$/.exec(path);
    if (intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      if (!intent)
        return {
          status: 404,
          json: {
            error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
          },
        };
      if (method === "GET") return { status: 200, json: shown(intent, form) };
      if (!intentPath[2]) {
        if (typeof form.customer === "string") intent.customer = form.customer;
        return { status: 200, json: shown(intent, form) };
      }
      if (intent.status === "succeeded")
        return {
          status: 400,
          json: {
            error: {
              type: "invalid_request_error",
              code: "payment_intent_unexpected_state",
              message: "This PaymentIntent's status is succeeded.",
              payment_intent: intent,
            },
          },
        };
      if (typeof form.setup_future_usage === "string") intent.setup_future_usage = form.setup_future_usage;
      const refused = confirm(intent, text(form.payment_method) ?? "", false);
      return refused ?? { status: 200, json: shown(intent, form) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(text(form.payment_intent) ?? "");
      if (!intent || intent.status !== "succeeded")
        return {
          status: 400,
          json: { error: { type: "invalid_request_error", code: "charge_not_refundable", message: "Not refundable" } },
        };
      const refund = {
        id: id("re"),
        object: "refund",
        payment_intent: intent.id,
        amount: Number(form.amount ?? intent.amount),
        status: "succeeded",
      };
      refunds.push(refund);
      return { status: 200, json: refund };
    }
    return {
      status: 404,
      json: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const form = request.method === "GET" ? parseForm(url.search.slice(1)) : parseForm(body);
      const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
      calls.push({ method: request.method ?? "", path: url.pathname, idempotencyKey, form });
      const send = (status: number, text: string) => {
        response.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
        response.end(text);
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return send(
          401,
          JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }),
        );
      const replayKey = idempotencyKey ? `${request.method ?? ""} ${url.pathname} ${idempotencyKey}` : null;
      const earlier = replayKey ? replay.get(replayKey) : undefined;
      if (earlier) {
        response.setHeader("Idempotent-Replayed", "true");
        return send(earlier.status, earlier.body);
      }
      const answer = route(request.method ?? "GET", url.pathname, form);
      const text = JSON.stringify(answer.json);
      if (replayKey && request.method === "POST") replay.set(replayKey, { status: answer.status, body: text });
      send(answer.status, text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;

  const known = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    return intent;
  };
  return {
    url: `http://127.0.0.1:${String(port)}`,
    secretKey,
    publishableKey: `pk_test_${randomBytes(12).toString("hex")}`,
    webhookSecret,
    intents,
    refunds,
    calls,
    confirmFromBrowser(intentId, pm) {
      const intent = known(intentId);
      confirm(intent, pm, false);
      return intent;
    },
    finishAuthentication(intentId, approve) {
      const intent = known(intentId);
      intent.next_action = null;
      if (approve) intent.status = "succeeded";
      else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = {
          type: "invalid_request_error",
          code: "payment_intent_authentication_failure",
          message: "The provided PaymentMethod has failed authentication.",
        };
      }
      return intent;
    },
    async deliver(target, type, intentId, options = {}) {
      const eventId = options.eventId ?? id("evt");
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: "2025-01-27.acacia",
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        data: { object: { ...known(intentId), ...options.object } },
      });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
      const answer = await fetch(target, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": header },
        body: payload,
      });
      return { status: answer.status, body: await answer.text(), eventId };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
