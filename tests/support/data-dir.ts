import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The environment variable naming the run's template folder (tests/support/template.ts), inherited by workers. */
export const TEMPLATE_ENV = "OBYAVA_TEST_TEMPLATE";

/** A new folder holding a copy of the template (tens of megabytes: a fraction of a second). */
function copyDataDir(template: string, prefix = "obyava-test-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * A server's own folder: a copy of the run's template when there is one and the server wants the demo data, else
 * an empty folder, migrated and seeded by the server itself.
 */
export function newDataDir(options: { empty?: boolean; prefix?: string } = {}): string {
  const template = process.env[TEMPLATE_ENV];
  const prefix = options.prefix ?? "obyava-test-";
  if (!options.empty && template) return copyDataDir(template, prefix);
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
