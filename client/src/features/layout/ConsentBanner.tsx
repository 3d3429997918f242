/**
 * The cookie banner and the cookie settings dialog (an EU shop: ePrivacy and the Italian
 * Garante's guidelines). The banner offers Accept all, Reject all and Choose with equal weight;
 * closing it (×) is a rejection. It is in every storefront page as rendered by the server, and
 * hidden by CSS (`html[data-km-consent]`) for a visitor who has chosen, so a first visit sees
 * it at first paint and the page's cache stays shared. The dialog, opened from the banner or
 * the footer's "Cookie settings", is a native <dialog>. Plain elements, styles/storefront.css.
 */
import { startTransition, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CloseIcon } from "../../components/icons";
import { T, useT } from "../../i18n";
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_CATEGORIES,
  closeConsentSettings,
  consentStore,
  openConsentSettings,
  saveConsent,
  type ConsentChoice,
  type ConsentState,
} from "../../lib/consent";
import { localeOfPath, localePath } from "../../lib/locale";

/** Each category's name and description (literal ids: the build finds a page's messages by them). */
const CATEGORY_TEXT = {
  functional: ["consent.functional", "consent.functional.text"],
  analytics: ["consent.analytics", "consent.analytics.text"],
  marketing: ["consent.marketing", "consent.marketing.text"],
} as const;

function usePolicyUrl(): string {
  return `${localePath(localeOfPath(useLocation().pathname), "/privacy")}#cookies`;
}

function ConsentSettings({ initial, busy, failed, onSave }: { initial: ConsentChoice; busy: boolean; failed: boolean; onSave: (c: ConsentChoice) => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(initial);
  const id = useId();
  const policy = usePolicyUrl();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
  }, []);
  return (
    <dialog ref={ref} className="km-consent-dialog" aria-labelledby={`${id}-title`} onClose={closeConsentSettings} data-testid="consent-settings">
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(draft);
        }}
      >
        <div className="km-consent-dialog__head">
          <h2 id={`${id}-title`}>
            <T id="consent.settings.title" />
          </h2>
          <button type="button" className="km-consent__close" aria-label={t("common.close")} onClick={closeConsentSettings}>
            <CloseIcon size="20px" />
          </button>
        </div>
        <p className="km-muted">
          <T id="consent.settings.lead" />{" "}
          <a className="km-link" href={policy}>
            <T id="consent.policy" />
          </a>
        </p>
        <ul className="km-consent-dialog__list">
          <li>
            <label className="km-consent-dialog__row">
              <input type="checkbox" checked disabled />
              <span>
                <strong>
                  <T id="consent.necessary" />
                </strong>{" "}
                <span className="km-badge km-badge--subtle km-badge--pill">
                  <T id="consent.alwaysOn" />
                </span>
                <span className="km-muted km-consent-dialog__text">
                  <T id="consent.necessary.text" />
                </span>
              </span>
            </label>
          </li>
          {CONSENT_CATEGORIES.map((c) => (
            <li key={c}>
              <label className="km-consent-dialog__row">
                <input
                  type="checkbox"
                  name={c}
                  checked={draft[c]}
                  onChange={(e) => setDraft({ ...draft, [c]: e.currentTarget.checked })}
                  data-testid={`consent-${c}`}
                />
                <span>
                  <strong>
                    <T id={CATEGORY_TEXT[c][0]} />
                  </strong>
                  <span className="km-muted km-consent-dialog__text">
                    <T id={CATEGORY_TEXT[c][1]} />
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {failed && (
          <p role="alert" className="km-consent__error">
            <T id="consent.failed" />
          </p>
        )}
        <div className="km-consent__actions">
          <button type="button" className="km-btn km-btn--sm km-btn--outline" disabled={busy} onClick={() => onSave(ALL_DENIED)}>
            <T id="consent.rejectAll" />
          </button>
          <button type="submit" className="km-btn km-btn--sm km-btn--outline" disabled={busy} data-testid="consent-save">
            <T id="consent.save" />
          </button>
          <button type="button" className="km-btn km-btn--sm km-btn--solid" disabled={busy} onClick={() => onSave(ALL_GRANTED)}>
            <T id="consent.acceptAll" />
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * The consent store's state: the server's ("not known") while the page hydrates, then the
 * browser's, as a transition. (useSyncExternalStore would re-render at once, synchronously,
 * when the two differ, and with it every part of the page still hydrating: one long task.)
 */
function useConsentState(): ConsentState {
  const [state, setState] = useState(consentStore.getServerSnapshot);
  useEffect(() => {
    const read = () => startTransition(() => setState(consentStore.getSnapshot()));
    read();
    return consentStore.subscribe(read);
  }, []);
  return state;
}

export function ConsentBanner() {
  const t = useT();
  const { choice, settingsOpen } = useConsentState();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const policy = usePolicyUrl();
  const choose = async (c: ConsentChoice) => {
    setBusy(true);
    setFailed(false);
    try {
      await saveConsent(c);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {choice == null && (
        <section className="km-consent" aria-labelledby="km-consent-title" data-testid="consent-banner">
          <div className="km-container km-consent__inner">
            <div className="km-consent__body">
              <h2 id="km-consent-title">
                <T id="consent.title" />
              </h2>
              <p>
                <T id="consent.text" />{" "}
                <a className="km-link" href={policy}>
                  <T id="consent.policy" />
                </a>
              </p>
              {failed && !settingsOpen && (
                <p role="alert" className="km-consent__error">
                  <T id="consent.failed" />
                </p>
              )}
            </div>
            <div className="km-consent__actions">
              <button
                type="button"
                className="km-btn km-btn--sm km-btn--outline"
                disabled={busy}
                onClick={() => void choose(ALL_DENIED)}
                data-testid="consent-reject"
              >
                <T id="consent.rejectAll" />
              </button>
              <button type="button" className="km-btn km-btn--sm km-btn--outline" disabled={busy} onClick={openConsentSettings} data-testid="consent-choose">
                <T id="consent.choose" />
              </button>
              <button
                type="button"
                className="km-btn km-btn--sm km-btn--solid"
                disabled={busy}
                onClick={() => void choose(ALL_GRANTED)}
                data-testid="consent-accept"
              >
                <T id="consent.acceptAll" />
              </button>
            </div>
            <button type="button" className="km-consent__close" aria-label={t("consent.close")} disabled={busy} onClick={() => void choose(ALL_DENIED)}>
              <CloseIcon size="20px" />
            </button>
          </div>
        </section>
      )}
      {settingsOpen && <ConsentSettings initial={choice ?? ALL_DENIED} busy={busy} failed={failed} onSave={(c) => void choose(c)} />}
    </>
  );
}
