/**
 * Pictures for the demo ads, drawn as SVG from a seed: houses and flats, rooms, cars, trucks, shop fronts,
 * offices, event posters and portrait-like figures. Flat shapes in varied colours: nobody takes them for real
 * photos, but a newcomer's first screen looks like a marketplace, and nothing is downloaded to make them.
 */

export const LANDSCAPE = { width: 1200, height: 900 } as const;
export const PORTRAIT = { width: 1024, height: 1280 } as const;

/** A small deterministic random source (mulberry32): the same seed draws the same picture. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

function svg(size: { width: number; height: number }, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="0 0 ${size.width} ${size.height}"><defs>${defs}</defs>${body}</svg>`
  );
}

function linear(id: string, stops: [string, string], vertical = true): string {
  const to = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${to}><stop offset="0" stop-color="${stops[0]}"/>` +
    `<stop offset="1" stop-color="${stops[1]}"/></linearGradient>`
  );
}

/** A daytime or evening sky with a sun and a few clouds, over the top `horizon` px. */
function sky(random: Random, width: number, horizon: number): { defs: string; body: string } {
  const evening = random() < 0.3;
  const top = evening ? hsl(between(random, 250, 280), 45, 35) : hsl(between(random, 195, 215), 70, 55);
  const low = evening ? hsl(between(random, 15, 35), 85, 70) : hsl(between(random, 190, 205), 70, 85);
  const sunX = between(random, 0.15, 0.85) * width;
  const sun =
    `<circle cx="${sunX}" cy="${horizon * between(random, 0.2, 0.5)}" r="${between(random, 40, 70)}" ` +
    `fill="${evening ? "#ffd08a" : "#fff6c8"}" opacity="0.9"/>`;
  const clouds = Array.from({ length: 2 + Math.floor(random() * 3) }, () => {
    const x = between(random, 0, width);
    const y = between(random, 40, horizon * 0.55);
    const r = between(random, 22, 40);
    return (
      `<g fill="#fff" opacity="${evening ? 0.35 : 0.8}"><ellipse cx="${x}" cy="${y}" rx="${r * 2.4}" ry="${r}"/>` +
      `<ellipse cx="${x + r}" cy="${y - r * 0.6}" rx="${r * 1.4}" ry="${r}"/></g>`
    );
  }).join("");
  return {
    defs: linear("sky", [top, low]),
    body: `<rect width="${width}" height="${horizon}" fill="url(#sky)"/>${sun}${clouds}`,
  };
}

function tree(random: Random, x: number, ground: number, scale: number): string {
  const green = hsl(between(random, 95, 140), 40, between(random, 28, 42));
  const h = 160 * scale;
  return (
    `<rect x="${x - 8 * scale}" y="${ground - h * 0.45}" width="${16 * scale}" height="${h * 0.45}" fill="#6b4a2f"/>` +
    `<ellipse cx="${x}" cy="${ground - h * 0.62}" rx="${60 * scale}" ry="${h * 0.38}" fill="${green}"/>` +
    `<ellipse cx="${x - 25 * scale}" cy="${ground - h * 0.5}" rx="${40 * scale}" ry="${h * 0.22}" fill="${green}"/>`
  );
}

function windowAt(x: number, y: number, w: number, h: number, lit: boolean, frame = "#f4f1ea"): string {
  const glass = lit ? "#ffe3a3" : "#9cc3da";
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>` +
    `<rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" fill="${glass}"/>` +
    `<rect x="${x + w / 2 - 2}" y="${y + 5}" width="4" height="${h - 10}" fill="${frame}"/>` +
    `<rect x="${x + 5}" y="${y + h / 2 - 2}" width="${w - 10}" height="4" fill="${frame}"/>`
  );
}

/** A detached house with a roof, a door, windows, a lawn and trees. */
export function houseScene(seed: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const horizon = 560;
  const backdrop = sky(random, width, horizon);
  const wall = hsl(between(random, 0, 360), between(random, 20, 45), between(random, 70, 86));
  const roof = hsl(between(random, 0, 30), between(random, 25, 55), between(random, 25, 40));
  const houseW = between(random, 560, 700);
  const houseX = (width - houseW) / 2 + between(random, -120, 120);
  const wallTop = 430;
  const floors = random() < 0.5 ? 2 : 1;
  const top = floors === 2 ? wallTop - 150 : wallTop;
  const ground = 760;
  const roofPeak = top - between(random, 130, 190);
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor++) {
    const y = ground - 230 - floor * 160;
    for (let i = 0; i < 4; i++) {
      const x = houseX + 50 + i * ((houseW - 100) / 4);
      if (floor === 0 && i === 1) continue;
      windows.push(windowAt(x, y, 90, 100, random() < 0.25));
    }
  }
  const doorX = houseX + 50 + (houseW - 100) / 4 + 10;
  const trees = [tree(random, houseX - 90, ground + 10, 1.1), tree(random, houseX + houseW + 100, ground + 15, 1.3)];
  const body =
    backdrop.body +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#lawn)"/>` +
    `<rect x="${houseX}" y="${top}" width="${houseW}" height="${ground - top}" fill="${wall}"/>` +
    `<polygon points="${houseX - 40},${top + 6} ${houseX + houseW / 2},${roofPeak} ` +
    `${houseX + houseW + 40},${top + 6}" ` +
    `fill="${roof}"/>` +
    `<rect x="${houseX + houseW * 0.7}" y="${roofPeak + 30}" width="44" height="90" fill="${roof}"/>` +
    windows.join("") +
    `<rect x="${doorX}" y="${ground - 170}" width="80" height="170" fill="${hsl(between(random, 0, 360), 45, 32)}"/>` +
    `<circle cx="${doorX + 66}" cy="${ground - 85}" r="5" fill="#e8c46a"/>` +
    `<polygon points="${doorX - 30},${height} ${doorX + 110},${height} ${doorX + 80},${ground} ${doorX},${ground}" ` +
    `fill="#cfc6b4"/>` +
    trees.join("");
  const lawn = linear("lawn", [hsl(between(random, 90, 120), 45, 45), hsl(between(random, 90, 120), 50, 32)]);
  return svg(LANDSCAPE, backdrop.defs + lawn, body);
}

/** A block of flats: rows of windows, balconies, a street in front. */
export function apartmentScene(seed: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const backdrop = sky(random, width, 700);
  const wall = hsl(between(random, 0, 360), between(random, 10, 35), between(random, 55, 80));
  const trim = hsl(between(random, 0, 360), 20, 30);
  const buildingX = between(random, 160, 320);
  const buildingW = between(random, 560, 760);
  const buildingTop = between(random, 90, 180);
  const street = 760;
  const columns = Math.floor(buildingW / 110);
  const rows = Math.floor((street - buildingTop - 120) / 110);
  const windows: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = buildingX + 30 + column * ((buildingW - 60) / columns);
      const y = buildingTop + 40 + row * 110;
      windows.push(windowAt(x, y, 70, 76, random() < 0.3));
      if (column % 2 === 0 && row % 2 === 1)
        windows.push(`<rect x="${x - 8}" y="${y + 70}" width="86" height="14" fill="${trim}"/>`);
    }
  }
  const neighbour = hsl(between(random, 0, 360), 15, between(random, 45, 65));
  const body =
    backdrop.body +
    `<rect x="0" y="${buildingTop + 160}" width="${buildingX - 30}" height="${street}" fill="${neighbour}"/>` +
    `<rect x="${buildingX + buildingW + 30}" y="${buildingTop + 120}" width="${width}" height="${street}" ` +
    `fill="${neighbour}"/>` +
    `<rect x="${buildingX}" y="${buildingTop}" width="${buildingW}" height="${street - buildingTop}" fill="${wall}"/>` +
    `<rect x="${buildingX - 10}" y="${buildingTop - 20}" width="${buildingW + 20}" height="24" fill="${trim}"/>` +
    windows.join("") +
    `<rect x="${buildingX + buildingW / 2 - 60}" y="${street - 130}" width="120" height="130" fill="${trim}"/>` +
    `<rect y="${street}" width="${width}" height="${height - street}" fill="#8d8f93"/>` +
    `<rect y="${street}" width="${width}" height="26" fill="#c9c6bf"/>` +
    tree(random, 90, street + 20, 1.2) +
    tree(random, width - 80, street + 20, 1.1);
  return svg(LANDSCAPE, backdrop.defs, body);
}

/** A furnished room: a wall, a floor, a window with a view, a sofa, a lamp, a picture. */
export function roomScene(seed: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const wall = hsl(between(random, 20, 220), between(random, 15, 40), between(random, 78, 90));
  const floorTop = 620;
  const wood = hsl(between(random, 20, 38), between(random, 35, 55), between(random, 38, 62));
  const sofa = hsl(between(random, 0, 360), between(random, 30, 55), between(random, 35, 55));
  const windowX = between(random, 620, 800);
  const planks = Array.from(
    { length: 9 },
    (_, i) => `<rect x="0" y="${floorTop + i * 32}" width="${width}" height="2" fill="#000" opacity="0.08"/>`,
  ).join("");
  const art = hsl(between(random, 0, 360), 60, 55);
  const body =
    `<rect width="${width}" height="${floorTop}" fill="${wall}"/>` +
    `<rect y="${floorTop}" width="${width}" height="${height - floorTop}" fill="${wood}"/>${planks}` +
    `<rect x="${windowX}" y="120" width="320" height="380" fill="#f6f3ee"/>` +
    `<rect x="${windowX + 16}" y="136" width="288" height="348" fill="url(#view)"/>` +
    `<rect x="${windowX + 158}" y="136" width="4" height="348" fill="#f6f3ee"/>` +
    `<rect x="${windowX - 30}" y="100" width="44" height="440" fill="${hsl(between(random, 0, 360), 35, 60)}"/>` +
    `<rect x="100" y="190" width="220" height="160" fill="#fff"/><rect x="112" y="202" width="196" height="136" ` +
    `fill="${art}"/><circle cx="240" cy="250" r="34" fill="#fff" opacity="0.6"/>` +
    `<rect x="80" y="470" width="460" height="150" rx="24" fill="${sofa}"/>` +
    `<rect x="60" y="430" width="70" height="190" rx="22" fill="${sofa}"/>` +
    `<rect x="490" y="430" width="70" height="190" rx="22" fill="${sofa}"/>` +
    `<rect x="120" y="400" width="380" height="110" rx="20" fill="${sofa}" opacity="0.85"/>` +
    `<rect x="110" y="620" width="16" height="30" fill="#3a2c20"/><rect x="494" y="620" width="16" height="30" ` +
    `fill="#3a2c20"/>` +
    `<ellipse cx="330" cy="760" rx="260" ry="60" fill="${hsl(between(random, 0, 360), 30, 70)}" opacity="0.8"/>` +
    `<rect x="1080" y="330" width="8" height="290" fill="#333"/>` +
    `<polygon points="1040,330 1128,330 1108,260 1060,260" fill="#f2e2b8"/>`;
  const view = linear("view", [hsl(between(random, 195, 215), 70, 65), hsl(between(random, 90, 130), 35, 60)]);
  return svg(LANDSCAPE, view, body);
}

const CAR_COLOURS = ["#c62828", "#1e4f9c", "#f2f2f2", "#222428", "#8e9aa6", "#2e7d4f", "#f0b323", "#6d3b8f"];

function wheel(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1b1d"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" ` +
    `fill="#b9bdc2"/><circle cx="${x}" cy="${y}" r="${r * 0.15}" fill="#555"/>`
  );
}

/** A car seen from the side on a street: sedan, SUV or pickup, in one of several body colours. */
export function carScene(seed: number, colourIndex: number, background: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const road = 690;
  const backdrop = sky(random, width, road);
  const colour = CAR_COLOURS[colourIndex % CAR_COLOURS.length] ?? "#c62828";
  const kind = colourIndex % 3;
  const skyline = Array.from({ length: 9 }, (_, i) => {
    const w = between(random, 90, 160);
    const h = between(random, 150, 360);
    const shade = background % 2 === 0 ? hsl(215, 12, between(random, 55, 72)) : hsl(30, 20, between(random, 50, 70));
    return `<rect x="${i * 140 - 20}" y="${road - 80 - h}" width="${w}" height="${h + 80}" fill="${shade}"/>`;
  }).join("");
  const x = 170;
  const base = road - 70;
  const bodyPath =
    kind === 0
      ? `M${x} ${base} L${x} ${base - 90} Q${x + 20} ${base - 120} ${x + 190} ${base - 130} ` +
        `L${x + 300} ${base - 215} ` +
        `L${x + 590} ${base - 215} L${x + 720} ${base - 130} Q${x + 860} ${base - 120} ${x + 870} ${base - 80} ` +
        `L${x + 870} ${base} Z`
      : kind === 1
        ? `M${x} ${base} L${x} ${base - 140} Q${x + 10} ${base - 160} ${x + 120} ${base - 170} ` +
          `L${x + 230} ${base - 290} ` +
          `L${x + 700} ${base - 290} L${x + 780} ${base - 170} Q${x + 860} ${base - 160} ${x + 870} ${base - 120} ` +
          `L${x + 870} ${base} Z`
        : `M${x} ${base} L${x} ${base - 130} L${x + 150} ${base - 150} L${x + 250} ${base - 280} L${x + 480} ` +
          `${base - 280} L${x + 500} ${base - 150} L${x + 870} ${base - 150} L${x + 870} ${base} Z`;
  const glass =
    kind === 0
      ? `<polygon points="${x + 320},${base - 200} ${x + 440},${base - 200} ${x + 440},${base - 135} ${x + 230},` +
        `${base - 135}" fill="#2b3f52"/><polygon points="${x + 460},${base - 200} ${x + 580},${base - 200} ` +
        `${x + 680},${base - 135} ${x + 460},${base - 135}" fill="#2b3f52"/>`
      : kind === 1
        ? `<polygon points="${x + 250},${base - 270} ${x + 450},${base - 270} ${x + 450},${base - 175} ${x + 160},` +
          `${base - 175}" fill="#2b3f52"/><polygon points="${x + 470},${base - 270} ${x + 690},${base - 270} ` +
          `${x + 750},${base - 175} ${x + 470},${base - 175}" fill="#2b3f52"/>`
        : `<polygon points="${x + 265},${base - 260} ${x + 465},${base - 260} ${x + 480},${base - 160} ${x + 180},` +
          `${base - 160}" fill="#2b3f52"/>`;
  const body =
    backdrop.body +
    skyline +
    `<rect y="${road}" width="${width}" height="${height - road}" fill="#55585e"/>` +
    `<rect y="${road + 95}" width="${width}" height="8" fill="#e8e2c8" stroke-dasharray="60 40"/>` +
    `<rect y="${road - 12}" width="${width}" height="14" fill="#b8b4aa"/>` +
    `<ellipse cx="${x + 435}" cy="${base + 62}" rx="470" ry="26" fill="#000" opacity="0.25"/>` +
    `<path d="${bodyPath}" fill="${colour}"/>` +
    `<path d="${bodyPath}" fill="url(#shine)"/>` +
    glass +
    `<rect x="${x + 845}" y="${base - 90}" width="26" height="22" rx="6" fill="#fff3c4"/>` +
    `<rect x="${x}" y="${base - 80}" width="18" height="24" rx="5" fill="#d63b3b"/>` +
    wheel(x + 190, base + 10, 72) +
    wheel(x + 690, base + 10, 72);
  const shine =
    `<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" ` +
    `stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" ` +
    `stop-opacity="0.25"/></linearGradient>`;
  return svg(LANDSCAPE, backdrop.defs + shine, body);
}

/** A semi-truck: a cab and a long trailer on a highway. */
export function truckScene(seed: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const road = 700;
  const backdrop = sky(random, width, road);
  const cab = hsl(between(random, 0, 360), between(random, 45, 70), between(random, 35, 50));
  const trailer = hsl(0, 0, between(random, 82, 94));
  const base = road - 40;
  const hills =
    `<path d="M0 ${road} Q300 ${road - 160} 600 ${road - 60} T1200 ${road - 90} L1200 ${road} Z" ` +
    `fill="${hsl(between(random, 90, 130), 30, 45)}"/>`;
  const body =
    backdrop.body +
    hills +
    `<rect y="${road}" width="${width}" height="${height - road}" fill="#4f5257"/>` +
    `<rect y="${road + 110}" width="${width}" height="8" fill="#e8d27a"/>` +
    `<rect x="60" y="${base - 330}" width="720" height="290" rx="8" fill="${trailer}"/>` +
    `<rect x="60" y="${base - 90}" width="720" height="12" fill="#9a9a9a"/>` +
    `<rect x="800" y="${base - 300}" width="200" height="260" rx="18" fill="${cab}"/>` +
    `<rect x="1000" y="${base - 170}" width="110" height="130" rx="14" fill="${cab}"/>` +
    `<polygon points="880,${base - 280} 985,${base - 280} 985,${base - 180} 880,${base - 180}" fill="#2b3f52"/>` +
    `<rect x="830" y="${base - 360}" width="16" height="80" fill="#9aa0a6"/>` +
    `<rect x="1090" y="${base - 140}" width="24" height="20" fill="#fff3c4"/>` +
    wheel(180, base, 52) +
    wheel(300, base, 52) +
    wheel(660, base, 52) +
    wheel(880, base, 52) +
    wheel(1040, base, 52);
  return svg(LANDSCAPE, backdrop.defs, body);
}

/** A car's dashboard: a wheel, the dials and the windscreen's view. */
export function dashboardScene(seed: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const trim = hsl(between(random, 0, 40), between(random, 5, 25), between(random, 12, 24));
  const body =
    `<rect width="${width}" height="${height}" fill="url(#road)"/>` +
    `<path d="M0 420 Q600 330 1200 420 L1200 900 L0 900 Z" fill="${trim}"/>` +
    `<circle cx="420" cy="640" r="230" fill="none" stroke="#16161a" stroke-width="46"/>` +
    `<circle cx="420" cy="640" r="70" fill="#1d1d22"/>` +
    `<rect x="200" y="620" width="440" height="36" fill="#16161a"/>` +
    `<circle cx="330" cy="500" r="60" fill="#0f1115" stroke="#7ad0ff" stroke-width="4"/>` +
    `<circle cx="510" cy="500" r="60" fill="#0f1115" stroke="#7ad0ff" stroke-width="4"/>` +
    `<rect x="760" y="470" width="260" height="150" rx="14" fill="#0f1115"/>` +
    `<rect x="775" y="485" width="230" height="120" rx="8" fill="${hsl(between(random, 180, 230), 60, 45)}"/>`;
  const road = linear("road", [hsl(between(random, 195, 215), 60, 70), hsl(between(random, 80, 120), 25, 55)]);
  return svg(LANDSCAPE, road, body);
}

/** A shop or office front: a facade, an awning, display windows, a sign board. */
export function shopScene(seed: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const facade = hsl(between(random, 0, 360), between(random, 15, 45), between(random, 55, 80));
  const accent = hsl(between(random, 0, 360), between(random, 55, 80), between(random, 40, 55));
  const stripes = Array.from({ length: 12 }, (_, i) =>
    i % 2 === 0 ? `<rect x="${120 + i * 80}" y="300" width="80" height="110" fill="#fff"/>` : "",
  ).join("");
  const sidewalk = 780;
  const scallops = Array.from({ length: 12 }, (_, i) => `Q${160 + i * 80} 450 ${200 + i * 80} 410`).join(" ");
  const body =
    `<rect width="${width}" height="${height}" fill="${facade}"/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<rect x="0" y="${i * 34}" width="${width}" height="2" fill="#000" opacity="0.06"/>`,
    ).join("") +
    `<rect x="120" y="150" width="960" height="120" rx="10" fill="${accent}"/>` +
    `<rect x="240" y="195" width="${between(random, 380, 640)}" height="30" rx="15" fill="#fff" opacity="0.85"/>` +
    `<rect x="120" y="300" width="960" height="110" fill="${accent}"/>${stripes}` +
    `<path d="M120 410 ${scallops}" ` +
    `fill="${accent}"/>` +
    `<rect x="150" y="450" width="380" height="${sidewalk - 450}" fill="#2e4a5e"/>` +
    `<rect x="670" y="450" width="380" height="${sidewalk - 450}" fill="#2e4a5e"/>` +
    `<rect x="160" y="460" width="360" height="${sidewalk - 470}" fill="url(#glass)"/>` +
    `<rect x="680" y="460" width="360" height="${sidewalk - 470}" fill="url(#glass)"/>` +
    `<rect x="545" y="470" width="110" height="${sidewalk - 470}" fill="#3a3a3a"/>` +
    `<rect x="555" y="480" width="90" height="${sidewalk - 490}" fill="url(#glass)"/>` +
    `<rect x="200" y="640" width="120" height="80" fill="${hsl(between(random, 0, 360), 55, 60)}"/>` +
    `<rect x="340" y="600" width="140" height="120" fill="${hsl(between(random, 0, 360), 55, 60)}"/>` +
    `<circle cx="820" cy="620" r="60" fill="${hsl(between(random, 0, 360), 55, 62)}"/>` +
    `<rect y="${sidewalk}" width="${width}" height="${height - sidewalk}" fill="#b9b4aa"/>` +
    `<rect x="40" y="${sidewalk - 170}" width="70" height="170" rx="30" fill="${hsl(120, 35, 35)}"/>` +
    `<rect x="1090" y="${sidewalk - 170}" width="70" height="170" rx="30" fill="${hsl(120, 35, 35)}"/>`;
  const glass =
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dff1fb"/>` +
    `<stop offset="0.5" stop-color="#9cc3da"/><stop offset="1" stop-color="#d2e6f1"/></linearGradient>`;
  return svg(LANDSCAPE, glass, body);
}

/** An office inside: desks, screens, a window wall, plants. */
export function officeScene(seed: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const wall = hsl(between(random, 180, 230), between(random, 10, 25), between(random, 85, 93));
  const desk = hsl(between(random, 20, 40), 30, between(random, 55, 72));
  const chair = hsl(between(random, 0, 360), 45, 40);
  const panes = Array.from(
    { length: 5 },
    (_, i) => `<rect x="${60 + i * 220}" y="80" width="200" height="360" fill="url(#city)"/>`,
  ).join("");
  const body =
    `<rect width="${width}" height="${height}" fill="${wall}"/>${panes}` +
    `<rect y="560" width="${width}" height="340" fill="${hsl(30, 10, between(random, 55, 70))}"/>` +
    `<rect x="140" y="520" width="420" height="24" fill="${desk}"/><rect x="160" y="544" width="16" height="150" ` +
    `fill="#444"/><rect x="524" y="544" width="16" height="150" fill="#444"/>` +
    `<rect x="660" y="520" width="420" height="24" fill="${desk}"/><rect x="680" y="544" width="16" height="150" ` +
    `fill="#444"/><rect x="1044" y="544" width="16" height="150" fill="#444"/>` +
    `<rect x="250" y="400" width="200" height="120" rx="6" fill="#222"/><rect x="262" y="412" width="176" ` +
    `height="96" fill="${hsl(between(random, 180, 240), 50, 55)}"/>` +
    `<rect x="770" y="400" width="200" height="120" rx="6" fill="#222"/><rect x="782" y="412" width="176" ` +
    `height="96" fill="${hsl(between(random, 180, 240), 50, 55)}"/>` +
    `<rect x="300" y="600" width="100" height="120" rx="20" fill="${chair}"/>` +
    `<rect x="820" y="600" width="100" height="120" rx="20" fill="${chair}"/>` +
    `<rect x="40" y="600" width="60" height="90" fill="#8a5a3c"/>` +
    `<ellipse cx="70" cy="560" rx="55" ry="70" fill="${hsl(120, 40, 35)}"/>`;
  const city = linear("city", [hsl(between(random, 195, 215), 55, 75), hsl(between(random, 195, 215), 30, 88)]);
  return svg(LANDSCAPE, city, body);
}

/** An event poster: a bold gradient, geometric shapes, stage lights and a crowd's silhouettes. */
export function posterScene(seed: number): string {
  const random = randomOf(seed);
  const { width, height } = LANDSCAPE;
  const hue = between(random, 0, 360);
  const shapes = Array.from({ length: 7 }, () => {
    const x = between(random, 0, width);
    const y = between(random, 0, 600);
    const r = between(random, 40, 160);
    const fill = hsl(hue + between(random, 60, 200), 80, between(random, 55, 70));
    return random() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.55"/>`
      : `<polygon points="${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}" fill="${fill}" opacity="0.5"/>`;
  }).join("");
  const beams = Array.from({ length: 5 }, (_, i) => {
    const from = 150 + i * 225;
    return (
      `<polygon points="${from - 12},0 ${from + 12},0 ${from + between(random, -200, 200) + 120},700 ` +
      `${from + between(random, -200, 200) - 120},700" fill="#fff" opacity="0.12"/>`
    );
  }).join("");
  const crowd = Array.from({ length: 16 }, (_, i) => {
    const x = i * 80 + between(random, -10, 10);
    const y = between(random, 720, 770);
    return (
      `<circle cx="${x}" cy="${y}" r="34" fill="#120c1c"/><rect x="${x - 46}" y="${y + 26}" width="92" ` +
      `height="200" rx="40" fill="#120c1c"/>`
    );
  }).join("");
  const hands = Array.from({ length: 5 }, () => {
    const x = between(random, 60, width - 60);
    return (
      `<rect x="${x}" y="${between(random, 600, 650)}" width="18" height="130" rx="9" fill="#120c1c" ` +
      `transform="rotate(${between(random, -20, 20)} ${x} 760)"/>`
    );
  }).join("");
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${shapes}${beams}` +
    `<rect x="0" y="640" width="${width}" height="40" fill="${hsl(hue + 30, 60, 25)}"/>${crowd}${hands}`;
  const bg = linear("bg", [hsl(hue, 75, 45), hsl(hue + 50, 80, 22)]);
  return svg(LANDSCAPE, bg, body);
}

const SKIN = ["#f1d3bc", "#e7b99a", "#d39a73", "#b97b56", "#8d5a3b", "#f5dccb"];
const HAIR = ["#2b1d14", "#5a3a22", "#a0683a", "#d9b26f", "#1a1a1a", "#7b7b7b", "#8c2f1b"];

/** A portrait-like figure: head, hair, shoulders and a shirt over a soft background; no one's real face. */
export function portraitScene(seed: number, hair: "short" | "long", backgroundShift = 0): string {
  const random = randomOf(seed);
  const { width, height } = PORTRAIT;
  const hue = between(random, 0, 360) + backgroundShift;
  const skin = pick(random, SKIN);
  const hairColour = pick(random, HAIR);
  const shirt = hsl(between(random, 0, 360), between(random, 35, 70), between(random, 35, 60));
  random(); // once a coin for the hair: kept, so the other draws of a seed stay as they were
  const long = hair === "long";
  const smiling = random() < 0.5;
  const cx = width / 2 + between(random, -60, 60);
  const headY = 520;
  const hairBack = long
    ? `<path d="M${cx - 190} ${headY - 40} Q${cx - 230} ${headY + 320} ${cx - 150} ${headY + 380} L${cx + 150} ` +
      `${headY + 380} Q${cx + 230} ${headY + 320} ${cx + 190} ${headY - 40} Z" fill="${hairColour}"/>`
    : "";
  const bokeh = Array.from({ length: 9 }, () => {
    const r = between(random, 40, 120);
    return (
      `<circle cx="${between(random, 0, width)}" cy="${between(random, 0, height * 0.7)}" r="${r}" fill="#fff" ` +
      `opacity="${between(random, 0.08, 0.22).toFixed(2)}"/>`
    );
  }).join("");
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${bokeh}` +
    hairBack +
    `<path d="M${cx - 360} ${height} Q${cx - 340} ${headY + 300} ${cx} ${headY + 280} Q${cx + 340} ${headY + 300} ` +
    `${cx + 360} ${height} Z" fill="${shirt}"/>` +
    `<rect x="${cx - 60}" y="${headY + 130}" width="120" height="170" rx="50" fill="${skin}"/>` +
    `<ellipse cx="${cx}" cy="${headY}" rx="160" ry="195" fill="${skin}"/>` +
    `<path d="M${cx - 168} ${headY - 10} Q${cx - 170} ${headY - 230} ${cx} ${headY - 225} Q${cx + 170} ` +
    `${headY - 230} ${cx + 168} ${headY - 10} Q${cx + 60} ${headY - 140} ${cx - 168} ${headY - 10} Z" ` +
    `fill="${hairColour}"/>` +
    `<ellipse cx="${cx - 58}" cy="${headY + 10}" rx="14" ry="${smiling ? 6 : 11}" fill="#2a2220"/>` +
    `<ellipse cx="${cx + 58}" cy="${headY + 10}" rx="14" ry="${smiling ? 6 : 11}" fill="#2a2220"/>` +
    `<path d="M${cx - 85} ${headY - 32} Q${cx - 58} ${headY - 46} ${cx - 30} ${headY - 32}" stroke="${hairColour}" ` +
    `stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M${cx + 30} ${headY - 32} Q${cx + 58} ${headY - 46} ${cx + 85} ${headY - 32}" stroke="${hairColour}" ` +
    `stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${cx - 92}" cy="${headY + 70}" r="26" fill="#e2736b" opacity="0.25"/>` +
    `<circle cx="${cx + 92}" cy="${headY + 70}" r="26" fill="#e2736b" opacity="0.25"/>` +
    `<path d="M${cx - 50} ${headY + 95} Q${cx} ${headY + 130} ${cx + 50} ${headY + 95}" stroke="#9c4b45" ` +
    `stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M${cx - 90} ${headY + 330} Q${cx} ${headY + 390} ${cx + 90} ${headY + 330}" stroke="#fff" ` +
    `stroke-width="10" fill="none" opacity="0.35"/>`;
  const bg = linear("bg", [hsl(hue, 45, 78), hsl(hue + 40, 40, 58)]);
  return svg(PORTRAIT, bg, body);
}
