import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder, whatever the working directory: the nearest folder above this module with a package.json.
 * The same answer from the sources (src/server) and from the built server (dist-server/), which sit at different
 * depths, so files the server reads at run time (migrations, documents, catalogs) are named from here.
 */
function projectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const LOCALES_DIR = path.join(PROJECT_ROOT, "src", "locales");
export const SERVER_SOURCE_DIR = path.join(PROJECT_ROOT, "src", "server");
