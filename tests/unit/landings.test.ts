import { describe, expect, it } from "vitest";
import {
  LANDING_AD_SECTIONS,
  LANDING_OFFERS,
  landingOffer,
  SOCIAL_LINKS,
  isLandingPage,
} from "../../src/shared/landings";
import { LANDING_CITIES, LANDING_PAGES } from "../../src/shared/page-titles";

describe("landing offers", () => {
  it("gives every landing one offer: its city, or an offer of its own (none falls back unnoticed)", () => {
    for (const page of Object.keys(LANDING_PAGES)) {
      expect(isLandingPage(page)).toBe(true);
      if (!isLandingPage(page)) continue;
      const city = LANDING_CITIES[page];
      if (city) expect(landingOffer(page)).toEqual({ kind: "city", city });
      else expect(LANDING_OFFERS[page], page).toBeDefined();
    }
    expect(isLandingPage("about")).toBe(false);
    expect(isLandingPage("__proto__")).toBe(false);
  });

  it("sends each channel landing to one of the site's own https channels, and /telegram-cdl to CDL jobs", () => {
    for (const offer of Object.values(LANDING_OFFERS)) {
      if (offer.kind === "channel") expect(SOCIAL_LINKS[offer.link]).toMatch(/^https:\/\//);
    }
    expect(landingOffer("telegram-cdl")).toMatchObject({
      kind: "channel",
      link: "telegramCdl",
      ads: { sections: ["cdl"] },
    });
    expect(landingOffer("mobile-app").kind).toBe("app");
  });

  it("shows ads only: no articles among a landing's sections", () => {
    for (const section of ["blog", "news", "feed", "drivers-corner"]) {
      expect(LANDING_AD_SECTIONS as readonly string[]).not.toContain(section);
    }
  });
});
