import pino, { type Logger, type LevelWithSilent } from "pino";

/**
 * The server's one logger: JSON lines on stdout (pino), level from LOG_LEVEL (`trace` … `fatal`, or
 * `silent`; `info` by default). What it writes carries no personal data:
 * - fields named like personal data or secrets are replaced (`redact`), at any of the first three levels;
 * - an error is written as its class, SQL state and SQL text only: a failed query's message
 *   ("Failed query: … params: …") and a database error's message and detail carry the values;
 * - phone numbers and e-mail addresses left in a message or an error's text are masked.
 */

const PERSONAL = [
  "phone",
  "phones",
  "email",
  "password",
  "token",
  "code",
  "text",
  "message",
  "name",
  "params",
  "detail",
  "to",
  "body",
  "authorization",
  "cookie",
];

const REDACT_PATHS = PERSONAL.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
/** A run of digits with the separators phone numbers are written with; masked from 10 digits on (a date has 8). */
const PHONE_LIKE = /\+?\d[\d\s().-]{7,}\d/g;

/** Masks e-mail addresses and phone numbers in free text. */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(PHONE_LIKE, (match) => (match.replace(/\D/g, "").length >= 10 ? "[phone]" : match));
}

interface SerializedError {
  type: string;
  /** The message of an error that is no database error, phones and e-mails masked. */
  summary?: string;
  /** PostgreSQL's SQL state (23505, 57014…), or a Node error's code. */
  sqlState?: string;
  sql?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SerializedError;
}

const stringField = (error: object, key: string): string | undefined => {
  const value = (error as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
};

/** A PostgreSQL error (node-postgres' DatabaseError, PGlite's): a five-character SQL state and a severity. */
const isDatabaseError = (error: Error) =>
  /^[0-9A-Z]{5}$/.test(stringField(error, "code") ?? "") && stringField(error, "severity") !== undefined;

const isFailedQuery = (error: Error) =>
  error.constructor.name === "DrizzleQueryError" || error.message.startsWith("Failed query: ");

/** The stack's frames without its first line (the message). */
const framesOf = (error: Error) =>
  error.stack
    ?.split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");

/** An error as the log may keep it (see the file's comment); causes to a depth of four. */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, summary: scrub(String(value)).slice(0, 500) };
  const out: SerializedError = { type: value.constructor.name || value.name };
  if (isFailedQuery(value)) {
    // drizzle's query text has $1-style placeholders; the values are in `params` and in the message.
    const query = stringField(value, "query");
    if (query !== undefined) out.sql = query.slice(0, 2000);
  } else if (isDatabaseError(value)) {
    out.sqlState = stringField(value, "code");
    for (const key of ["constraint", "table", "column"] as const) {
      const field = stringField(value, key);
      if (field !== undefined) out[key] = field;
    }
  } else {
    out.summary = scrub(value.message).slice(0, 1000);
    const code = stringField(value, "code");
    if (code !== undefined) out.sqlState = code;
  }
  const frames = framesOf(value);
  if (frames) out.stack = frames;
  if (value.cause !== undefined && depth < 4) {
    out.cause = serializeError(value.cause, depth + 1);
    out.sqlState ??= out.cause.sqlState;
  }
  return out;
}

const LEVELS: readonly string[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function logLevel(value = process.env.LOG_LEVEL): LevelWithSilent {
  const level = value?.trim().toLowerCase() ?? "";
  return (LEVELS.includes(level) ? level : "info") as LevelWithSilent;
}

export function createLogger(options: { level?: LevelWithSilent; destination?: pino.DestinationStream } = {}): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level ?? logLevel(),
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError, cause: serializeError },
    hooks: {
      // Free text (the message and string arguments) goes out with phones and e-mails masked.
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) => (typeof arg === "string" ? scrub(arg) : arg)) as Parameters<
          typeof method
        >;
        method.apply(this, scrubbed);
      },
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

export const log: Logger = createLogger();
