import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RELOAD_THROTTLE_MS } from "../../src/shared/constants";
import { webManifest } from "../../src/shared/manifest";
import { isAppPopupBlockedPath, isAppPopupSession } from "../../src/client/features/pwa/app-popup-rules";
import { formatSince } from "../../src/client/features/pwa/time";
import { recordVisit, visitedPages } from "../../src/client/features/pwa/visited";
import { limitConcurrency } from "../../src/client/lib/concurrency";
import {
  isChunkLoadError,
  msUntilReloadAllowed,
  reloadOnChunkErrors,
  reloadThrottled,
} from "../../src/client/lib/reload";
import {
  hasUnsavedForms,
  markSaved,
  markUnsaved,
  resetUnsavedForms,
  trackFormInput,
} from "../../src/client/lib/unsaved-forms";

describe("reloadThrottled", () => {
  beforeEach(() => sessionStorage.clear());

  it("reloads at most once per RELOAD_THROTTLE_MS window, kept in sessionStorage", () => {
    const reload = vi.fn();
    expect(reloadThrottled(1_000_000, reload)).toBe(true);
    expect(reloadThrottled(1_000_000 + RELOAD_THROTTLE_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadThrottled(1_000_000 + RELOAD_THROTTLE_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("tells how long until the next reload is allowed", () => {
    expect(msUntilReloadAllowed(5_000_000)).toBe(0);
    reloadThrottled(5_000_000, vi.fn());
    expect(msUntilReloadAllowed(5_000_000 + 4_000)).toBe(RELOAD_THROTTLE_MS - 4_000);
    expect(msUntilReloadAllowed(5_000_000 + RELOAD_THROTTLE_MS)).toBe(0);
  });

  it("recognises chunk-load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Not found"))).toBe(false);
  });
});

describe("reloadOnChunkErrors", () => {
  const online = vi.spyOn(navigator, "onLine", "get");
  const reload = vi.fn();
  reloadOnChunkErrors(reload);
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
  });
  afterEach(() => online.mockReset());
  const preloadFails = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it("reloads into the new deployment when a part of an older one is gone, and keeps Vite from throwing", () => {
    online.mockReturnValue(true);
    expect(preloadFails().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads without a network: the page and what is typed in it stay, the part is just missing", () => {
    online.mockReturnValue(false);
    expect(preloadFails().defaultPrevented).toBe(false);
    const rejection = new Event("unhandledrejection") as Event & { reason: unknown };
    rejection.reason = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");
    window.dispatchEvent(rejection);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("unsaved forms", () => {
  afterEach(() => resetUnsavedForms());

  it("counts forms until they are saved", () => {
    expect(hasUnsavedForms()).toBe(false);
    markUnsaved("form:job");
    markUnsaved("form:cv");
    markSaved("form:job");
    expect(hasUnsavedForms()).toBe(true);
    markSaved("form:cv");
    expect(hasUnsavedForms()).toBe(false);
  });

  it("tracks typing in any form until it is submitted or leaves the page", async () => {
    document.body.innerHTML =
      '<form id="f"><input name="a" /></form><form data-untracked><input name="b" /></form><form ' +
      'role="search"><input name="q" /></form>';
    const stop = trackFormInput();
    const [first, second, search] = [...document.querySelectorAll("input")];
    second?.dispatchEvent(new Event("input", { bubbles: true }));
    search?.dispatchEvent(new Event("input", { bubbles: true }));
    expect(hasUnsavedForms()).toBe(false);
    first?.dispatchEvent(new Event("input", { bubbles: true }));
    expect(hasUnsavedForms()).toBe(true);
    document.getElementById("f")?.dispatchEvent(new Event("submit", { bubbles: true }));
    expect(hasUnsavedForms()).toBe(false);
    first?.dispatchEvent(new Event("input", { bubbles: true }));
    document.getElementById("f")?.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hasUnsavedForms()).toBe(false);
    stop();
  });
});

describe("app popup rules", () => {
  it("shows on sessions 1, 4, 7…", () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isAppPopupSession)).toEqual([1, 4, 7]);
  });

  it("is blocked on payment, subscription, profile, requests and auth pages in every language", () => {
    for (const path of [
      "/auth/login",
      "/ua/profile/listing",
      "/subscription",
      "/en/credit-card-payment",
      "/requests",
      "/pl/after-payment",
    ]) {
      expect(isAppPopupBlockedPath(path), path).toBe(true);
    }
    for (const path of ["/", "/cdl", "/ua/job/post/x", "/authors-page", "/en"])
      expect(isAppPopupBlockedPath(path), path).toBe(false);
  });
});

describe("offline helpers", () => {
  it("formats the data's age relatively within a day, absolutely before", () => {
    const now = Date.UTC(2026, 10, 22, 12, 0);
    expect(formatSince(now - 5 * 60_000, "ru", now)).toBe("5 минут назад");
    expect(formatSince(now - 2 * 3600_000, "en", now)).toBe("2 hours ago");
    expect(formatSince(now - 3 * 86_400_000, "ua", now)).toMatch(/2026/);
  });

  it("remembers the newest visited pages once each", () => {
    localStorage.clear();
    recordVisit("/cdl", "CDL", 1);
    recordVisit("/job", "Работа", 2);
    recordVisit("/cdl", "CDL", 3);
    expect(visitedPages().map((page) => page.path)).toEqual(["/cdl", "/job"]);
  });
});

describe("limitConcurrency", () => {
  it("runs at most `limit` calls at once", async () => {
    let running = 0;
    let peak = 0;
    const task = limitConcurrency(async (ms: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms;
    }, 5);
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => task(index % 3)));
    expect(peak).toBe(5);
    expect(results).toHaveLength(12);
  });
});

describe("web manifest", () => {
  it("is complete for the richer install sheet", () => {
    expect(webManifest).toMatchObject({ id: "/", lang: "ru", short_name: "Obyava", display: "standalone" });
    expect(webManifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    expect(webManifest.screenshots.map((shot) => `${shot.form_factor} ${shot.sizes}`)).toEqual([
      "narrow 390x844",
      "wide 1280x800",
    ]);
    expect(webManifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(["/form/job", "/job", "/cdl"]);
  });
});
