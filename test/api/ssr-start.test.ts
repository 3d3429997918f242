/**
 * How a storefront page starts its client: the entry's chunks are evaluated one per task,
 * each after the chunks it imports, the entry last (server/ssr/storefront.ts).
 */
import "reflect-metadata";
import { startScript, startStages, type ManifestChunk } from "../../server/ssr/storefront";

const manifest: Record<string, ManifestChunk> = {
  "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true, imports: ["_runtime.js", "_react.js", "_router.js", "_data.js"] },
  "_runtime.js": { file: "assets/runtime.js" },
  "_data.js": { file: "assets/data.js", imports: ["_runtime.js", "_react.js"] },
  "_router.js": { file: "assets/router.js", imports: ["_react.js", "_runtime.js"] },
  "_react.js": { file: "assets/react.js", imports: ["_runtime.js"] },
  "src/features/home/HomePage.tsx": { file: "assets/home.js", imports: ["_react.js"] },
};

describe("the client's start", () => {
  it("evaluates each of the entry's chunks once, after the chunks it imports, and the entry last", () => {
    const stages = startStages(manifest, "src/entry-client.tsx");
    expect(stages).toEqual(["assets/runtime.js", "assets/react.js", "assets/router.js", "assets/data.js", "assets/entry.js"]);
    expect(new Set(stages).size).toBe(stages.length);
  });

  it("is a nonced script that preloads the page's chunks and imports the stages one task apart", () => {
    const html = startScript(["/a.js", "/b.js"], ["/b.js", "/page.js"], "n0nce");
    expect(html).toMatch(/^<script nonce="n0nce">/);
    expect(html).toContain('["/b.js","/page.js"].forEach');
    expect(html).toContain('var s=["/a.js","/b.js"]');
    // The next stage is imported in a new task (setTimeout) once the previous one has run.
    expect(html).toMatch(/import\(s\[i\]\)\.then\(function\(\)\{if\(\+\+i<s\.length\)setTimeout/);
  });
});
