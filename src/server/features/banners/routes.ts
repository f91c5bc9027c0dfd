import { Hono } from "hono";
import { bannerImpressionsBodySchema, widgetsQuerySchema } from "../../../shared/contract/widgets";
import type { Db } from "../../db/client";
import { CACHE_POLICY, noStore, privateNoStore, varyLanguage } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { refuse, tooManyRequests } from "../../http/refusals";
import { jsonBody, pathId, queryOf } from "../../http/validation";
import { requireUser, type SessionEnv } from "../../http/session";
import type { Budgets } from "../../lib/budgets";
import { bannerLink, countBannerEvents } from "./repo";
import { bannerStatsOf, widgets } from "./service";

/** What counting needs besides the database: the per-address budgets and how to read the address. */
export interface BannerRouteOptions {
  budgets: Budgets;
  trustProxy: boolean;
}

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** The client sends `widget_type[]=a&widget_type[]=b`; a plain repeated `widget_type` works too. */
function placements(raw: Record<string, string | string[]>): Record<string, unknown> {
  const first = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, [value].flat()[0] ?? ""]));
  return { ...first, widget_type: [...list(raw["widget_type[]"]), ...list(raw.widget_type)] };
}

/**
 * Banner widgets (GET /v1/widgets, keyed by placement), what the banners shown were seen (POST impressions) and
 * clicked (GET {id}/click, which counts and sends the visitor on to the banner's stored link).
 */
export function bannerRoutes(db: Db, options: BannerRouteOptions) {
  return new Hono<SessionEnv>()
    .get("/", varyLanguage, queryOf(widgetsQuerySchema, placements), async (c) => {
      c.header("Cache-Control", CACHE_POLICY.reference);
      return c.json(await widgets(db, c.req.valid("query")));
    })
    .post("/impressions", noStore, jsonBody(bannerImpressionsBodySchema), async (c) => {
      const spent = await options.budgets.spend([["bannerBeaconsPerIp", clientIp(c, options.trustProxy)]]);
      if (!spent.ok) return tooManyRequests(c, "bannerBeaconLimit", spent);
      await countBannerEvents(db, [...new Set(c.req.valid("json").ids)], "impressions", new Date());
      return c.body(null, 204);
    })
    .get(
      "/:id/click",
      noStore,
      pathId("id", (c) => refuse(c, 404, "notFound")),
      async (c) => {
        const id = c.req.valid("param").id;
        const now = new Date();
        const banner = await bannerLink(db, id, now);
        if (!banner) return refuse(c, 404, "notFound");
        // The visitor always goes on; a click past the budgets is simply not counted.
        if (banner.running) {
          const ip = clientIp(c, options.trustProxy);
          const spent = await options.budgets.spend([
            ["bannerClicksPerIp", ip],
            ["bannerClicksPerTarget", `${ip}:${id}`],
          ]);
          if (spent.ok) await countBannerEvents(db, [id], "clicks", now);
        }
        c.header("Referrer-Policy", "origin");
        return c.redirect(banner.link, 302);
      },
    );
}

/** GET /v1/money/banners: the signed-in buyer's banners with their impressions and clicks per day. */
export function bannerBuyerRoutes(db: Db) {
  return new Hono<SessionEnv>().get("/", requireUser, privateNoStore, async (c) =>
    c.json(await bannerStatsOf(db, c.var.auth.user.id)),
  );
}
