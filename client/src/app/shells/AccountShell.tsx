/**
 * /account/* (and /it/account/*): profile and settings (features/accounts); orders and
 * favourites come with the cart issue. Client-rendered in its own lazy chunk.
 */
import { AccountPage } from "../../features/accounts/AccountPage";

export function Component() {
  return <AccountPage />;
}
