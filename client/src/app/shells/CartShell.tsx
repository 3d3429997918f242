/**
 * /cart (and /it/cart): the cart (features/cart), client-rendered. /cart/restore?token=… is
 * the cart-recovery mail's link, answered by the server (it restores the cart and redirects
 * to /cart?restored=1): reached inside the app (or under /it), the browser asks the server.
 * Other addresses under /cart go to the cart.
 */
import { useEffect } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { PageLoader } from "../../components/ClientOnly";
import { CartPage } from "../../features/cart/CartPage";
import { localeOfPath, localePath } from "../../lib/locale";

function ToServerRestore() {
  const { search } = useLocation();
  useEffect(() => {
    window.location.replace(`/cart/restore${search}`);
  }, [search]);
  return <PageLoader />;
}

export function Component() {
  const section = (useParams()["*"] ?? "").replace(/\/+$/, "");
  const { pathname } = useLocation();
  if (section === "restore") return <ToServerRestore />;
  if (section !== "") return <Navigate to={localePath(localeOfPath(pathname), "/cart")} replace />;
  return <CartPage />;
}
