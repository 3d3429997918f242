/**
 * One validation source for both doors. An input's limits (lengths, ranges, formats) are
 * written once, as zod schemas ("rules"): a GraphQL input class names them on its fields
 * with `@Rule(…)`, and the REST payload of the same call composes its zod object from the
 * same constants. `validateArgs` is TypeGraphQL's `validateFn`: it runs the rules of every
 * argument (nested inputs and lists included) and refuses strings carrying a NUL character,
 * which Postgres cannot store. Both doors word failures alike ("take must not be greater
 * than 100") and answer them as BAD_USER_INPUT.
 */
import { z } from "zod";
import { InvalidInputError } from "../errors/index.js";

type Ctor = abstract new (...args: never[]) => unknown;

/** Rules per input class and field (own fields; inherited ones are found up the prototype chain). */
const RULES = new WeakMap<object, Map<string, z.ZodType>>();

/** Field decorator of GraphQL inputs and args: the rule (a zod schema) the field's value must pass when given. */
export function Rule(schema: z.ZodType): PropertyDecorator {
  return (target, key) => {
    const ctor = target.constructor;
    let own = RULES.get(ctor);
    if (!own) RULES.set(ctor, (own = new Map()));
    own.set(String(key), schema);
  };
}

/** The rule of one field of an input class (for REST payloads that take the same field). */
export function ruleOf<C extends Ctor>(input: C, field: keyof InstanceType<C> & string): z.ZodType {
  for (let c: object | null = input; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    const rule = RULES.get(c)?.get(field);
    if (rule) return rule;
  }
  throw new Error(`no rule for ${input.name}.${field}`);
}

function rulesOf(ctor: object): Map<string, z.ZodType> | null {
  let merged: Map<string, z.ZodType> | null = null;
  for (let c: object | null = ctor; c && c !== Object && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    const own = RULES.get(c);
    if (own) merged = new Map([...own, ...(merged ?? [])]);
  }
  return merged;
}

const NUL = "\u0000";

/** A zod error map in the house wording: the field path first, then what it must be. */
function wording(prefix: string): z.core.$ZodErrorMap {
  return (iss) => {
    const path = [prefix, ...(iss.path ?? []).map(String)].filter(Boolean).join(".") || "the value";
    switch (iss.code) {
      case "too_big":
        if (iss.origin === "string") return `${path} must be shorter than or equal to ${iss.maximum} characters`;
        if (iss.origin === "array" || iss.origin === "set") return `${path} must contain at most ${iss.maximum} elements`;
        return `${path} must not be greater than ${iss.maximum}`;
      case "too_small":
        if (iss.origin === "string")
          return Number(iss.minimum) <= 1 ? `${path} must not be empty` : `${path} must be longer than or equal to ${iss.minimum} characters`;
        if (iss.origin === "array" || iss.origin === "set") return `${path} must contain at least ${iss.minimum} elements`;
        return `${path} must not be less than ${iss.minimum}`;
      case "invalid_type":
        if (iss.input === undefined) return `${path} is required`;
        return `${path} must be ${iss.expected === "array" || iss.expected === "object" ? "an" : "a"} ${iss.expected}`;
      case "invalid_format":
        if (iss.format === "email") return `${path} must be an email address`;
        if (iss.format === "uuid" || iss.format === "guid") return `${path} must be an id`;
        if (iss.format === "url") return `${path} must be an http(s) URL`;
        return `${path} has an invalid format`;
      case "invalid_value":
        return `${path} must be one of: ${iss.values.map(String).join(", ")}`;
      case "unrecognized_keys":
        return `${path} has unknown field${iss.keys.length > 1 ? "s" : ""}: ${iss.keys.join(", ")}`;
      default:
        return undefined;
    }
  };
}

/** Readable one-line summary of zod issues: "take must not be greater than 100; user.email must be an email address". */
export function describeIssues(error: z.ZodError, prefix = ""): string {
  return error.issues
    .map((i) => {
      // A rule's own message without a subject ("must be an http(s) URL") gets the field path in front.
      if (!/^(must|may) /.test(i.message)) return i.message;
      const path = [prefix, ...i.path.map(String)].filter(Boolean).join(".") || "the value";
      return `${path} ${i.message}`;
    })
    .join("; ");
}

/** Parses with the house wording; the REST shims and the GraphQL rules both go through it. */
export function safeParseWorded<S extends z.ZodType>(schema: S, value: unknown, prefix = "") {
  return schema.safeParse(value, { error: wording(prefix) });
}

/** Paths of strings holding a NUL character anywhere in a value (a request body, args, a query string). */
export function nulPaths(value: unknown, path = "", out: string[] = [], depth = 0): string[] {
  if (typeof value === "string") {
    if (value.includes(NUL)) out.push(path || "the value");
  } else if (value && typeof value === "object" && depth < 64 && out.length < 5) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes(NUL)) out.push(path ? `${path}.<key>` : "<key>");
      nulPaths(v, path ? `${path}.${k}` : k, out, depth + 1);
    }
  }
  return out;
}

/** Refuses a value carrying NUL characters (Postgres text cannot hold them) as bad input. */
export function refuseNul(value: unknown, prefix = ""): void {
  const bad = nulPaths(value, prefix);
  if (bad.length) throw new InvalidInputError(`${bad.join(", ")} must not contain NUL characters`);
}

/** Issues of an input value against its class's rules, recursing into nested inputs and lists. */
function check(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) check(v, `${path}.${i}`, out);
    return;
  }
  if (!value || typeof value !== "object") return;
  const rules = rulesOf(value.constructor);
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const rule = rules?.get(key);
    if (rule && v != null) {
      const parsed = safeParseWorded(rule, v, at);
      if (!parsed.success) out.push(describeIssues(parsed.error, at));
    } else check(v, at, out);
  }
}

/**
 * TypeGraphQL's `validateFn`: every argument of every operation passes through here (literal
 * or variable). NUL characters are refused anywhere; input classes are checked against their
 * rules; a scalar argument is checked against the rule given with `@Arg(…, { validateFn: argRule(…) })`.
 */
export function validateArgs(value: unknown): void {
  refuseNul(value);
  const issues: string[] = [];
  check(value, "", issues);
  if (issues.length) throw new InvalidInputError(issues.join("; "));
}

/** The `validateFn` of a scalar argument: its rule, worded with the argument's name. */
export function argRule(name: string, schema: z.ZodType) {
  return (value: unknown): void => {
    refuseNul(value, name);
    if (value == null) return;
    const parsed = safeParseWorded(schema, value, name);
    if (!parsed.success) throw new InvalidInputError(describeIssues(parsed.error, name));
  };
}

// ------------------------------------------------------------------ shared rules

/** Rules used by several modules. Module-specific ones live beside their inputs (`<domain>.types.ts`). */
export const rules = {
  email: z.email().max(254),
  /** An email as typed at sign-in (any string up to the limit: an unknown one answers like a wrong password). */
  emailTyped: z.string().max(254),
  personName: z.string().trim().min(1).max(100),
  /** http(s) URL of an image or a page. */
  httpUrl: z
    .string()
    .max(2000)
    .refine((s) => /^https?:\/\//i.test(s) && URL.canParse(s), "must be an http(s) URL"),
  /** Opaque token of a mailed link. */
  linkToken: z.string().min(1).max(200),
  uuid: z.uuid(),
  skip: z.number().int().min(0),
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an id a client sent can name a uuid row at all (anything else answers "not found" without asking Postgres). */
export const isUuid = (s: unknown): s is string => typeof s === "string" && UUID_RE.test(s);
