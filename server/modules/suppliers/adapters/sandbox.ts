/**
 * The built-in sandbox supplier's adapter. The sandbox supplier (served by KeyMarket itself under
 * /sandbox-supplier, see server/modules/suppliers/sandbox-supplier) speaks CodesWholesale's API v3,
 * so this is the CodesWholesale adapter pointed at it, with the sandbox's fixed client credentials
 * and a short wait between reads of a pending order.
 */
import {
  SANDBOX_SUPPLIER_CLIENT_ID,
  SANDBOX_SUPPLIER_CLIENT_SECRET,
  SANDBOX_SUPPLIER_ERROR_PRODUCT,
  SANDBOX_SUPPLIER_TIMEOUT_PRODUCT,
} from "../sandbox-supplier/sandbox-catalogue.js";
import { SupplierError, type SupplierAdapter } from "../supplier-adapter.js";
import { CodesWholesaleAdapter } from "./codeswholesale.js";
import type { FetchLike } from "./supplier-http.js";

export { SANDBOX_SUPPLIER_CLIENT_ID, SANDBOX_SUPPLIER_CLIENT_SECRET, SANDBOX_SUPPLIER_ERROR_PRODUCT, SANDBOX_SUPPLIER_TIMEOUT_PRODUCT };

export interface SandboxSupplierOptions {
  /** The shop's own address (e.g. http://127.0.0.1:3000): the API is under <baseUrl>/sandbox-supplier. */
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  pollIntervalMs?: number;
  pollAttempts?: number;
}

/** An adapter for the sandbox supplier of the shop at `baseUrl`. */
export function createSandboxSupplierAdapter(options: SandboxSupplierOptions): SupplierAdapter {
  if (!options.baseUrl) throw new SupplierError("sandbox", "unavailable", "The sandbox supplier's address is not known");
  const root = options.baseUrl.replace(/\/+$/, "");
  return new CodesWholesaleAdapter({
    integration: "sandbox",
    clientId: SANDBOX_SUPPLIER_CLIENT_ID,
    clientSecret: SANDBOX_SUPPLIER_CLIENT_SECRET,
    baseUrl: root.endsWith("/sandbox-supplier") ? root : `${root}/sandbox-supplier`,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    pollIntervalMs: options.pollIntervalMs ?? 200,
    pollAttempts: options.pollAttempts ?? 10,
  });
}
