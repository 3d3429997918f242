/**
 * The pages under /checkout (and /it/checkout): the checkout itself, the sandbox provider's
 * payment page and the confirmation. Client-rendered in the checkout's own lazy chunk, which
 * three routes load (app/routes.tsx: checkout/*, and the two pages with an id, which would
 * otherwise be taken for product pages); the page is chosen here from the path.
 */
import { matchPath, useLocation } from "react-router";
import { ShellPage } from "../../app/layouts/ShellPage";
import { T } from "../../i18n";
import { stripLocale } from "../../lib/locale";
import { Notice } from "../accounts/ui";
import { CheckoutPage } from "./CheckoutPage";
import { ConfirmationPage } from "./ConfirmationPage";
import { SandboxPaymentPage } from "./SandboxPaymentPage";
import { CheckoutRecipes } from "./ui";

function Unknown() {
  return (
    <ShellPage title="checkout.title" lead="checkout.lead">
      <CheckoutRecipes>
        <Notice status="warning" title={<T id="notFound.title" />} />
      </CheckoutRecipes>
    </ShellPage>
  );
}

export function CheckoutArea() {
  const path = stripLocale(useLocation().pathname).replace(/\/+$/, "") || "/";
  if (path === "/checkout") return <CheckoutPage />;
  const sandbox = matchPath("/checkout/sandbox/:id", path);
  if (sandbox) return <SandboxPaymentPage key={sandbox.params.id} id={sandbox.params.id ?? ""} />;
  const confirmation = matchPath("/checkout/confirmation/:id", path);
  if (confirmation) return <ConfirmationPage key={confirmation.params.id} id={confirmation.params.id ?? ""} />;
  return <Unknown />;
}
