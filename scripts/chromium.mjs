// Debian's Chromium for the measurement scripts (npm run perf, npm run perf:compare): started
// headless with the flags this machine needs (no sandbox as root, no GPU, no background
// networking: the closed network refuses it), on its own profile and debugging port.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The flags are shared with the e2e tests' browser (test/e2e/storefront-server.ts).
export const CHROMIUM_FLAGS = createRequire(import.meta.url)("./chromium-flags.json");

/** The median of the numbers (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the first OK response of `url` (polled every 250 ms), or throws after `ms` or when `child` exits. */
export async function waitFor(url, ms, child) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode != null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${ms} ms`);
    await sleep(250);
  }
}

/** Starts Chromium for Lighthouse: its debugging port, its version ("Chrome/156…") and how to stop it. */
export async function launchChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), "km-lighthouse-"));
  const port = 9300 + Math.floor(Math.random() * 500);
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" });
  const version = await (await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000, child)).json();
  return {
    port,
    /** "Chrome/156.0.8078.73" or the like. */
    version: version.Browser ?? "unknown",
    stop: async () => {
      child.kill("SIGTERM");
      await Promise.race([new Promise((r) => child.once("exit", r)), sleep(5000)]);
      // Chromium's helpers may still be writing into the profile for a moment; a leftover
      // temporary directory must not cost the measurement.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (e) {
        console.error(`[chromium] could not remove ${profile}: ${e.message}`);
      }
    },
  };
}
