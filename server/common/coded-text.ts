/**
 * Texts the server writes for people (import report lines, ticket timeline notes) stored as a
 * code with parameters next to the English text: the API keeps answering the English text,
 * and the screens say the code's message in the viewer's language from the parameters.
 *
 * Each kind of text defines its codes once, as a map code → English template ("{name}" for
 * a parameter): the English text is always built from the template, so text and code cannot
 * drift. Parameters are plain JSON values; amounts are integer minor units (formatted in the
 * English text by the template's `format`, and by the client's money formatter on screen).
 */
import { registerEnumType } from "type-graphql";

/** A parameter's value: a name, a number, or a list of ids. */
export type CodedValue = string | number | number[];
export type CodedParams = Record<string, CodedValue>;

export interface CodedTemplate {
  /** The English text; `{name}` is a parameter. */
  readonly en: string;
  /** Parameters written otherwise than as they are (amounts); lists are joined with ", ". */
  readonly format?: Readonly<Record<string, (value: CodedValue, params: CodedParams) => string>>;
  /** What the parameters are, for the schema's description of the code (amounts, extra parameters). */
  readonly about?: string;
}

/** The parameter names of a template ("Stock {stock}; price {price} EUR" → "stock" | "price"). */
export type TemplateParams<S extends string> = S extends `${string}{${infer K}}${infer Rest}` ? K | TemplateParams<Rest> : never;

/** The parameters a code takes: its template's, plus any the screens need besides (a currency). */
export type ParamsOf<T extends CodedTemplate> = Record<TemplateParams<T["en"]>, CodedValue> & CodedParams;

/** The arguments after the code: the parameters, required when the template has any. */
export type ArgsOf<T extends CodedTemplate> = [TemplateParams<T["en"]>] extends [never] ? [params?: CodedParams] : [params: ParamsOf<T>];

/** A coded text as stored: the English text, its code and its parameters (null without any). */
export interface CodedText<C extends string = string> {
  text: string;
  code: C;
  params: CodedParams | null;
}

/** The English text of a template with its parameters; a parameter missing is a programming error. */
export function renderTemplate(template: CodedTemplate, params: CodedParams = {}): string {
  return template.en.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing parameter ${name} of "${template.en}"`);
    const format = template.format?.[name];
    if (format) return format(value, params);
    return Array.isArray(value) ? value.join(", ") : String(value);
  });
}

/** Builds a coded text of one of `templates`' codes. */
export function codedText<M extends Record<string, CodedTemplate>, C extends keyof M & string>(templates: M, code: C, ...[params]: ArgsOf<M[C]>): CodedText<C> {
  return { text: renderTemplate(templates[code]!, params), code, params: params && Object.keys(params).length ? params : null };
}

/**
 * Registers a map of templates as a GraphQL enum: one value per code, described by its
 * English template (so the published schema lists every code with its parameters).
 */
export function registerCodes<M extends Record<string, CodedTemplate>>(templates: M, name: string, description: string): { [K in keyof M]: K } {
  const values = Object.fromEntries(Object.keys(templates).map((k) => [k, k])) as { [K in keyof M]: K };
  registerEnumType(values, {
    name,
    description,
    valuesConfig: Object.fromEntries(
      Object.entries(templates).map(([k, t]) => [k, { description: `English: "${t.en}"${t.about ? ` (${t.about})` : ""}` }]),
    ) as never,
  });
  return values;
}
