/**
 * VAT number format check: the EU VIES formats per country (plus GB, XI and CH), and a
 * generic pattern (two letters, 2–13 letters or digits) for other countries. Formats only:
 * whether the number is registered is the tax office's business.
 */
const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  GR: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  GB: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  CH: /^E\d{9}(MWST|TVA|IVA)?$/,
};
const GENERIC = /^[A-Z]{2}[A-Z0-9]{2,13}$/;

/** Upper case, without spaces, dots and dashes. */
export function normalizeVat(vat: string): string {
  return vat.toUpperCase().replace(/[\s.-]/g, "");
}

/** Whether a (normalised) VAT number has a valid format for its country prefix. */
export function isValidVat(vat: string): boolean {
  const v = normalizeVat(vat);
  if (!GENERIC.test(v)) return false;
  const format = FORMATS[v.slice(0, 2)];
  return format ? format.test(v.slice(2)) : true;
}
