import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Where the generated key lives: a folder of its own (0700) in DATA_DIR, the file readable by the owner alone
 * (0600).
 */
export const secretFile = (dataDir: string) => path.join(dataDir, "secrets", "auth.key");

const KEY = /^[A-Za-z0-9_-]{43,}$/;

/** Reads the key file, tightening a mode an operator loosened (the key is worth as much as every code). */
function readKey(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  if (!KEY.test(text))
    throw new Error(`The key file ${file} holds no key: remove it (a new one is generated) or set AUTH_SECRET`);
  return text;
}

/**
 * The key of the sign-in codes' HMAC: AUTH_SECRET when set (required in production, where several
 * processes must share it), else a key generated once into DATA_DIR/secrets/auth.key and reused on
 * later starts. Never in the database: a copy of the database alone (the code hashes) must not be
 * enough to find a live code.
 */
function generatedSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  const existing = readKey(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(file), 0o700);
  const key = randomBytes(32).toString("base64url");
  try {
    // wx: two processes starting together keep the first one's key.
    fs.writeFileSync(file, `${key}\n`, { flag: "wx", mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const winner = readKey(file);
    if (!winner) throw new Error(`The key file ${file} could not be read`, { cause: error });
    return winner;
  }
}

export function serverSecret(options: { fromEnv: string | undefined; dataDir: string }): () => Promise<string> {
  let secret: string | null = null;
  return () => {
    try {
      secret ??= options.fromEnv ?? generatedSecret(options.dataDir);
      return Promise.resolve(secret);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
