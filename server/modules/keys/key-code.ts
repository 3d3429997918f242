/**
 * Key-like codes (spec §5: "four groups of four uppercase letters or digits"), used by the
 * demo data and by tests that need a plausible product key.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** What a generated code looks like: XXXX-XXXX-XXXX-XXXX, uppercase letters and digits. */
export const KEY_CODE_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;

/**
 * Returns a new key-like code such as "7KQ2-M9XD-4TZA-P0LC".
 * @param random a source of numbers in [0, 1); pass a seeded PRNG for reproducible codes.
 */
export function generateKeyCode(random: () => number = Math.random): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += ALPHABET[Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length))];
    groups.push(group);
  }
  return groups.join("-");
}
