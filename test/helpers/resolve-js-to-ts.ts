/**
 * Jest's globalSetup runs outside jest's module registry, so `moduleNameMapper` does not
 * map the server's NodeNext ".js" specifiers to their ".ts" sources there. This does,
 * for relative imports only, before any server module is loaded.
 */
import Module from "node:module";

type Resolve = (request: string, ...rest: unknown[]) => string;
const mod = Module as unknown as { _resolveFilename: Resolve };
const original = mod._resolveFilename;
mod._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
  try {
    return original.call(this, request, ...rest);
  } catch (e) {
    if (request.startsWith(".") && request.endsWith(".js")) return original.call(this, request.slice(0, -3), ...rest);
    throw e;
  }
};
