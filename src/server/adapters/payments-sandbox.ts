import { createHash } from "node:crypto";
import {
  WebhookSignatureError,
  type CardInput,
  type CreateIntentArgs,
  type IntentStatus,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type SavedMethod,
} from "./payments";

/**
 * What a test card does, as Stripe's test numbers do: the number alone decides, so that the outcome is the same
 * in every process and after a restart. Any other number that passes Luhn succeeds.
 */
const TEST_CARDS: Readonly<Record<string, Outcome>> = {
  "4000000000000002": "declined",
  "4000000000009995": "funds",
  "4000000000000069": "expired",
  "4000000000000119": "error",
  "4000002760003184": "action",
  // Saves, and its first payment succeeds, but every later charge without the holder is declined.
  "4000000000000341": "saved-fails",
};

type Outcome = "ok" | "declined" | "funds" | "expired" | "error" | "action" | "saved-fails";

/** The state an intent's id carries (one letter each), and what it reads as. */
const STATES = {
  n: { status: "requires_payment_method", failure: null },
  s: { status: "succeeded", failure: null },
  a: { status: "requires_action", failure: null },
  d: { status: "failed", failure: "card_declined" },
  f: { status: "failed", failure: "insufficient_funds" },
  e: { status: "failed", failure: "expired_card" },
  p: { status: "failed", failure: "processing_error" },
  x: { status: "failed", failure: "authentication_failed" },
} as const satisfies Record<string, { status: IntentStatus; failure: string | null }>;
type State = keyof typeof STATES;

const OUTCOME_STATE: Record<Outcome, State> = {
  ok: "s",
  "saved-fails": "s",
  declined: "d",
  funds: "f",
  expired: "e",
  error: "p",
  action: "a",
};

/** Card brands by their numbers' first digits, as the networks assign them. */
function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(6011|65)/.test(number)) return "discover";
  return "card";
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 20);

/** The card as an intent's or a saved method's id keeps it: brand, last four, expiry (never the number). */
interface KeptCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const cardParts = (card: KeptCard) => [card.brand, card.last4, String(card.expMonth), String(card.expYear)];

function cardFrom(parts: readonly string[]): KeptCard | null {
  const [brand, last4, month, year] = parts;
  if (!brand || !last4 || !/^\d{4}$/.test(last4) || !month || !year) return null;
  return { brand, last4, expMonth: Number(month), expYear: Number(year) };
}

/**
 * The sandbox: no network, no state. An intent's id is "pi_sb_<key digest>_<amount>_<state>[_<card>]" and a saved
 * card's "pm_sb_<s|f>_<card>" (f: later charges fail), so any process reads the same answer from the id alone.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly testMode = true;
  readonly publishableKey = null;

  createIntent(args: CreateIntentArgs): Promise<ProviderIntent> {
    return Promise.resolve(this.decode(`pi_sb_${digest(args.idempotencyKey)}_${String(args.amountCents)}_n`));
  }

  confirmWithCard(ref: string, card: CardInput, options: { saveCard: boolean }): Promise<ProviderIntent> {
    const head = this.head(ref);
    const outcome = TEST_CARDS[card.number] ?? "ok";
    const kept: KeptCard = {
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    };
    const state = OUTCOME_STATE[outcome];
    const intent = this.decode([head, state, ...cardParts(kept)].join("_"));
    const savable = state === "s" || state === "a";
    if (options.saveCard && savable)
      intent.saved = {
        ref: ["pm_sb", outcome === "saved-fails" ? "f" : "s", ...cardParts(kept)].join("_"),
        customerRef: null,
      };
    return Promise.resolve(intent);
  }

  confirmWithMethod(ref: string, method: SavedMethod): Promise<ProviderIntent> {
    return Promise.resolve(this.chargeWith(this.head(ref), method));
  }

  authorize(ref: string, approve: boolean): Promise<ProviderIntent> {
    const intent = this.decode(ref);
    if (intent.status !== "requires_action") return Promise.resolve(intent);
    const [, , , , , ...card] = ref.split("_");
    return Promise.resolve(this.decode([this.head(ref), approve ? "s" : "x", ...card].join("_")));
  }

  retrieve(ref: string): Promise<ProviderIntent> {
    return Promise.resolve(this.decode(ref));
  }

  chargeSaved(args: CreateIntentArgs & { method: SavedMethod }): Promise<ProviderIntent> {
    const head = `pi_sb_${digest(args.idempotencyKey)}_${String(args.amountCents)}`;
    return Promise.resolve(this.chargeWith(head, args.method));
  }

  refund(_ref: string, amountCents: number, idempotencyKey: string) {
    return Promise.resolve({ ref: `re_sb_${digest(idempotencyKey)}`, amountCents });
  }

  /** The sandbox sends no webhooks: anything posted as one is refused. */
  parseWebhook(): ProviderEvent {
    throw new WebhookSignatureError("the sandbox sends no webhooks");
  }

  private chargeWith(head: string, method: SavedMethod): ProviderIntent {
    const [pm, sb, behaviour, ...card] = method.ref.split("_");
    if (pm !== "pm" || sb !== "sb" || !cardFrom(card)) return this.decode(`${head}_d`);
    return this.decode([head, behaviour === "f" ? "d" : "s", ...card].join("_"));
  }

  /** "pi_sb_<digest>_<amount>" of an intent's id. */
  private head(ref: string): string {
    return ref.split("_").slice(0, 4).join("_");
  }

  private decode(ref: string): ProviderIntent {
    const [, , , amount, state, ...card] = ref.split("_");
    const known = STATES[(state ?? "n") as State] as (typeof STATES)[State] | undefined;
    const read = known ?? STATES.n;
    return {
      ref,
      status: read.status,
      amountCents: Number(amount ?? 0),
      currency: "usd",
      paymentId: null,
      clientSecret: null,
      failureCode: read.failure,
      card: cardFrom(card),
      saved: null,
    };
  }
}
