// First-load JavaScript of storefront pages, from the client build's manifest: the entry
// chunk, the page's route chunk and the page's messages, each with its static imports,
// gzipped (level 9, as a CDN would). Also checks that no admin or seller code is reachable
// from the storefront entry without a dynamic import.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export function loadManifest(root) {
  return JSON.parse(readFileSync(path.join(root, "dist", "client", ".vite", "manifest.json"), "utf8"));
}

function closure(manifest, keys) {
  const files = new Set();
  const seenKeys = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seenKeys.has(key)) return;
    seenKeys.add(key);
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return { files, keys: seenKeys };
}

/** Gzipped bytes of the JavaScript a first visit to a page with `pageModule` loads. */
export function firstLoad(root, manifest, pageModule, locale = "en", scope) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The frame's messages and the page's own scope of messages (i18n/index.tsx).
  const messages = [`src/i18n/${locale}.messages.js`, ...(scope ? [`src/i18n/${locale}.${scope}.messages.js`] : [])];
  const { files, keys } = closure(manifest, [entryKey, pageModule, ...messages]);
  let gzip = 0;
  let raw = 0;
  const perFile = [];
  for (const f of files) {
    const body = readFileSync(path.join(root, "dist", "client", f));
    const gz = gzipSync(body, { level: 9 }).length;
    gzip += gz;
    raw += body.length;
    perFile.push({ file: f, gzip: gz });
  }
  perFile.sort((a, b) => b.gzip - a.gzip);
  return { gzip, raw, files: perFile, keys };
}

/** Source modules of the admin and seller areas reachable from the storefront's static graph (must be none). */
export function areaLeaks(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const { keys } = closure(manifest, [entryKey]);
  return [...keys].filter((k) => /app\/(shells|layouts)\/(Admin|Seller|Area)/.test(k) || /\/(admin|seller)\//.test(k));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..");
  const manifest = loadManifest(root);
  for (const [name, module] of [
    ["home", "src/features/home/HomePage.tsx"],
    ["category", "src/features/catalog/CategoryPage.tsx"],
    ["product", "src/features/product/ProductPage.tsx"],
  ]) {
    const r = firstLoad(root, manifest, module, process.env.LOCALE ?? "en", name);
    console.log(`${name.padEnd(9)} ${(r.gzip / 1024).toFixed(1)} KiB gzip (${(r.raw / 1024).toFixed(0)} KiB raw, ${r.files.length} files)`);
    if (process.argv.includes("--files")) for (const f of r.files) console.log(`   ${(f.gzip / 1024).toFixed(1).padStart(6)}  ${f.file}`);
  }
  console.log("admin/seller modules in the storefront's static graph:", areaLeaks(manifest).length ? areaLeaks(manifest) : "none");
}
