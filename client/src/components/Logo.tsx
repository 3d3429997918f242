/** The KeyMarket mark and wordmark (plain elements: on every page; styles/storefront.css). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? "km-logo km-logo--compact" : "km-logo"}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#f5f3ff" />
        <circle cx="12" cy="16" r="5.5" fill="none" stroke="#6d28d9" strokeWidth="3" />
        <path d="M17 16h10M23 16v4M26.5 16v3" stroke="#6d28d9" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="km-logo__word">KeyMarket</span>
    </span>
  );
}
