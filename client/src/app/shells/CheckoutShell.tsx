/**
 * /checkout/* (and /it/checkout/*): the checkout, the sandbox provider's payment page and the
 * confirmation (features/checkout). Client-rendered in its own lazy chunk.
 */
import { CheckoutArea } from "../../features/checkout/CheckoutArea";

export function Component() {
  return <CheckoutArea />;
}
