/**
 * The header's account entry. Pages are rendered as a guest (and cached as such), so the
 * server and the hydration pass draw the plain "My account" link; in the browser, when the
 * `km_signed_in` cookie says a session probably exists, the account menu (name, links,
 * sign out) is loaded as a chunk of its own. Guests load nothing more and ask nothing.
 */
import { lazy, Suspense } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { UserIcon } from "../../components/icons";
import { useT } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { useSignedInHint } from "../accounts/session-signal";

const AccountMenu = lazy(() => import("../accounts/AccountMenu"));

export function AccountLink() {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  return (
    <RouterLink
      to={localePath(locale, "/account")}
      aria-label={t("header.account")}
      data-testid="header-account"
      className="km-btn km-btn--icon km-btn--header"
    >
      <UserIcon />
    </RouterLink>
  );
}

export function HeaderAccount() {
  const signedIn = useSignedInHint();
  if (!signedIn) return <AccountLink />;
  return (
    <Suspense fallback={<AccountLink />}>
      <AccountMenu fallback={<AccountLink />} />
    </Suspense>
  );
}
