/** /checkout (and /it/checkout): client-rendered; the accounts and cart issues fill it. */
import { ShellPage } from "../layouts/ShellPage";

export function Component() {
  return <ShellPage title="shell.checkout.title" lead="shell.checkout.lead" />;
}
