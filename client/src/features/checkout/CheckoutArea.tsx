/**
 * The pages under /checkout (and /it/checkout): the checkout itself, the sandbox provider's
 * payment page and the confirmation. Client-rendered in the checkout's own lazy chunk.
 */
import { Route, Routes } from "react-router";
import { ShellPage } from "../../app/layouts/ShellPage";
import { T } from "../../i18n";
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
  return (
    <Routes>
      <Route index element={<CheckoutPage />} />
      <Route path="sandbox/:id" element={<SandboxPaymentPage />} />
      <Route path="confirmation/:id" element={<ConfirmationPage />} />
      <Route path="*" element={<Unknown />} />
    </Routes>
  );
}
