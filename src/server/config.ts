import path from "node:path";
import { z } from "zod";
import { TOKEN_COOKIE_MAX_AGE_S } from "../shared/constants";

const flag = z.enum(["true", "false"]);
const httpUrl = z.string().regex(/^https?:\/\/[^\s/]+(\/.*)?$/, "must be an http:// or https:// URL");

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Where the built client lives; tests and `npm start` use the default. */
  DIST_DIR: z.string().min(1).default("./dist"),
  /**
   * The server's page renderer (`vite build --ssr`, run by `npm run build`); without it pages go out as the shell
   * alone.
   */
  SSR_DIR: z.string().min(1).default("./dist-ssr"),
  /** URLs per sitemap file; above it /sitemap.xml becomes an index of parts (50 000 is the protocol's maximum). */
  SITEMAP_URL_LIMIT: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** Seed demo data into an empty database (on by default: `npm start` must show a living marketplace). */
  SEED_DEMO: flag.default("true"),
  /**
   * The key of the sign-in codes' HMAC; required in production (every process must share it).
   * Elsewhere, without it, one is generated once into DATA_DIR/secrets/auth.key (mode 0600).
   */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Take the client's IP from the first X-Forwarded-For entry (only behind a proxy that sets it). */
  TRUST_PROXY: flag.default("false"),
  /** Sign-in codes one IP address may ask for in an hour. */
  OTP_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /**
   * How long the server may draw a page's content before it sends the page without it (the browser draws it then):
   * a slow render never holds a visitor. Test servers raise it: a busy test machine must not change what a page holds.
   */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  /** Multiplies every per-IP budget (features/budgets): a test run sends everything from one address. */
  IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** How long a session lasts: the token cookie's life, 30 days, unless set otherwise. */
  SESSION_TTL_S: z.coerce.number().int().min(1).default(TOKEN_COOKIE_MAX_AGE_S),
  /** The site's public origin for links in mails (password reset); required in production. */
  PUBLIC_URL: httpUrl.optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a Twilio phone number in E.164 or a messaging service SID. */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: httpUrl.default("https://api.twilio.com"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** The team's mailbox: contact-form messages go there, and the information pages name it. */
  TEAM_EMAIL: z.email().max(120).default("team@obyava.app"),
  /** Stripe (card payments): the three keys together, or none for the sandbox (refused in production). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, "must be a Stripe secret key (sk_…)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\w+$/, "must be a Stripe publishable key (pk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook secret (whsec_…)")
    .optional(),
  /** Where the Stripe SDK sends its calls: Stripe itself, or a local Stripe-shaped server in tests. */
  STRIPE_API_URL: httpUrl.default("https://api.stripe.com"),
  /**
   * Approved ads after which an account publishes without review, written into the moderation settings at start.
   * Test and development servers set 0 (every account without an upheld report is trusted); refused in production,
   * where the team sets it in the console.
   */
  MODERATION_TRUSTED_APPROVED_ADS: z.coerce.number().int().min(0).max(1000).optional(),
  HELPCRUNCH_APP_ID: z.string().min(1).optional(),
  HELPCRUNCH_SECRET: z.string().min(1).optional(),
});

type Parsed = z.infer<typeof configSchema>;

export type Config = Omit<
  Parsed,
  "SEED_DEMO" | "TRUST_PROXY" | "DATA_DIR" | "DIST_DIR" | "SSR_DIR" | "PUBLIC_URL" | "TWILIO_API_URL" | "STRIPE_API_URL"
> & {
  DATA_DIR: string;
  DIST_DIR: string;
  SSR_DIR: string;
  SEED_DEMO: boolean;
  TRUST_PROXY: boolean;
  /** Without a trailing slash. */
  PUBLIC_URL?: string | undefined;
  TWILIO_API_URL: string;
  STRIPE_API_URL: string;
};

export class ConfigError extends Error {}

const TWILIO = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;
const SMTP = ["SMTP_URL", "MAIL_FROM"] as const;
const STRIPE = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/**
 * Settings that only make sense together, and what production cannot run without: a real SMS
 * provider (sign-in), real mail (password reset) and the public origin for the links in mails
 * (taken from the request, an attacker could make reset links point at their own host).
 */
function missingSettings(config: Parsed): string[] {
  const unset = (names: readonly (keyof Parsed)[]) => names.filter((name) => config[name] === undefined);
  const problems: string[] = [];
  const partial = (names: readonly (keyof Parsed)[], what: string) => {
    const missing = unset(names);
    if (missing.length > 0 && missing.length < names.length)
      problems.push(`  ${missing.join(", ")}: needed with the other ${what} settings`);
  };
  partial(TWILIO, "Twilio");
  partial(SMTP, "SMTP");
  partial(STRIPE, "Stripe");
  if (config.NODE_ENV === "production") {
    const twilio = unset(TWILIO);
    if (twilio.length === TWILIO.length)
      problems.push(`  ${twilio.join(", ")}: production needs a real SMS provider (Twilio)`);
    const smtp = unset(SMTP);
    if (smtp.length === SMTP.length) problems.push(`  ${smtp.join(", ")}: production needs a real mail server (SMTP)`);
    const stripe = unset(STRIPE);
    if (stripe.length === STRIPE.length)
      problems.push(`  ${stripe.join(", ")}: production needs a real card processor (Stripe), not the sandbox`);
    if (config.PUBLIC_URL === undefined)
      problems.push("  PUBLIC_URL: production needs the site's public origin for links in mails");
    if (config.MODERATION_TRUSTED_APPROVED_ADS !== undefined)
      problems.push("  MODERATION_TRUSTED_APPROVED_ADS: a test setting; production's trust is set in the console");
    if (config.AUTH_SECRET === undefined)
      problems.push(
        "  AUTH_SECRET: production needs the sign-in codes' key, the same in every process " +
          "(e.g. openssl rand -base64 48)",
      );
  }
  return problems;
}

/** Reads the configuration from the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets are named, never echoed.
      const shown = /SECRET|TOKEN|SMTP_URL|DATABASE_URL/.test(name) ? "…" : JSON.stringify(env[name]);
      return `  ${issue.path.join(".")}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const problems = missingSettings(parsed.data);
  if (problems.length > 0) throw new ConfigError(`Incomplete configuration:\n${problems.join("\n")}`);
  const { SEED_DEMO, TRUST_PROXY, DATA_DIR, DIST_DIR, SSR_DIR, PUBLIC_URL, TWILIO_API_URL, STRIPE_API_URL, ...rest } =
    parsed.data;
  return {
    ...rest,
    DATA_DIR: path.resolve(DATA_DIR),
    DIST_DIR: path.resolve(DIST_DIR),
    SSR_DIR: path.resolve(SSR_DIR),
    SEED_DEMO: SEED_DEMO === "true",
    TRUST_PROXY: TRUST_PROXY === "true",
    PUBLIC_URL: PUBLIC_URL?.replace(/\/+$/, ""),
    TWILIO_API_URL: TWILIO_API_URL.replace(/\/+$/, ""),
    STRIPE_API_URL: STRIPE_API_URL.replace(/\/+$/, ""),
  };
}
