/**
 * Pages that wait for client-side rendering (spec §2: account, cart, checkout, admin,
 * seller): the server and the hydration pass show a loader, the browser then the page.
 */
import { Center, Spinner } from "@chakra-ui/react";
import { useSyncExternalStore, type ReactNode } from "react";
import { useT } from "../i18n";

const noop = () => () => undefined;

/** False on the server and during hydration, true once the browser has rendered. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

export function PageLoader() {
  const t = useT();
  return (
    <Center py="24" data-testid="page-loader">
      <Spinner size="lg" color="colorPalette.solid" borderWidth="3px" role="status" aria-label={t("common.loading")} />
    </Center>
  );
}

export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <PageLoader />;
}
