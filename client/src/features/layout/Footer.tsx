/**
 * The storefront footer: categories, activation guides, help and legal pages, the company,
 * trust and payments. Plain elements styled by styles/storefront.css (it is on every page
 * and never changes after rendering); its links are plain, the footer routes their clicks
 * (lib/router-clicks.ts).
 */
import { useLocation } from "react-router";
import type { LayoutQuery } from "../../gql/graphql";
import { Logo } from "../../components/Logo";
import { T } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { useRouterClicks } from "../../lib/router-clicks";
import { openConsentSettings } from "../../lib/consent";

export function Footer({ data }: { data: LayoutQuery }) {
  const locale = localeOfPath(useLocation().pathname);
  const score = data.publicState.trustpilotScore;
  const routerClicks = useRouterClicks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: routes its links' clicks (Enter on a link is a click too); the list itself is not interactive
    <footer className="km-footer" onClick={routerClicks}>
      <div className="km-container km-footer__inner">
        <div className="km-footer__grid">
          <div className="km-footer__about">
            <Logo />
            <p className="km-muted">
              <T id="footer.about" />
            </p>
            {/* Who runs the shop, with its VAT number (an Italian shop's site must show it). */}
            <p className="km-muted" data-testid="footer-company">
              <T id="footer.company" values={{ name: data.publicState.company.name, vatId: data.publicState.company.vatId }} />
            </p>
            {score > 0 && (
              <p className="km-footer__trust">
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
                </svg>
                <T id="footer.trustpilot" values={{ score: score.toFixed(1), count: data.publicState.trustpilotReviewCount }} />
              </p>
            )}
          </div>
          <nav aria-labelledby="footer-categories" className="km-footer__col">
            <h2 id="footer-categories">
              <T id="footer.categories" />
            </h2>
            {data.categories.map((c) => (
              <a key={c.id} href={c.url}>
                {c.name}
              </a>
            ))}
          </nav>
          <nav aria-labelledby="footer-guides" className="km-footer__col">
            <h2 id="footer-guides">
              <T id="footer.activation" />
            </h2>
            {/* Every platform that has products, the most stocked first (ties keep the display order: the sort is stable). */}
            <div className="km-footer__guides">
              {data.platforms
                .filter((p) => p.productCount > 0)
                .sort((a, b) => b.productCount - a.productCount)
                .map((p) => (
                  <a key={p.id} href={p.activationGuideUrl}>
                    {p.name}
                  </a>
                ))}
            </div>
          </nav>
          <nav aria-labelledby="footer-help" className="km-footer__col">
            <h2 id="footer-help">
              <T id="footer.help" />
            </h2>
            <a href={localePath(locale, "/account")}>
              <T id="footer.account" />
            </a>
            <a href={localePath(locale, "/cart")}>
              <T id="footer.cart" />
            </a>
            <a href={localePath(locale, "/search")}>
              <T id="footer.allProducts" />
            </a>
            <a href={localePath(locale, "/contact")}>
              <T id="footer.contact" />
            </a>
            <a href={localePath(locale, "/terms")}>
              <T id="footer.terms" />
            </a>
            <a href={localePath(locale, "/privacy")}>
              <T id="footer.privacy" />
            </a>
            <a href={localePath(locale, "/refund-policy")}>
              <T id="footer.refund" />
            </a>
            <p className="km-muted">
              <T id="footer.payments" values={{ methods: data.publicState.payments.map((p) => p.label).join(" · ") }} />
            </p>
          </nav>
        </div>
        <div className="km-footer__bottom">
          <p>
            <T id="footer.copyright" values={{ year: new Date().getUTCFullYear() }} />
          </p>
          <p className="km-footer__languages">
            <button type="button" className="km-footer__consent" onClick={openConsentSettings} data-testid="cookie-settings">
              <T id="footer.cookieSettings" />
            </button>
            <a href="/" hrefLang="en" lang="en">
              <T id="language.en" />
            </a>
            <a href="/it" hrefLang="it" lang="it">
              <T id="language.it" />
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
