/**
 * /login (and /it/login): sign in, sign up, forgot password, Google (features/accounts).
 * Client-rendered in its own lazy chunk: none of it is in the storefront's first load.
 */
import { LoginPage } from "../../features/accounts/LoginPage";

export function Component() {
  return <LoginPage />;
}
