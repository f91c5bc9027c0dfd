import Cookies from "js-cookie";
import { COOKIE } from "../../src/shared/constants";
import { describe, expect, it, vi } from "vitest";
import {
  clearSessionToken,
  onSessionTokenChange,
  saveSessionToken,
  sessionFingerprint,
} from "../../src/client/lib/cookies";

describe("the session's fingerprint", () => {
  it("follows this tab's sign-in and sign-out, and tells the listeners", () => {
    const listener = vi.fn();
    const stop = onSessionTokenChange(listener);
    expect(sessionFingerprint()).toBe("visitor");
    saveSessionToken("token-one");
    const signedIn = sessionFingerprint();
    expect(signedIn).not.toBe("visitor");
    clearSessionToken();
    expect(sessionFingerprint()).toBe("visitor");
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it("is read again when the tab is shown, after another tab signed in", () => {
    const listener = vi.fn();
    const stop = onSessionTokenChange(listener);
    expect(sessionFingerprint()).toBe("visitor");
    Cookies.set(COOKIE.token, "from-another-tab", { path: "/" });
    expect(sessionFingerprint()).toBe("visitor");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(sessionFingerprint()).not.toBe("visitor");
    expect(listener).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(listener).toHaveBeenCalledTimes(1);
    clearSessionToken();
    stop();
  });
});
