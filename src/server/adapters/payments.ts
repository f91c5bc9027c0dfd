import type { PaymentProviderName } from "../../shared/contract/money";

/**
 * Takes card payments. Implementations: SandboxPayments (the default outside production: test cards decide the
 * outcome, only the last four digits are kept) and StripePayments (the `stripe` SDK: Payment Intents, 3-D Secure,
 * saved cards, signed webhooks). The payments service owns the state machine; a provider only answers what the
 * card network said.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The sandbox: every payment page says «Тестовый режим». */
  readonly testMode: boolean;
  /** What the browser needs to show the provider's card form (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;

  /** A new intent to take `amountCents`; the idempotency key makes a retried call return the same intent. */
  createIntent(args: CreateIntentArgs): Promise<ProviderIntent>;
  /** The sandbox's own card form sends the card here; Stripe refuses (its card never reaches this server). */
  confirmWithCard(ref: string, card: CardInput, options: ConfirmOptions): Promise<ProviderIntent>;
  /** Confirms with a payment method the provider already holds (Stripe Elements, or a saved card). */
  confirmWithMethod(ref: string, method: SavedMethod, options: ConfirmOptions): Promise<ProviderIntent>;
  /** The sandbox's 3-D Secure step: the holder approved or refused. Stripe runs its own page instead. */
  authorize(ref: string, approve: boolean): Promise<ProviderIntent>;
  /** The intent as the provider sees it now (after a redirect back, or to settle a doubt). */
  retrieve(ref: string): Promise<ProviderIntent>;
  /** Charges a saved card with nobody present (auto-charge renewals). */
  chargeSaved(args: CreateIntentArgs & { method: SavedMethod }): Promise<ProviderIntent>;
  /** Gives back `amountCents` of a succeeded intent, once per idempotency key. */
  refund(ref: string, amountCents: number, idempotencyKey: string): Promise<{ ref: string; amountCents: number }>;
  /**
   * A webhook's body checked against its signature header; throws WebhookSignatureError when they do not
   * match (the route answers 400 and changes nothing).
   */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
}

export interface CreateIntentArgs {
  amountCents: number;
  currency: "usd";
  idempotencyKey: string;
  /** Shown on the card statement and in the provider's dashboard. */
  description: string;
  /** Our ids (payment public id), echoed back in webhooks: never personal data. */
  metadata: Record<string, string>;
  /** Keep the card for later charges (auto-charge); the customer is made or reused for it. */
  saveCard?: boolean;
  customerRef?: string | null;
}

export interface ConfirmOptions {
  /** Keep the card for auto-charge. */
  saveCard: boolean;
  /** Where the provider's own 3-D Secure page sends the holder back to. */
  returnUrl: string;
}

/** A card as the sandbox's form sends it (digits only); never stored, never logged. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A payment method the provider keeps: its id and its customer's. */
export interface SavedMethod {
  ref: string;
  customerRef: string | null;
}

export type IntentStatus = "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "failed";

export interface ProviderIntent {
  /** The provider's id of the intent (pi_…). */
  ref: string;
  status: IntentStatus;
  amountCents: number;
  /** In lower case, as Stripe writes it ("usd"). */
  currency: string;
  /** Our payment's public id, as the intent's metadata carries it (null where the provider keeps none). */
  paymentId: string | null;
  /** Stripe's client secret for its card form and 3-D Secure page. */
  clientSecret: string | null;
  /** Why it failed, in the provider's terms (card_declined, insufficient_funds, authentication_failed, …). */
  failureCode: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** The card kept for later, when saving was asked for and the payment succeeded. */
  saved: SavedMethod | null;
}

export interface ProviderEvent {
  /** The provider's event id: a repeated delivery has the same one. */
  id: string;
  type: "intent.succeeded" | "intent.failed" | "intent.requires_action" | "refunded" | "other";
  /** The intent the event is about, as the event carries it. */
  intent: ProviderIntent | null;
}

export class WebhookSignatureError extends Error {}

/** The provider refused the call itself (bad key, network): the route answers 502, nothing changes. */
export class PaymentProviderError extends Error {}
