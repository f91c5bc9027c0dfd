// Two checks Prettier cannot make, over every code file git knows:
// - no line is longer than 120 characters (characters, not bytes: a Cyrillic letter counts one). Prettier wraps
//   code at that width but leaves long strings, regexes and comments as they are;
// - no comment or test title cites a document outside the code ("spec section 5", "issue 12", "STACK.md"):
//   such a reader has to go elsewhere to learn why, so the why is written where it applies.
// Usage: node scripts/line-length.mjs   (exits 1 and lists file:line for each offence)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const MAX_LINE = 120;

const CODE_FILES = ["*.ts", "*.tsx", "*.js", "*.mjs", "*.css", "*.json"];

/** Generated or foreign text nobody lays out by hand: catalogs, migrations, the route tree, the lock file. */
const SKIPPED = [
  /^package-lock\.json$/,
  /^src\/client\/routeTree\.gen\.ts$/,
  /^src\/server\/db\/migrations\//,
  /^src\/locales\//,
];

/** Citations of documents that live outside the code: the product spec, issue numbers, notes kept elsewhere. */
const CITATION = new RegExp(
  [
    String.raw`\bspec(?:'s)? (?:sections?|§)`,
    String.raw`\bspec §`,
    String.raw`\(spec[:\s)]`,
    String.raw`\bissues? \d+`,
    String.raw`\bthe spec\b`,
    String.raw`\bspec's\b`,
    String.raw`\bARCHITECTURE\.md`,
    String.raw`\bSTACK\.md`,
  ].join("|"),
  "i",
);

/** This check and its test spell the citations out to find them. */
const SELF = ["scripts/line-length.mjs", "tests/unit/line-length.test.ts"];

/**
 * The offences in one file's text: lines over MAX_LINE characters and lines citing an outside document.
 * Lines are numbered from 1.
 */
export function checkText(text, { citations = true } = {}) {
  const found = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const length = [...line].length;
    if (length > MAX_LINE) found.push({ line: index + 1, problem: `${length} characters (at most ${MAX_LINE})` });
    const citation = citations ? CITATION.exec(line) : null;
    if (citation) found.push({ line: index + 1, problem: `cites "${citation[0]}": say why in the code's own terms` });
  });
  return found;
}

/** Whether a path (relative to the repository, with / separators) is one of the files checked. */
export function isChecked(file) {
  return /\.(?:ts|tsx|js|mjs|css|json)$/.test(file) && !SKIPPED.some((pattern) => pattern.test(file));
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  // A file in a merge conflict is listed once per stage: each is checked once.
  const listed = execFileSync("git", ["ls-files", "-z", "--", ...CODE_FILES], { cwd: root, encoding: "utf8" });
  const files = [...new Set(listed.split("\0"))].filter(
    (file) => file && isChecked(file) && fs.existsSync(path.join(root, file)),
  );
  let count = 0;
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const { line, problem } of checkText(text, { citations: !SELF.includes(file) })) {
      console.error(`${file}:${line}: ${problem}`);
      count += 1;
    }
  }
  if (count > 0) {
    console.error(`\n${count} line(s) to fix in ${files.length} files.`);
    process.exit(1);
  }
  console.log(`${files.length} files: every line within ${MAX_LINE} characters, no outside citations.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
