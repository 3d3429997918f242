/** SQL pieces of back-in-stock alerts, shared by the service and the loader (no imports: safe for both). */

/** How long an alert waits for its product before it expires. */
export const STOCK_ALERT_TTL_DAYS = 180;
/** How long a guest has to confirm an alert (its link): unconfirmed ones are then forgotten. */
export const STOCK_ALERT_CONFIRM_DAYS = 7;

/** The alert (table or alias `t`) is active: confirmed, not yet mailed, not expired. */
export const activeAlert = (t: string) =>
  `${t}.confirmed_at IS NOT NULL AND ${t}.notified_at IS NULL AND ${t}.created_at > now() - interval '${STOCK_ALERT_TTL_DAYS} days'`;

/** The columns of a user's alert as `StockAlertView` (alert `a`, user `u`). */
export const ALERT_VIEW_COLUMNS = `a.product_id AS "productId", u.email, a.locale, a.currency, a.created_at AS "createdAt",
  a.created_at + interval '${STOCK_ALERT_TTL_DAYS} days' AS "expiresAt"`;
