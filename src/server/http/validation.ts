import type { Context } from "hono";
import type { MessageDescriptor } from "@lingui/core";
import type { z } from "zod";
import type { ErrorBody } from "../../shared/contract/common";
import { v, validationDescriptor } from "../../shared/validation/messages";
import { serverMessage, translate } from "./messages";
import { requestLocale } from "./locale";

type Parsed<S extends z.ZodType> = { ok: true; value: z.infer<S> } | { ok: false; response: Response };

/** A field the caller left out says "required", not zod's English "expected string, received undefined". */
const missingIsRequired = (issue: { input?: unknown }) => (issue.input === undefined ? v("required") : undefined);

/** Field errors in the caller's language: shared schemas carry descriptor ids, translated here. */
function fieldErrors(c: Context, error: z.ZodError): Record<string, string[]> {
  const locale = requestLocale(c);
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    const descriptor = validationDescriptor(issue.message);
    (errors[field] ??= []).push(descriptor ? translate(locale, descriptor) : issue.message);
  }
  return errors;
}

/** Parses a query with a shared zod schema; a bad value answers 422 with the field errors. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<S> {
  return parseQueryValues(c, schema, c.req.query());
}

/** parseQuery over values the handler gathered itself (repeated parameters such as `widget_type[]`). */
export function parseQueryValues<S extends z.ZodType>(c: Context, schema: S, raw: Record<string, unknown>): Parsed<S> {
  const parsed = schema.safeParse(raw, { error: missingIsRequired });
  if (parsed.success) return { ok: true, value: parsed.data };
  const body: ErrorBody = { message: serverMessage(requestLocale(c), "invalidRequest"), errors: fieldErrors(c, parsed.error) };
  return { ok: false, response: c.json(body, 422) };
}

/**
 * Parses a JSON body with a shared zod schema. A bad field answers 422 with the errors per field
 * and, as `message`, the first of them: a form shows it as is (the code step has one field).
 * A body that is not JSON at all is a 400.
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    const body: ErrorBody = { message: serverMessage(requestLocale(c), "invalidRequest") };
    return { ok: false, response: c.json(body, 400) };
  }
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
