/**
 * Generated cover art: a 600×800 cover per product (platform palette and wordmark band, a
 * motif for its kind or genre, the wrapped title), three 1280×720 abstract "screenshots",
 * and the five PEGI badges. Plain SVG, system fonts only, no external references, each a
 * few KB; shapes are seeded by the product id so every product looks different but stable.
 */
import type { Genre } from "./catalog-data.js";
import type { ProductSpec } from "./products.js";
import { Random } from "./rng.js";

const FONT = 'font-family="DejaVu Sans, Arial, sans-serif"';

/** Escapes text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

/** Greedy word wrap to at most `maxLines` lines of `maxChars`, ending with "…" when cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (let word of words) {
    while (word.length > maxChars) {
      if (line) {
        lines.push(line);
        line = "";
      }
      lines.push(word.slice(0, maxChars - 1) + "-");
      word = word.slice(maxChars - 1);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`;
    return kept;
  }
  return lines;
}

/** Title block: the largest font size at which the text fits in `lines` lines of `width` px. */
function titleText(text: string, x: number, top: number, width: number, sizes: number[], lines: number, fill = "#ffffff"): string {
  let chosen = sizes[sizes.length - 1]!;
  let wrapped: string[] = [];
  for (const size of sizes) {
    wrapped = wrapText(text, Math.floor(width / (size * 0.62)), lines);
    chosen = size;
    if (!wrapped[wrapped.length - 1]!.endsWith("…")) break;
  }
  const lh = Math.round(chosen * 1.15);
  const spans = wrapped.map((l, i) => `<tspan x="${x}" y="${top + chosen + i * lh}">${xmlEscape(l)}</tspan>`).join("");
  return `<text ${FONT} font-size="${chosen}" font-weight="bold" fill="${fill}">${spans}</text>`;
}

const int = (n: number) => Math.round(n);

/** A mountain ridge as a closed path from x=0 to 600 (or `w`), down to `bottom`. */
function ridge(r: Random, baseY: number, amp: number, bottom: number, fill: string, w = 600, opacity = 1): string {
  let d = `M0 ${bottom} L0 ${int(baseY + r.float(-amp, amp) / 2)}`;
  for (let x = r.int(40, 90); x < w; x += r.int(50, 110)) d += ` L${x} ${int(baseY + r.float(-amp, amp))}`;
  d += ` L${w} ${int(baseY + r.float(-amp, amp) / 2)} L${w} ${bottom}Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
}

function stars(r: Random, n: number, w: number, y0: number, y1: number): string {
  let s = "";
  for (let i = 0; i < n; i++)
    s += `<circle cx="${r.int(10, w - 10)}" cy="${r.int(y0, y1)}" r="${r.float(1, 3).toFixed(1)}" fill="#fff" fill-opacity="${r.float(0.3, 0.9).toFixed(2)}"/>`;
  return s;
}

function landscape(r: Random, from: string, to: string, accent: string, w: number, horizon: number, bottom: number): string {
  const sun = `<circle cx="${r.int(w * 0.15, w * 0.85)}" cy="${r.int(horizon - 220, horizon - 80)}" r="${r.int(40, 95)}" fill="${accent}" fill-opacity="0.85"/>`;
  return (
    stars(r, 14, w, 90, horizon - 60) +
    sun +
    ridge(r, horizon - 40, 70, bottom, mix(from, to, 0.45), w, 0.9) +
    ridge(r, horizon + 40, 60, bottom, mix(from, "#000000", 0.45), w) +
    ridge(r, horizon + 120, 45, bottom, mix(to, "#000000", 0.35), w)
  );
}

function gameMotif(r: Random, genre: Genre, from: string, to: string, accent: string): string {
  switch (genre) {
    case "shooter":
      return (
        landscape(r, from, to, accent, 600, 430, 560) +
        `<g stroke="${accent}" stroke-width="4" fill="none" stroke-opacity="0.9"><circle cx="300" cy="300" r="110"/><circle cx="300" cy="300" r="12"/>` +
        `<path d="M300 160V250M300 350V440M160 300H250M350 300H440"/></g>`
      );
    case "racing": {
      const hz = r.int(300, 360);
      let dashes = "";
      for (let y = hz + 20, h = 8; y < 560; y += h * 2.4, h *= 1.35)
        dashes += `<rect x="${int(300 - h / 4)}" y="${int(y)}" width="${int(h / 2)}" height="${int(h)}" fill="#fff"/>`;
      return (
        stars(r, 10, 600, 90, hz - 40) +
        `<circle cx="${r.int(120, 480)}" cy="${hz - 10}" r="${r.int(60, 110)}" fill="${accent}" fill-opacity="0.8"/>` +
        `<rect y="${hz}" width="600" height="${560 - hz}" fill="${mix(to, "#000000", 0.3)}"/>` +
        `<path d="M285 ${hz}L315 ${hz}L560 560L40 560Z" fill="#222"/>` +
        dashes
      );
    }
    case "strategy": {
      const pts = [0, 60, 120, 180, 240, 300]
        .map((a) => `${int(50 * Math.cos(((a + 30) * Math.PI) / 180))},${int(50 * Math.sin(((a + 30) * Math.PI) / 180))}`)
        .join(" ");
      let hexes = `<defs><polygon id="hx" points="${pts}" stroke="#000" stroke-opacity="0.3"/></defs>`;
      for (let row = 0; row < 6; row++)
        for (let col = 0; col < 6; col++) {
          const fill = r.chance(0.3) ? accent : mix(from, to, r.next());
          hexes += `<use href="#hx" x="${60 + col * 96 + (row % 2) * 48}" y="${130 + row * 80}" fill="${fill}" fill-opacity="${r.float(0.25, 0.8).toFixed(2)}"/>`;
        }
      return hexes;
    }
    case "sports":
      return (
        `<path d="M120 250L480 250L600 560L0 560Z" fill="#2f7d32"/><g stroke="#fff" stroke-width="4" fill="none" stroke-opacity="0.85">` +
        `<path d="M120 250L480 250L600 560L0 560Z"/><path d="M62 400H538"/><ellipse cx="300" cy="400" rx="90" ry="34"/></g>` +
        `<circle cx="${r.int(200, 400)}" cy="${r.int(150, 220)}" r="34" fill="#fff"/><circle cx="${r.int(80, 520)}" cy="${r.int(110, 200)}" r="${r.int(30, 60)}" fill="${accent}" fill-opacity="0.6"/>`
      );
    case "simulation": {
      let fields = "";
      for (let i = 0; i < 6; i++)
        fields += `<ellipse cx="${r.int(0, 600)}" cy="${r.int(380, 560)}" rx="${r.int(180, 320)}" ry="${r.int(40, 90)}" fill="${mix(accent, to, r.float(0.2, 0.8))}" fill-opacity="0.8"/>`;
      return `<circle cx="${r.int(100, 500)}" cy="${r.int(150, 260)}" r="${r.int(50, 80)}" fill="${accent}" fill-opacity="0.85"/>` + fields;
    }
    case "indie": {
      let s = "";
      for (let i = 0; i < 14; i++)
        s += `<circle cx="${r.int(20, 580)}" cy="${r.int(100, 540)}" r="${r.int(12, 70)}" fill="${r.chance(0.5) ? accent : "#fff"}" fill-opacity="${r.float(0.15, 0.7).toFixed(2)}"/>`;
      for (let i = 0; i < 8; i++) s += `<rect x="${r.int(0, 29) * 20}" y="${r.int(5, 26) * 20}" width="20" height="20" fill="${accent}"/>`;
      return s;
    }
    default:
      return landscape(r, from, to, accent, 600, 430, 560);
  }
}

const shield = (fill: string, accent: string) =>
  `<path d="M300 130L460 190V330C460 430 390 500 300 540C210 500 140 430 140 330V190Z" fill="${fill}" stroke="${accent}" stroke-width="8"/>` +
  `<path d="M235 330L285 380L375 270" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`;

function softwareMotif(r: Random, spec: ProductSpec, from: string, to: string, accent: string): string {
  const kind = spec.software!.kind;
  switch (kind) {
    case "windows":
    case "server":
      return (
        `<circle cx="300" cy="320" r="210" fill="${accent}" fill-opacity="0.18"/>` +
        `<g transform="translate(300 320) skewY(-8)"><rect x="-150" y="-150" width="142" height="142" fill="${accent}"/><rect x="8" y="-150" width="142" height="142" fill="${accent}" fill-opacity="0.85"/>` +
        `<rect x="-150" y="8" width="142" height="142" fill="${accent}" fill-opacity="0.85"/><rect x="8" y="8" width="142" height="142" fill="${accent}" fill-opacity="0.7"/></g>`
      );
    case "office":
    case "office-mac":
    case "m365": {
      let docs = "";
      for (let i = 0; i < 3; i++) {
        const x = 150 + i * 50;
        const y = 140 + i * 40;
        docs += `<rect x="${x}" y="${y}" width="240" height="300" rx="14" fill="#fff" fill-opacity="${(0.55 + i * 0.2).toFixed(2)}"/>`;
      }
      for (let l = 0; l < 6; l++) docs += `<rect x="280" y="${260 + l * 32}" width="${r.int(90, 170)}" height="12" rx="6" fill="${accent}"/>`;
      return docs;
    }
    case "antivirus":
      return shield(mix(from, "#000000", 0.3), accent);
    case "vpn":
    case "password":
      return (
        `<g fill="none" stroke="${accent}" stroke-width="6" stroke-opacity="0.8"><circle cx="300" cy="310" r="170"/><ellipse cx="300" cy="310" rx="70" ry="170"/><path d="M130 310H470M155 230H445M155 390H445"/></g>` +
        `<rect x="250" y="330" width="100" height="80" rx="12" fill="#fff"/><path d="M270 330V305A30 30 0 0 1 330 305V330" fill="none" stroke="#fff" stroke-width="12"/>` +
        `<circle cx="300" cy="365" r="10" fill="${to}"/>`
      );
    case "audio": {
      let bars = "";
      for (let i = 0; i < 22; i++) {
        const h = r.int(30, 260);
        bars += `<rect x="${70 + i * 21}" y="${int(320 - h / 2)}" width="12" height="${h}" rx="6" fill="${i % 3 ? accent : "#fff"}"/>`;
      }
      return bars;
    }
    case "video":
      return (
        `<rect x="90" y="170" width="420" height="280" rx="18" fill="#000" fill-opacity="0.5"/><path d="M260 240L380 310L260 380Z" fill="${accent}"/>` +
        [0, 1, 2, 3, 4, 5]
          .map(
            (i) =>
              `<rect x="${110 + i * 66}" y="184" width="40" height="22" rx="4" fill="#fff" fill-opacity="0.7"/><rect x="${110 + i * 66}" y="414" width="40" height="22" rx="4" fill="#fff" fill-opacity="0.7"/>`,
          )
          .join("")
      );
    case "gamedev": {
      const paths = ["", "", ""];
      for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) if (r.chance(0.5)) paths[r.int(0, 2)] += `M${150 + x * 30} ${160 + y * 30}h30v30h-30z`;
      return `<path d="${paths[0]}" fill="${accent}"/><path d="${paths[1]}" fill="#fff"/><path d="${paths[2]}" fill="#fff" fill-opacity="0.45"/>`;
    }
    case "creativity":
      return (
        `<circle cx="240" cy="270" r="120" fill="#ff3b6b" fill-opacity="0.7"/><circle cx="360" cy="270" r="120" fill="#2ec5ff" fill-opacity="0.7"/><circle cx="300" cy="370" r="120" fill="#ffd23b" fill-opacity="0.7"/>` +
        `<path d="M90 500C${r.int(150, 250)} ${r.int(400, 460)} ${r.int(350, 450)} ${r.int(520, 560)} 520 470" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>`
      );
    default: {
      let teeth = "";
      for (let i = 0; i < 8; i++) teeth += `<rect x="270" y="140" width="60" height="70" rx="8" fill="${accent}" transform="rotate(${i * 45} 300 320)"/>`;
      return teeth + `<circle cx="300" cy="320" r="140" fill="${accent}"/><circle cx="300" cy="320" r="60" fill="${mix(from, to, 0.5)}"/>`;
    }
  }
}

function cardShape(color: string, accent: string, big: string, small: string): string {
  const size = big.length <= 7 ? 72 : big.length <= 11 ? 52 : 40;
  return (
    `<g transform="rotate(-6 300 320)"><rect x="80" y="180" width="440" height="280" rx="26" fill="${color}" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>` +
    `<circle cx="470" cy="230" r="120" fill="#fff" fill-opacity="0.08"/><rect x="115" y="225" width="70" height="52" rx="8" fill="#e6c25a"/>` +
    `<path d="M115 251H185M150 225V277" stroke="#b3922f" stroke-width="3"/>` +
    `<text x="115" y="420" ${FONT} font-size="${size}" font-weight="bold" fill="#fff">${xmlEscape(big)}</text>` +
    `<text x="115" y="330" ${FONT} font-size="22" fill="${accent}">${xmlEscape(small)}</text></g>`
  );
}

function accountMotif(accent: string, from: string): string {
  return (
    `<circle cx="300" cy="320" r="190" fill="${accent}" fill-opacity="0.2"/><circle cx="300" cy="260" r="80" fill="#fff"/>` +
    `<path d="M160 470C170 380 230 350 300 350C370 350 430 380 440 470Z" fill="#fff"/>` +
    `<g transform="translate(400 420) rotate(-35)"><circle r="34" fill="${accent}"/><circle r="12" fill="${from}"/><rect x="30" y="-9" width="90" height="18" fill="${accent}"/><rect x="96" y="9" width="14" height="22" fill="${accent}"/></g>`
  );
}

/** The 600×800 cover of a product. */
export function coverSvg(spec: ProductSpec, productId: number): string {
  const r = new Random(productId * 7919 + 17);
  const { band, accent, ink } = spec.platform.palette;
  let { from, to } = spec.platform.palette;
  if (spec.kind === "game") {
    // Same platform, different game: tint the platform gradient with a hue of its own.
    const tint = r.pick(["#ff7a45", "#36cfc9", "#9254de", "#ffc53d", "#f759ab", "#40a9ff", "#73d13d", "#ff4d4f"]);
    from = mix(from, tint, r.float(0.2, 0.5));
    to = mix(to, tint, r.float(0.05, 0.2));
  }
  let motif: string;
  switch (spec.kind) {
    case "game":
      motif = gameMotif(r, spec.genres.includes("indie") ? "indie" : (spec.genres[0] ?? "action"), from, to, accent);
      break;
    case "software":
      motif = softwareMotif(r, spec, from, to, accent);
      break;
    case "card":
      motif = cardShape(spec.card!.color, "#ffffff", spec.card!.amount, spec.publisher.toUpperCase());
      break;
    case "subscription":
      motif = cardShape(spec.subscription!.color, "#ffffff", spec.subscription!.duration.en.toUpperCase(), "MEMBERSHIP");
      break;
    case "account":
      motif = accountMotif(accent, from);
      break;
  }
  const caption = [spec.variant && spec.kind !== "subscription" ? spec.variant.en : null, spec.region !== "GLOBAL" ? spec.region.replace(/_/g, " ") : null]
    .filter(Boolean)
    .join(" · ")
    .toUpperCase();
  const title = spec.kind === "card" ? spec.title.en.replace(/\s+\S+ (EUR|USD|GBP)$/, "") : spec.title.en;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="600" height="800" fill="url(#bg)"/>` +
    motif +
    `<rect width="600" height="72" fill="${band}"/>` +
    `<text x="28" y="47" ${FONT} font-size="26" font-weight="bold" letter-spacing="2" fill="${ink}">${xmlEscape(spec.platform.wordmark)}</text>` +
    (spec.platform.slug === "keymarket"
      ? ""
      : `<text x="572" y="45" text-anchor="end" ${FONT} font-size="16" fill="${ink}" fill-opacity="0.7">KeyMarket</text>`) +
    `<rect y="560" width="600" height="240" fill="#000" fill-opacity="0.55"/><rect y="560" width="600" height="5" fill="${accent}"/>` +
    titleText(title, 32, 578, 536, [46, 40, 34, 28], 3) +
    (caption ? `<text x="32" y="778" ${FONT} font-size="19" letter-spacing="1" fill="${accent}">${xmlEscape(caption)}</text>` : "") +
    `</svg>`
  );
}

function hud(r: Random, accent: string): string {
  return (
    `<rect x="40" y="40" width="260" height="18" rx="9" fill="#000" fill-opacity="0.5"/><rect x="44" y="44" width="${r.int(80, 250)}" height="10" rx="5" fill="#e5484d"/>` +
    `<rect x="40" y="66" width="200" height="12" rx="6" fill="#000" fill-opacity="0.5"/><rect x="43" y="69" width="${r.int(40, 190)}" height="6" rx="3" fill="${accent}"/>` +
    `<circle cx="1180" cy="100" r="60" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/><path d="M1180 84L1190 110L1180 104L1170 110Z" fill="#fff"/>`
  );
}

/** A city skyline: one path for the buildings, the same path again filled with a window pattern. */
function skyline(r: Random, color: string, lit: string): string {
  let d = "";
  for (let x = 0; x < 1280; ) {
    const w = r.int(50, 120);
    const h = r.int(120, 420);
    d += `M${x} ${600 - h}h${w}v${h}h-${w}z`;
    x += w + r.int(4, 20);
  }
  return (
    `<defs><pattern id="win" width="26" height="34" patternUnits="userSpaceOnUse"><rect x="8" y="10" width="9" height="13" fill="${lit}" fill-opacity="0.75"/></pattern></defs>` +
    `<path d="${d}" fill="${color}"/><path d="${d}" fill="url(#win)"/><rect y="600" width="1280" height="120" fill="${color}"/>`
  );
}

function appWindow(r: Random, accent: string): string {
  let blocks = "";
  for (let i = 0; i < 6; i++)
    blocks += `<rect x="${420 + (i % 3) * 250}" y="${200 + Math.floor(i / 3) * 170}" width="220" height="140" rx="12" fill="#fff" fill-opacity="${r.float(0.1, 0.3).toFixed(2)}"/>`;
  return (
    `<rect x="140" y="90" width="1000" height="560" rx="18" fill="#0b1020" fill-opacity="0.75"/><rect x="140" y="90" width="1000" height="48" rx="18" fill="#fff" fill-opacity="0.12"/>` +
    `<circle cx="176" cy="114" r="8" fill="#ff5f57"/><circle cx="202" cy="114" r="8" fill="#febc2e"/><circle cx="228" cy="114" r="8" fill="#28c840"/>` +
    `<rect x="160" y="160" width="220" height="470" rx="12" fill="${accent}" fill-opacity="0.25"/>` +
    [0, 1, 2, 3, 4].map((i) => `<rect x="180" y="${190 + i * 46}" width="${r.int(100, 170)}" height="14" rx="7" fill="#fff" fill-opacity="0.6"/>`).join("") +
    blocks
  );
}

function barChart(r: Random, accent: string): string {
  let bars = "";
  for (let i = 0; i < 12; i++) {
    const h = r.int(60, 380);
    bars += `<rect x="${180 + i * 78}" y="${600 - h}" width="50" height="${h}" rx="6" fill="${i % 4 === 0 ? "#fff" : accent}" fill-opacity="0.85"/>`;
  }
  return (
    `<rect x="140" y="120" width="1000" height="520" rx="18" fill="#000" fill-opacity="0.35"/>` +
    bars +
    `<path d="M160 600H1120" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>`
  );
}

function devices(accent: string): string {
  return (
    `<rect x="260" y="150" width="620" height="390" rx="18" fill="#111" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/><rect x="284" y="174" width="572" height="342" rx="6" fill="${accent}" fill-opacity="0.35"/>` +
    `<path d="M200 560H940L900 600H240Z" fill="#ccc"/><rect x="930" y="250" width="170" height="330" rx="26" fill="#111" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>` +
    `<rect x="946" y="280" width="138" height="270" rx="8" fill="${accent}" fill-opacity="0.45"/>`
  );
}

/** One of the three 1280×720 gallery images of a product (n = 1, 2, 3). */
export function gallerySvg(spec: ProductSpec, productId: number, n: number): string {
  const r = new Random(productId * 104729 + n * 131);
  const { from, to, accent } = spec.platform.palette;
  const tint = r.pick(["#ff7a45", "#36cfc9", "#9254de", "#ffc53d", "#f759ab", "#40a9ff", "#73d13d"]);
  const top = mix(from, tint, r.float(0.15, 0.5));
  const bottom = mix(to, "#000000", 0.2);
  let scene: string;
  if (spec.kind === "game") {
    scene =
      n === 1
        ? landscape(r, top, bottom, tint, 1280, 470, 720) + hud(r, accent)
        : n === 2
          ? stars(r, 16, 1280, 40, 300) +
            `<circle cx="${r.int(200, 1080)}" cy="${r.int(140, 260)}" r="${r.int(60, 120)}" fill="${tint}" fill-opacity="0.8"/>` +
            skyline(r, mix(bottom, "#000000", 0.4), tint) +
            hud(r, accent)
          : Array.from(
              { length: 7 },
              () =>
                `<path d="M${r.int(-200, 1280)} 0L${r.int(0, 1480)} 720" stroke="${r.chance(0.5) ? tint : "#fff"}" stroke-opacity="${r.float(0.15, 0.5).toFixed(2)}" stroke-width="${r.int(10, 60)}"/>`,
            ).join("") +
            Array.from(
              { length: 6 },
              () =>
                `<circle cx="${r.int(100, 1180)}" cy="${r.int(100, 620)}" r="${r.int(30, 150)}" fill="${r.chance(0.5) ? accent : tint}" fill-opacity="${r.float(0.2, 0.6).toFixed(2)}"/>`,
            ).join("") +
            hud(r, accent);
  } else {
    scene = n === 1 ? appWindow(r, accent) : n === 2 ? barChart(r, tint) : devices(accent);
  }
  const label = spec.kind === "game" ? `Screenshot ${n}/3` : `Preview ${n}/3`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#g)"/>` +
    scene +
    `<rect y="640" width="1280" height="80" fill="#000" fill-opacity="0.6"/>` +
    titleText(spec.title.en, 40, 650, 1000, [34, 28], 1) +
    `<text x="1240" y="692" text-anchor="end" ${FONT} font-size="20" fill="#fff" fill-opacity="0.75">${label}</text>` +
    `</svg>`
  );
}

/** PEGI age ratings that have a badge. */
export const PEGI_AGES = [3, 7, 12, 16, 18] as const;

/** A 120×146 PEGI badge in the official colours (3/7 green, 12/16 orange, 18 red). */
export function pegiSvg(age: (typeof PEGI_AGES)[number]): string {
  const color = age <= 7 ? "#7ab929" : age <= 16 ? "#f39200" : "#e3051b";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="146" viewBox="0 0 120 146">` +
    `<rect width="120" height="146" rx="6" fill="#ffffff" stroke="#000000" stroke-width="2"/>` +
    `<rect x="5" y="5" width="110" height="112" rx="4" fill="${color}"/>` +
    `<text x="60" y="92" text-anchor="middle" ${FONT} font-size="66" font-weight="bold" fill="#ffffff">${age}</text>` +
    `<text x="60" y="136" text-anchor="middle" ${FONT} font-size="13" font-weight="bold" fill="#000000">www.pegi.info</text>` +
    `</svg>`
  );
}
