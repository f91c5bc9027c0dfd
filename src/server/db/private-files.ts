import fs from "node:fs";
import path from "node:path";
import { log } from "../log";

/**
 * Takes the group's and others' rights off everything under a folder (files 0600, folders 0700 where they were
 * wider). PGlite's file system sets modes itself, past the process umask: the files of its initial database come
 * out 0666. Symbolic links are left alone (their mode means nothing, and they may point out of the folder).
 */
export function keepPrivate(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  let tightened = 0;
  let failed: unknown = null;
  for (const file of [dir, ...entries.map((entry) => path.join(entry.parentPath, entry.name))]) {
    try {
      const stat = fs.lstatSync(file);
      if (stat.isSymbolicLink() || (stat.mode & 0o077) === 0) continue;
      fs.chmodSync(file, stat.mode & 0o700);
      tightened += 1;
    } catch (error) {
      // A file PostgreSQL removed meanwhile (a temporary one) needs nothing; another user's file is reported.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") failed = error;
    }
  }
  if (tightened > 0) log.info(`[data] ${String(tightened)} entries of ${dir} were open to others: now private`);
  if (failed) log.error({ err: failed }, `[data] some entries of ${dir} stay open to others`);
  return tightened;
}
