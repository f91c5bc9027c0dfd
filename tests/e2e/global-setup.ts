import fs from "node:fs";
import { ensureServerBuilt } from "../../scripts/ensure-server-built.mjs";
import { TEMPLATE_ENV } from "../support/data-dir";
import { makePgliteTemplate } from "../support/template";

/**
 * Once a run: the server's build, and the template database every worker's server starts from (fixtures.ts). The
 * workers inherit the environment set here.
 */
export default async function globalSetup(): Promise<() => void> {
  await ensureServerBuilt();
  const template = await makePgliteTemplate();
  process.env[TEMPLATE_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
