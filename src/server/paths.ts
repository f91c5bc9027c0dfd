import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project folder, whatever the working directory the server was started from. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const LOCALES_DIR = path.join(PROJECT_ROOT, "src", "locales");
