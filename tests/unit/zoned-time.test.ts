import { describe, expect, it } from "vitest";
import { instantOfWallTime, wallTimeInput } from "../../src/shared/format/zoned-input";
import { formatZonedDateTime, zoneAbbreviation } from "../../src/shared/format/zoned-time";
import { LOCATION_SEEDS, TIME_ZONE_BY_LOCATION } from "../../src/server/seed/locations-data";

const plain = (text: string) => text.replace(/\s/g, " ");
// New Year's Eve at 19:00 in Chicago is 01:00 UTC on January 1st.
const eve = "2027-01-01T01:00:00.000Z";

describe("an event's time at its venue", () => {
  it("is written in the venue's zone with the zone named, in every language", () => {
    expect(plain(formatZonedDateTime(eve, "ru", "America/Chicago"))).toBe("31 декабря в 19:00 (CST)");
    expect(plain(formatZonedDateTime(eve, "ua", "America/Chicago"))).toBe("31 грудня о 19:00 (CST)");
    expect(plain(formatZonedDateTime(eve, "pl", "America/Chicago"))).toBe("31 grudnia 19:00 (CST)");
    expect(plain(formatZonedDateTime(eve, "en", "America/Chicago"))).toBe("December 31 at 7:00 PM (CST)");
  });

  it("names the zone as Americans do, summer time included", () => {
    expect(plain(formatZonedDateTime(eve, "ru", "America/New_York"))).toBe("31 декабря в 20:00 (EST)");
    expect(zoneAbbreviation(new Date("2027-07-04T16:00:00Z"), "America/New_York")).toBe("EDT");
    expect(zoneAbbreviation(new Date(eve), "America/Los_Angeles")).toBe("PST");
    expect(zoneAbbreviation(new Date(eve), "Pacific/Honolulu")).toBe("HST");
    expect(zoneAbbreviation(new Date("2027-07-04T16:00:00Z"), "America/Phoenix")).toBe("MST");
  });

  it("reads a datetime-local value on the venue's clock, whoever types it", () => {
    expect(instantOfWallTime("2026-12-31T19:00", "America/Chicago")).toBe(eve);
    expect(instantOfWallTime("2027-07-04T12:00", "America/New_York")).toBe("2027-07-04T16:00:00.000Z");
    expect(instantOfWallTime("", "America/Chicago")).toBeNull();
    expect(wallTimeInput(eve, "America/Chicago")).toBe("2026-12-31T19:00");
    expect(wallTimeInput(eve, "America/Los_Angeles")).toBe("2026-12-31T17:00");
    expect(wallTimeInput("", "America/Chicago")).toBe("");
  });

  it("keeps the wall time across a change to summer time", () => {
    // DST starts 2027-03-14 02:00 in the USA: 01:30 is still CST, 03:30 already CDT.
    expect(instantOfWallTime("2027-03-14T01:30", "America/Chicago")).toBe("2027-03-14T07:30:00.000Z");
    expect(instantOfWallTime("2027-03-14T03:30", "America/Chicago")).toBe("2027-03-14T08:30:00.000Z");
    expect(wallTimeInput("2027-03-14T08:30:00.000Z", "America/Chicago")).toBe("2027-03-14T03:30");
  });
});

describe("the places' time zones", () => {
  it("give every state and city a zone the runtime knows, cities taking their state's by default", () => {
    for (const state of LOCATION_SEEDS) {
      for (const slug of [state.slug, ...state.cities.map((city) => city.slug)]) {
        const zone = TIME_ZONE_BY_LOCATION.get(slug);
        expect(zone, slug).toBeTruthy();
        expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone }), slug).not.toThrow();
      }
    }
    expect(TIME_ZONE_BY_LOCATION.get("chicago")).toBe("America/Chicago");
    expect(TIME_ZONE_BY_LOCATION.get("new-york-city")).toBe("America/New_York");
    expect(TIME_ZONE_BY_LOCATION.get("phoenix")).toBe("America/Phoenix");
    expect(TIME_ZONE_BY_LOCATION.get("seattle")).toBe("America/Los_Angeles");
  });
});
