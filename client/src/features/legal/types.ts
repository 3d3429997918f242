/** The shape of the legal texts (content.en.tsx, content.it.tsx) and what they are written with. */
import type { ReactNode } from "react";
import type { Locale } from "../../lib/locale";

/** The company behind the shop, as the server's configuration gives it (publicState.company). */
export interface Company {
  name: string;
  address: string;
  vatId: string;
  supportEmail: string;
  /** schema.org openingHours form: "Mo-Fr 09:00-18:00". */
  supportHours: string;
}

/** What a text is written with: the company's details, the support hours in words, site paths in the page's language. */
export interface ContentContext {
  company: Company;
  locale: Locale;
  /** The support hours as this language reads them ("Monday–Friday 09:00–18:00"). */
  hours: string;
  /** A site path in the page's language ("/contact" → "/it/contact"). */
  path(path: string): string;
}

/** One numbered part of a legal text (its `id` is the anchor the table of contents links to). */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocument {
  /** The paragraph under the title, before the table of contents. */
  intro: ReactNode;
  sections: LegalSection[];
}

export type LegalDocumentKind = "terms" | "privacy" | "refund";

/** One language's legal texts. */
export interface LegalContent {
  /** When the texts last changed (ISO date), shown as "Last updated". */
  updated: string;
  documents: Record<LegalDocumentKind, (ctx: ContentContext) => LegalDocument>;
}

/** One row of the cookie table: the cookie (or storage key), what it is for, how long it stays. */
export interface CookieRow {
  names: string[];
  purpose: ReactNode;
  duration: string;
}

/** A category of the cookie table (necessary, functional, analytics, marketing). */
export interface CookieCategory {
  id: string;
  title: string;
  /** When the category is used: always, or only with consent. */
  basis: string;
  rows: CookieRow[];
}
