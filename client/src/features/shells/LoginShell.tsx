/** /login (and /it/login): client-rendered; the accounts and cart issues fill it. */
import { ShellPage } from "./ShellPage";

export function Component() {
  return <ShellPage title="shell.login.title" lead="shell.login.lead" />;
}
