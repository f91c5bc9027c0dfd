import { beforeAll, describe, expect, it } from "vitest";
import { banResponseSchema } from "../../../src/shared/contract/admin";
import { call, messageOf, signInAsDemo } from "../auth-helpers";
import { baseUrl } from "../client";

/**
 * An address range a ban can never match is refused, in the caller's words: addresses are compared as IPv4 when they
 * come as IPv4-mapped IPv6, and no visitor comes from an unspecified, broadcast or multicast address.
 */
let base = "";
let token = "";

beforeAll(async () => {
  base = baseUrl();
  token = (await signInAsDemo(base, "admin")).token;
});

const ban = (value: string, language = "ru") =>
  call(base, "POST", "/v1/admin/bans", {
    token,
    body: { kind: "ip", value, reason: "Bot farm" },
    headers: { "Accept-Language": language },
  });

describe("bans of address ranges", () => {
  it("refuses IPv4-mapped IPv6 ranges, saying to ban the IPv4 range instead", async () => {
    for (const range of ["::ffff:0:0/96", "::ffff:203.0.113.0/120", "::FFFF:CB00:7100/120"]) {
      const answer = await ban(range, "en");
      expect(answer.status, range).toBe(422);
      expect(messageOf(answer), range).toMatch(/IPv4/);
      expect(messageOf(answer), range).toMatch(/203\.0\.113\.0\/24/);
    }
    expect(messageOf(await ban("::ffff:0:0/96"))).toMatch(/IPv4/);
  });

  it("refuses ranges no visitor can come from: unspecified, broadcast, multicast", async () => {
    for (const range of ["::", "::/128", "0.0.0.0", "0.0.0.0/32", "0.0.0.0/16", "255.255.255.255", "224.0.0.0/24"]) {
      const answer = await ban(range, "en");
      expect(answer.status, range).toBe(422);
      expect(messageOf(answer), range).toMatch(/no visitor/i);
    }
    for (const range of ["ff02::1", "ff00::/32"]) {
      const answer = await ban(range);
      expect(answer.status, range).toBe(422);
      expect(messageOf(answer), range).toMatch(/ни один посетитель/);
    }
  });

  it("still takes an IPv4 /24 and an IPv6 /64 (lifted after the test)", async () => {
    for (const [range, stored] of [
      ["100.64.213.7/24", "100.64.213.0/24"],
      ["2001:db8:5eed:1::9/64", "2001:db8:5eed:1::/64"],
    ] as const) {
      const answer = await ban(range);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const created = banResponseSchema.parse(answer.body).data;
      expect(created.value).toBe(stored);
      const lifted = await call(base, "POST", `/v1/admin/bans/${created.id}/lift`, { token, body: {} });
      expect(lifted.status).toBe(200);
    }
  });
});
