// `npm run check:imports:baseline`: rewrites the list of today's imports between features (and cycles) that
// `npm run check:imports` lets pass, after some were moved: the list may only shrink.
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const list = ".dependency-cruiser-known-violations.json";

execFileSync(bin("depcruise-baseline"), ["src", "--config", ".dependency-cruiser.cjs", "--output-to", list], {
  cwd: root,
  stdio: "inherit",
});
execFileSync(bin("prettier"), ["--write", "--log-level", "warn", list], { cwd: root, stdio: "inherit" });
