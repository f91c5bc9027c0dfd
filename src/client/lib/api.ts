import type { z } from "zod";
import type { Locale } from "../../shared/locales";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * GET a JSON resource of the same-origin API in the caller's language (spec section 7) and
 * check it against the shared contract, so a server drifting from it fails loudly here.
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: { locale: Locale; signal?: AbortSignal | undefined },
): Promise<z.infer<S>> {
  const response = await fetch(path, {
    headers: { Accept: "application/json", "Accept-Language": options.locale },
    signal: options.signal ?? null,
    credentials: "same-origin",
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : response.statusText;
    throw new ApiError(response.status, message, body);
  }
  return schema.parse(body);
}
