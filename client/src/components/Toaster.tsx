/** Chakra's toaster, fed by lib/notify.ts (loaded on the first notice). */
import { createToaster, Stack, Toast, Toaster as ChakraToaster } from "@chakra-ui/react";
import { toastSlotRecipe } from "@chakra-ui/react/theme";
import { useEffect } from "react";
import { drainNotices, subscribeNotices } from "../lib/notify";
import { withChakra } from "../app/ChakraArea";

const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 4 });

function flush() {
  for (const n of drainNotices()) toaster.create({ type: n.type, title: n.title, description: n.description, action: n.action, duration: 6000 });
}

function ToastGroup() {
  useEffect(() => {
    // After the toast group's machine has started (it drops toasts created earlier).
    const t = setTimeout(flush, 0);
    const off = subscribeNotices(flush);
    return () => {
      clearTimeout(t);
      off();
    };
  }, []);
  // No portal: the group is fixed-positioned anyway.
  return (
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
      {(toast) => (
        <Toast.Root recipe={toastSlotRecipe} width={{ md: "sm" }} data-toast-type={toast.type}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.action && (
            <Toast.ActionTrigger me="6" data-testid="toast-action">
              {toast.action.label}
            </Toast.ActionTrigger>
          )}
          <Toast.CloseTrigger />
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

const Toaster = withChakra(ToastGroup);
export default Toaster;
