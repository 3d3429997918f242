/**
 * Turning what a seller sends into upload lines: pasted text (one key per line), a list of
 * values (the API), a CSV file (csv-parse: one column of keys, or login and password columns
 * for credentials), image files (jpeg/png/gif: size and magic bytes checked, then decoded by
 * sharp to be sure they are images), and checking each value for its content type. Whatever
 * is wrong with one line is reported for that line ("malformed", with a reason); only an
 * upload that cannot be read at all (a broken CSV file, too many lines) is refused whole.
 */
import { parse as parseCsv } from "csv-parse/sync";
import sharp from "sharp";
import { KeyContentType } from "../../common/enums.js";
import { InvalidInputError } from "../../core/errors/index.js";
import { KeyUploadSource } from "./key-upload.entity.js";

/** Longest key value accepted (credentials and URLs included; images have their own limit). */
export const MAX_KEY_LENGTH = 2000;
/** Lines one upload may hold. */
export const MAX_UPLOAD_LINES = 20_000;
/** Largest image file accepted as a key. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** Images one upload may hold. */
export const MAX_UPLOAD_IMAGES = 50;
/** Largest CSV file accepted. */
export const MAX_CSV_BYTES = 4 * 1024 * 1024;

/** Why a line was not taken. */
export enum KeyLineProblem {
  empty = "empty",
  tooLong = "tooLong",
  controlCharacters = "controlCharacters",
  notUrl = "notUrl",
  notCredentials = "notCredentials",
  notImage = "notImage",
  imageTooLarge = "imageTooLarge",
}

/** One line of an upload: its number (from 1, as the seller sees it), its value, or what is wrong with it. */
export interface UploadLine {
  line: number;
  value: string;
  contentType: KeyContentType;
  problem?: KeyLineProblem;
}

/** A file as the API receives it: its name and its bytes in base64. */
export interface UploadFile {
  name: string;
  data: string;
}

/** What one upload call carries (exactly one of keys, text, file, images). */
export interface UploadPayload {
  contentType: KeyContentType;
  keys?: readonly string[] | null;
  text?: string | null;
  file?: UploadFile | null;
  images?: readonly UploadFile[] | null;
}

export interface ParsedUpload {
  source: KeyUploadSource;
  /** Null for images (each image's type comes from its file). */
  contentType: KeyContentType | null;
  fileName: string | null;
  lines: UploadLine[];
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Checks a text, credentials or URL value; credentials are normalised to `login: …\npassword: …`. */
export function checkValue(raw: string, contentType: KeyContentType): { value: string; problem?: KeyLineProblem } {
  const value = raw.trim();
  if (!value) return { value, problem: KeyLineProblem.empty };
  if (value.length > MAX_KEY_LENGTH) return { value: "", problem: KeyLineProblem.tooLong };
  if (contentType === KeyContentType.credentials) {
    const pair = splitCredentials(value);
    if (!pair) return { value: "", problem: KeyLineProblem.notCredentials };
    if (CONTROL.test(pair.login) || CONTROL.test(pair.password)) return { value: "", problem: KeyLineProblem.controlCharacters };
    return { value: `login: ${pair.login}\npassword: ${pair.password}` };
  }
  if (CONTROL.test(value) || value.includes("\n") || value.includes("\r")) return { value: "", problem: KeyLineProblem.controlCharacters };
  if (contentType === KeyContentType.url && !isHttpUrl(value)) return { value: "", problem: KeyLineProblem.notUrl };
  return { value };
}

/** `login:password` (also `;` or a tab between them), or the stored `login: …\npassword: …` form. */
function splitCredentials(value: string): { login: string; password: string } | null {
  const stored = /^login:\s*(.+?)\s*\r?\npassword:\s*(.+?)\s*$/is.exec(value);
  const m = stored ?? /^([^:;\t]+?)\s*[:;\t]\s*(.+)$/s.exec(value);
  if (!m) return null;
  const login = m[1]!.trim();
  const password = m[2]!.trim();
  if (!login || !password || /[\r\n]/.test(login) || /[\r\n]/.test(password)) return null;
  return { login, password };
}

function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The image type the bytes start with, from their magic numbers. */
export function imageTypeOf(bytes: Buffer): KeyContentType.jpeg | KeyContentType.png | KeyContentType.gif | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return KeyContentType.jpeg;
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return KeyContentType.png;
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString("latin1"))) return KeyContentType.gif;
  return null;
}

const SHARP_FORMAT: Record<string, KeyContentType> = { jpeg: KeyContentType.jpeg, png: KeyContentType.png, gif: KeyContentType.gif };

/** Base64 (standard or URL-safe, optionally a data: URL) → bytes; null when it is not base64. */
function decodeBase64(data: string): Buffer | null {
  const body = data.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) return null;
  return Buffer.from(body, body.includes("-") || body.includes("_") ? "base64url" : "base64");
}

/** One image file → a line whose value is the image's bytes in base64, or its problem. */
async function imageLine(file: UploadFile, line: number): Promise<UploadLine> {
  const bytes = decodeBase64(file.data);
  if (!bytes || bytes.length === 0) return { line, value: "", contentType: KeyContentType.jpeg, problem: KeyLineProblem.notImage };
  if (bytes.length > MAX_IMAGE_BYTES) return { line, value: "", contentType: KeyContentType.jpeg, problem: KeyLineProblem.imageTooLarge };
  const type = imageTypeOf(bytes);
  if (!type) return { line, value: "", contentType: KeyContentType.jpeg, problem: KeyLineProblem.notImage };
  try {
    // The magic bytes can be faked: the image must also decode, as the type it claims.
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (SHARP_FORMAT[meta.format ?? ""] !== type || !meta.width || !meta.height) throw new Error("format mismatch");
    await sharp(bytes, { limitInputPixels: 40_000_000 }).stats();
  } catch {
    return { line, value: "", contentType: type, problem: KeyLineProblem.notImage };
  }
  return { line, value: bytes.toString("base64"), contentType: type };
}

const HEADER_CELLS = /^(keys?|codes?|values?|serials?|licen[cs]e(s|[ _-]?keys?)?|login|username|user|email|account)$/i;

/** A CSV file's rows: first column (keys), or the first two (credentials); a header row is skipped. */
function csvLines(file: UploadFile, contentType: KeyContentType): UploadLine[] {
  const bytes = decodeBase64(file.data);
  if (!bytes) throw new InvalidInputError("file.data must be the file's bytes in base64");
  if (bytes.length > MAX_CSV_BYTES) throw new InvalidInputError(`The CSV file must be at most ${MAX_CSV_BYTES / 1024 / 1024} MB`);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(bytes, {
      bom: true,
      delimiter: [",", ";", "\t"],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      max_record_size: MAX_KEY_LENGTH * 4,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    throw new InvalidInputError(`The CSV file could not be read: ${(e as Error).message.split("\n")[0]!.slice(0, 200)}`);
  }
  if (records.length && HEADER_CELLS.test(records[0]!.record[0] ?? "")) records.shift();
  return records.map(({ record, info }) => {
    const raw = contentType === KeyContentType.credentials && record.length >= 2 ? `${record[0]}:${record[1]}` : (record[0] ?? "");
    const checked = checkValue(raw, contentType);
    return { line: info.lines, value: checked.value, contentType, ...(checked.problem ? { problem: checked.problem } : {}) };
  });
}

/** The lines of an upload, and where they came from. Throws BAD_USER_INPUT for an upload that cannot be read. */
export async function parseUpload(payload: UploadPayload): Promise<ParsedUpload> {
  const given = [payload.keys, payload.text, payload.file, payload.images].filter((v) => v != null);
  if (given.length !== 1) throw new InvalidInputError("Give exactly one of keys, text, file or images");
  const textSource =
    payload.contentType === KeyContentType.credentials
      ? KeyUploadSource.credentials
      : payload.contentType === KeyContentType.url
        ? KeyUploadSource.url
        : KeyUploadSource.paste;
  let parsed: ParsedUpload;
  if (payload.images) {
    if (payload.images.length > MAX_UPLOAD_IMAGES) throw new InvalidInputError(`At most ${MAX_UPLOAD_IMAGES} images per upload`);
    const lines: UploadLine[] = [];
    for (const [i, f] of payload.images.entries()) lines.push(await imageLine(f, i + 1));
    const names = payload.images.map((f) => f.name);
    parsed = { source: KeyUploadSource.images, contentType: null, fileName: names.length === 1 ? names[0]! : null, lines };
  } else if (payload.file) {
    if (![KeyContentType.text, KeyContentType.credentials, KeyContentType.url].includes(payload.contentType)) {
      throw new InvalidInputError("A CSV file holds text, credentials or url keys; upload image keys as images");
    }
    parsed = { source: KeyUploadSource.csv, contentType: payload.contentType, fileName: payload.file.name, lines: csvLines(payload.file, payload.contentType) };
  } else {
    if (![KeyContentType.text, KeyContentType.credentials, KeyContentType.url].includes(payload.contentType)) {
      throw new InvalidInputError("Listed or pasted keys are text, credentials or url; upload image keys as images");
    }
    // Pasted text: blank lines are skipped (their numbers still count); listed values: each one is a line.
    const entries =
      payload.text != null
        ? payload.text
            .split(/\r\n|\n|\r/)
            .map((v, i) => [i + 1, v] as const)
            .filter(([, v]) => v.trim() !== "")
        : payload.keys!.map((v, i) => [i + 1, v] as const);
    const lines = entries.map(([line, raw]) => {
      const checked = checkValue(raw, payload.contentType);
      return { line, value: checked.value, contentType: payload.contentType, ...(checked.problem ? { problem: checked.problem } : {}) };
    });
    parsed = { source: textSource, contentType: payload.contentType, fileName: null, lines };
  }
  if (parsed.lines.length === 0) throw new InvalidInputError("The upload holds no keys");
  if (parsed.lines.length > MAX_UPLOAD_LINES) throw new InvalidInputError(`At most ${MAX_UPLOAD_LINES} keys per upload`);
  return parsed;
}
