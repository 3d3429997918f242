/**
 * The storefront footer: categories, activation guides, trust and payments. Plain elements
 * styled by styles/storefront.css (it is on every page and never changes after rendering).
 */
import { Link as RouterLink, useLocation } from "react-router";
import type { LayoutQuery } from "../../gql/graphql";
import { Logo } from "../../components/Logo";
import { T } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";

export function Footer({ data }: { data: LayoutQuery }) {
  const locale = localeOfPath(useLocation().pathname);
  const score = data.publicState.trustpilotScore;
  return (
    <footer className="km-footer">
      <div className="km-container km-footer__inner">
        <div className="km-footer__grid">
          <div className="km-footer__about">
            <Logo />
            <p className="km-muted">
              <T id="footer.about" />
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
              <RouterLink key={c.id} to={c.url}>
                {c.name}
              </RouterLink>
            ))}
          </nav>
          <nav aria-labelledby="footer-guides" className="km-footer__col">
            <h2 id="footer-guides">
              <T id="footer.activation" />
            </h2>
            {data.platforms.slice(0, 8).map((p) => (
              <RouterLink key={p.id} to={p.activationGuideUrl}>
                {p.name}
              </RouterLink>
            ))}
          </nav>
          <nav aria-labelledby="footer-help" className="km-footer__col">
            <h2 id="footer-help">
              <T id="footer.help" />
            </h2>
            <RouterLink to={localePath(locale, "/account")}>
              <T id="footer.account" />
            </RouterLink>
            <RouterLink to={localePath(locale, "/cart")}>
              <T id="footer.cart" />
            </RouterLink>
            <RouterLink to={localePath(locale, "/search")}>
              <T id="footer.allProducts" />
            </RouterLink>
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
            <RouterLink to="/" hrefLang="en" lang="en">
              <T id="language.en" />
            </RouterLink>
            <RouterLink to="/it" hrefLang="it" lang="it">
              <T id="language.it" />
            </RouterLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
