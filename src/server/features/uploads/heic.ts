import path from "node:path";
import { Worker } from "node:worker_threads";
import { log } from "../../log";
import { SERVER_SOURCE_DIR } from "../../paths";

/**
 * HEIC/HEIF photos (iPhones' default) are HEVC inside an ISO-BMFF box, which the prebuilt libvips cannot decode.
 * They are decoded by libheif compiled to WebAssembly (heic-decode) in a worker thread: a 12 MP photo takes a
 * second or more of CPU, which on the main thread would hold every other request. One decode runs at a time.
 */

/** Brands of an `ftyp` box that mean HEVC-coded HEIF; AVIF (av01) shares `mif1` and is left to libvips. */
const HEVC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const GENERIC_BRANDS = new Set(["mif1", "msf1"]);
const AV1_BRANDS = new Set(["avif", "avis"]);
/** Longest a decode may take before the worker is stopped (a hostile file must not hold the decoder). */
const DECODE_TIMEOUT_MS = 20_000;
/** Decodes waiting beyond this many are refused at once rather than queued for minutes. */
const MAX_WAITING = 8;
/**
 * The worker is stopped once idle this long: WebAssembly memory only grows, and a 48 MP photo leaves hundreds of
 * megabytes behind it. Starting again costs a fraction of a second.
 */
const IDLE_MS = 15_000;

class HeicRefusedError extends Error {}
/** Too many HEIC photos wait for the decoder: the caller should try again shortly (not a bad file). */
export class HeicBusyError extends Error {}

/** Whether the bytes are HEVC-coded HEIF, by the brands of their `ftyp` box (never by a name or a declared type). */
export function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString("latin1", 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [bytes.toString("latin1", 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(bytes.toString("latin1", at, at + 4));
  if (brands.some((brand) => AV1_BRANDS.has(brand))) return false;
  return brands.some((brand) => HEVC_BRANDS.has(brand) || GENERIC_BRANDS.has(brand));
}

export interface DecodedPixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Buffer;
}

type Reply = { ok: true; width: number; height: number; data: Uint8Array } | { ok: false; error: string };

interface Job {
  bytes: Buffer;
  maxPixels: number;
  resolve: (pixels: DecodedPixels) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
const waiting: Job[] = [];
let busy = false;
let idleTimer: NodeJS.Timeout | undefined;

function workerOf(): Worker {
  clearTimeout(idleTimer);
  worker ??= new Worker(path.join(SERVER_SOURCE_DIR, "features", "uploads", "heic-worker.mjs"));
  worker.unref();
  return worker;
}

function stopWorker() {
  const stopping = worker;
  worker = null;
  void stopping?.terminate();
}

function next() {
  const job = waiting.shift();
  if (!job) {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(stopWorker, IDLE_MS);
    idleTimer.unref();
    return;
  }
  busy = true;
  const decoder = workerOf();
  let settled = false;
  const finish = (outcome: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    decoder.off("message", onMessage);
    decoder.off("error", onError);
    busy = false;
    outcome();
    next();
  };
  const onMessage = (reply: Reply) =>
    finish(() =>
      reply.ok
        ? job.resolve({
            width: reply.width,
            height: reply.height,
            data: Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength),
          })
        : job.reject(new HeicRefusedError(reply.error)),
    );
  const onError = (error: Error) => {
    stopWorker();
    finish(() => job.reject(new HeicRefusedError("the HEIC decoder failed", { cause: error })));
  };
  const timer = setTimeout(() => {
    log.warn("[uploads] a HEIC decode took too long and was stopped");
    stopWorker();
    finish(() => job.reject(new HeicRefusedError("the HEIC decode took too long")));
  }, DECODE_TIMEOUT_MS);
  decoder.on("message", onMessage);
  decoder.on("error", onError);
  // A copy: the caller's buffer may be a slice of a pooled one, which must not be moved to the worker.
  const copy = new Uint8Array(job.bytes);
  decoder.postMessage({ bytes: copy, maxPixels: job.maxPixels }, [copy.buffer]);
}

/** The first picture of a HEIC file as RGBA, refused beyond `maxPixels` before its pixels are decoded. */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedPixels> {
  if (waiting.length >= MAX_WAITING) return Promise.reject(new HeicBusyError("too many HEIC photos at once"));
  return new Promise((resolve, reject) => {
    waiting.push({ bytes, maxPixels, resolve, reject });
    if (!busy) next();
  });
}
