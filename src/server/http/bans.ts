import ipaddr from "ipaddr.js";
import { and, eq, gt, isNull, or, type SQL } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { BanKind } from "../../shared/contract/moderation";
import type { Db } from "../db/client";
import { bans, sessions, users } from "../db/schema";
import { clientIp } from "./client-ip";
import { refuse } from "./refusals";
import { contactPhoneE164 } from "../lib/phone";
import type { SessionEnv } from "./session";

/**
 * The narrowest prefixes a range may have: a wider one would shut out a whole provider or country (and the team
 * with it), which no report justifies.
 */
const WIDEST_PREFIX = { ipv4: 16, ipv6: 32 } as const;

/** A ban in force: not lifted, and without an end or ending later. */
export const banInForce = (now: Date): SQL =>
  and(isNull(bans.liftedAt), or(isNull(bans.endsAt), gt(bans.endsAt, now))) ?? isNull(bans.liftedAt);

/** An address as one form: "::ffff:203.0.113.7" is the IPv4 address it carries. */
function addressOf(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return ipaddr.isValid(text) ? ipaddr.process(text) : null;
}

/** Whether an address lies in a stored range ("203.0.113.0/24", "2001:db8::/48"). */
export function inRange(address: string, cidr: string): boolean {
  const parsed = addressOf(address);
  if (!parsed || !ipaddr.isValidCIDR(cidr)) return false;
  const [base, prefix] = ipaddr.parseCIDR(cidr);
  if (parsed.kind() !== base.kind()) return false;
  return parsed.kind() === "ipv4"
    ? (parsed as ipaddr.IPv4).match(base, prefix)
    : (parsed as ipaddr.IPv6).match(base, prefix);
}

/**
 * A ban's value as stored, or null when it is none: a user's id as digits, a phone in E.164, an address range as
 * its network and prefix (one address is a range of one). Ranges wider than WIDEST_PREFIX are refused.
 */
export function banValueOf(kind: BanKind, typed: string): string | null {
  const value = typed.trim();
  if (kind === "user") return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? value : null;
  if (kind === "phone") return /^\+?[\d\s().-]{7,24}$/.test(value) ? contactPhoneE164(value, "US") : null;
  const single = addressOf(value);
  if (single) return `${single.toString()}/${single.kind() === "ipv4" ? 32 : 128}`;
  if (!ipaddr.isValidCIDR(value)) return null;
  const [base, prefix] = ipaddr.parseCIDR(value);
  const kind4or6 = base.kind();
  if (prefix < WIDEST_PREFIX[kind4or6]) return null;
  const network =
    kind4or6 === "ipv4" ? ipaddr.IPv4.networkAddressFromCIDR(value) : ipaddr.IPv6.networkAddressFromCIDR(value);
  return `${network.toString()}/${prefix}`;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** IPv4-mapped IPv6 ("::ffff:203.0.113.7"): such an address is compared as the IPv4 it carries (addressOf). */
const MAPPED: Range = ipaddr.parseCIDR("::ffff:0:0/96");
/** Ranges no visitor comes from: unspecified and "this network", broadcast, multicast. */
const NO_VISITORS: Range[] = ["0.0.0.0/8", "255.255.255.255/32", "224.0.0.0/4", "::/128", "ff00::/8"].map((cidr) =>
  ipaddr.parseCIDR(cidr),
);

const within = ([base, prefix]: Range, [network, bits]: Range): boolean =>
  base.kind() === network.kind() &&
  prefix >= bits &&
  (base.kind() === "ipv4" ? (base as ipaddr.IPv4).match(network, bits) : (base as ipaddr.IPv6).match(network, bits));

/**
 * Why a stored range (banValueOf's) can hold nobody, or null when it can: a ban that matches no address would
 * look in force and protect nothing.
 */
export function unmatchableRange(cidr: string): "mapped" | "noVisitors" | null {
  if (!ipaddr.isValidCIDR(cidr)) return null;
  const range = ipaddr.parseCIDR(cidr);
  if (within(range, MAPPED)) return "mapped";
  return NO_VISITORS.some((block) => within(range, block)) ? "noVisitors" : null;
}

/** Who is asking, as bans see them: the account (and its phone) when signed in, and the address. */
export interface BanSubject {
  userId?: number | null;
  phone?: string | null;
  ip?: string | null;
}

/** The ban in force that shuts this subject out, if any: by account, by phone or by address range. */
export async function activeBanOf(db: Db, subject: BanSubject, now = new Date()): Promise<{ id: number } | null> {
  const matches: SQL[] = [eq(bans.kind, "ip")];
  if (subject.userId)
    matches.push(and(eq(bans.kind, "user"), eq(bans.value, String(subject.userId))) ?? eq(bans.id, -1));
  if (subject.phone) matches.push(and(eq(bans.kind, "phone"), eq(bans.value, subject.phone)) ?? eq(bans.id, -1));
  const rows = await db
    .select({ id: bans.id, kind: bans.kind, value: bans.value })
    .from(bans)
    .where(and(banInForce(now), or(...matches)));
  const found = rows.find((row) => row.kind !== "ip" || (subject.ip ? inRange(subject.ip, row.value) : false));
  return found ? { id: found.id } : null;
}

/**
 * The same, for the holder of a phone: the phone itself and the account that signs in with it. The team is never
 * held (it cannot be banned, and a range must not lock out the moderator who set it).
 */
export async function activeBanOfPhone(db: Db, phone: string, ip: string, now = new Date()) {
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.phone, phone)).limit(1);
  if (user && user.role !== "user") return null;
  return activeBanOf(db, { userId: user?.id ?? null, phone, ip }, now);
}

/** Ends every live session of the account a ban holds (the user's, or the phone's owner's). */
export async function endSessionsOf(db: Db, userId: number, now = new Date()): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Refuses a write (anything but GET and HEAD) from a banned account, phone or address with 403 in the caller's
 * language: posting, editing, messaging. Reading stays open: a ban keeps one from acting, not from looking.
 */
export function refuseBannedWrites(db: Db, trustProxy: boolean): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const user = (await c.var.session())?.user;
    if (user && user.role !== "user") return next();
    const subject = { userId: user?.id ?? null, phone: user?.phone ?? null, ip: clientIp(c, trustProxy) };
    if (await activeBanOf(db, subject)) return refuse(c, 403, "banned");
    return next();
  };
}
