/** /cart (and /it/cart): client-rendered; the accounts and cart issues fill it. */
import { ShellPage } from "../layouts/ShellPage";

export function Component() {
  return <ShellPage title="shell.cart.title" lead="shell.cart.lead" />;
}
