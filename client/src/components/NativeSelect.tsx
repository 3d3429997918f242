/**
 * A native <select> styled like the rest of the UI (accessible, no script; Chakra's
 * NativeSelect would add its recipe and the select recipe to the first-load bundle).
 * Plain elements styled by styles/storefront.css: the currency picker is on every page.
 */
import { forwardRef, type SelectHTMLAttributes } from "react";

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** "header": light text on the purple header. */
  tone?: "default" | "header";
  "data-testid"?: string;
}

export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect({ tone = "default", className, children, ...rest }, ref) {
  return (
    <span className={`km-select km-select--${tone}`}>
      <select ref={ref} className={className ? `km-select__field ${className}` : "km-select__field"} {...rest}>
        {children}
      </select>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className="km-select__chevron">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </span>
  );
});
