/** /account (and /it/account): client-rendered; the accounts and cart issues fill it. */
import { ShellPage } from "./ShellPage";

export function Component() {
  return <ShellPage title="shell.account.title" lead="shell.account.lead" />;
}
