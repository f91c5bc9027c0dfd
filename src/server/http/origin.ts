import type { Context, MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** The site's origin for absolute URLs, decided once per request by originMiddleware. */
    publicOrigin: string;
  }
}

/** What decides the origin: the configuration, never the visitor alone. */
export interface OriginPolicy {
  /** PUBLIC_URL, without a trailing slash: when set, the only answer. */
  publicUrl?: string | undefined;
  /** TRUST_PROXY: X-Forwarded-Proto and X-Forwarded-Host come from our own proxy. */
  trustProxy: boolean;
  /** HOST, the address the server listens on: a Host naming it is the server's own. */
  host: string;
  /** PORT, for the fallback origin until a request has shown the port actually listened on (PORT=0). */
  port: number;
}

const AUTHORITY = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;
/** Names that can only reach the visitor's own machine: a Host naming them poisons nothing. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** Listening on every interface names no host of its own. */
const WILDCARD = new Set(["0.0.0.0", "::", "[::]"]);

/** The first value of a possibly comma-separated forwarded header (proxies append). */
function firstOf(header: string | undefined): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}

/** `host[:port]` lower-cased when well-formed (a port within 1–65535), else null. */
function authorityOf(value: string | undefined): { name: string; authority: string } | null {
  const match = value ? AUTHORITY.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  const port = match[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  const name = match[1].toLowerCase();
  return { name, authority: port === undefined ? name : `${name}:${port}` };
}

/** The local port of the request's socket (@hono/node-server's bindings), when there is a socket. */
function socketPort(c: Context): number | undefined {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null || !("incoming" in env)) return undefined;
  const incoming: unknown = env.incoming;
  if (typeof incoming !== "object" || incoming === null || !("socket" in incoming)) return undefined;
  const socket: unknown = incoming.socket;
  if (typeof socket !== "object" || socket === null || !("localPort" in socket)) return undefined;
  return typeof socket.localPort === "number" ? socket.localPort : undefined;
}

/**
 * Decides, for every request, the origin written into absolute URLs (canonical, hreflang, JSON-LD,
 * robots.txt, the sitemap, links in mails). A request can never choose it (docs/security.md):
 * 1. PUBLIC_URL when it is set (production requires it);
 * 2. else, with TRUST_PROXY, the proxy's well-formed X-Forwarded-Proto and X-Forwarded-Host;
 * 3. else the request's Host only when it names this machine (localhost, 127.0.0.1, [::1]) or the
 *    configured HOST;
 * 4. else http://localhost:<the port the server listens on>.
 */
export function originMiddleware(policy: OriginPolicy): MiddlewareHandler {
  const configuredHost = authorityOf(policy.host)?.name;
  const ownHost = configuredHost && !WILDCARD.has(configuredHost) ? configuredHost : null;
  let listeningPort: number | undefined;

  const resolve = (c: Context): string => {
    if (policy.publicUrl) return policy.publicUrl;
    const url = new URL(c.req.url);
    const ownScheme = url.protocol === "https:" ? "https" : "http";
    if (policy.trustProxy) {
      const forwarded = authorityOf(firstOf(c.req.header("x-forwarded-host")));
      const proto = firstOf(c.req.header("x-forwarded-proto"))?.toLowerCase();
      const scheme = proto === "https" || proto === "http" ? proto : ownScheme;
      if (forwarded) return `${scheme}://${forwarded.authority}`;
    }
    const host = authorityOf(c.req.header("host") ?? url.host);
    if (host && (LOOPBACK.has(host.name) || host.name === ownHost)) return `${ownScheme}://${host.authority}`;
    return `http://localhost:${String(listeningPort ?? policy.port)}`;
  };

  return async (c, next) => {
    listeningPort = socketPort(c) ?? listeningPort;
    c.set("publicOrigin", resolve(c));
    await next();
  };
}

/**
 * The site's origin for absolute URLs, as originMiddleware decided it. Without the middleware (an
 * app put together by a test) only a loopback Host is believed, never another.
 */
export function requestOrigin(c: Context): string {
  const decided = c.get("publicOrigin") as string | undefined;
  if (decided) return decided;
  const url = new URL(c.req.url);
  const host = authorityOf(url.host);
  return host && LOOPBACK.has(host.name) ? `${url.protocol}//${host.authority}` : "http://localhost";
}
