import { randomBytes } from "node:crypto";
import type { MessageDescriptor } from "@lingui/core";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { ModerationRule } from "../../../shared/contract/moderation";
import { POST_FIELDS } from "../../../shared/contract/post-fields";
import {
  formKindSchema,
  kindOfSection,
  sectionOfKind,
  type PostEdit,
  type PostWrite,
} from "../../../shared/contract/post-form";
import { sectionSlugSchema, type SectionSlug } from "../../../shared/contract/sections";
import { applyMask, COUNTRIES, countryByDial, countryByIso, DEFAULT_DIAL } from "../../../shared/countries";
import type { Locale } from "../../../shared/locales";
import { apiMessages } from "../../../shared/messages/api";
import { notificationMessages } from "../../../shared/messages/notifications";
import { CONTENT_MIN_EXCLUSIVE } from "../../../shared/constants";
import { plainText } from "../../../shared/text/plain-text";
import { VALIDATION_MESSAGES } from "../../../shared/validation/messages";
import { BudgetExceeded, type BudgetedMail, type BudgetedSms } from "../../adapters/budgeted";
import type { Db } from "../../db/client";
import type { PostContact, PostPhoto } from "../../db/schema";
import { translate } from "../../http/messages";
import { toE164 } from "../../lib/phone";
import type { BudgetName, Budgets } from "../../lib/budgets";
import { answeredPhoto } from "../../db/ad-cards";
import { adsChanged } from "../../lib/ad-events";
import { attachUploads, replaceLinks } from "../../db/post-writes";
import { expiryIn, publishTerms } from "../../lib/ad-lifecycle";
import {
  categoryIdsOfSections,
  existingLocationIds,
  findPostByClientKey,
  freeSlug,
  insertPost,
  photosOfPost,
  usableUploads,
  type PostHead,
  type PostValues,
} from "../../db/post-repo";
import { excerptOf, sanitizeContent } from "../../lib/post-text";
import { isUniqueViolation } from "../../db/pg-errors";
import { hashSecret } from "../../lib/tokens";
import { photoOf } from "../../lib/upload-urls";
import { countAd } from "../../lib/moderation/rates";
import { adRuleHits } from "../../lib/moderation/rules";
import { screenAd } from "../../lib/moderation/screen";
import { moderationSettingsOf } from "../../lib/moderation/settings";
import type { PhotoStorage } from "../../lib/storage";
import { log } from "../../log";
import { DRIVER_JOB_SECTIONS } from "../../../shared/sections";

const isDriverJob = (section: string) => (DRIVER_JOB_SECTIONS as readonly string[]).includes(section);

export interface PostFormContext {
  db: Db;
  /** Every text and mail spends the recipient's and the requester's budget (adapters/budgeted.ts). */
  sms: BudgetedSms;
  mail: BudgetedMail;
  /** Ads posted without a session spend the anonymousAds* budgets. */
  budgets: Budgets;
  /** The origin for links in the author's SMS and mail; the request's own when unset (development). */
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** Where the ads' photos live: a deleted ad's files are removed. */
  storage: PhotoStorage;
  /** IP_LIMIT_FACTOR: multiplies the posting rate of an address (a test run posts everything from one). */
  ipFactor: number;
}

/** A rule the shared schema cannot check (ids that must exist, uploads that must be the caller's). */
export interface FieldProblem {
  field: string;
  descriptor: MessageDescriptor;
}

export type WriteAnswer = {
  id: number;
  slug: string;
  section: PostHead["section"];
  status: PostHead["status"];
  secret?: string;
  held_by?: ModerationRule[];
  edit_held?: boolean;
};

/** Sections an ad may move between when edited (a cdl form's "CDL required" answer). */
function sameFamily(a: string, b: string): boolean {
  return a === b || (isDriverJob(a) && isDriverJob(b));
}

/** Contact values as stored: the phone in E.164, empty values left out. */
function storedContact(contact: PostWrite["contact"], e164: string): PostContact {
  const out: PostContact = { phone: e164 };
  for (const key of [
    "email",
    "contact_person",
    "instagram",
    "whatsapp",
    "web_site",
    "telegram",
    "company_name",
    "address",
  ] as const) {
    const value = contact[key].trim();
    if (value) out[key] = value;
  }
  return out;
}

export const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Checks what the shared schema cannot and turns a valid form into the row's values.
 * `postId` and the current section are given when an ad is edited.
 */
export async function prepare(
  db: Db,
  input: PostWrite,
  caller: { userId: number | null; ownerKey: string | null },
  sectionIds: ReadonlyMap<string, number>,
  editing: { postId: number; section: string } | null,
): Promise<
  | {
      ok: true;
      section: SectionSlug;
      sectionId: number;
      values: Omit<PostValues, "lang" | "slug" | "sectionId">;
      photoIds: number[];
    }
  | { ok: false; problem: FieldProblem }
> {
  const fail = (field: string, descriptor: MessageDescriptor) => ({
    ok: false as const,
    problem: { field, descriptor },
  });
  const section = sectionOfKind(input.kind, input.fields);
  if (editing && !sameFamily(editing.section, section)) return fail("kind", apiMessages.kindChange);
  const sectionId = sectionIds.get(section);
  if (sectionId === undefined) return fail("kind", VALIDATION_MESSAGES.choose);

  // Defence in depth: what a form produced must also fit the section's stored shape.
  const fieldsCheck = POST_FIELDS[section].safeParse(input.fields);
  if (!fieldsCheck.success) {
    const path = fieldsCheck.error.issues[0]?.path.join(".");
    return fail(path ? `fields.${path}` : "fields", VALIDATION_MESSAGES.range);
  }

  const content = sanitizeContent(input.content);
  const visible = plainText(content);
  if (visible.length <= CONTENT_MIN_EXCLUSIVE) return fail("content", VALIDATION_MESSAGES.contentMin);

  const categoryIds = unique(input.categoryIds);
  const familySections = isDriverJob(section) ? [...DRIVER_JOB_SECTIONS] : [section];
  const knownCategories = await categoryIdsOfSections(db, categoryIds, familySections);
  if (categoryIds.some((id) => !knownCategories.has(id)))
    return fail("categoryIds", VALIDATION_MESSAGES.categoryRequired);
  const locationIds = unique(input.locationIds);
  const knownLocations = await existingLocationIds(db, locationIds);
  if (locationIds.some((id) => !knownLocations.has(id)))
    return fail("locationIds", VALIDATION_MESSAGES.locationRequired);

  const e164 = toE164(input.contact.phone, input.contact.country_code);
  if (!e164) return fail("contact.phone", VALIDATION_MESSAGES.phone);

  const photoIds = unique(input.photos);
  const found = await usableUploads(db, photoIds, caller, editing?.postId ?? null);
  const byId = new Map(found.map((row) => [row.id, row]));
  // A seeded ad's photos have no upload row: its author's edit keeps them as they are.
  const missing = photoIds.some((id) => !byId.has(id));
  const shown = missing && editing ? await photosOfPost(db, editing.postId) : [];
  const photos: PostPhoto[] = [];
  for (const id of photoIds) {
    const row = byId.get(id);
    const photo = row ? photoOf(row) : shown.find((kept) => kept.id === id);
    if (!photo) return fail("photos", apiMessages.uploadNotFound);
    photos.push(photo);
  }

  const [categoryId] = categoryIds;
  const [locationId] = locationIds;
  if (categoryId === undefined || locationId === undefined)
    return fail("categoryIds", VALIDATION_MESSAGES.categoryRequired);
  return {
    ok: true,
    section,
    sectionId,
    photoIds,
    values: {
      categoryId,
      locationId,
      title: input.title,
      content,
      excerpt: excerptOf(content),
      fields: input.fields,
      contact: storedContact(input.contact, e164),
      kind: input.kind,
      photos,
    },
  };
}

export type CreateOutcome =
  | { kind: "created"; answer: WriteAnswer & { secret: string }; contact: PostContact }
  | { kind: "repeat"; answer: WriteAnswer }
  | { kind: "keyTaken" }
  | { kind: "invalid"; problem: FieldProblem }
  /** An anonymous ad over the address's, the phone's or the e-mail's hourly budget, or anyone's over the rate. */
  | { kind: "limited"; retryAfterMs: number; key: "anonymousAdLimit" | "adRateLimit" };

/** The same caller repeating a submit: the ad's author (or, for an anonymous one, another anonymous call). */
function repeatOf(existing: PostHead, userId: number | null): CreateOutcome {
  if (existing.userId !== userId) return { kind: "keyTaken" };
  return {
    kind: "repeat",
    answer: { id: existing.id, slug: existing.slug, section: existing.section, status: existing.status },
  };
}

/**
 * What an ad posted without a session spends: one of the address's, of its contact phone's and,
 * when it has one, of its contact e-mail's hourly budgets. Anyone may post so, with anyone's
 * contacts: these keep the form from becoming a way to flood a number or a mailbox.
 */
function anonymousAdSpends(ip: string, contact: PostContact): [BudgetName, string][] {
  const items: [BudgetName, string][] = [["anonymousAdsPerIp", ip]];
  if (contact.phone) items.push(["anonymousAdsPerPhone", contact.phone]);
  if (contact.email) items.push(["anonymousAdsPerEmail", contact.email.toLowerCase()]);
  return items;
}

/**
 * Posts an ad: live at once for a signed-in author (or unpaid, past the section's free ads this month), pending
 * (until they sign in with its phone) otherwise. An anonymous ad is checked, then spends its budgets (all or none)
 * in the transaction that stores it; a repeat of an Idempotency-Key answers the stored ad without spending again.
 */
export async function createPost(
  ctx: PostFormContext,
  input: PostWrite,
  caller: {
    userId: number | null;
    ownerKey: string | null;
    clientKey: string | null;
    locale: Locale;
    ip: string;
    device: string | null;
    /** The signed-in account's phone (E.164), if it has one. */
    phone: string | null;
  },
  sectionIds: ReadonlyMap<string, number>,
): Promise<CreateOutcome> {
  if (caller.clientKey) {
    const existing = await findPostByClientKey(ctx.db, caller.clientKey);
    if (existing) return repeatOf(existing, caller.userId);
  }
  const secret = randomBytes(32).toString("base64url");
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const prepared = await prepare(tx, input, caller, sectionIds, null);
      if (!prepared.ok) return { ok: false as const, outcome: { kind: "invalid" as const, problem: prepared.problem } };
      // Spent once the form is known good (a mistyped form costs nobody an ad), with the ad: a
      // failed insert spends nothing.
      if (caller.userId === null) {
        const spent = await ctx.budgets.spend(anonymousAdSpends(caller.ip, prepared.values.contact), tx);
        if (!spent.ok) {
          const outcome = {
            kind: "limited" as const,
            retryAfterMs: spent.retryAfterMs,
            key: "anonymousAdLimit" as const,
          };
          return { ok: false as const, outcome };
        }
      }
      // An account is counted by its own phone (contact phones are anyone's to type); an anonymous ad by its contact.
      const phone = caller.userId === null ? (prepared.values.contact.phone ?? null) : caller.phone;
      const actor = { userId: caller.userId, phone, device: caller.device };
      const counting = { actor: { ...actor, ip: caller.ip }, ipFactor: ctx.ipFactor };
      const rate = await countAd(tx, await moderationSettingsOf(tx), counting);
      if (!rate.ok) {
        const outcome = { kind: "limited" as const, retryAfterMs: rate.retryAfterMs, key: "adRateLimit" as const };
        return { ok: false as const, outcome };
      }
      const slug = await freeSlug(tx, prepared.sectionId, input.title);
      // An anonymous ad waits (pending) for its author to sign in; its period runs from now all the same.
      const terms =
        caller.userId === null
          ? { status: "pending" as const, expiresAt: await expiryIn(tx, prepared.sectionId, new Date()) }
          : await publishTerms(tx, caller.userId, prepared.sectionId, new Date());
      const draft = { ...prepared.values, section: prepared.section, photoIds: prepared.photoIds };
      const checked = await adRuleHits(tx, draft, caller.userId, null);
      const hits = [...checked.hits, ...rate.hits];
      const screened = await screenAd(tx, { status: terms.status, userId: caller.userId, hits, edited: false });
      const { status } = screened;
      const id = await insertPost(tx, {
        ...prepared.values,
        sectionId: prepared.sectionId,
        slug,
        lang: caller.locale,
        userId: caller.userId,
        status,
        reviewReason: screened.reviewReason,
        ruleHits: screened.ruleHits,
        textHash: checked.textHash,
        expiresAt: terms.expiresAt,
        secretHash: hashSecret(secret),
        clientKey: caller.clientKey,
      });
      await replaceLinks(tx, id, unique(input.categoryIds), unique(input.locationIds));
      await attachUploads(tx, id, prepared.photoIds);
      return {
        ok: true as const,
        answer: {
          id,
          slug,
          section: prepared.section,
          status,
          secret,
          ...(status === "review" ? { held_by: screened.ruleHits.map((hit) => hit.rule) } : {}),
        },
        contact: prepared.values.contact,
      };
    });
    if (!created.ok) return created.outcome;
    adsChanged();
    return { kind: "created", answer: created.answer, contact: created.contact };
  } catch (error) {
    // Two submits with one key at once: the other one stored the ad.
    if (caller.clientKey && isUniqueViolation(error)) {
      const existing = await findPostByClientKey(ctx.db, caller.clientKey);
      if (existing) return repeatOf(existing, caller.userId);
    }
    throw error;
  }
}

/**
 * Sends the author the links that open /requests and /statistic. Each text and mail spends the
 * recipient's and the requester's budget: anyone can post an ad with any phone or e-mail, so a
 * spent budget skips that send (the 201 still carries the secret) and a failed send is logged, not
 * fatal. For the same reason the texts carry no word of the author's (no title, no name: the ad's
 * number and the links), or they would relay a stranger's words. The log lines name no phone,
 * address or title.
 */
export async function sendSecret(
  ctx: PostFormContext,
  post: { id: number; contact: PostContact; secret: string; locale: Locale; origin: string; ip: string },
) {
  const base = ctx.publicUrl ?? post.origin;
  const hash = encodeURIComponent(post.secret);
  const values = {
    id: String(post.id),
    requests: `${base}/requests?hash=${hash}`,
    statistic: `${base}/statistic?hash=${hash}`,
  };
  const requester = { ip: post.ip };
  const sends: { what: "text" | "mail"; sent: Promise<void> }[] = [];
  if (post.contact.phone) {
    sends.push({
      what: "text",
      sent: ctx.sms.send(
        { to: post.contact.phone, text: translate(post.locale, notificationMessages.postSecretSms, values) },
        requester,
      ),
    });
  }
  if (post.contact.email) {
    const mail = {
      to: post.contact.email,
      subject: translate(post.locale, notificationMessages.postSecretSubject, values),
      text: translate(post.locale, notificationMessages.postSecretText, values),
    };
    sends.push({ what: "mail", sent: ctx.mail.send(mail, requester) });
  }
  const results = await Promise.allSettled(sends.map((send) => send.sent));
  results.forEach((result, index) => {
    if (result.status === "fulfilled") return;
    const what = sends[index]?.what ?? "text";
    if (result.reason instanceof BudgetExceeded) {
      log.warn(
        `[post-form] the links of ad ${post.id} were not sent by ${what}: budget ${result.reason.budget} is spent`,
      );
    } else {
      log.error({ err: result.reason }, `[post-form] the links of ad ${post.id} could not be sent by ${what}`);
    }
  });
}

/** A stored phone (E.164, or as a seeded ad has it) back in the form's shape: dial code and national mask. */
export function formPhone(stored: string | undefined): { phone: string; country_code: string } {
  if (!stored) return { phone: "", country_code: DEFAULT_DIAL };
  const parsed = parsePhoneNumberFromString(stored, stored.startsWith("+") ? undefined : "US");
  if (!parsed) return { phone: stored, country_code: DEFAULT_DIAL };
  const dial = `+${parsed.countryCallingCode}`;
  const country =
    (parsed.country ? countryByIso(parsed.country) : undefined) ??
    countryByDial(dial) ??
    COUNTRIES.find((c) => c.dial === dial);
  const national = parsed.nationalNumber;
  return { phone: country ? applyMask(national, country.mask) : national, country_code: dial };
}

/** The edit form's values of a stored ad. */
export function editValues(row: {
  id: number;
  kind: string | null;
  status: PostHead["status"];
  section: string;
  slug: string;
  title: string;
  content: string;
  contact: PostContact;
  fields: Record<string, unknown>;
  photos: PostPhoto[];
  categoryIds: number[];
  locationIds: number[];
  updatedAt: Date;
  editHeld: boolean;
}): PostEdit | null {
  const contact = row.contact;
  // Seeded ads were stored without their form; articles have none at all (they are not edited here).
  const stored = formKindSchema.safeParse(row.kind);
  const section = sectionSlugSchema.safeParse(row.section);
  const kind = stored.success ? stored.data : section.success ? kindOfSection(section.data, row.fields) : null;
  if (kind === null) return null;
  return {
    id: row.id,
    kind,
    status: row.status,
    section: row.section,
    slug: row.slug,
    title: row.title,
    content: row.content,
    categoryIds: row.categoryIds,
    locationIds: row.locationIds,
    contact: {
      ...formPhone(contact.phone),
      email: contact.email ?? "",
      contact_person: contact.contact_person ?? "",
      instagram: contact.instagram ?? "",
      whatsapp: contact.whatsapp ?? "",
      web_site: contact.web_site ?? "",
      telegram: contact.telegram ?? "",
      company_name: contact.company_name ?? "",
      address: contact.address ?? "",
    },
    fields: row.fields,
    photos: row.photos.map((photo) => ({ ...answeredPhoto(photo), id: photo.id })),
    updated_at: row.updatedAt.toISOString(),
    edit_held: row.editHeld,
  };
}
