/** Mounts the toaster on the first notice (see lib/notify.ts). */
import { lazy, Suspense } from "react";
import { useToasterRequested } from "../lib/notify";

const Toaster = lazy(() => import("./Toaster"));

export function ToasterHost() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
