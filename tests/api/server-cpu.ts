import fs from "node:fs";
import { runServer } from "./run-server";

/**
 * The CPU time the worker's server has spent so far (user and system), from Linux's /proc: what a request cost the
 * server, whatever else the machine is doing (a wall-clock limit fails on a busy machine; this one does not).
 */
export function serverCpuMs(): number {
  const stat = fs.readFileSync(`/proc/${runServer().pid}/stat`, "utf8");
  // After the command's name in parentheses: field 3 (state) onward; utime and stime are fields 14 and 15, in
  // clock ticks of 1/100 s (USER_HZ, the same on every Linux).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
