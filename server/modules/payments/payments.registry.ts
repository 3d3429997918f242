/**
 * The payment providers this shop is configured with. PayPal and Checkout.com are on when their
 * credentials are set; the sandbox when SANDBOX_PAYMENTS is on (the default outside production).
 */
import { PaymentProvider } from "../../common/enums.js";
import { InvalidInputError } from "../../core/errors/index.js";
import type { PaymentProviderAdapter } from "./provider.js";

export class PaymentsRegistry {
  private readonly adapters = new Map<PaymentProvider, PaymentProviderAdapter>();

  register(adapter: PaymentProviderAdapter): this {
    this.adapters.set(adapter.name, adapter);
    return this;
  }

  /** The adapter of a configured provider; asking for another one is bad input. */
  get(provider: PaymentProvider): PaymentProviderAdapter {
    const adapter = this.adapters.get(provider);
    if (!adapter) throw new InvalidInputError(`The payment provider ${provider} is not available in this shop`);
    return adapter;
  }

  has(provider: PaymentProvider): boolean {
    return this.adapters.has(provider);
  }

  /** Configured providers, in a stable order (cards first, then PayPal, then the sandbox). */
  enabled(): PaymentProvider[] {
    return [PaymentProvider.Checkout, PaymentProvider.Paypal, PaymentProvider.Sandbox].filter((p) => this.adapters.has(p));
  }
}
