// Where a test run keeps what it throws away: the template database, each server's copy of it, the browsers'
// profiles. In memory (/dev/shm) where the machine has one with room: on this machine's disk a 50 MB copy of the
// template cost 1.4 s of system time, in memory 0.07 s, and every server's and browser's writes got as much faster
// (docs/decisions/2026-11-29-test-scratch-in-memory.md). Elsewhere, a folder under the system's own temp folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const MEMORY = "/dev/shm";
/** What one run may fill at most (two workers' servers, browsers and their caches): leave the rest to the machine. */
const NEEDED_BYTES = 4 * 1024 ** 3;

function memoryHasRoom() {
  try {
    fs.accessSync(MEMORY, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(MEMORY);
    return bavail * bsize >= NEEDED_BYTES;
  } catch {
    return false;
  }
}

/**
 * Makes the run's scratch folder and points TMPDIR (hence os.tmpdir() of every step and browser) at it.
 * @returns {{ dir: string, inMemory: boolean, remove: () => void }}
 */
export function useScratch() {
  const inMemory = memoryHasRoom();
  const dir = fs.mkdtempSync(path.join(inMemory ? MEMORY : os.tmpdir(), "obyava-run-"));
  process.env.TMPDIR = dir;
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", remove);
  for (const signal of ["SIGINT", "SIGTERM"])
    process.once(signal, () => {
      remove();
      process.exit(130);
    });
  return { dir, inMemory, remove };
}
