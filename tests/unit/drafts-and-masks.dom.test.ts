import { get, set } from "idb-keyval";
import { describe, expect, it } from "vitest";
import { carryOverAnonymousDrafts, draftKey } from "../../src/client/lib/drafts";
import { applyMask, COUNTRIES, fitsMask, maskDigits } from "../../src/shared/countries";

describe("anonymous drafts at sign-in", () => {
  it("move to the user's account, and a draft the user already had is kept", async () => {
    await set(draftKey("anon", "job"), { title: "Повар в ресторан" });
    await set(draftKey("anon", "cdl"), { title: "CDL-A OTR" });
    await set(draftKey(42, "cdl"), { title: "Мой старый черновик" });
    expect(await carryOverAnonymousDrafts(42)).toBe(1);
    expect(await get(draftKey(42, "job"))).toEqual({ title: "Повар в ресторан" });
    expect(await get(draftKey(42, "cdl"))).toEqual({ title: "Мой старый черновик" });
    expect(await get(draftKey("anon", "job"))).toBeUndefined();
    expect(await get(draftKey("anon", "cdl"))).toBeUndefined();
  });
});

describe("phone masks of the country table", () => {
  it("format digits as they are typed", () => {
    expect(applyMask("5551234", "999-999-9999")).toBe("555-123-4");
    expect(applyMask("(555) 123-4567 ext", "999-999-9999")).toBe("555-123-4567");
    expect(applyMask("671234567", "99 999 9999")).toBe("67 123 4567");
  });

  it("accept the digits a mask takes, with its optional part", () => {
    expect(fitsMask("555-123-4567", "999-999-9999")).toBe(true);
    expect(fitsMask("555-123-456", "999-999-9999")).toBe(false);
    expect(fitsMask("555-123-4567a", "999-999-9999")).toBe(false);
    expect(maskDigits("999 9999999?9")).toEqual([10, 11]);
    expect(fitsMask("151 12345678", "999 9999999?9")).toBe(true);
  });

  it("has the supported countries, +1 first", () => {
    expect(COUNTRIES[0]?.dial).toBe("+1");
    for (const iso of ["US", "CA", "NO", "IS", "CH", "GB", "UA", "MX", "CL", "AR", "UY", "CR", "PL", "DE"]) {
      expect(
        COUNTRIES.some((country) => country.iso === iso),
        iso,
      ).toBe(true);
    }
    expect(COUNTRIES.find((country) => country.iso === "US")?.placeholder).toBe("000-000-0000");
  });
});
