import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { rememberChosenLanguage, rememberedLanguage } from "../../src/client/features/i18n/remember";
import {
  countAppPopupSession,
  hasSeenAppPopup,
  markAppPopupSeen,
  saveLocation,
  savedLocationSlug,
} from "../../src/client/lib/cookies";
import {
  ensureInterfaceCity,
  forgetUserId,
  storedInterfaceCity,
  storedInterfaceLang,
  storeUserId,
} from "../../src/client/lib/stored-values";

function clearAll(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
}

describe("stored client values", () => {
  beforeEach(clearAll);

  it("remembers a chosen language in the i18n_redirected cookie and in interface_lang", () => {
    rememberChosenLanguage("ua");
    expect(Cookies.get("i18n_redirected")).toBe("ua");
    expect(localStorage.getItem("interface_lang")).toBe("ua");
    expect(rememberedLanguage()).toBe("ua");
  });

  it("takes the language from interface_lang when the cookie is gone, and puts the cookie back", () => {
    rememberChosenLanguage("pl");
    Cookies.remove("i18n_redirected", { path: "/" });
    expect(rememberedLanguage()).toBe("pl");
    expect(Cookies.get("i18n_redirected")).toBe("pl");
  });

  it("lets the cookie win over interface_lang, and ignores what is no language", () => {
    localStorage.setItem("interface_lang", "ua");
    Cookies.set("i18n_redirected", "en", { path: "/" });
    expect(rememberedLanguage()).toBe("en");
    Cookies.remove("i18n_redirected", { path: "/" });
    localStorage.setItem("interface_lang", "de");
    expect(storedInterfaceLang()).toBeNull();
    expect(rememberedLanguage()).toBeNull();
  });

  it("defaults interface_city to 'all' and never overwrites a chosen city with it", () => {
    ensureInterfaceCity();
    expect(localStorage.getItem("interface_city")).toBe("all");
    expect(storedInterfaceCity()).toBeNull();
    saveLocation("chicago");
    ensureInterfaceCity();
    expect(localStorage.getItem("interface_city")).toBe("chicago");
  });

  it("keeps the chosen place in the location cookie and interface_city; the whole USA is 'all'", () => {
    saveLocation("chicago");
    expect(JSON.parse(Cookies.get("location") ?? "{}")).toEqual({ slug: "chicago" });
    expect(savedLocationSlug()).toBe("chicago");
    saveLocation(null);
    expect(JSON.parse(Cookies.get("location") ?? "{}")).toEqual({ slug: "all" });
    expect(localStorage.getItem("interface_city")).toBe("all");
    expect(savedLocationSlug()).toBeNull();
  });

  it("falls back on interface_city when the location cookie is gone, and ignores what is no slug", () => {
    saveLocation("new-york");
    Cookies.remove("location", { path: "/" });
    expect(savedLocationSlug()).toBe("new-york");
    localStorage.setItem("interface_city", "../evil path");
    expect(savedLocationSlug()).toBeNull();
    localStorage.setItem("interface_city", "a".repeat(65));
    expect(storedInterfaceCity()).toBeNull();
  });

  it("writes user_id on sign-in and clears it on sign-out", () => {
    storeUserId(42);
    expect(localStorage.getItem("user_id")).toBe("42");
    forgetUserId();
    expect(localStorage.getItem("user_id")).toBeNull();
  });
});

describe("app popup bookkeeping", () => {
  beforeEach(clearAll);

  it("counts a browser session once in sessionCountAppPopup, however many pages it opens", () => {
    expect(countAppPopupSession()).toBe(1);
    expect(countAppPopupSession()).toBe(1);
    expect(Cookies.get("sessionCountAppPopup")).toBe("1");
    sessionStorage.clear(); // a new tab or a later visit
    expect(countAppPopupSession()).toBe(2);
    expect(Cookies.get("sessionCountAppPopup")).toBe("2");
  });

  it("remembers that the visitor has seen the popup", () => {
    expect(hasSeenAppPopup()).toBe(false);
    markAppPopupSeen();
    expect(Cookies.get("hasSeenAppPopup")).toBe("true");
    expect(hasSeenAppPopup()).toBe(true);
  });
});
