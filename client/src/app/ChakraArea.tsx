/**
 * Chakra UI's provider, for the parts of the app drawn with Chakra components: sign-in,
 * account, cart, checkout, admin and seller areas, the search, platform and activation
 * pages, the error pages, the toaster and the account menu. The storefront's main pages
 * (home, categories, products) and its frame are plain elements styled by
 * styles/storefront.css, so their first load carries none of Chakra's code and builds no
 * design system at start; this module (and Chakra with it) loads with the first page that
 * needs it. The design tokens' CSS variables are in every page's <head> either way (the
 * server's global styles).
 */
import { ChakraProvider } from "@chakra-ui/react";
import type { ComponentType, ReactNode } from "react";
import { getTreeSystem } from "./system";

export function ChakraArea({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getTreeSystem()}>{children}</ChakraProvider>;
}

/** A component (a route's page, the error pages, the toaster) inside the provider. */
export function withChakra<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <ChakraArea>
      <Page {...props} />
    </ChakraArea>
  );
  Wrapped.displayName = `WithChakra(${Page.displayName ?? Page.name ?? "Page"})`;
  return Wrapped;
}
