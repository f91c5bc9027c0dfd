import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGETS, DAY_MS } from "../../src/server/lib/budgets";
import { OTP_MAX_WRONG, OTP_PER_PHONE_PER_HOUR, OTP_TTL_MS } from "../../src/server/features/auth/limits";
import { RENEWAL_RETRY_DAYS } from "../../src/server/features/money/schedule";
import { COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, TOKEN_COOKIE_MAX_AGE_S } from "../../src/shared/constants";
import { LOCALES } from "../../src/shared/locales";
import { STORED } from "../../src/client/lib/stored-values";

/** The terms and the privacy policy promise what the code does: these are the code's own numbers and names. */
const PAGES = ["terms-of-use", "privacy-policy"] as const;
const MIN_WORDS = 1500;

function document(page: string, locale: string) {
  const text = fs.readFileSync(path.resolve("src/content/pages", page, `${locale}.md`), "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const field = (name: string) => new RegExp(`^${name}: (.+)$`, "m").exec(front)?.[1];
  return { body, version: field("version"), effectiveOn: field("effective_on"), title: field("title") };
}

const words = (text: string) => text.match(/[\p{L}\p{N}'’-]+/gu)?.length ?? 0;

describe("the legal documents", () => {
  for (const page of PAGES) {
    for (const locale of LOCALES) {
      it(`${page} (${locale}) is version 1 of 2026-11-24, complete and long enough`, () => {
        const doc = document(page, locale);
        expect(doc.version).toBe("1");
        expect(doc.effectiveOn).toBe("2026-11-24");
        expect(doc.title).toBeTruthy();
        expect(words(doc.body)).toBeGreaterThanOrEqual(MIN_WORDS);
        expect(doc.body).toContain("{{team_email}}");
        expect(doc.body).not.toMatch(/\bTODO\b|\blorem ipsum\b/i);
      });
    }
  }

  it("the privacy policy names every cookie and stored value the app writes, with the cookies' lifetimes", () => {
    const names = [...Object.values(COOKIE), ...Object.values(STORED), "hasSeenAppPopup", "sessionCountAppPopup"];
    const sessionDays = String(TOKEN_COOKIE_MAX_AGE_S / 86_400);
    for (const locale of LOCALES) {
      const { body } = document("privacy-policy", locale);
      for (const name of [...names, "form_draft_data", "keyval-store", "obyava-revealed-phones"])
        expect(body, `${locale}: ${name}`).toContain(`\`${name}\``);
      expect(body).toMatch(new RegExp(`\`token\` — [^\\n]*${sessionDays}`));
      expect(body).toMatch(new RegExp(`\`i18n_redirected\` — [^\\n]*${String(LOCALE_COOKIE_MAX_AGE_DAYS)}`));
      // Limit counters live at most the longest budget's window.
      const longest = Math.max(...Object.values(BUDGETS).map((budget) => budget.windowMs));
      expect(longest).toBe(DAY_MS);
      expect(body).toContain("24");
    }
  });

  it("the terms tell the sign-in code's life and limits and the renewal retries as the code has them", () => {
    const minutes = String(OTP_TTL_MS / 60_000);
    // The documents say these in words («после пяти неверных попыток», «после третьей неудачи»…).
    const retries = RENEWAL_RETRY_DAYS.length + 1;
    expect(retries).toBe(3);
    for (const locale of LOCALES) {
      const { body } = document("terms-of-use", locale);
      expect(body, locale).toContain(`${minutes} `);
      expect(body, locale).toContain(String(TOKEN_COOKIE_MAX_AGE_S / 86_400));
      expect([OTP_MAX_WRONG, OTP_PER_PHONE_PER_HOUR]).toEqual([5, 5]);
      expect(body, locale).toMatch(/\/(?:(?:ua|pl|en)\/)?profile\/settings\)/);
      expect(body, locale).toMatch(/\/(?:(?:ua|pl|en)\/)?privacy-policy\)/);
    }
  });
});
