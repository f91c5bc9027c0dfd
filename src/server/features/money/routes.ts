import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { pathIdSchema } from "../../../shared/contract/common";
import {
  authorizePaymentBodySchema,
  autoChargeBodySchema,
  confirmPaymentBodySchema,
  createPaymentBodySchema,
  paymentIdSchema,
  type adForPaymentResponseSchema,
  type entitlementResponseSchema,
  type myMoneyResponseSchema,
  type paymentResponseSchema,
  type productsResponseSchema,
} from "../../../shared/contract/money";
import { v } from "../../../shared/validation/messages";
import { WebhookSignatureError } from "../../adapters/payments";
import { errorAnswer } from "../../http/answers";
import { answerHeaders, CACHE_POLICY } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { requestLocale } from "../../http/locale";
import { tooManyRequests } from "../../http/refusals";
import { jsonBody, pathId, queryOf } from "../../http/validation";
import { requireUser, type SessionEnv } from "../../http/session";
import type { BudgetName, Budgets } from "../../lib/budgets";
import { adForPayment, cancelEntitlement, myMoney, removeCard, setAutoCharge } from "./account";
import { activeProducts, freeAdsPerSection } from "./repo";
import { authorizePayment, confirmPayment, createPayment, MoneyRefusal, readPayment, type MoneyDeps } from "./service";
import { productView } from "./view";
import { handleWebhook } from "./webhook";

export interface MoneyRouteOptions {
  budgets: Budgets;
  trustProxy: boolean;
}

/** Money answers are the caller's own (or a capability's): never kept by a shared cache. */
const privateAnswer = answerHeaders({ "Cache-Control": CACHE_POLICY.own, Vary: "Accept-Language" });

/** A service's refusal as its answer; anything else is the app's 500. */
async function answering(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MoneyRefusal) return errorAnswer(c, error.status, error.key);
    throw error;
  }
}

const adQuerySchema = z
  .object({
    post_id: pathIdSchema.optional(),
    hash: z.string(v("invalidType")).min(16, v("tooShort")).max(200, v("tooLong")).optional(),
  })
  .strict();

const paymentParam = (c: Context) => {
  const parsed = paymentIdSchema.safeParse(c.req.param("payId"));
  return parsed.success ? parsed.data : null;
};

/** A payer's budget key: the user, else the ad's secret (hashed: the budget table never holds it). */
const payerKey = (userId: number | null, hash: string | undefined) =>
  userId !== null
    ? `user:${String(userId)}`
    : `hash:${createHash("sha256")
        .update(hash ?? "")
        .digest("hex")}`;

/** /v1/money: what is on sale, the user's services and cards. */
export function moneyRoutes(deps: MoneyDeps) {
  const notFound = (c: Context) => errorAnswer(c, 404, "entitlementNotFound");
  return new Hono<SessionEnv>()
    .use("*", privateAnswer)
    .get("/products", async (c) => {
      const locale = requestLocale(c);
      const rows = await activeProducts(deps.db);
      const body: z.infer<typeof productsResponseSchema> = {
        data: {
          products: rows.map((row) => productView(row, locale)),
          test_mode: deps.payments.testMode,
          provider: deps.payments.name,
          publishable_key: deps.payments.publishableKey,
          free_ads_per_month: await freeAdsPerSection(deps.db),
        },
      };
      return c.json(body);
    })
    .get("/me", requireUser, async (c) => {
      const body: z.infer<typeof myMoneyResponseSchema> = {
        data: await myMoney(deps, c.var.auth.user.id, requestLocale(c)),
      };
      return c.json(body);
    })
    .get("/ad", queryOf(adQuerySchema), (c) =>
      answering(c, async () => {
        const session = await c.var.session();
        const data = await adForPayment(deps, c.req.valid("query"), session?.user.id ?? null, requestLocale(c));
        const body: z.infer<typeof adForPaymentResponseSchema> = { data };
        return c.json(body);
      }),
    )
    .post("/entitlements/:id/auto-charge", requireUser, pathId("id", notFound), jsonBody(autoChargeBodySchema), (c) =>
      answering(c, async () => {
        const { id } = c.req.valid("param");
        const data = await setAutoCharge(deps, c.var.auth.user.id, id, c.req.valid("json"), requestLocale(c));
        const body: z.infer<typeof entitlementResponseSchema> = { data };
        return c.json(body);
      }),
    )
    .post("/entitlements/:id/cancel", requireUser, pathId("id", notFound), (c) =>
      answering(c, async () => {
        const { id } = c.req.valid("param");
        const data = await cancelEntitlement(deps, c.var.auth.user.id, id, requestLocale(c));
        const body: z.infer<typeof entitlementResponseSchema> = { data };
        return c.json(body);
      }),
    )
    .delete(
      "/cards/:id",
      requireUser,
      pathId("id", (c) => errorAnswer(c, 404, "cardNotFound")),
      (c) =>
        answering(c, async () => {
          await removeCard(deps, c.var.auth.user.id, c.req.valid("param").id);
          return c.body(null, 204);
        }),
    );
}

/** /v1/payments: a payment's life, from its creation to the provider's webhook. */
export function paymentRoutes(deps: MoneyDeps, options: MoneyRouteOptions) {
  const spend = async (c: Context, items: (readonly [BudgetName, string])[]) => {
    const spent = await options.budgets.spend(items);
    return spent.ok ? null : tooManyRequests(c, "paymentLimit", spent);
  };
  const ip = (c: Context) => clientIp(c, options.trustProxy);
  return new Hono<SessionEnv>()
    .use("*", privateAnswer)
    .post("/stripe-webhook", async (c) => {
      const raw = await c.req.text();
      try {
        await handleWebhook(deps, raw, c.req.header("stripe-signature"));
      } catch (error) {
        if (error instanceof WebhookSignatureError) return errorAnswer(c, 400, "paymentWebhookInvalid");
        throw error;
      }
      return c.json({ received: true });
    })
    .post("/", jsonBody(createPaymentBodySchema), (c) =>
      answering(c, async () => {
        const body = c.req.valid("json");
        const userId = (await c.var.session())?.user.id ?? null;
        const limited = await spend(c, [
          ["paymentsPerIp", ip(c)],
          ["paymentsPerPayer", payerKey(userId, body.hash)],
        ]);
        if (limited) return limited;
        const { payment, created } = await createPayment(deps, body, userId, requestLocale(c));
        const answer: z.infer<typeof paymentResponseSchema> = { data: payment };
        return c.json(answer, created ? 201 : 200);
      }),
    )
    .get("/:payId", (c) =>
      answering(c, async () => {
        const id = paymentParam(c);
        if (!id) return errorAnswer(c, 404, "paymentNotFound");
        const body: z.infer<typeof paymentResponseSchema> = { data: await readPayment(deps, id, requestLocale(c)) };
        return c.json(body);
      }),
    )
    .post("/:payId/confirm", jsonBody(confirmPaymentBodySchema), (c) =>
      answering(c, async () => {
        const id = paymentParam(c);
        if (!id) return errorAnswer(c, 404, "paymentNotFound");
        const limited = await spend(c, [
          ["paymentsPerIp", ip(c)],
          ["confirmsPerPayment", id],
        ]);
        if (limited) return limited;
        const callerId = (await c.var.session())?.user.id ?? null;
        const payment = await confirmPayment(deps, id, c.req.valid("json"), callerId, requestLocale(c));
        const body: z.infer<typeof paymentResponseSchema> = { data: payment };
        return c.json(body);
      }),
    )
    .post("/:payId/authorize", jsonBody(authorizePaymentBodySchema), (c) =>
      answering(c, async () => {
        const id = paymentParam(c);
        if (!id) return errorAnswer(c, 404, "paymentNotFound");
        const limited = await spend(c, [["confirmsPerPayment", id]]);
        if (limited) return limited;
        const { approve } = c.req.valid("json");
        const body: z.infer<typeof paymentResponseSchema> = {
          data: await authorizePayment(deps, id, approve, requestLocale(c)),
        };
        return c.json(body);
      }),
    );
}
