import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt with OWASP's minimum for interactive logins: N=2^15, r=8, p=1 (32 MiB per hash). */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly that and refuses, so allow twice. */
const maxmemFor = (n: number, r: number) => 2 * 128 * n * r;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: the parameters travel with the hash so they can grow. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P, maxmem: maxmemFor(N, R) }, KEY_LENGTH);
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when the password matches a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmemFor(Number(n), Number(r)) };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), options, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of nothing anyone knows: checked against when a username does not exist, so both take as long. */
let decoy: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoy);
  return false;
}
