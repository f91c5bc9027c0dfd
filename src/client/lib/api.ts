import type { z } from "zod";
import type { Locale } from "../../shared/locales";
import type { Transport } from "../../shared/page-render";
import { takeBootAnswer } from "./boot-data";
import { sessionToken } from "./cookies";
import { yieldToMain } from "./yield";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }

  /** Field errors of a 422 answer, already in the caller's language. */
  get fieldErrors(): Record<string, string[]> {
    const body = this.body;
    if (body && typeof body === "object" && "errors" in body && body.errors && typeof body.errors === "object") {
      return body.errors as Record<string, string[]>;
    }
    return {};
  }

  /** Seconds to wait, from a 429 answer. */
  get retryAfter(): number | null {
    const body = this.body;
    return body && typeof body === "object" && "retry_after" in body && typeof body.retry_after === "number"
      ? body.retry_after
      : null;
  }
}

/** Calls whose 401 means "wrong credentials", not "your session ended". */
const CREDENTIAL_CALLS = /^\/v1\/auth\/(login|register|verification|otp|reset-password|forgot-password)/;

let transport: Transport = (path, init) => fetch(path, init);

/** The server's page renderer answers calls inside its own process (entry-server.tsx). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

let onSessionExpired: (() => void) | null = null;

/** What to do when a call says the session is gone: the app sends the visitor to /auth/login. */
export function handleSessionExpiry(handler: () => void): void {
  onSessionExpired = handler;
}

/**
 * A call's response schema, imported with the call (`() => import("…/contract/posts").then((m) => m.x)`):
 * zod and the contracts load next to the first request instead of with the first page (its size budget).
 */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

/**
 * Whether a read's answer is checked against its contract here. The server's page renderer checks every
 * answer a page is drawn from (the boot data a browser then takes), development builds and unit tests check
 * every read; a production browser takes reads as typed, because the same build's server wrote them, already
 * as the contracts parse them (tests/api/answers-as-contracts.test.ts), and zod alone would be ~26 KB gzip of
 * a browsing visit's JavaScript. Writes are always checked: their answers carry tokens and form outcomes.
 */
const CHECK_READS = import.meta.env.DEV || import.meta.env.SSR;

async function call<S extends z.ZodType>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  loadSchema: SchemaLoader<S>,
  options: {
    locale: Locale;
    signal?: AbortSignal | undefined;
    body?: unknown;
    token?: string | null;
    headers?: Record<string, string>;
  },
): Promise<z.infer<S>> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: "application/json",
    // English is sent as itself: this server has English texts.
    "Accept-Language": options.locale,
  };
  const check = method !== "GET" || CHECK_READS;
  // Loaded while the request is in flight; a failed load matters only once the answer is good.
  const schema = check ? loadSchema() : null;
  schema?.catch(() => undefined);
  const read = async (answer: unknown): Promise<z.infer<S>> =>
    schema ? (await schema).parse(answer) : (answer as z.infer<S>);
  const token = options.token === undefined ? sessionToken() : options.token;
  // The server answered this call in the page itself (public calls of an anonymous first render).
  if (method === "GET" && !token) {
    const answer = takeBootAnswer(options.locale, path);
    if (answer !== undefined) {
      // Each answer is checked in a task of its own: the first page's calls would otherwise all be
      // checked in the one task that starts the app.
      await yieldToMain();
      return read(answer);
    }
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await transport(path, {
    method,
    headers,
    signal: options.signal ?? null,
    credentials: "same-origin",
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // A 401 after the visitor signed out here is expected, not an expiry.
    if (response.status === 401 && token && sessionToken() === token && !CREDENTIAL_CALLS.test(path))
      onSessionExpired?.();
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : response.statusText;
    throw new ApiError(response.status, message, body);
  }
  return read(body);
}

/**
 * GET a JSON resource of the same-origin API in the caller's language and
 * check it against the shared contract where reads are checked (CHECK_READS).
 */
export function apiGet<S extends z.ZodType>(
  path: string,
  schema: SchemaLoader<S>,
  options: { locale: Locale; signal?: AbortSignal | undefined },
) {
  return call("GET", path, schema, options);
}

export function apiPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: SchemaLoader<S>,
  options: { locale: Locale; token?: string | null },
) {
  return call("POST", path, schema, { ...options, body });
}

/** A write (POST, PATCH, DELETE) with extra headers such as `Idempotency-Key`. */
export function apiSend<S extends z.ZodType>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body: unknown,
  schema: SchemaLoader<S>,
  options: { locale: Locale; headers?: Record<string, string>; token?: string | null },
) {
  return call(method, path, schema, { ...options, body });
}

/** A failed fetch (no network, server unreachable), as opposed to an answer with an error status. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;
