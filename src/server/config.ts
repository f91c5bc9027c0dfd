import path from "node:path";
import { z } from "zod";

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
  /** URLs per sitemap file; above it /sitemap.xml becomes an index of parts (50 000 is the protocol's maximum). */
  SITEMAP_URL_LIMIT: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** Seed demo data into an empty database (on by default: `npm start` must show a living marketplace). */
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
});

export type Config = Omit<z.infer<typeof configSchema>, "SEED_DEMO" | "DATA_DIR" | "DIST_DIR"> & {
  DATA_DIR: string;
  DIST_DIR: string;
  SEED_DEMO: boolean;
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const { SEED_DEMO, DATA_DIR, DIST_DIR, ...rest } = parsed.data;
  return {
    ...rest,
    DATA_DIR: path.resolve(DATA_DIR),
    DIST_DIR: path.resolve(DIST_DIR),
    SEED_DEMO: SEED_DEMO === "true",
  };
}
