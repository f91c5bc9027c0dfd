// Whether a build was made from the current sources: a hash of everything that build reads, kept beside it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Each build: what it reads, where its stamp lives, and the files that must exist beside the stamp. */
const BUILDS = {
  client: {
    inputs: [
      "src/client",
      "src/shared",
      "src/locales",
      "public",
      "custom-sw.ts",
      "vite.config.ts",
      "lingui.config.ts",
      "package-lock.json",
    ],
    stamp: "dist/.build-stamp",
    outputs: ["dist/index.html", "dist-ssr/entry-server.js"],
  },
  server: {
    // The server's TypeScript alone: the files it reads at run time (migrations, documents, photos) are not built.
    inputs: ["src/server", "src/shared", "package-lock.json", "scripts/build-server.mjs"],
    only: /\.(?:ts|tsx|mts|mjs)$/,
    stamp: "dist-server/.build-stamp",
    outputs: ["dist-server/main.js"],
  },
};

function* files(entry, only) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    // The compiled catalogs are build outputs, not inputs.
    if (!entry.endsWith("messages.json") && (!only || only.test(entry))) yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name), only);
}

function sourceHash(root, kind = "client") {
  const { inputs, only } = BUILDS[kind];
  const hash = crypto.createHash("sha256");
  for (const input of inputs) {
    for (const file of files(path.join(root, input), only)) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export function isBuildCurrent(root, kind = "client") {
  const { stamp, outputs } = BUILDS[kind];
  const file = path.join(root, stamp);
  return (
    fs.existsSync(file) &&
    outputs.every((output) => fs.existsSync(path.join(root, output))) &&
    fs.readFileSync(file, "utf8") === sourceHash(root, kind)
  );
}

export function writeBuildStamp(root, kind = "client") {
  fs.writeFileSync(path.join(root, BUILDS[kind].stamp), sourceHash(root, kind));
}
