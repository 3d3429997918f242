/**
 * What strings kept in memory really cost, for the byte bounds of the in-memory caches.
 *
 * V8 stores a string of Latin-1 characters with one byte per character and any other string
 * with two; and a string built piece by piece (`a + b`, React's renderToString, template
 * pieces) as a tree of its pieces, 32 bytes per piece on top of the characters, until
 * something needs it in one piece. A cached server-rendered page kept as such a tree took
 * about four times its length (measured with heap snapshots: 1.9 million pieces for
 * 64 MB of pages); a cache that counts characters then holds several times its budget.
 */

/** Bytes the characters of `s` take in the heap: its length, twice that if any is beyond Latin-1. */
export function stringBytes(s: string): number {
  return /[^\u0000-\u00ff]/.test(s) ? 2 * s.length : s.length;
}

// biome-ignore lint/correctness/noUnusedVariables: written so that the conversion in flatString is never optimised away
let sink = 0;
/**
 * `s` in one piece: V8 flattens a string in place when it converts it to a number, and the
 * pieces become garbage. Call it before keeping a built string for long.
 */
export function flatString(s: string): string {
  sink ^= Number(s) | 0; // a module variable: the conversion is never optimised away
  return s;
}
