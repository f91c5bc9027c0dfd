import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/**
 * A long-lived random id the server gives a browser on its first write: posting and messaging rates are counted
 * per device too, so signing out, or into another account, on the same browser continues the count. It says
 * nothing about the person (random, HttpOnly, only ever stored hashed) and is never a credential.
 */
const DEVICE_COOKIE = "device";
/** Browsers keep a cookie at most 400 days; a device writing after that gets a new id. */
const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The device id the request came with; null for a client that keeps no cookies (it has no history either). */
export function deviceOf(c: Context): string | null {
  const value = getCookie(c, DEVICE_COOKIE);
  return value && DEVICE_PATTERN.test(value) ? value : null;
}

/** Ids given by this request's answer, for the handler of the write that earns one (keyed by its context). */
const issued = new WeakMap<Context, string>();

/**
 * The device id of a write: the browser's, or the one its answer gives it. A first write is its device's too
 * (a visitor's first report of an ad is the one a second report from the same browser repeats).
 */
export function writingDevice(c: Context): string | null {
  return deviceOf(c) ?? issued.get(c) ?? null;
}

/** Gives a device id to a browser writing without one (reads never set a cookie: their answers may be cached). */
export function deviceCookie(options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const reading = c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS";
    const fresh = reading || deviceOf(c) ? null : randomBytes(16).toString("base64url");
    if (fresh) issued.set(c, fresh);
    await next();
    if (!fresh) return;
    setCookie(c, DEVICE_COOKIE, fresh, {
      path: "/",
      maxAge: DEVICE_MAX_AGE_S,
      httpOnly: true,
      sameSite: "Lax",
      secure: options.secure,
    });
  };
}
