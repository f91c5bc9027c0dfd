import fs from "node:fs";
import { applyStartSettings } from "../../src/server/lib/moderation/settings";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailSender, paymentProvider, smsSender } from "../../src/server/adapters/providers";
import { createApp } from "../../src/server/app";
import { loadConfig, type Config } from "../../src/server/config";
import { openDatabase, type Db } from "../../src/server/db/client";
import { posts, users } from "../../src/server/db/schema";
import { moneyJobs } from "../../src/server/features/money/jobs";
import type { JobContext } from "../../src/server/jobs/types";
import { seedReference } from "../../src/server/seed/demo";
import { paymentResponseSchema, type Payment } from "../../src/shared/contract/money";
import { postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { textTag, call, freshEmail, freshPhone, signInWithPhone } from "./auth-helpers";
import { adReferences } from "./security/ad-references";

/**
 * The payments' tests run the app in this process on a PGlite folder of their own, served over HTTP: the calls go
 * through the real routes, and the test reads the database and runs the money jobs with a moved clock.
 */
export interface MoneyServer {
  url: string;
  db: Db;
  config: Config;
  runJob(name: string, now: Date): Promise<void>;
  stop(): Promise<void>;
}

export async function moneyServer(env: Partial<Config> = {}): Promise<MoneyServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-money-"));
  const database = await openDatabase({ dataDir });
  await seedReference(database.db);
  // New accounts' ads are live at once here, as on the run's server (main.ts writes this from its setting).
  await applyStartSettings(database.db, { trustedApprovedAds: 0 });
  const config: Config = {
    ...loadConfig({}),
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, "no-dist"),
    IP_LIMIT_FACTOR: 1000,
    OTP_IP_LIMIT_PER_HOUR: 100_000,
    PUBLIC_URL: "https://obyava.test",
    ...env,
  };
  const app = createApp(config, database);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const payments = paymentProvider(config);
  return {
    url: `http://127.0.0.1:${String(port)}`,
    db: database.db,
    config,
    runJob: async (name, now) => {
      const job = moneyJobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no job ${name}`);
      const context: JobContext = {
        db: database.db,
        config,
        sms: smsSender(config, database.db),
        mail: mailSender(config, database.db),
        payments,
        now: () => now,
        send: async () => {},
      };
      await job.run(context, {});
    },
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A file's own server and a signed-in author with an ad on it. */
export async function serverWithAuthor(env: Partial<Config> = {}): Promise<{ server: MoneyServer; author: Author }> {
  const server = await moneyServer(env);
  return { server, author: await authorWithAd(server) };
}

const jobForm = (phone: string, refs: { categoryId: number; cityId: number }, email = "") => ({
  kind: "job",
  title: "Нужен водитель погрузчика на склад",
  content: `<p>Склад в Элк-Гроув, полный день, оплата еженедельно, опыт от года. ${textTag()}</p>`,
  categoryIds: [refs.categoryId],
  locationIds: [refs.cityId],
  contact: { phone, country_code: "+1", contact_person: "Олег", email, instagram: "", web_site: "" },
  fields: { salary_from: 20, salary_to: 24, salary_period: "hour", schedule: "", languages: ["ru"] },
  photos: [],
});

export interface Author {
  token: string;
  userId: number;
  email: string;
  postId: number;
  secret: string;
}

/** A signed-in author with an e-mail (for receipts) and one published ad. */
export async function authorWithAd(server: Pick<MoneyServer, "url" | "db">): Promise<Author> {
  const base = server.url;
  const phone = freshPhone();
  const signed = await signInWithPhone(base, phone);
  const email = freshEmail("payer");
  await server.db.update(users).set({ email }).where(eq(users.id, signed.user.id));
  const refs = await adReferences(base);
  const created = await call(base, "POST", "/v1/posts", { body: jobForm(phone.typed, refs), token: signed.token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const data = postWriteResponseSchema.parse(created.body).data;
  return { token: signed.token, userId: signed.user.id, email, postId: data.id, secret: data.secret ?? "" };
}

export const postRow = async (db: Db, id: number) => {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error(`no post ${String(id)}`);
  return row;
};

let keys = 0;
/** An idempotency key as the client makes one per checkout. */
export const checkoutKey = () => `test-checkout-${String(Date.now())}-${String(keys++)}`;

export const TEST_CARD = { exp_month: "12", exp_year: "2034", cvc: "123" };

export const paymentOf = (answer: { status: number; body: unknown }): Payment => {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return paymentResponseSchema.parse(answer.body).data;
};

/** Creates a payment for a product of the author's ad and confirms it with a card. */
export async function payWithCard(
  base: string,
  author: Pick<Author, "token" | "postId">,
  product: string,
  number: string,
  extra: { save_card?: boolean; auto_charge?: boolean; key?: string } = {},
): Promise<Payment> {
  const created = paymentOf(
    await call(base, "POST", "/v1/payments", {
      token: author.token,
      body: {
        idempotency_key: extra.key ?? checkoutKey(),
        product,
        post_id: author.postId,
        ...(extra.auto_charge ? { auto_charge: true } : {}),
      },
    }),
  );
  return paymentOf(
    await call(base, "POST", `/v1/payments/${created.id}/confirm`, {
      token: author.token,
      body: { card: { number, ...TEST_CARD }, ...(extra.save_card ? { save_card: true } : {}) },
    }),
  );
}
