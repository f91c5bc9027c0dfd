import { describe, expect, it } from "vitest";
import { otpWait } from "../../src/server/features/auth/limits";
import { hashPassword, verifyPassword } from "../../src/server/features/auth/password";
import { newCode, newToken, sameHex, tokenHash } from "../../src/server/lib/tokens";

const now = new Date("2026-01-01T12:00:00Z");
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe("otpWait", () => {
  it("lets the first code go", () => {
    expect(otpWait({ phoneTimes: [] }, now)).toBeNull();
  });

  it("holds the 60 s resend countdown", () => {
    expect(otpWait({ phoneTimes: [ago(15)] }, now)).toEqual({ limit: "otpResendWait", retryAfterMs: 45_000 });
    expect(otpWait({ phoneTimes: [ago(60)] }, now)).toBeNull();
  });

  it("allows five codes an hour and says when the next may go", () => {
    expect(otpWait({ phoneTimes: [ago(3000), ago(2400), ago(1800), ago(600)] }, now)).toBeNull();
    expect(otpWait({ phoneTimes: [ago(3000), ago(2400), ago(1800), ago(1200), ago(600)] }, now)).toEqual({
      limit: "otpPhoneLimit",
      retryAfterMs: 600_000,
    });
  });

  it("names the longest wait when several limits hold", () => {
    const times = [ago(3000), ago(2400), ago(1800), ago(1200), ago(10)];
    expect(otpWait({ phoneTimes: times }, now)?.limit).toBe("otpPhoneLimit");
    expect(otpWait({ phoneTimes: [], ip: { count: 30, oldest: ago(60), limit: 30 } }, now)).toEqual({
      limit: "otpIpLimit",
      retryAfterMs: 3_540_000,
    });
    expect(otpWait({ phoneTimes: [], ip: { count: 29, oldest: ago(60), limit: 30 } }, now)).toBeNull();
  });
});

describe("secrets", () => {
  it("hashes passwords with scrypt and a random salt, and verifies them", async () => {
    const [a, b] = await Promise.all([hashPassword("Str0ng!pass"), hashPassword("Str0ng!pass")]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Str0ng!pass", a)).toBe(true);
    expect(await verifyPassword("Str0ng!pasS", a)).toBe(false);
    expect(await verifyPassword("Str0ng!pass", "plain")).toBe(false);
  });

  it("makes 6-digit codes and 256-bit tokens, stored as SHA-256", () => {
    const codes = Array.from({ length: 200 }, newCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    const token = newToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHex(tokenHash(token), tokenHash(token))).toBe(true);
    expect(sameHex(tokenHash(token), tokenHash(newToken()))).toBe(false);
    expect(sameHex("ab", "abcd")).toBe(false);
  });
});
