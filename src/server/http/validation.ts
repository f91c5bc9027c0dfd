import type { Context, Env, MiddlewareHandler } from "hono";
import type { MessageDescriptor } from "@lingui/core";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { pathIdSchema, type ErrorBody } from "../../shared/contract/common";
import { v, VALIDATION_MESSAGES, validationDescriptor } from "../../shared/validation/messages";
import { errorAnswer } from "./answers";
import { serverMessage, translate } from "./messages";
import { requestLocale } from "./locale";

/** A field the caller left out says "required", not zod's English "expected string, received undefined". */
const missingIsRequired = (issue: { input?: unknown }) => (issue.input === undefined ? v("required") : undefined);

/**
 * What an issue says: the schema's own descriptor, or else ours for zod's issue code. zod's own
 * messages are English ("Invalid input: expected number") and never reach a caller: every answer is in the
 * caller's language.
 */
function issueDescriptor(issue: z.core.$ZodIssue): MessageDescriptor {
  const own = validationDescriptor(issue.message);
  if (own) return own;
  switch (issue.code) {
    case "invalid_type":
      return VALIDATION_MESSAGES.invalidType;
    case "too_big":
      return issue.origin === "number" || issue.origin === "bigint" || issue.origin === "int"
        ? VALIDATION_MESSAGES.tooBigNumber
        : VALIDATION_MESSAGES.tooLong;
    case "too_small":
      return issue.origin === "number" || issue.origin === "bigint" || issue.origin === "int"
        ? VALIDATION_MESSAGES.range
        : VALIDATION_MESSAGES.tooShort;
    case "invalid_format":
      return VALIDATION_MESSAGES.invalidFormat;
    case "unrecognized_keys":
      return VALIDATION_MESSAGES.unknownField;
    case "invalid_value":
    case "invalid_union":
      return VALIDATION_MESSAGES.choose;
    case "not_multiple_of":
      return VALIDATION_MESSAGES.range;
    default:
      return VALIDATION_MESSAGES.invalidFormat;
  }
}

/** Field errors in the caller's language: shared schemas carry descriptor ids, translated here. */
function fieldErrors(c: Context, error: z.core.$ZodError): Record<string, string[]> {
  const locale = requestLocale(c);
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    (errors[field] ??= []).push(translate(locale, issueDescriptor(issue)));
  }
  return errors;
}

/**
 * A character PostgreSQL refuses: U+0000 (in text) or half of a surrogate pair (in JSONB). With the
 * u flag a whole pair is one code point and only a lone half is \p{Cs}.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/**
 * The path of the first string (value or key) of a parsed JSON value that the database could not
 * store, "" for the top level, or null when there is none. Iterative: a 256 KB body may nest
 * arrays 100 000 deep, more than the call stack holds.
 */
function unstorableTextPath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${String(key)}`);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const current = item.value;
    if (typeof current === "string") {
      if (UNSTORABLE.test(current)) return item.path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index] as unknown, path: join(item.path, index) });
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        if (UNSTORABLE.test(key)) return join(item.path, key.replace(new RegExp(UNSTORABLE.source, "gu"), "\uFFFD"));
        stack.push({ value: child, path: join(item.path, key) });
      }
    }
  }
  return null;
}

/** A 422 naming the field whose text holds a character the database cannot store. */
function invalidCharsAnswer(c: Context, path: string): Response {
  const message = translate(requestLocale(c), VALIDATION_MESSAGES.invalidChars);
  const body: ErrorBody = { message, errors: { [path || "_"]: [message] } };
  return c.json(body, 422);
}

/** application/json, or a structured suffix such as application/merge-patch+json, whatever its parameters. */
function isJsonMediaType(header: string | undefined): boolean {
  const type = header?.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type);
}

/**
 * Refuses a URL with an encoded U+0000 (%00) in its path or query before any handler reads it: the
 * database refuses the character, so a slug or a search with it would be a 500. (Percent-decoding
 * never yields a lone surrogate: an encoded one is invalid UTF-8 and stays as typed.)
 */
export function refuseUnstorableUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url) || c.req.url.includes("\0")) return errorAnswer(c, 400, "invalidRequest");
    await next();
  };
}

type QueryValues = Record<string, string | string[]>;

/** One value per name, the first given, as `c.req.query()` reads it. */
const firstValues = (raw: QueryValues): Record<string, string> =>
  Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? (value[0] ?? "") : value]),
  );

/** Every validator parses alike: a field the caller left out is "required" in the caller's language. */
const parsedWith =
  (reshape: (raw: QueryValues) => unknown = (raw) => raw) =>
  (schema: z.ZodType, value: unknown) =>
    schema.safeParseAsync(reshape(value as QueryValues), { error: missingIsRequired });

/** What a handler behind a validator reads with `c.req.valid(target)`. */
type Validated<T extends "json" | "query", S extends z.ZodType> = MiddlewareHandler<
  Env,
  string,
  { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }
>;

/**
 * The one answer to a request the schema refuses: 422 with the errors per field in the caller's
 * language. A body's `message` is its first error (a form shows it as is: the code step has one
 * field); a query's says the request as a whole is wrong.
 */
function refusedAnswer(c: Context, error: z.core.$ZodError, target: "json" | "query"): Response {
  const errors = fieldErrors(c, error);
  const first = target === "json" ? Object.values(errors)[0]?.[0] : undefined;
  const body: ErrorBody = { message: first ?? serverMessage(requestLocale(c), "invalidRequest"), errors };
  return c.json(body, 422);
}

/**
 * A JSON body checked with a shared zod schema; the handler reads it with `c.req.valid("json")`.
 * A body sent as anything but JSON is a 415 (a cross-site form can only send text/plain or form
 * types), a body that is not JSON at all a 400, text the database cannot store a 422, and a value
 * the schema refuses a 422 with the errors per field. The body's size is bounded before it is read
 * (body-limit.ts).
 */
export function jsonBody<S extends z.ZodType>(schema: S): Validated<"json", S> {
  const validate: MiddlewareHandler = zValidator(
    "json",
    schema as z.ZodType,
    (result, c) => {
      if (!result.success) return refusedAnswer(c, result.error, "json");
    },
    { validationFunction: parsedWith() },
  );
  return async (c, next) => {
    if (!isJsonMediaType(c.req.header("content-type"))) return errorAnswer(c, 415, "unsupportedMediaType");
    let raw: unknown;
    try {
      // Read once: the validator below takes the same parsed body from Hono's body cache.
      raw = await c.req.json();
    } catch {
      const body: ErrorBody = { message: serverMessage(requestLocale(c), "invalidRequest") };
      return c.json(body, 400);
    }
    const unstorable = unstorableTextPath(raw);
    if (unstorable !== null) return invalidCharsAnswer(c, unstorable);
    return validate(c, next);
  };
}

/**
 * A query checked with a shared zod schema; a bad value answers 422 with the field errors. Each name
 * is read once (its first value) unless `reshape` gathers repeated ones itself (`widget_type[]`).
 */
export function queryOf<S extends z.ZodType>(
  schema: S,
  reshape: (raw: QueryValues) => Record<string, unknown> = firstValues,
): Validated<"query", S> {
  const validate: MiddlewareHandler = zValidator(
    "query",
    schema as z.ZodType,
    (result, c) => {
      if (!result.success) return refusedAnswer(c, result.error, "query");
    },
    { validationFunction: parsedWith(reshape) },
  );
  return async (c, next) => {
    const raw = Object.fromEntries(
      Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? (values[0] ?? "") : values]),
    );
    const unstorable = unstorableTextPath(reshape(raw));
    if (unstorable !== null) return invalidCharsAnswer(c, unstorable);
    return validate(c, next);
  };
}

/**
 * Path parameters checked with a zod schema, read by `c.req.valid("param")`. A value the schema
 * refuses names no row at all: `refused` answers it (a 404 naming what was not found, as a rule).
 */
export function paramsOf<S extends z.ZodType>(schema: S, refused: (c: Context) => Response | Promise<Response>) {
  return zValidator("param", schema, async (result, c) => {
    if (!result.success) return refused(c);
  });
}

/** A row id in the path (`/:id`, `/:postId`), read as a number by `c.req.valid("param")`. */
export function pathId<K extends string>(name: K, refused: (c: Context) => Response | Promise<Response>) {
  return paramsOf(z.object({ [name]: pathIdSchema } as Record<K, typeof pathIdSchema>), refused);
}

/** A 422 about one field decided by a service (a wrong code, a used reset link), in the caller's language. */
export function fieldError(c: Context, field: string, descriptor: MessageDescriptor): Response {
  const message = translate(requestLocale(c), descriptor);
  const body: ErrorBody = { message, errors: { [field]: [message] } };
  return c.json(body, 422);
}
