/**
 * Content Security Policy pieces owned by the storefront: a nonce per response (the pages'
 * few inline scripts carry it) and the origins of the configured third-party script slots,
 * allowed only when configured.
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import type { Config } from "../config.js";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce?: string;
  }
}

/** Gives every response a fresh nonce (res.locals.cspNonce) for helmet's script-src. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** The `'nonce-…'` source of a response, for helmet directive functions. */
export const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce ?? ""}'`;

export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** CSP sources for the tag manager, chat widget and fraud-screening slots that are configured. */
export function thirdPartySources(config: Pick<Config, "TAG_MANAGER_ID" | "CHAT_WIDGET_SRC" | "FRAUD_SCRIPT_SRC">): ThirdPartySources {
  const out: ThirdPartySources = { script: [], connect: [], img: [], frame: [] };
  if (config.TAG_MANAGER_ID) {
    out.script.push("https://www.googletagmanager.com");
    out.img.push("https://www.googletagmanager.com", "https://www.google-analytics.com");
    out.connect.push("https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com");
  }
  for (const src of [config.CHAT_WIDGET_SRC, config.FRAUD_SCRIPT_SRC]) {
    if (!src) continue;
    const origin = new URL(src).origin;
    for (const list of [out.script, out.connect, out.img, out.frame]) if (!list.includes(origin)) list.push(origin);
  }
  return out;
}
