import Stripe from "stripe";
import {
  PaymentProviderError,
  WebhookSignatureError,
  type ConfirmOptions,
  type CreateIntentArgs,
  type IntentStatus,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type SavedMethod,
} from "./payments";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API origin, or a local Stripe-shaped server in tests. */
  apiUrl: string;
}

/** Stripe's reasons as ours: a refused 3-D Secure step reads as the authentication failure. */
function failureOf(error: { code?: string | null; decline_code?: string | null } | null | undefined): string | null {
  if (!error) return null;
  if (error.code === "payment_intent_authentication_failure" || error.code === "authentication_required")
    return "authentication_failed";
  if (error.code === "card_declined")
    return error.decline_code === "insufficient_funds" ? "insufficient_funds" : "card_declined";
  return error.code ?? "processing_error";
}

const STATUS: Partial<Record<string, IntentStatus>> = {
  succeeded: "succeeded",
  requires_action: "requires_action",
  processing: "processing",
  requires_payment_method: "requires_payment_method",
  requires_confirmation: "requires_payment_method",
  requires_capture: "processing",
  canceled: "failed",
};

/**
 * Cards, whose 3-D Secure step Stripe.js runs on the page itself (next_action with the client secret): no payment
 * method that leaves the page for another site, so no return address is needed.
 */
const CARDS_ONLY = { enabled: true, allow_redirects: "never" } as const;

/** What every intent we make says: its amount, what it is for, our ids, and cards only. */
const intentParams = (args: CreateIntentArgs) => ({
  amount: args.amountCents,
  currency: args.currency,
  description: args.description,
  metadata: args.metadata,
  automatic_payment_methods: CARDS_ONLY,
});

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id;

/** A PaymentIntent as the payments service reads it; its card when the payment method came expanded. */
function intentOf(pi: Stripe.PaymentIntent): ProviderIntent {
  const method = typeof pi.payment_method === "object" ? pi.payment_method : null;
  const card = method?.card
    ? {
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      }
    : null;
  const customer = idOf(pi.customer);
  const methodId = idOf(pi.payment_method);
  const status = STATUS[pi.status] ?? "processing";
  return {
    ref: pi.id,
    status,
    amountCents: pi.amount,
    currency: pi.currency.toLowerCase(),
    paymentId: pi.metadata.payment ?? null,
    clientSecret: pi.client_secret,
    failureCode:
      status === "failed" ? (failureOf(pi.last_payment_error) ?? "processing_error") : failureOf(pi.last_payment_error),
    card,
    saved:
      status === "succeeded" && pi.setup_future_usage && customer && methodId
        ? { ref: methodId, customerRef: customer }
        : null,
  };
}

const EVENT_TYPES: Partial<Record<string, ProviderEvent["type"]>> = {
  "payment_intent.succeeded": "intent.succeeded",
  "payment_intent.payment_failed": "intent.failed",
  "payment_intent.requires_action": "intent.requires_action",
  "charge.refunded": "refunded",
};

/**
 * Stripe through its official SDK: Payment Intents confirmed automatically (3-D Secure through next_action and
 * the client secret), customers with saved PaymentMethods for auto-charge, off-session renewals, refunds, and
 * webhooks checked by signature. Every write carries our idempotency key.
 */
export class StripePayments implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly testMode: boolean;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    const url = new URL(settings.apiUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    this.stripe = new Stripe(settings.secretKey, {
      host: url.hostname,
      port: url.port || (protocol === "http" ? 80 : 443),
      protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
    this.testMode = settings.secretKey.startsWith("sk_test_");
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
  }

  /** A card's refusal is an answer (the intent, failed); anything else Stripe or the network refused is ours. */
  private async call(work: () => Promise<Stripe.PaymentIntent>, ref: string | null): Promise<ProviderIntent> {
    try {
      return intentOf(await work());
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const raw = error.raw as { payment_intent?: Stripe.PaymentIntent } | undefined;
        if (raw?.payment_intent) return { ...intentOf(raw.payment_intent), failureCode: failureOf(error) };
        return {
          ref: ref ?? "",
          status: "failed",
          amountCents: 0,
          currency: "",
          paymentId: null,
          clientSecret: null,
          failureCode: failureOf(error),
          card: null,
          saved: null,
        };
      }
      throw new PaymentProviderError(error instanceof Error ? error.message : "Stripe refused the call");
    }
  }

  async createIntent(args: CreateIntentArgs): Promise<ProviderIntent> {
    let customer = args.customerRef ?? null;
    try {
      if (args.saveCard && !customer)
        customer = (
          await this.stripe.customers.create(
            { metadata: args.metadata },
            { idempotencyKey: `${args.idempotencyKey}:customer` },
          )
        ).id;
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : "Stripe refused the customer");
    }
    return this.call(
      () =>
        this.stripe.paymentIntents.create(
          {
            ...intentParams(args),
            ...(customer ? { customer } : {}),
            ...(args.saveCard ? { setup_future_usage: "off_session" as const } : {}),
          },
          { idempotencyKey: args.idempotencyKey },
        ),
      null,
    );
  }

  confirmWithCard(): Promise<ProviderIntent> {
    // With Stripe a card number never reaches this server: Stripe Elements sends it to Stripe.
    return Promise.reject(new PaymentProviderError("Stripe takes cards through Stripe Elements only"));
  }

  async confirmWithMethod(
    ref: string,
    method: SavedMethod,
    options: Pick<ConfirmOptions, "saveCard">,
  ): Promise<ProviderIntent> {
    return this.call(async () => {
      if (method.customerRef) await this.stripe.paymentIntents.update(ref, { customer: method.customerRef });
      return this.stripe.paymentIntents.confirm(ref, {
        payment_method: method.ref,
        expand: ["payment_method"],
        ...(options.saveCard ? { setup_future_usage: "off_session" as const } : {}),
      });
    }, ref);
  }

  authorize(): Promise<ProviderIntent> {
    return Promise.reject(new PaymentProviderError("Stripe runs its own 3-D Secure page"));
  }

  retrieve(ref: string): Promise<ProviderIntent> {
    return this.call(() => this.stripe.paymentIntents.retrieve(ref, { expand: ["payment_method"] }), ref);
  }

  chargeSaved(args: CreateIntentArgs & { method: SavedMethod }): Promise<ProviderIntent> {
    return this.call(
      () =>
        this.stripe.paymentIntents.create(
          {
            ...intentParams(args),
            payment_method: args.method.ref,
            ...(args.method.customerRef ? { customer: args.method.customerRef } : {}),
            off_session: true,
            confirm: true,
            expand: ["payment_method"],
          },
          { idempotencyKey: args.idempotencyKey },
        ),
      null,
    );
  }

  async refund(ref: string, amountCents: number, idempotencyKey: string) {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: ref, amount: amountCents }, { idempotencyKey });
      return { ref: refund.id, amountCents: refund.amount };
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : "Stripe refused the refund");
    }
  }

  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent {
    if (!signature) throw new WebhookSignatureError("no Stripe-Signature header");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
    }
    const type = EVENT_TYPES[event.type] ?? "other";
    const object = event.data.object as { object?: string };
    const intent = object.object === "payment_intent" ? intentOf(object as Stripe.PaymentIntent) : null;
    return { id: event.id, type, intent };
  }
}
