import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { banValueOf, inRange, unmatchableRange } from "../../src/server/http/bans";
import { csvField, csvOf } from "../../src/server/features/admin/csv";

describe("ban values", () => {
  it("stores one address as a range of one, a range as its network, and refuses what is no address", () => {
    expect(banValueOf("ip", "203.0.113.7")).toBe("203.0.113.7/32");
    expect(banValueOf("ip", "203.0.113.7/24")).toBe("203.0.113.0/24");
    expect(banValueOf("ip", "2001:DB8:aa::1/48")).toBe("2001:db8:aa::/48");
    expect(banValueOf("ip", "::ffff:203.0.113.7")).toBe("203.0.113.7/32");
    for (const odd of [
      "",
      "256.1.1.1",
      "1.2.3.4/33",
      "10.0.0.0/8",
      "::/0",
      "2001:db8::/16",
      "a\u0000b",
      "x".repeat(64),
    ])
      expect(banValueOf("ip", odd), odd).toBeNull();
  });

  it("stores a phone in E.164 and a user as their id, nothing else", () => {
    expect(banValueOf("phone", "(212) 465-0199")).toBe("+12124650199");
    expect(banValueOf("phone", "+44 20 7946 0958")).toBe("+442079460958");
    for (const odd of ["12", "abc", "+1 212 465 0199; drop table"]) expect(banValueOf("phone", odd), odd).toBeNull();
    expect(banValueOf("user", "42")).toBe("42");
    for (const odd of ["0", "-1", "1.5", "2147483648", "04", "1e3"]) expect(banValueOf("user", odd), odd).toBeNull();
  });

  it("matches addresses inside a range only, across IPv4, IPv6 and IPv4-mapped forms", () => {
    expect(inRange("203.0.113.77", "203.0.113.0/24")).toBe(true);
    expect(inRange("::ffff:203.0.113.77", "203.0.113.0/24")).toBe(true);
    expect(inRange("203.0.114.1", "203.0.113.0/24")).toBe(false);
    expect(inRange("2001:db8:aa::5", "2001:db8:aa::/48")).toBe(true);
    expect(inRange("2001:db8:ab::5", "2001:db8:aa::/48")).toBe(false);
    expect(inRange("203.0.113.77", "2001:db8:aa::/48")).toBe(false);
    expect(inRange("unknown", "203.0.113.0/24")).toBe(false);
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 16, max: 32 }), (address, prefix) => {
        const range = banValueOf("ip", `${address}/${prefix}`);
        expect(range).not.toBeNull();
        expect(inRange(address, range ?? "")).toBe(true);
      }),
    );
  });
});

describe("ranges a ban can never match", () => {
  it("names IPv4-mapped ranges and those no visitor comes from; ordinary ranges match someone", () => {
    const stored = (typed: string) => banValueOf("ip", typed) ?? "";
    for (const typed of ["::ffff:0:0/96", "::ffff:203.0.113.0/120", "::ffff:cb00:7107/128"])
      expect(unmatchableRange(stored(typed)), typed).toBe("mapped");
    for (const typed of ["::", "0.0.0.0", "0.1.0.0/16", "255.255.255.255", "239.1.0.0/16", "ff02::1", "ff00::/32"])
      expect(unmatchableRange(stored(typed)), typed).toBe("noVisitors");
    for (const typed of ["203.0.113.0/24", "2001:db8:aa::/64", "::1", "::/32", "223.255.0.0/16", "fe80::/64"])
      expect(unmatchableRange(stored(typed)), typed).toBeNull();
    // Each of those matches an address inside it.
    expect(inRange("223.255.1.1", stored("223.255.0.0/16"))).toBe(true);
  });
});

describe("the audit CSV", () => {
  it("quotes every field, doubles quotes and defuses formulas", () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    for (const lead of ["=", "+", "-", "@", "\t", "\r"]) expect(csvField(`${lead}1+1`)).toBe(`"'${lead}1+1"`);
    expect(csvField(null)).toBe('""');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvOf(["a", "b"], [[1, "x,y\nz"]])).toBe('"a","b"\r\n"1","x,y\nz"\r\n');
  });

  it("never lets a field start a formula, whatever it holds", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvField(text);
        expect(field.startsWith('"') && field.endsWith('"')).toBe(true);
        expect(field.slice(1, 2)).not.toMatch(/[=+\-@\t\r]/);
        expect(field.slice(1, -1).replace(/""/g, "")).not.toContain('"');
      }),
    );
  });
});
