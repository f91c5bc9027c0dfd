import fs from "node:fs";
import path from "node:path";
import { LOCALE_TAGS, localeFromPath } from "../../shared/locales";

/**
 * The built index.html, answered for every page path. The language of the path decides
 * `<html lang>` so the very first paint is in the right language (the route head comes with
 * the routing issue). Read once: a new build means a new process.
 */
export function createShell(distDir: string) {
  const file = path.join(distDir, "index.html");
  let template: string | null = null;
  return {
    available(): boolean {
      return fs.existsSync(file);
    },
    render(pathname: string): string | null {
      template ??= fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
      if (template === null) return null;
      const locale = localeFromPath(pathname);
      return template.replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[locale]}"`);
    },
  };
}
