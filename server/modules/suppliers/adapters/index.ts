/**
 * The supplier adapters' factory: the adapter for a connection's stored credentials. The import
 * job, the connection test and the fulfilment fallback ask for one here and use only the
 * SupplierAdapter interface.
 *
 *   codeswholesale  CodesWholesale API v3 (credentials.baseUrl, default the live API)
 *   prepaidforge    PrepaidForge API 1.0 (credentials.baseUrl, default the live API)
 *   sandbox         the shop's own sandbox supplier at options.sandboxBaseUrl (or credentials.baseUrl)
 */
import { SupplierError, type SupplierAdapter, type SupplierCredentials } from "../supplier-adapter.js";
import { CodesWholesaleAdapter } from "./codeswholesale.js";
import { PrepaidForgeAdapter } from "./prepaidforge.js";
import { createSandboxSupplierAdapter } from "./sandbox.js";
import type { FetchLike } from "./supplier-http.js";

export { CodesWholesaleAdapter, CODESWHOLESALE_LIVE_URL, CODESWHOLESALE_SANDBOX_URL } from "./codeswholesale.js";
export { PrepaidForgeAdapter, PREPAIDFORGE_API_URL } from "./prepaidforge.js";
export { createSandboxSupplierAdapter, SANDBOX_SUPPLIER_ERROR_PRODUCT, SANDBOX_SUPPLIER_TIMEOUT_PRODUCT } from "./sandbox.js";

export interface SupplierAdapterOptions {
  /** The HTTP client (tests pass one; the global fetch otherwise). */
  fetch?: FetchLike;
  /** Time each supplier call may take, in milliseconds (10 s by default). */
  timeoutMs?: number;
  /** The shop's own address, where the sandbox supplier answers (the running server's URL). */
  sandboxBaseUrl?: string;
}

/** The adapter for one connection's credentials. Throws SupplierError("auth") for incomplete credentials. */
export function createSupplierAdapter(credentials: SupplierCredentials, options: SupplierAdapterOptions = {}): SupplierAdapter {
  const { fetch, timeoutMs } = options;
  switch (credentials.integration) {
    case "codeswholesale":
      return new CodesWholesaleAdapter({
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        baseUrl: credentials.baseUrl,
        fetch,
        timeoutMs,
      });
    case "prepaidforge":
      return new PrepaidForgeAdapter({ email: credentials.email, password: credentials.password, baseUrl: credentials.baseUrl, fetch, timeoutMs });
    case "sandbox":
      return createSandboxSupplierAdapter({ baseUrl: options.sandboxBaseUrl ?? credentials.baseUrl ?? "", fetch, timeoutMs });
    default:
      throw new SupplierError("sandbox", "rejected", `No adapter for the integration ${(credentials as { integration: string }).integration}`);
  }
}
