// Decodes HEIC photos off the server's main thread (see heic.ts): answers the first picture's RGBA pixels,
// refusing a picture larger than maxPixels before decoding it.
import { parentPort } from "node:worker_threads";
import decode from "heic-decode";

parentPort?.on("message", async ({ bytes, maxPixels }) => {
  try {
    const images = await decode.all({ buffer: bytes });
    try {
      const first = images[0];
      if (!first) throw new Error("no picture in the file");
      if (first.width * first.height > maxPixels) throw new Error("the picture has too many pixels");
      const { width, height, data } = await first.decode();
      const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      parentPort?.postMessage({ ok: true, width, height, data: pixels }, [pixels.buffer]);
    } finally {
      images.dispose?.();
    }
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
