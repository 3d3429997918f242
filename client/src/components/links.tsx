/** Links styled by Chakra and routed by react-router. */
import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { Link as RouterLink, type LinkProps as RouterLinkProps } from "react-router";

export type AppLinkProps = Omit<ChakraLinkProps, "href"> & Pick<RouterLinkProps, "to" | "replace" | "state" | "reloadDocument" | "preventScrollReset">;

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, replace, state, reloadDocument, preventScrollReset, children, ...rest },
  ref,
) {
  return (
    <ChakraLink asChild {...rest}>
      <RouterLink ref={ref} to={to} replace={replace} state={state} reloadDocument={reloadDocument} preventScrollReset={preventScrollReset}>
        {children}
      </RouterLink>
    </ChakraLink>
  );
});
