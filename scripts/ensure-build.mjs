// npm start runs this first: build only when a source changed since the last build.
// Several callers at once (the e2e test files start in parallel on a fresh clone) take
// turns: the first builds, the others wait for it and then find the build current.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT, STAMP, sourceHash } from "./build-lib.mjs";

const LOCK = path.join(ROOT, ".build-lock");
/** A lock older than this was left by a build that died: taken over. */
const STALE_MS = 10 * 60_000;

const current = () => existsSync(STAMP) && readFileSync(STAMP, "utf8") === sourceHash() && existsSync(path.join(ROOT, "dist", "server", "main.js"));
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function lock() {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      sleep(250);
    }
  }
}

if (!current()) {
  lock();
  try {
    if (!current()) {
      console.log("building (sources changed since the last build)…");
      execFileSync(process.execPath, [path.join(ROOT, "scripts", "build.mjs")], { stdio: "inherit" });
    }
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
