import type { Context } from "hono";
import type { z } from "zod";
import type { ErrorBody } from "../../shared/contract/common";
import { serverMessage } from "./messages";
import { requestLocale } from "./locale";

/** Parses a query with a shared zod schema; a bad value answers 422 with the field errors. */
export function parseQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
): { ok: true; value: z.infer<S> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || "_";
    (errors[field] ??= []).push(issue.message);
  }
  const body: ErrorBody = { message: serverMessage(requestLocale(c), "invalidRequest"), errors };
  return { ok: false, response: c.json(body, 422) };
}
