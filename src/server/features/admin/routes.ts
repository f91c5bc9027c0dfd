import { Hono, type Context } from "hono";
import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  adminQueueQuerySchema,
  adminReportsQuerySchema,
  adminUsersQuerySchema,
  approveInputSchema,
  auditQuerySchema,
  banInputSchema,
  hideMessageInputSchema,
  liftBanInputSchema,
  moveInputSchema,
  rejectInputSchema,
  resolveReportInputSchema,
  roleInputSchema,
  type adminActionResponseSchema,
  type adminMeResponseSchema,
  type adminPostResponseSchema,
  type adminQueueResponseSchema,
  type adminReportsResponseSchema,
  type adminUserResponseSchema,
  type adminUsersResponseSchema,
  type auditResponseSchema,
  type banResponseSchema,
  type bansResponseSchema,
} from "../../../shared/contract/admin";
import { pageMeta } from "../../../shared/contract/common";
import type { PostDetail } from "../../../shared/contract/posts";
import type { SectionSlug } from "../../../shared/contract/sections";
import { auditLog, bans, reports, users } from "../../db/schema";
import type { Db } from "../../db/client";
import { privateNoStore } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { requestLocale } from "../../http/locale";
import { requestOrigin } from "../../http/origin";
import { refuse, tooManyRequests } from "../../http/refusals";
import { fieldError, jsonBody, pathId, queryOf } from "../../http/validation";
import { apiMessages, type ApiMessageKey } from "../../../shared/messages/api";
import { requireModerator, type AuthedEnv } from "../../http/session";
import type { Budgets } from "../../lib/budgets";
import { answeredPhoto } from "../../db/ad-cards";
import { postDetail } from "../../lib/ad-detail";
import { adsChanged } from "../../lib/ad-events";
import type { ReferenceCache } from "../../db/reference-cache";
import { csvOf } from "./csv";
import { tellRejection, type NoticeDeps } from "./reject-notice";
import {
  adsOf,
  auditRows,
  authorRecords,
  banRows,
  countAudit,
  countBans,
  countReports,
  findAdminPost,
  paymentsOf,
  queueCounts,
  queuePage,
  reportRows,
  reportsAboutUser,
  reportsByUser,
  reportSummaries,
} from "./repo";
import {
  approvePost,
  createBan,
  hideMessage,
  liftBan,
  movePost,
  rejectPost,
  resolveReport,
  setRole,
  type ActionOutcome,
} from "./service";

const PER_PAGE = 20;
/** How much of a user's history the user page shows at once. */
const HISTORY_LIMIT = 100;
/** The most rows one CSV export holds (newest first): a bounded answer, filters narrow it. */
const CSV_LIMIT = 10_000;

export interface AdminDeps extends NoticeDeps {
  db: Db;
  budgets: Budgets;
  trustProxy: boolean;
}

/** What each refusal of an action answers: a status and a message in the caller's language. */
interface Refusals {
  notFound: ApiMessageKey;
  conflict?: ApiMessageKey;
  forbidden?: ApiMessageKey;
  invalid?: { field: string; key: ApiMessageKey };
}

function refused<T>(c: Context, outcome: Exclude<ActionOutcome<T>, { kind: "done" }>, says: Refusals): Response {
  if (outcome.kind === "notFound") return refuse(c, 404, says.notFound);
  if (outcome.kind === "conflict") return refuse(c, 409, says.conflict ?? "invalidRequest");
  if (outcome.kind === "forbidden") return refuse(c, 403, says.forbidden ?? "forbidden");
  const invalid = says.invalid ?? { field: "_", key: "invalidRequest" };
  return fieldError(c, invalid.field, apiMessages[outcome.key ?? invalid.key]);
}

const actionBody = (id: number, status: string): z.infer<typeof adminActionResponseSchema> => ({
  data: { id, status },
});

/**
 * /v1/admin: the team's console. Every endpoint answers 401 without a session and 403 to anyone but a moderator
 * or an admin (giving roles: admins only); every action is written to the audit log in its own transaction.
 */
export function adminRoutes(deps: AdminDeps, reference: ReferenceCache) {
  const { db } = deps;
  const postId = pathId("id", (c) => refuse(c, 404, "postNotFound"));
  const reportId = pathId("id", (c) => refuse(c, 404, "reportNotFound"));
  const banId = pathId("id", (c) => refuse(c, 404, "banNotFound"));
  const userId = pathId("id", (c) => refuse(c, 404, "userNotFound"));
  const messageId = pathId("id", (c) => refuse(c, 404, "messageNotFound"));
  const me = (c: Context<AuthedEnv>) => c.var.auth.user;

  const bansOf = async (where: SQL | undefined, page: number, perPage: number) => {
    const rows = await banRows(db, where, perPage, (page - 1) * perPage);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      value: row.value,
      reason: row.reason,
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      ends_at: row.endsAt?.toISOString() ?? null,
      lifted_at: row.liftedAt?.toISOString() ?? null,
      active: row.active,
    }));
  };
  const banAnswer = async (c: Context, id: number, status: 200 | 201) => {
    const [ban] = await bansOf(eq(bans.id, id), 1, 1);
    if (!ban) return refuse(c, 404, "banNotFound");
    const body: z.infer<typeof banResponseSchema> = { data: ban };
    return c.json(body, status);
  };

  const auditWhere = (query: z.infer<typeof auditQuerySchema>) =>
    and(
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
    );

  return (
    new Hono<AuthedEnv>()
      .use("*", privateNoStore, requireModerator)
      .get("/me", (c) => {
        const { id, name, role } = me(c);
        const body: z.infer<typeof adminMeResponseSchema> = { data: { id, name, role } };
        return c.json(body);
      })
      // The queue: what waits, by reason, oldest first, with what the moderator decides from.
      .get("/queue", queryOf(adminQueueQuerySchema), async (c) => {
        const { reason, page } = c.req.valid("query");
        const [{ rows, total }, counts] = await Promise.all([
          queuePage(db, reason, PER_PAGE, (page - 1) * PER_PAGE),
          queueCounts(db),
        ]);
        const ids = rows.map((row) => row.id);
        const [summaries, authors] = await Promise.all([
          reportSummaries(db, "post", ids),
          authorRecords(
            db,
            rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
          ),
        ]);
        const body: z.infer<typeof adminQueueResponseSchema> = {
          data: rows.map((row) => ({
            id: row.id,
            section: row.section,
            slug: row.slug,
            title: row.title,
            excerpt: row.excerpt,
            cover: row.photos[0] ? answeredPhoto(row.photos[0]).thumb_url : null,
            status: row.status,
            review_reason: row.reviewReason,
            rule_hits: row.ruleHits,
            reports: summaries.get(row.id) ?? { open: 0, visitors: 0, reasons: [], notes: [] },
            author: row.userId === null ? null : (authors.get(row.userId) ?? null),
            created_at: row.createdAt.toISOString(),
            updated_at: row.updatedAt.toISOString(),
          })),
          meta: pageMeta(page, PER_PAGE, total),
          counts: { new: counts.new, edited: counts.edited, reported: counts.reported, rule: counts.rule },
          oldest_held_at: counts.oldestHeldAt?.toISOString() ?? null,
        };
        return c.json(body);
      })
      // The ad as users see it, whatever its state, drawn by the ad page's own code.
      .get("/posts/:id", postId, async (c) => {
        const row = await findAdminPost(db, c.req.valid("param").id);
        if (!row) return refuse(c, 404, "postNotFound");
        const detail = await postDetail(db, await reference.get(), {
          section: row.section as SectionSlug,
          slug: row.slug,
          hideCv: false,
          locale: requestLocale(c),
          counted: false,
          anyState: true,
        });
        if (!detail) return refuse(c, 404, "postNotFound");
        // The console is always the team's own reader: whether the ad is public shows in its status.
        const post = Object.fromEntries(Object.entries(detail).filter(([key]) => key !== "private")) as PostDetail;
        const [summaries, authors] = await Promise.all([
          reportSummaries(db, "post", [row.id]),
          authorRecords(db, row.userId === null ? [] : [row.userId]),
        ]);
        const body: z.infer<typeof adminPostResponseSchema> = {
          data: {
            post,
            review_reason: row.reviewReason,
            review_note: row.reviewNote,
            rule_hits: row.ruleHits,
            reports: summaries.get(row.id) ?? { open: 0, visitors: 0, reasons: [], notes: [] },
            author: row.userId === null ? null : (authors.get(row.userId) ?? null),
            category_id: row.categoryId,
          },
        };
        return c.json(body);
      })
      .post("/posts/:id/approve", postId, jsonBody(approveInputSchema), async (c) => {
        const outcome = await approvePost(db, c.req.valid("param").id, me(c).id, c.req.valid("json").note);
        if (outcome.kind !== "done")
          return refused(c, outcome, { notFound: "postNotFound", conflict: "postNotDecidable" });
        adsChanged();
        return c.json(actionBody(outcome.value.id, outcome.value.status));
      })
      .post("/posts/:id/reject", postId, jsonBody(rejectInputSchema), async (c) => {
        const input = c.req.valid("json");
        if (input.reason === "other" && !input.note) return fieldError(c, "note", apiMessages.rejectNoteRequired);
        const outcome = await rejectPost(db, c.req.valid("param").id, me(c).id, input);
        if (outcome.kind !== "done")
          return refused(c, outcome, { notFound: "postNotFound", conflict: "postNotDecidable" });
        adsChanged();
        await tellRejection(deps, outcome.value, requestOrigin(c));
        return c.json(actionBody(outcome.value.id, "rejected"));
      })
      .post("/posts/:id/move", postId, jsonBody(moveInputSchema), async (c) => {
        const outcome = await movePost(db, c.req.valid("param").id, me(c).id, c.req.valid("json"));
        if (outcome.kind !== "done")
          return refused(c, outcome, {
            notFound: "postNotFound",
            conflict: "postNotDecidable",
            invalid: { field: "category_id", key: "moveCategoryInvalid" },
          });
        adsChanged();
        return c.json(actionBody(outcome.value.id, outcome.value.status));
      })
      // Reports of users and chat messages (an ad's are in the queue beside the ad).
      .get("/reports", queryOf(adminReportsQuerySchema), async (c) => {
        const { status, target, page } = c.req.valid("query");
        const where =
          and(
            eq(reports.status, status),
            target ? eq(reports.targetKind, target) : inArray(reports.targetKind, ["user", "message"]),
          ) ?? sql`false`;
        const [rows, total] = await Promise.all([
          reportRows(db, where, PER_PAGE, (page - 1) * PER_PAGE),
          countReports(db, where),
        ]);
        const body: z.infer<typeof adminReportsResponseSchema> = { data: rows, meta: pageMeta(page, PER_PAGE, total) };
        return c.json(body);
      })
      .post("/reports/:id/uphold", reportId, jsonBody(resolveReportInputSchema), async (c) => {
        const outcome = await resolveReport(
          db,
          c.req.valid("param").id,
          me(c).id,
          "upheld",
          c.req.valid("json").reason,
        );
        if (outcome.kind !== "done")
          return refused(c, outcome, { notFound: "reportNotFound", conflict: "reportResolved" });
        return c.json(actionBody(outcome.value.id, outcome.value.status));
      })
      .post("/reports/:id/dismiss", reportId, jsonBody(resolveReportInputSchema), async (c) => {
        const id = c.req.valid("param").id;
        const outcome = await resolveReport(db, id, me(c).id, "dismissed", c.req.valid("json").reason);
        if (outcome.kind !== "done")
          return refused(c, outcome, { notFound: "reportNotFound", conflict: "reportResolved" });
        return c.json(actionBody(outcome.value.id, outcome.value.status));
      })
      .get("/bans", queryOf(adminUsersQuerySchema.pick({ page: true })), async (c) => {
        const { page } = c.req.valid("query");
        const [data, total] = await Promise.all([bansOf(undefined, page, PER_PAGE), countBans(db)]);
        const body: z.infer<typeof bansResponseSchema> = { data, meta: pageMeta(page, PER_PAGE, total) };
        return c.json(body);
      })
      .post("/bans", jsonBody(banInputSchema), async (c) => {
        const outcome = await createBan(db, me(c).id, c.req.valid("json"));
        if (outcome.kind !== "done")
          return refused(c, outcome, {
            notFound: "userNotFound",
            forbidden: "banTeamMember",
            invalid: { field: "value", key: "banValueInvalid" },
          });
        return banAnswer(c, outcome.value.id, 201);
      })
      .post("/bans/:id/lift", banId, jsonBody(liftBanInputSchema), async (c) => {
        const outcome = await liftBan(db, c.req.valid("param").id, me(c).id, c.req.valid("json").reason);
        if (outcome.kind !== "done") return refused(c, outcome, { notFound: "banNotFound" });
        return banAnswer(c, outcome.value.id, 200);
      })
      // Users by id, phone (any form: its digits) or name.
      .get("/users", queryOf(adminUsersQuerySchema), async (c) => {
        const { q, page } = c.req.valid("query");
        const digits = q.replace(/\D/g, "");
        const words = q.replace(/[\\%_]/g, (char) => `\\${char}`);
        const where = and(
          isNull(users.deletedAt),
          q === ""
            ? undefined
            : or(
                /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined,
                digits.length >= 4 ? ilike(users.phone, `%${digits}%`) : undefined,
                ilike(users.name, `%${words}%`),
                ilike(users.email, `%${words}%`),
              ),
        );
        const [rows, [total]] = await Promise.all([
          db
            .select({
              id: users.id,
              role: users.role,
              ads: sql<number>`(select count(*)::int from posts p
              where p.user_id = "users"."id" and p.status <> 'deleted')`,
            })
            .from(users)
            .where(where)
            .orderBy(sql`${users.id} desc`)
            .limit(PER_PAGE)
            .offset((page - 1) * PER_PAGE),
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .where(where),
        ]);
        const records = await authorRecords(
          db,
          rows.map((row) => row.id),
        );
        const data = rows.flatMap((row) => {
          const record = records.get(row.id);
          return record ? [{ ...record, role: row.role, ads: row.ads }] : [];
        });
        const body: z.infer<typeof adminUsersResponseSchema> = { data, meta: pageMeta(page, PER_PAGE, total?.n ?? 0) };
        return c.json(body);
      })
      .get("/users/:id", userId, async (c) => {
        const id = c.req.valid("param").id;
        const [user] = await db.select().from(users).where(eq(users.id, id));
        const record = (await authorRecords(db, [id])).get(id);
        if (!user || !record) return refuse(c, 404, "userNotFound");
        const heldBy =
          or(
            and(eq(bans.kind, "user"), eq(bans.value, String(id))),
            user.phone ? and(eq(bans.kind, "phone"), eq(bans.value, user.phone)) : undefined,
          ) ?? sql`false`;
        const [ads, about, by, paid, held] = await Promise.all([
          adsOf(db, id, HISTORY_LIMIT),
          reportRows(db, reportsAboutUser(id), HISTORY_LIMIT, 0),
          reportRows(db, reportsByUser(id), HISTORY_LIMIT, 0),
          paymentsOf(db, id, HISTORY_LIMIT),
          bansOf(heldBy, 1, HISTORY_LIMIT),
        ]);
        const body: z.infer<typeof adminUserResponseSchema> = {
          data: {
            user: { ...record, role: user.role, ads: ads.length, email: user.email, locale: user.locale },
            ads: ads.map(({ createdAt, ...ad }) => ({ ...ad, created_at: createdAt.toISOString() })),
            reports_about: about,
            reports_by: by,
            payments: paid.map((payment) => ({
              id: payment.id,
              product: payment.product,
              amount_cents: payment.amountCents,
              status: payment.status,
              created_at: payment.createdAt.toISOString(),
            })),
            bans: held,
          },
        };
        return c.json(body);
      })
      .post("/users/:id/role", userId, jsonBody(roleInputSchema), async (c) => {
        const outcome = await setRole(db, me(c), c.req.valid("param").id, c.req.valid("json"));
        if (outcome.kind !== "done")
          return refused(c, outcome, { notFound: "userNotFound", forbidden: "adminOnly", conflict: "ownRole" });
        return c.json(actionBody(outcome.value.id, outcome.value.role));
      })
      .post("/messages/:id/hide", messageId, jsonBody(hideMessageInputSchema), async (c) => {
        const outcome = await hideMessage(db, c.req.valid("param").id, me(c).id, c.req.valid("json").reason);
        if (outcome.kind !== "done") return refused(c, outcome, { notFound: "messageNotFound" });
        return c.json(actionBody(outcome.value.id, "hidden"));
      })
      .get("/audit", queryOf(auditQuerySchema), async (c) => {
        const query = c.req.valid("query");
        const where = auditWhere(query);
        const [rows, total] = await Promise.all([
          auditRows(db, where, PER_PAGE, (query.page - 1) * PER_PAGE),
          countAudit(db, where),
        ]);
        const body: z.infer<typeof auditResponseSchema> = {
          data: rows.map((row) => ({
            id: row.id,
            actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName },
            action: row.action,
            target_kind: row.targetKind,
            target_id: row.targetId,
            reason: row.reason,
            details: row.details,
            created_at: row.createdAt.toISOString(),
          })),
          meta: pageMeta(query.page, PER_PAGE, total),
        };
        return c.json(body);
      })
      // The same log as a spreadsheet: newest first, the filters of the list, at most CSV_LIMIT rows.
      .get("/audit.csv", queryOf(auditQuerySchema), async (c) => {
        const spent = await deps.budgets.spend([
          ["auditExportsPerUser", String(me(c).id)],
          ["auditExportsPerIp", clientIp(c, deps.trustProxy)],
        ]);
        if (!spent.ok) return tooManyRequests(c, "auditExportLimit", spent);
        const rows = await auditRows(db, auditWhere(c.req.valid("query")), CSV_LIMIT, 0);
        const csv = csvOf(
          ["id", "created_at", "actor_id", "actor_name", "action", "target_kind", "target_id", "reason", "details"],
          rows.map((row) => [
            row.id,
            row.createdAt.toISOString(),
            row.actorId,
            row.actorName,
            row.action,
            row.targetKind,
            row.targetId,
            row.reason,
            row.details,
          ]),
        );
        c.header("Content-Type", "text/csv; charset=utf-8");
        c.header("Content-Disposition", `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`);
        return c.body(csv);
      })
  );
}
