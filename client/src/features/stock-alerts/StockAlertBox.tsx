/**
 * "Email me when it's back in stock", in the buy box of a product without keys. Plain elements
 * (styles/storefront.css, `.km-stock-alert`), like the rest of the product page.
 *
 *  - Signed in (the `km_signed_in` cookie; pages are rendered as a guest, so the browser asks
 *    the product's `stockAlert` itself): one click sets the alert at the account's address; the
 *    box then says so, with **Cancel alert**.
 *  - Guests: an email field (checked here and by the server); the answer asks them to open the
 *    confirmation link mailed to that address (the alert is active once they do).
 *
 * `StockAlertNotice` tells what a mailed link did (`?stockAlert=confirmed|unsubscribed|invalid`,
 * server/modules/stock-alerts/stock-alerts.rest.ts) once, in a toast, and drops it from the address.
 */
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { T, useT, type MessageId } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import type { Locale } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { clearSignedInHint, isUnauthenticated } from "../accounts/session";
import { useSignedInHint } from "../accounts/session-signal";
import { cancelStockAlert, createStockAlert, type CreateStockAlertOutcome } from "./stock-alert-actions";
import { ProductStockAlertQuery } from "./stock-alerts.graphql";

/** A plausible address (the server has the last word): something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ERRORS: Record<string, MessageId> = {
  INVALID_EMAIL: "stockAlert.error.invalidEmail",
  TOO_MANY_REQUESTS: "stockAlert.error.tooMany",
  PRODUCT_IN_STOCK: "stockAlert.error.inStock",
  PRODUCT_UNAVAILABLE: "stockAlert.error.unavailable",
  CAPTCHA_CHECK_FAILED: "stockAlert.error.captcha",
};

/** The message of an answer that set no alert (null when it did). */
function refusal(outcome: CreateStockAlertOutcome): MessageId | null {
  if (outcome.__typename === "StockAlert" || outcome.__typename === "StockAlertConfirmationSent") return null;
  return ERRORS[outcome.errorCode] ?? "stockAlert.error.failed";
}

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="km-stock-alert__icon"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The signed-in shopper's alert on the product: set it in one click, or see it set and cancel it. */
function AccountAlert({ productId, locale }: { productId: string; locale: Locale }) {
  const t = useT();
  const client = useApolloClient();
  const { currency } = useCurrency();
  const { data, loading } = useQuery(ProductStockAlertQuery, { variables: { id: productId, locale }, fetchPolicy: "cache-first" });
  const alert = data?.productsByIds[0]?.stockAlert ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await what();
    } catch (e) {
      // The session ended meanwhile: the box turns into the guest's form.
      if (isUnauthenticated(e)) clearSignedInHint();
      else setError("stockAlert.error.failed");
    } finally {
      setBusy(false);
    }
  };
  const set = () =>
    run(async () => {
      const outcome = await createStockAlert(client, { productId, locale, currency });
      // Answered as a guest (the session is gone): the form asks for an address instead.
      if (outcome.__typename === "StockAlertConfirmationSent" || (outcome.__typename !== "StockAlert" && outcome.errorCode === "INVALID_EMAIL")) {
        clearSignedInHint();
        return;
      }
      setError(refusal(outcome));
    });
  const cancel = () =>
    run(async () => {
      await cancelStockAlert(client, productId);
      notify({ type: "success", title: t("stockAlert.cancelled") });
    });

  return (
    <div className="km-stock-alert" data-testid="stock-alert">
      {alert ? (
        <>
          <p className="km-stock-alert__status" role="status" data-testid="stock-alert-status">
            <BellIcon />
            <span>
              <T id="stockAlert.active" values={{ email: alert.email }} />
            </span>
          </p>
          <button type="button" className="km-btn km-btn--sm km-btn--outline" disabled={busy} onClick={() => void cancel()} data-testid="stock-alert-cancel">
            <T id="stockAlert.cancel" />
          </button>
        </>
      ) : (
        <button
          type="button"
          className="km-btn km-btn--lg km-btn--solid km-stock-alert__set"
          disabled={busy || loading}
          onClick={() => void set()}
          data-testid="stock-alert-set"
        >
          <BellIcon />
          <span>
            <T id="stockAlert.set" />
          </span>
        </button>
      )}
      {error && (
        <p className="km-stock-alert__error" role="alert" data-testid="stock-alert-error">
          <T id={error} />
        </p>
      )}
    </div>
  );
}

/** A guest's alert: an address, then "check your inbox" (the alert waits for the mailed link). */
function GuestAlert({ productId, locale }: { productId: string; locale: Locale }) {
  const t = useT();
  const client = useApolloClient();
  const { currency } = useCurrency();
  const id = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError("stockAlert.error.invalidEmail");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const outcome = await createStockAlert(client, { productId, locale, currency, email: address });
      if (outcome.__typename === "StockAlertConfirmationSent") setSentTo(outcome.email);
      else setError(refusal(outcome));
    } catch {
      setError("stockAlert.error.failed");
    } finally {
      setBusy(false);
    }
  };

  if (sentTo)
    return (
      <div className="km-stock-alert" data-testid="stock-alert">
        <p className="km-stock-alert__status" role="status" data-testid="stock-alert-sent">
          <BellIcon />
          <span>
            <T id="stockAlert.sent" values={{ email: sentTo }} />
          </span>
        </p>
      </div>
    );
  return (
    <form className="km-stock-alert" noValidate onSubmit={(e) => void submit(e)} data-testid="stock-alert">
      <label htmlFor={`${id}-email`} className="km-stock-alert__label">
        <BellIcon />
        <T id="stockAlert.emailLabel" />
      </label>
      <div className="km-stock-alert__row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          className="km-input km-stock-alert__input"
          placeholder={t("stockAlert.emailPlaceholder")}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={error === "stockAlert.error.invalidEmail" || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          data-testid="stock-alert-email"
        />
        <button type="submit" className="km-btn km-btn--solid km-stock-alert__submit" disabled={busy} data-testid="stock-alert-submit">
          <T id="stockAlert.submit" />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="km-stock-alert__error" role="alert" data-testid="stock-alert-error">
          <T id={error} />
        </p>
      )}
      <p id={`${id}-hint`} className="km-stock-alert__hint">
        <T id="stockAlert.hint" />
      </p>
    </form>
  );
}

/** The back-in-stock alert of a product without keys: the account's one-click alert, or a guest's form. */
export function StockAlertBox({ productId, locale }: { productId: string; locale: Locale }) {
  const signedIn = useSignedInHint();
  return signedIn ? <AccountAlert productId={productId} locale={locale} /> : <GuestAlert productId={productId} locale={locale} />;
}

const NOTICES: Record<string, { type: "success" | "info" | "error"; title: MessageId }> = {
  confirmed: { type: "success", title: "stockAlert.notice.confirmed" },
  unsubscribed: { type: "info", title: "stockAlert.notice.unsubscribed" },
  invalid: { type: "error", title: "stockAlert.notice.invalid" },
};

/** What an alert mail's link did (`?stockAlert=…`): told once, then dropped from the address. */
export function StockAlertNotice() {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const told = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get("stockAlert");
    if (!outcome || told.current === `${pathname}${search}`) return;
    told.current = `${pathname}${search}`;
    const notice = NOTICES[outcome];
    if (notice) notify({ type: notice.type, title: t(notice.title) });
    params.delete("stockAlert");
    const query = params.toString();
    navigate(`${pathname}${query ? `?${query}` : ""}${hash}`, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate, t]);
  return null;
}
