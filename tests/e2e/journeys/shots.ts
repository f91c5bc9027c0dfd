import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const STUCK_IN_PLACE = ".site-header, .offline-banner, .sidebar, .post-page__side { position: relative !important; }";

/**
 * A journey step as people see it, on a phone and on a desktop:
 * `JOURNEY_SHOTS=1 npx playwright test tests/e2e/journeys` writes
 * test-results/journeys/<journey>/<nn>-<step>-{phone,desktop}.png to be looked at. Off by default, so CI
 * spends nothing on pictures nobody opens.
 */
export async function shot(page: Page, testInfo: TestInfo, step: string): Promise<void> {
  if (!process.env.JOURNEY_SHOTS) return;
  const journey = path.basename(testInfo.file, ".spec.ts");
  const order = String(testInfo.attachments.length / 2 + 1).padStart(2, "0");
  const before = page.viewportSize();
  for (const [device, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const file = path.join("test-results", "journeys", journey, `${order}-${step}-${device}.png`);
    // A whole-page picture is stitched from one tall viewport: what sticks to the viewport's edge is drawn where it
    // sits in the document.
    await page.screenshot({ path: file, fullPage: true, animations: "disabled", style: STUCK_IN_PLACE });
    await testInfo.attach(`${step}-${device}`, { path: file, contentType: "image/png" });
  }
  if (before) await page.setViewportSize(before);
}
