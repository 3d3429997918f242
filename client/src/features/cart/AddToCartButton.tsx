/**
 * The product page's "Add to cart" buttons (buy box and offers): a plain button (the page is
 * drawn without Chakra) that shows the spec's loading status while the add is under way.
 */
import type { ButtonHTMLAttributes } from "react";
import { T } from "../../i18n";

export interface AddToCartButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "type"> {
  loading: boolean;
  "data-testid"?: string;
}

export function AddToCartButton({ loading, disabled, ...rest }: AddToCartButtonProps) {
  return (
    <button type="button" disabled={disabled || loading} aria-busy={loading || undefined} data-loading={loading || undefined} {...rest}>
      <span className="km-btn__label">
        <T id="product.addToCart" />
      </span>
      {loading && <span className="km-spinner" aria-hidden="true" />}
    </button>
  );
}
