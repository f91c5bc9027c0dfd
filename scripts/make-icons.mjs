// Renders the app icons from one SVG (run once after changing the logo; the PNGs are committed).
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve("public/icons");
const mark = (size, padding) => {
  const inner = size - padding * 2;
  const s = inner / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" ${padding ? "" : `rx="${size * 0.22}"`} fill="#0b57d0"/>
  <g transform="translate(${padding} ${padding}) scale(${s})">
    <path d="M32 13a19 19 0 1 0 0 38 19 19 0 0 0 0-38Zm0 9a10 10 0 1 1 0 20 10 10 0 0 1 0-20Z" fill="#fff"/>
    <circle cx="47" cy="17" r="6" fill="#ffc83d"/>
  </g>
</svg>`;
};

await fs.mkdir(out, { recursive: true });
await fs.writeFile(path.join(out, "favicon.svg"), mark(64, 0));
const renders = [
  ["icon-192.png", 192, 0],
  ["icon-512.png", 512, 0],
  // Maskable icons keep their content inside the central 80 % safe zone.
  ["maskable-512.png", 512, 80],
  ["apple-touch-icon.png", 180, 18],
];
for (const [name, size, padding] of renders) {
  await sharp(Buffer.from(mark(size, padding)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
console.log(`icons written to ${out}`);
