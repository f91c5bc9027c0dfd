import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getScrollRestorationScriptForRouter } from "@tanstack/router-core/scroll-restoration-script";

/** Script types a browser runs; JSON data (boot data, JSON-LD) is never run and needs no hash. */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The text of every inline script of a page that a browser would run (no src, a script type). */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (EXECUTABLE.has(type)) scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** A CSP hash source: 'sha256-<base64>' of the script's exact text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * The scroll-restoration script TanStack Router draws into every server-rendered page (its
 * ScriptOnce component adds the self-removal), from the same package the page renderer was built with.
 */
function scrollRestorationScript(): string | null {
  const router = { options: { scrollRestoration: true }, latestLocation: { href: "/", state: {} } };
  const script = getScrollRestorationScriptForRouter(
    router as unknown as Parameters<typeof getScrollRestorationScriptForRouter>[0],
  );
  return script ? `${script};document.currentScript.remove()` : null;
}

const hashesByDist = new Map<string, readonly string[]>();

/**
 * The hashes of the only inline scripts our pages may run, computed once: the loader of the built
 * index.html and the router's scroll restoration. Hashes, not per-response nonces, so a page kept
 * in a cache (ours or the service worker's) stays valid with the header it was stored with.
 */
export function inlineScriptHashes(distDir: string): readonly string[] {
  const known = hashesByDist.get(distDir);
  if (known) return known;
  const file = path.join(distDir, "index.html");
  const shell = fs.existsSync(file) ? executableInlineScripts(fs.readFileSync(file, "utf8")) : [];
  const scroll = scrollRestorationScript();
  const hashes = [...new Set([...shell, ...(scroll === null ? [] : [scroll])].map(scriptHashSource))];
  // Without a built client there is no page to protect yet: ask again once there is.
  if (shell.length > 0) hashesByDist.set(distDir, hashes);
  return hashes;
}
