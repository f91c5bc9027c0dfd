// Whether dist/ was built from the current sources: a hash of everything the client build reads.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = [
  "src/client",
  "src/shared",
  "src/locales",
  "public",
  "custom-sw.ts",
  "vite.config.ts",
  "lingui.config.ts",
  "package-lock.json",
];
const STAMP = "dist/.build-stamp";

function* files(entry) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    // The compiled catalogs are build outputs, not inputs.
    if (!entry.endsWith("messages.json")) yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

export function sourceHash(root) {
  const hash = crypto.createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export function isBuildCurrent(root) {
  const stamp = path.join(root, STAMP);
  return (
    fs.existsSync(stamp) &&
    fs.existsSync(path.join(root, "dist/index.html")) &&
    fs.existsSync(path.join(root, "dist-ssr/entry-server.js")) &&
    fs.readFileSync(stamp, "utf8") === sourceHash(root)
  );
}

export function writeBuildStamp(root) {
  fs.writeFileSync(path.join(root, STAMP), sourceHash(root));
}
