import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "../../shared/constants";

/** A bearer or reset token: 32 random bytes (256 bits), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The shape newToken() makes: anything else is not looked up at all. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps of a token: its SHA-256 (the token itself has 256 bits, no key needed). */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What an ad keeps of the secret its author may edit it with: its SHA-256, as for tokens. */
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** A sign-in code of OTP_LENGTH digits from the CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/** HMAC-SHA256 in hex. */
export function hmacHex(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** Compares two hex digests in constant time (a length mismatch is simply false). */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
