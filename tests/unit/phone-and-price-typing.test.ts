import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRIES, countryByIso, fitsMask, type Country } from "../../src/shared/countries";
import { readTypedPhone } from "../../src/shared/phone-typing";
import { parseAmount } from "../../src/shared/validation/amount";

const us = countryByIso("US") as Country;
const ua = countryByIso("UA") as Country;

describe("a phone typed or pasted however people write it", () => {
  it.each([
    ["+1 (212) 555-0173", "212-555-0173"],
    ["(212) 555-0173", "212-555-0173"],
    ["212.555.0173", "212-555-0173"],
    ["1-212-555-0173", "212-555-0173"],
    ["12125550173", "212-555-0173"],
    ["212 555 0173", "212-555-0173"],
    ["212-555-01", "212-555-01"],
  ])("%s reads as the US number %s", (typed, shown) => {
    expect(readTypedPhone(typed, us)).toEqual({ country: us, phone: shown });
  });

  it("switches the country when the number says which: +380, 00380, or a code before too many digits", () => {
    for (const typed of ["+380 67 123 4567", "00380 67 123 4567", "380671234567", "+380671234567"]) {
      expect(readTypedPhone(typed, us)).toEqual({ country: ua, phone: "67 123 4567" });
    }
    expect(readTypedPhone("+48 512 345 678", ua)).toEqual({ country: countryByIso("PL"), phone: "512 345 678" });
    // A calling code still being typed stays as typed.
    expect(readTypedPhone("+38", us)).toEqual({ country: us, phone: "+38" });
  });

  it("drops a national trunk prefix: 067 in Ukraine is 67", () => {
    expect(readTypedPhone("067 123 4567", ua).phone).toBe("67 123 4567");
  });

  it("reads a pasted paragraph without hanging or overflowing the mask", () => {
    const long = "позвоните ".repeat(10_000) + "2125550173";
    expect(readTypedPhone(long, us).phone.length).toBeLessThanOrEqual("999-999-9999".length);
  });

  it("gives back every national number of a country's mask, however it is decorated", () => {
    const decorations = fc.constantFrom(
      (digits: string) => digits,
      (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      (digits: string) => `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
      (digits: string) => `+1 ${digits}`,
      (digits: string) => `1-${digits.slice(0, 3)}-${digits.slice(3)}`,
    );
    // North American numbers: area code and exchange start with 2–9.
    const nanp = fc.tuple(
      fc.integer({ min: 200, max: 999 }),
      fc.integer({ min: 200, max: 999 }),
      fc.integer({ min: 0, max: 9999 }),
    );
    fc.assert(
      fc.property(nanp, decorations, ([area, exchange, line], decorate) => {
        const digits = `${String(area)}${String(exchange)}${String(line).padStart(4, "0")}`;
        const read = readTypedPhone(decorate(digits), us);
        expect(read.country.dial).toBe("+1");
        expect(read.phone.replace(/\D/g, "")).toBe(digits);
        expect(fitsMask(read.phone, us.mask)).toBe(true);
      }),
    );
  });

  it("never leaves the country table and never shows more than the mask holds", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom(...COUNTRIES), (typed, country) => {
        const read = readTypedPhone(typed, country);
        expect(COUNTRIES).toContain(read.country);
        if (!read.phone.startsWith("+"))
          expect(read.phone.length).toBeLessThanOrEqual(read.country.mask.replace("?", "").length);
      }),
    );
  });
});

describe("a price typed however people write it", () => {
  it.each([
    ["2 300", 2300],
    ["2\u00a0300", 2300],
    ["2,300", 2300],
    ["$2300", 2300],
    ["2300 $", 2300],
    ["USD 2300", 2300],
    ["2300.50", 2300.5],
    ["$2,300.50", 2300.5],
    ["2.300,50", 2300.5],
    ["2,5", 2.5],
    ["1,000,000", 1_000_000],
    ["", null],
    ["  ", null],
  ])("%s is %s", (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  it.each(["две тысячи", "-5", "1,2,3", "2.", "12abc", "$", "1".repeat(40)])("%s is no amount", (typed) => {
    expect(parseAmount(typed)).toBeNaN();
  });

  it("reads back every amount in cents written with grouping, a currency sign or a decimal comma", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_000 });
    fc.assert(
      fc.property(cents, fc.constantFrom("en", "space", "comma-decimal"), fc.boolean(), (total, style, dollarSign) => {
        const value = total / 100;
        const [whole = "0", fraction = "00"] = value.toFixed(2).split(".");
        const grouped = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
        const written =
          style === "en"
            ? `${grouped(",")}.${fraction}`
            : style === "space"
              ? `${grouped(" ")}.${fraction}`
              : `${grouped(".")},${fraction}`;
        expect(parseAmount(dollarSign ? `$${written}` : written)).toBeCloseTo(value, 2);
      }),
    );
  });
});
