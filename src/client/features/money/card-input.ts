import { z } from "zod";
import { cardDigitsOf, cardProblems } from "../../../shared/validation/card";
import { v } from "../../../shared/validation/messages";

/** A card's network from its first digits, to show beside the number as it is typed. */
export function cardBrandOf(typed: string): string | null {
  const digits = cardDigitsOf(typed);
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^(6011|65|64[4-9])/.test(digits)) return "Discover";
  return null;
}

/** The number as typed, grouped as printed on the card: 4-4-4-4, or 4-6-5 for American Express. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(" ");
}

/** MM/YY as typed: "1" stays, "4" becomes "04/", the slash comes by itself after the month. */
export function formatExpiry(typed: string, previous: string): string {
  let digits = typed.replace(/\D/g, "").slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit, or the slash would come straight back.
  if (previous.endsWith("/") && typed.length < previous.length) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card form as typed; checked by the same rules as the server's (Luhn, expiry, CVC). */
export const cardFormSchema = z
  .object({
    number: z.string().max(40, v("tooLong")),
    expiry: z.string().max(7, v("tooLong")),
    cvc: z.string().max(8, v("tooLong")),
    name: z.string().max(100, v("tooLong")),
    save: z.boolean().optional(),
  })
  .superRefine((form, ctx) => {
    // An overlong field already has its message; no pattern runs on it.
    if (form.number.length > 40 || form.expiry.length > 7 || form.cvc.length > 8) return;
    const [month = "", year = ""] = form.expiry.split("/").map((part) => part.trim());
    const problems = cardProblems({ number: form.number, exp_month: month, exp_year: year, cvc: form.cvc }, new Date());
    if (problems.number) ctx.addIssue({ code: "custom", path: ["number"], message: v(problems.number) });
    if (problems.exp_month) ctx.addIssue({ code: "custom", path: ["expiry"], message: v(problems.exp_month) });
    if (problems.cvc) ctx.addIssue({ code: "custom", path: ["cvc"], message: v(problems.cvc) });
  });
export type CardForm = z.infer<typeof cardFormSchema>;

/** The sandbox's card body from the form: only digits travel, and nothing of it is kept here. */
export function sandboxCardOf(form: CardForm) {
  const [month = "", year = ""] = form.expiry.split("/").map((part) => part.trim());
  const name = form.name.trim();
  return {
    number: cardDigitsOf(form.number),
    exp_month: month,
    exp_year: year,
    cvc: form.cvc,
    ...(name ? { name } : {}),
  };
}
