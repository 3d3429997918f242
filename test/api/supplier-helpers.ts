/**
 * Supplier tests: the connections' adapters with the orders of one supplier product answered by
 * the test (a refusal, a late answer …); every other call reaches the real adapter.
 */
import type { SupplierAdapter } from "../../server/modules/suppliers/supplier-adapter";
import type { SuppliersService } from "../../server/modules/suppliers/supplier-connections.service";

type OrderCodes = SupplierAdapter["orderCodes"];

/** Orders of `externalId` go to `order` (with the real call); returns the function that puts the real adapters back. */
export function interceptSupplierOrders(
  suppliers: SuppliersService,
  externalId: string,
  order: (request: Parameters<OrderCodes>[0], signal: Parameters<OrderCodes>[1], real: OrderCodes) => ReturnType<OrderCodes>,
): () => void {
  const original = suppliers.createAdapter;
  suppliers.createAdapter = (credentials) => {
    const real = original(credentials);
    const realOrder: OrderCodes = (req, s) => real.orderCodes(req, s);
    return {
      integration: real.integration,
      verify: (s) => real.verify(s),
      listProducts: (s) => real.listProducts(s),
      getProduct: (id, s) => real.getProduct(id, s),
      orderCodes: (req, s) => (req.externalId === externalId ? order(req, s, realOrder) : real.orderCodes(req, s)),
    };
  };
  return () => {
    suppliers.createAdapter = original;
  };
}
