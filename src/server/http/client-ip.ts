import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * The caller's IP for rate limits: the socket's peer, or the first X-Forwarded-For entry when the
 * server runs behind a proxy that sets it (TRUST_PROXY). Never the header otherwise: anyone can write it.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (first && isIP(plain(first))) return plain(first);
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plain(address) : "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
