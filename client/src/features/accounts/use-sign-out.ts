import { useApolloClient } from "@apollo/client/react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../i18n";
import { localeOfPath, localePath, stripLocale } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { LogOutMutation } from "./accounts.graphql";
import { resetAfterSessionChange } from "./session";

/** Pages that only make sense signed in: signing out there goes home. */
const PRIVATE = /^\/(account|seller|admin)(\/|$)/;

/**
 * Signs out on the server (the session row and cookie end, the CSRF token is renewed),
 * forgets the cached answers, and leaves private pages for the home page.
 */
export function useSignOut(): () => Promise<boolean> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  return async () => {
    try {
      await client.mutate({ mutation: LogOutMutation });
    } catch {
      notify({ type: "error", title: t("auth.error.internal") });
      return false;
    }
    // Leave a private page first: its guard would otherwise send the now-guest to the
    // login page as soon as the cache is reset.
    if (PRIVATE.test(stripLocale(pathname))) await navigate(localePath(localeOfPath(pathname), "/"), { replace: true });
    await resetAfterSessionChange(client);
    notify({ type: "success", title: t("account.signedOut") });
    return true;
  };
}
