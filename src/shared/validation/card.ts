import type { ValidationKey } from "./messages";

// A card's own checks, the same in the card form and on the server: a mistyped number is caught before
// any provider is asked, and the message is the caller's language's.

/** The digits of a card number as typed ("4242 4242-4242 4242" → "4242424242424242"). */
export const cardDigitsOf = (typed: string): string => typed.replace(/[\s-]/g, "");

/** The Luhn checksum every card number carries. */
function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card's expiry (month 1–12, a year of two or four digits) checked against today: valid through its month. */
function expiryProblem(month: string, year: string, now: Date): ValidationKey | null {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return "cardExpiry";
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (m < 1 || m > 12 || y > now.getUTCFullYear() + 20) return "cardExpiry";
  const lastMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return y * 12 + (m - 1) < lastMonth ? "cardExpired" : null;
}

/** What is wrong with a card as typed, field by field (none: it may be sent). */
export function cardProblems(
  card: { number: string; exp_month: string; exp_year: string; cvc: string },
  now: Date,
): Partial<Record<"number" | "exp_month" | "cvc", ValidationKey>> {
  const problems: Partial<Record<"number" | "exp_month" | "cvc", ValidationKey>> = {};
  if (!passesLuhn(cardDigitsOf(card.number))) problems.number = "cardNumber";
  const expiry = expiryProblem(card.exp_month, card.exp_year, now);
  if (expiry) problems.exp_month = expiry;
  if (!/^\d{3,4}$/.test(card.cvc)) problems.cvc = "cardCvc";
  return problems;
}
