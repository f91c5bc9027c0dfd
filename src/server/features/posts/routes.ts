import { Hono, type Context } from "hono";
import type { z } from "zod";
import {
  homeSliderQuerySchema,
  postListQuerySchema,
  type phoneRevealResponseSchema,
  type postDetailResponseSchema,
} from "../../../shared/contract/posts";
import { SLUG } from "../../../shared/contract/common";
import { sectionSlugSchema } from "../../../shared/contract/sections";
import type { Db } from "../../db/client";
import { isBot } from "../../html/bots";
import { requestLocale } from "../../http/locale";
import { answerHeaders, CACHE_POLICY, varyLanguage } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { refuse, tooManyRequests } from "../../http/refusals";
import { pathId, queryOf } from "../../http/validation";
import type { SessionEnv } from "../../http/session";
import type { Budgets } from "../../lib/budgets";
import type { ReferenceCache } from "../../db/reference-cache";
import { hideCvFor } from "../../http/hide-cv";
import { isCvSection, postDetail, revealPhone, revealVisitor } from "../../lib/ad-detail";
import { cachedPage, cachedSlider } from "./page-cache";
import { homeSlider, listPosts } from "../../lib/ad-listing";
import { SearchTimeoutError } from "../../db/search-timeout";

/** What the phone reveal needs besides the database: the per-address budget and how to read the address. */
export interface PostRouteOptions {
  budgets: Budgets;
  trustProxy: boolean;
}

const notFound = (c: Context) => refuse(c, 404, "postNotFound");
const revealHeaders = answerHeaders({ "Cache-Control": CACHE_POLICY.own, Vary: "Accept-Language" });

export function postRoutes(db: Db, reference: ReferenceCache, options: PostRouteOptions) {
  return new Hono<SessionEnv>()
    .get("/", varyLanguage, queryOf(postListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      try {
        const locale = requestLocale(c);
        const read = async () => listPosts(db, await reference.get(), query, locale);
        const fresh = /no-cache/i.test(c.req.header("Cache-Control") ?? "");
        const body = await (fresh ? read() : cachedPage(JSON.stringify([locale, query]), read));
        c.header("Cache-Control", CACHE_POLICY.ads);
        return c.json(body);
      } catch (error) {
        if (!(error instanceof SearchTimeoutError)) throw error;
        c.header("Retry-After", "5");
        return refuse(c, 503, "searchBusy");
      }
    })
    .get("/slider", varyLanguage, queryOf(homeSliderQuerySchema), async (c) => {
      const { location } = c.req.valid("query");
      const locale = requestLocale(c);
      const read = async () => homeSlider(db, await reference.get(), location, locale);
      // Kept with the listing pages: the same cache, dropped on every ad write and when a promotion ends.
      const body = await cachedSlider(JSON.stringify([locale, location ?? null]), read);
      c.header("Cache-Control", CACHE_POLICY.ads);
      return c.json(body);
    })
    .get("/:section/:slug", async (c) => {
      c.header("Vary", "Accept-Language");
      const section = sectionSlugSchema.safeParse(c.req.param("section"));
      const slug = c.req.param("slug");
      if (!section.success || !SLUG.test(slug) || slug.length > 200) return refuse(c, 404, "postNotFound");
      // A CV's contact block depends on the caller (hide_cv): never shared by caches.
      const cv = isCvSection(section.data);
      const hideCv = cv ? await hideCvFor(db, await c.var.session()) : false;
      const viewerId = async () => (await c.var.session())?.user.id ?? null;
      // A crawler reading an ad (itself or through the page the server draws for it) is not a view.
      const counted = !isBot(c.req.header("user-agent"));
      const found = await postDetail(db, await reference.get(), {
        section: section.data,
        slug,
        hideCv,
        locale: requestLocale(c),
        viewerId,
        counted,
      });
      if (!found) return refuse(c, 404, "postNotFound");
      const { private: ownOnly, ...post } = found;
      // A pending or hidden ad is answered to its author alone: never kept by shared caches.
      c.header("Cache-Control", ownOnly ? CACHE_POLICY.own : cv ? CACHE_POLICY.personal : CACHE_POLICY.ads);
      const body: z.infer<typeof postDetailResponseSchema> = { data: post };
      return c.json(body);
    })
    .post("/:id/phone", revealHeaders, pathId("id", notFound), async (c) => {
      const id = c.req.valid("param").id;
      const ip = clientIp(c, options.trustProxy);
      const spent = await options.budgets.spend([["revealsPerIp", ip]]);
      if (!spent.ok) return tooManyRequests(c, "revealLimit", spent);
      const session = await c.var.session();
      const reveal = await revealPhone(
        db,
        id,
        await hideCvFor(db, session),
        revealVisitor(session?.user.id ?? null, ip),
      );
      if (!reveal.ok) {
        if (reveal.reason === "cv-hidden") return refuse(c, 403, "cvContactsHidden");
        return refuse(c, 404, reveal.reason === "no-phone" ? "phoneNotListed" : "postNotFound");
      }
      const body: z.infer<typeof phoneRevealResponseSchema> = { data: { phone: reveal.phone } };
      return c.json(body);
    });
}
