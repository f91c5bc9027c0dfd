import type { RuleHit } from "../../../shared/contract/moderation";
import type { Db } from "../../db/client";
import { lockKeys } from "../../db/locks";
import { timesLimit, type RateLimited } from "../rate-limit";
import { budgetKey, DAY_MS, HOUR_MS } from "../budgets";
import { recordSpends, spendTimes } from "../../db/budgets-repo";
import type { ModerationSettings } from "./settings";

/**
 * Posting and messaging rates per account, phone, device and address. They are counted in budget_events (kept
 * as hashes, like every budget) under the account's id, its phone, the device cookie and the address, so signing
 * out and in again, or into another account on the same phone or device, starts no count afresh.
 */

/** Who acts: each is counted when known (an anonymous ad has no account, a client without cookies no device). */
interface Actor {
  userId: number | null;
  /** E.164: the account's phone, or the ad's contact phone. */
  phone: string | null;
  device: string | null;
  ip: string;
}

type Subject = "account" | "phone" | "device" | "address";

/** An address is shared (a family, an office, a carrier's NAT): it may post and write this many times more. */
const ADDRESS_SHARE = 3;
/** Past this many times the rate an ad is refused outright instead of waiting: a flood must not fill the queue. */
const REFUSE_FACTOR = 3;

function subjects(actor: Actor): [Subject, string][] {
  const out: [Subject, string][] = [];
  if (actor.userId !== null) out.push(["account", String(actor.userId)]);
  if (actor.phone) out.push(["phone", actor.phone]);
  if (actor.device) out.push(["device", actor.device]);
  out.push(["address", actor.ip]);
  return out;
}

interface Counted {
  subject: Subject;
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
  times: Date[];
}

async function count(
  tx: Db,
  prefix: string,
  actor: Actor,
  rule: { limit: number; windowMs: number; ipFactor: number },
  now: Date,
): Promise<Counted[]> {
  const keyed = subjects(actor).map(([subject, value]) => {
    const bucket = `${prefix}:${subject}`;
    const limit = subject === "address" ? rule.limit * ADDRESS_SHARE * rule.ipFactor : rule.limit;
    return { subject, bucket, key: budgetKey(bucket, value), limit, windowMs: rule.windowMs };
  });
  await lockKeys(tx, ...keyed.map(({ bucket, key }) => `budget:${bucket}:${key}`).sort());
  const since = new Date(now.getTime() - rule.windowMs);
  return Promise.all(
    keyed.map(async (item) => ({ ...item, times: await spendTimes(tx, item.bucket, item.key, since) })),
  );
}

/** The longest wait among the subjects past `factor` times their limit; null when none is. */
function longestWait(counted: readonly Counted[], factor: number, now: Date): RateLimited | null {
  let longest: RateLimited | null = null;
  for (const item of counted) {
    const limited = timesLimit({ limit: item.limit * factor, windowMs: item.windowMs }, item.times, now);
    if (limited && (!longest || limited.retryAfterMs > longest.retryAfterMs)) longest = limited;
  }
  return longest;
}

const record = (tx: Db, counted: readonly Counted[], now: Date) =>
  recordSpends(
    tx,
    counted.map(({ bucket, key }) => ({ bucket, key })),
    now,
  );

/** Who acts, how much more an address may (IP_LIMIT_FACTOR), and the moment (a test's own clock). */
export interface Counting {
  actor: Actor;
  ipFactor: number;
  now?: Date;
}

export type AdRate = { ok: true; hits: RuleHit[] } | ({ ok: false } & RateLimited);

/**
 * Counts one more ad for each of the actor's subjects (in the caller's transaction): past `adsPerDay` in a day
 * the ad waits for a moderator with a `rate` hit naming the subject; past three times that it is refused.
 */
export async function countAd(tx: Db, settings: Pick<ModerationSettings, "adsPerDay">, who: Counting): Promise<AdRate> {
  const { actor, ipFactor, now = new Date() } = who;
  const rule = { limit: settings.adsPerDay, windowMs: DAY_MS, ipFactor };
  const counted = await count(tx, "mod-ad", actor, rule, now);
  const refused = longestWait(counted, REFUSE_FACTOR, now);
  if (refused) return { ok: false, ...refused };
  await record(tx, counted, now);
  const hits = counted
    .filter((item) => item.times.length >= item.limit)
    .map((item): RuleHit => ({
      rule: "rate",
      detail: `${item.subject}: ${String(item.times.length + 1)} ads in 24 h`,
    }));
  return { ok: true, hits: hits.slice(0, 1) };
}

/** Counts one more chat message: past `messagesPerHour` for any subject it is refused with the wait. */
export async function countMessage(
  db: Db,
  settings: Pick<ModerationSettings, "messagesPerHour">,
  who: Counting,
): Promise<RateLimited | null> {
  const { actor, ipFactor, now = new Date() } = who;
  return db.transaction(async (tx) => {
    const rule = { limit: settings.messagesPerHour, windowMs: HOUR_MS, ipFactor };
    const counted = await count(tx, "mod-msg", actor, rule, now);
    const refused = longestWait(counted, 1, now);
    if (!refused) await record(tx, counted, now);
    return refused;
  });
}
