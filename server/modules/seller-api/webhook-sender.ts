/**
 * Sending one webhook: signed like Stripe's, over node's http(s) through request-filtering-agent,
 * which checks every address a host name resolves to at connection time (no DNS-rebinding gap)
 * and refuses private, loopback, link-local and other non-public addresses unless they are in the
 * allowed networks. Redirects are not followed (a redirect to an internal address would bypass the
 * check); the answer is read up to a cap, the request ends at the timeout.
 *
 * Signature: header `KeyMarket-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";

export const SIGNATURE_HEADER = "KeyMarket-Signature";
/** Longest answer body kept in the delivery log. */
export const RESPONSE_KEPT_CHARS = 2000;
/** Bytes of an answer read at most (the rest is not downloaded). */
const RESPONSE_READ_BYTES = 64 * 1024;

/** A new signing secret: `whsec_` and 256 random bits. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64url")}`;

/** The hex HMAC-SHA256 of `<timestamp>.<body>` with the endpoint's secret. */
export function signature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The `KeyMarket-Signature` header value for a body sent now. */
export function signatureHeader(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${signature(secret, t, body)}`;
}

export interface AddressPolicy {
  allowHttp: boolean;
  /** Addresses and subnets allowed although not public. */
  allowedNetworks: string[];
}

/** Parses WEBHOOK_ALLOWED_NETWORKS (validated: addresses or CIDR subnets). */
export function parseNetworks(list: string | undefined, fallback: string[]): string[] {
  if (list === undefined) return fallback;
  const entries = list
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  for (const e of entries) {
    if (!(ipaddr.isValid(e) || (e.includes("/") && isCidr(e)))) throw new Error(`WEBHOOK_ALLOWED_NETWORKS: not an address or subnet: ${e}`);
  }
  return entries;
}

function isCidr(e: string): boolean {
  try {
    ipaddr.parseCIDR(e);
    return true;
  } catch {
    return false;
  }
}

/** Whether an address literal may be a webhook target: public unicast, or inside an allowed network. */
export function addressAllowed(address: string, allowedNetworks: readonly string[]): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address); // IPv4-mapped IPv6 counts as IPv4
  } catch {
    return false;
  }
  for (const n of allowedNetworks) {
    try {
      if (n.includes("/")) {
        const cidr = ipaddr.parseCIDR(n);
        if (parsed.kind() === cidr[0].kind() && parsed.match(cidr)) return true;
      } else if (ipaddr.process(n).toString() === parsed.toString()) return true;
    } catch {
      // validated at start-up
    }
  }
  return parsed.range() === "unicast";
}

/**
 * Why a webhook URL cannot be used, or null: not a URL, not https (or http where allowed),
 * credentials in it, or a host that is a non-public address (literal, or `localhost`). Host
 * names are checked again, resolved, when each delivery connects.
 */
export function urlProblem(raw: string, policy: AddressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "url must be an absolute URL";
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowHttp)) {
    return policy.allowHttp ? "url must be an http or https URL" : "url must be an https URL";
  }
  if (url.username || url.password) return "url must not contain a user name or password";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = ipaddr.isValid(host) ? host : /^localhost$|\.localhost$/i.test(host) ? "127.0.0.1" : null;
  if (literal && !addressAllowed(literal, policy.allowedNetworks)) return "url must not point to a private, loopback or reserved address";
  return null;
}

export interface SendOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  response: string | null;
}

type Agents = { http: http.Agent; https: https.Agent };
let agents: Promise<Agents> | null = null;
let agentsKey = "";

/** The filtering agents (request-filtering-agent is ESM-only: loaded once, lazily). */
function agentsFor(allowedNetworks: readonly string[]): Promise<Agents> {
  const key = allowedNetworks.join(",");
  if (!agents || key !== agentsKey) {
    agentsKey = key;
    agents = import("request-filtering-agent").then((m) => {
      const opts = { allowPrivateIPAddress: false, allowMetaIPAddress: false, allowIPAddressList: [...allowedNetworks], keepAlive: false };
      return { http: new m.RequestFilteringHttpAgent(opts), https: new m.RequestFilteringHttpsAgent(opts) };
    });
  }
  return agents;
}

/** POSTs a body with headers; never throws: every failure is an outcome. */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; policy: AddressPolicy },
): Promise<SendOutcome> {
  const started = Date.now();
  const done = (o: Omit<SendOutcome, "durationMs">): SendOutcome => ({ ...o, durationMs: Date.now() - started });
  const problem = urlProblem(rawUrl, opts.policy);
  if (problem) return done({ statusCode: null, error: `refused: ${problem}`, response: null });
  const url = new URL(rawUrl);
  const { http: httpAgent, https: httpsAgent } = await agentsFor(opts.policy.allowedNetworks);
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (o: Omit<SendOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(done(o));
    };
    const transport = url.protocol === "https:" ? https : http;
    const req = transport.request(
      url,
      {
        method: "POST",
        agent: url.protocol === "https:" ? httpsAgent : httpAgent,
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const end = () => {
          const text = Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_KEPT_CHARS);
          finish({ statusCode: res.statusCode ?? null, error: null, response: text || null });
          res.destroy();
        };
        res.on("data", (c: Buffer) => {
          if (size >= RESPONSE_READ_BYTES) return;
          chunks.push(c.subarray(0, RESPONSE_READ_BYTES - size));
          size += c.length;
          if (size >= RESPONSE_READ_BYTES) end(); // enough: the rest is not read
        });
        res.on("end", end);
        res.on("error", end);
      },
    );
    const deadline = setTimeout(() => {
      req.destroy(new Error(`timeout: no answer within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    req.on("error", (e) => {
      const msg = e.message.includes("is not allowed")
        ? "refused: the host resolves to a private, loopback or reserved address"
        : e.message.startsWith("timeout")
          ? e.message
          : `connection failed: ${(e as NodeJS.ErrnoException).code ?? e.message}`;
      finish({ statusCode: null, error: msg.slice(0, 500), response: null });
    });
    req.end(body);
  });
}
