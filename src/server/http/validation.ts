import type { Context, MiddlewareHandler } from "hono";
import type { MessageDescriptor } from "@lingui/core";
import type { z } from "zod";
import type { ErrorBody } from "../../shared/contract/common";
import { v, VALIDATION_MESSAGES, validationDescriptor } from "../../shared/validation/messages";
import { errorAnswer } from "./answers";
import { serverMessage, translate } from "./messages";
import { requestLocale } from "./locale";

type Parsed<S extends z.ZodType> = { ok: true; value: z.infer<S> } | { ok: false; response: Response };

/** A field the caller left out says "required", not zod's English "expected string, received undefined". */
const missingIsRequired = (issue: { input?: unknown }) => (issue.input === undefined ? v("required") : undefined);

/**
 * What an issue says: the schema's own descriptor, or else ours for zod's issue code. zod's own
 * messages are English ("Invalid input: expected number") and never reach a caller: every answer is in the
 * caller's language.
 */
export function issueDescriptor(issue: z.core.$ZodIssue): MessageDescriptor {
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
function fieldErrors(c: Context, error: z.ZodError): Record<string, string[]> {
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
export function unstorableTextPath(value: unknown): string | null {
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
export function isJsonMediaType(header: string | undefined): boolean {
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

/** Parses a query with a shared zod schema; a bad value answers 422 with the field errors. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<S> {
  return parseQueryValues(c, schema, c.req.query());
}

/** parseQuery over values the handler gathered itself (repeated parameters such as `widget_type[]`). */
export function parseQueryValues<S extends z.ZodType>(c: Context, schema: S, raw: Record<string, unknown>): Parsed<S> {
  const unstorable = unstorableTextPath(raw);
  if (unstorable !== null) return { ok: false, response: invalidCharsAnswer(c, unstorable) };
  const parsed = schema.safeParse(raw, { error: missingIsRequired });
  if (parsed.success) return { ok: true, value: parsed.data };
  const body: ErrorBody = {
    message: serverMessage(requestLocale(c), "invalidRequest"),
    errors: fieldErrors(c, parsed.error),
  };
  return { ok: false, response: c.json(body, 422) };
}

/**
 * Parses a JSON body with a shared zod schema. A bad field answers 422 with the errors per field
 * and, as `message`, the first of them: a form shows it as is (the code step has one field).
 * A body sent as anything but JSON is a 415 (a cross-site form can only send text/plain or form
 * types, so this keeps them out), a body that is not JSON at all a 400, text the database cannot store a 422.
 * The body's size is bounded before it is read (body-limit.ts).
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<S>> {
  if (!isJsonMediaType(c.req.header("content-type")))
    return { ok: false, response: errorAnswer(c, 415, "unsupportedMediaType") };
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    const body: ErrorBody = { message: serverMessage(requestLocale(c), "invalidRequest") };
    return { ok: false, response: c.json(body, 400) };
  }
  const unstorable = unstorableTextPath(raw);
  if (unstorable !== null) return { ok: false, response: invalidCharsAnswer(c, unstorable) };
  const parsed = schema.safeParse(raw, { error: missingIsRequired });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = fieldErrors(c, parsed.error);
  const first = Object.values(errors)[0]?.[0];
  const body: ErrorBody = { message: first ?? serverMessage(requestLocale(c), "invalidRequest"), errors };
  return { ok: false, response: c.json(body, 422) };
}

/** A 422 about one field decided by a service (a wrong code, a used reset link), in the caller's language. */
export function fieldError(c: Context, field: string, descriptor: MessageDescriptor): Response {
  const message = translate(requestLocale(c), descriptor);
  const body: ErrorBody = { message, errors: { [field]: [message] } };
  return c.json(body, 422);
}
