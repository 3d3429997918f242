/**
 * What a shopper types, made into a full-text query that finds what they meant:
 *
 *  - every word is a prefix ("eld" finds Elden);
 *  - a word that is in no product name is corrected against the names' vocabulary (the
 *    `search_words` view: nearest words by trigram distance, then the fewest edits, then the most
 *    names): "eldn rign" → "elden ring"; the correction is searched beside the word and answered as
 *    "did you mean";
 *  - numbers 1–20 and roman numerals match each other ("gta 5" and "gta v"), and a short name glued
 *    to a number is also read as both ("mw3" → "mw" "3");
 *  - short names and abbreviations from `search_synonyms` match what they stand for ("gta" →
 *    "grand theft auto"); admins extend that table.
 *
 * One statement reads the synonyms and corrections of every word at once.
 */
import type { DataSource } from "typeorm";
import { returnedRows } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";

const MAX_WORDS = 8;
const ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv", "xvi", "xvii", "xviii", "xix", "xx"];

/** Lower-case words of a search (letters and digits; an apostrophe joins: "assassin's" → "assassins"). */
export function searchWords(search: string): string[] {
  return (
    search
      .normalize("NFKC")
      .toLowerCase()
      .replace(/['’]/g, "")
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? []
  );
}

/** The other spelling of a number from 1 to 20: "5" ↔ "v". */
export function numeralTwin(word: string): string | null {
  if (/^\d+$/.test(word)) return ROMAN[Number(word) - 1] ?? null;
  const i = ROMAN.indexOf(word);
  return i >= 0 ? String(i + 1) : null;
}

export interface ExpandedSearch {
  /** A `to_tsquery` text, or null when the search has no words. */
  tsquery: string | null;
  /** The search with its misspelt words corrected, when some were. */
  didYouMean: string | null;
}

/** "mw3" → ["mw", "3"]: letters then digits, as shoppers glue short names and numbers. */
export function splitGlued(word: string): [string, string] | null {
  const m = /^(\p{L}+)(\d+)$/u.exec(word);
  return m ? [m[1]!, m[2]!] : null;
}

interface WordFacts {
  word: string;
  expansion: string | null;
  known: boolean;
  correction: string | null;
}

/** Builds the query of a search: each word or its correction, numeral twin or synonym. */
export async function expandSearch(ctx: RequestContext, search: string): Promise<ExpandedSearch> {
  const words = searchWords(search);
  if (!words.length) return { tsquery: null, didYouMean: null };
  const asked = [...new Set(words.flatMap((w) => [w, ...(splitGlued(w) ?? [])]))];
  // Per word: its synonym expansion, whether names have it (as a prefix too), and the nearest name word.
  const rows: WordFacts[] = await ctx.manager.query(
    `SELECT q.word,
            (SELECT expansion FROM search_synonyms WHERE term = q.word) AS expansion,
            EXISTS (SELECT 1 FROM search_words WHERE starts_with(word, q.word)) AS known,
            (SELECT c.word FROM (SELECT word, ndoc FROM search_words ORDER BY word <-> q.word LIMIT 12) c
              WHERE length(q.word) >= 4 AND q.word !~ '^[0-9]+$'
                AND levenshtein(c.word, q.word) <= CASE WHEN length(q.word) >= 7 THEN 3 ELSE 2 END
              ORDER BY levenshtein(c.word, q.word), similarity(c.word, q.word) DESC, c.ndoc DESC LIMIT 1) AS correction
       FROM unnest($1::text[]) AS q(word)`,
    [asked],
  );
  const facts = new Map(rows.map((r) => [r.word, r]));
  let corrected = false;
  const parts: string[] = [];
  const meant: string[] = [];
  /** A word's query part, and the word as "did you mean" shows it. */
  const alternativesOf = (word: string, correct: boolean): { query: string; shown: string } => {
    const r = facts.get(word);
    const alternatives = [`${word}:*`];
    const twin = numeralTwin(word);
    if (twin) alternatives.push(/^\d/.test(twin) ? `${twin}:*` : twin);
    if (r?.expansion) {
      const expansion = searchWords(r.expansion);
      if (expansion.length) alternatives.push(`(${expansion.map((w) => `${w}:*`).join(" & ")})`);
    }
    let shown = word;
    if (correct && r && !r.known && !r.expansion && r.correction && r.correction !== word) {
      alternatives.push(`${r.correction}:*`);
      shown = r.correction;
      corrected = true;
    }
    return { query: alternatives.length > 1 ? `(${alternatives.join(" | ")})` : alternatives[0]!, shown };
  };
  for (const word of words) {
    const r = facts.get(word);
    const glued = splitGlued(word);
    // A glued word the names lack whose letters mean something ("mw3", "ff16"): both halves.
    if (glued && !r?.known && !r?.expansion && (facts.get(glued[0])?.expansion || facts.get(glued[0])?.known)) {
      parts.push(`(${alternativesOf(word, false).query} | (${alternativesOf(glued[0], false).query} & ${alternativesOf(glued[1], false).query}))`);
      meant.push(word);
      continue;
    }
    const { query, shown } = alternativesOf(word, true);
    parts.push(query);
    meant.push(shown);
  }
  return { tsquery: parts.join(" & "), didYouMean: corrected ? meant.join(" ") : null };
}

/** Rebuilds the vocabulary from the product names (at start-up and by the catalogue job), without blocking searches. */
export async function refreshSearchWords(ds: DataSource): Promise<void> {
  await ds.query(`REFRESH MATERIALIZED VIEW CONCURRENTLY search_words`);
}

// ------------------------------------------------------------ the synonyms admins keep

export interface SearchSynonym {
  term: string;
  expansion: string;
  createdAt: Date;
}

const SYNONYM_COLUMNS = `term, expansion, created_at AS "createdAt"`;

/** Every synonym, by term. */
export function listSynonyms(ctx: RequestContext): Promise<SearchSynonym[]> {
  return ctx.manager.query(`SELECT ${SYNONYM_COLUMNS} FROM search_synonyms ORDER BY term`);
}

/**
 * Adds a synonym or changes an existing term's expansion (`term`: one lower-case word, as
 * validated). The table's trigger tells every process to drop its cached answers.
 */
export async function setSynonym(ctx: RequestContext, term: string, expansion: string): Promise<SearchSynonym> {
  const [row] = await ctx.manager.query(
    `INSERT INTO search_synonyms (term, expansion) VALUES ($1, $2)
     ON CONFLICT (term) DO UPDATE SET expansion = EXCLUDED.expansion, created_at = now()
     RETURNING ${SYNONYM_COLUMNS}`,
    [term, expansion],
  );
  return row;
}

/** Removes a synonym; false when there was none. */
export async function removeSynonym(ctx: RequestContext, term: string): Promise<boolean> {
  return returnedRows(await ctx.manager.query(`DELETE FROM search_synonyms WHERE term = $1 RETURNING term`, [term])).length > 0;
}
