import fs from "node:fs";
import { expect, test } from "./fixtures";

// Temporary: screenshots of the offer pages with the money API mocked (not committed).
const sql = fs.readFileSync("src/server/db/migrations/0012_money.sql", "utf8");
const rows = [...sql.matchAll(/\('([a-z0-9-]+)','(\w+)',(\d+),(\d+),(NULL|'[a-z-]+'),'(\{[^']*(?:''[^']*)*\})'::jsonb,'(\{[^']*(?:''[^']*)*\})'::jsonb/g)];
function products(locale: string) {
  return rows.map((m) => ({
    code: m[1],
    kind: m[2],
    days: Number(m[3]),
    price_cents: Number(m[4]),
    currency: "usd",
    placement: m[5] === "NULL" ? null : m[5]!.slice(1, -1),
    title: (JSON.parse(m[6]!.replaceAll("''", "'")) as Record<string, string>)[locale],
    description: (JSON.parse(m[7]!.replaceAll("''", "'")) as Record<string, string>)[locale],
  }));
}

for (const locale of ["ru", "ua", "pl", "en"]) {
  for (const page of ["kp", "subscription"]) {
    test(`shot ${locale} ${page}`, async ({ page: p }) => {
      await p.route("**/v1/money/products", (route) =>
        route.fulfill({
          json: {
            data: { products: products(locale), test_mode: true, provider: "sandbox", publishable_key: null, free_ads_per_month: {} },
          },
        }),
      );
      const prefix = locale === "ru" ? "" : `/${locale}`;
      for (const [device, size] of [
        ["phone", { width: 390, height: 844 }],
        ["desktop", { width: 1366, height: 900 }],
      ] as const) {
        await p.setViewportSize(size);
        await p.goto(`${prefix}/${page}`);
        await expect(p.locator(".plan, .promo-item").first()).toBeVisible();
        await p.screenshot({ path: `.tmp/shots/${page}-${locale}-${device}.png`, fullPage: true });
      }
    });
  }
}
