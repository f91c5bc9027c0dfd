import type { MiddlewareHandler } from "hono";
import { PREFIXED_LOCALES } from "../../shared/locales";
import { inlineScriptHashes } from "../html/inline-scripts";

export interface SecurityHeaderSettings {
  /** The built client: its index.html's inline loader is hashed into the pages' script-src. */
  distDir: string;
  /** NODE_ENV=production: HSTS and upgrade-insecure-requests (the site is served over HTTPS). */
  production: boolean;
  /** HELPCRUNCH_APP_ID ("organization:appId"): the support chat's origins are allowed only with it. */
  helpCrunchAppId?: string | undefined;
  /** Cards are taken by Stripe: Stripe.js, its card fields' and 3-D Secure frames and its API are allowed. */
  stripe?: boolean | undefined;
}

/** Stripe.js and its frames (the card fields, 3-D Secure) and the API its fields call. */
const STRIPE_SOURCES = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/** Two years, the preload lists' expectation; sent only in production, where the site is HTTPS. */
const HSTS = "max-age=63072000; includeSubDomains";

/** Powerful features no page of ours uses (no geolocation, camera or payment anywhere in the client). */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Everything but a page: nothing in it may load, run or be framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Pages the site frames itself: the quick-auth overlay shows the sign-in pages in an
 * iframe, and the service worker answers every navigation, that iframe's too, with the precached
 * /index.html. Those may be framed by this origin only; every other page by nobody.
 */
const SELF_FRAMED = new RegExp(`^(?:/(?:${PREFIXED_LOCALES.join("|")}))?/(?:auth(?:/|$)|index\\.html$)`);

/** The support chat's hosts (https://<organization>.widget.helpcrunch.com and its API, frames and files). */
function helpCrunchSources(appId: string | undefined): { https: string[]; wss: string[] } {
  const organization = appId?.split(":")[0] ?? "";
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(organization)) return { https: [], wss: [] };
  return {
    https: [`https://${organization.toLowerCase()}.widget.helpcrunch.com`, "https://*.helpcrunch.com"],
    wss: ["wss://*.helpcrunch.com"],
  };
}

/**
 * The page policy: scripts from this origin and the hashed inline scripts only (no 'unsafe-inline', no
 * eval); styles, images, fonts, the manifest and the service worker from this origin; nothing framed
 * but our own sign-in; no plugins, no <base>, forms posting here only.
 */
export function pageCsp(settings: SecurityHeaderSettings, frameAncestors: "'none'" | "'self'"): string {
  const chat = helpCrunchSources(settings.helpCrunchAppId);
  const withChat = (...sources: string[]) => [...sources, ...chat.https].join(" ");
  const stripe = (kind: keyof typeof STRIPE_SOURCES) => (settings.stripe ? STRIPE_SOURCES[kind] : []);
  const directives = [
    "default-src 'self'",
    `script-src ${withChat("'self'", ...inlineScriptHashes(settings.distDir), ...stripe("script"))}`,
    // A chat widget colours itself with inline styles; without one, our own stylesheet only.
    `style-src ${chat.https.length ? withChat("'self'", "'unsafe-inline'") : "'self'"}`,
    `img-src ${withChat("'self'", "data:", "blob:")}`,
    `font-src ${withChat("'self'")}`,
    `media-src ${withChat("'self'")}`,
    `connect-src ${[withChat("'self'", ...stripe("connect")), ...chat.wss].join(" ")}`,
    `frame-src ${withChat("'self'", ...stripe("frame"))}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ];
  if (settings.production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * What every answer tells the browser (docs/security.md): pages a strict CSP, frame protection and
 * cross-origin isolation of their window; everything else a CSP that allows nothing. Scripts keep no
 * CSP of their own: the service worker would take it as its own policy.
 */
export function securityHeaders(settings: SecurityHeaderSettings): MiddlewareHandler {
  const policies = new Map<"'none'" | "'self'", string>();
  const policy = (frameAncestors: "'none'" | "'self'") => {
    const known = policies.get(frameAncestors);
    if (known) return known;
    const made = pageCsp(settings, frameAncestors);
    // Kept once the built shell has been hashed (inlineScriptHashes asks again until there is one).
    if (inlineScriptHashes(settings.distDir).length > 0) policies.set(frameAncestors, made);
    return made;
  };

  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type")?.toLowerCase() ?? "";
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (settings.production) c.header("Strict-Transport-Security", HSTS);
    if (type.startsWith("text/html")) {
      const framedBySelf = SELF_FRAMED.test(c.req.path);
      c.header("Content-Security-Policy", policy(framedBySelf ? "'self'" : "'none'"));
      c.header("X-Frame-Options", framedBySelf ? "SAMEORIGIN" : "DENY");
      c.header("Permissions-Policy", PERMISSIONS_POLICY);
      c.header("Cross-Origin-Opener-Policy", "same-origin");
    } else if (!/javascript/.test(type)) {
      c.header("Content-Security-Policy", API_CSP);
      c.header("X-Frame-Options", "DENY");
    }
  };
}
