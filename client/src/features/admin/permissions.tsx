/**
 * What the signed-in operator may do in the admin area, from `me { permissions }` ("resource:action"
 * strings with the spec's action names): the admin area admits the staff roles (admin, support),
 * its navigation lists only the sections the caller may read, and each screen hides the
 * operations the caller lacks and says why. The server checks every call anyway: this only keeps
 * the screens honest.
 */
import { Text } from "@chakra-ui/react";
import { T, type MessageId } from "../../i18n";
import { can } from "../accounts/roles";
import { useMe } from "../accounts/use-me";

/** `can` for the signed-in user: `const allowed = useCan(); allowed("orders:refund")`. */
export function useCan(): (permission: string) => boolean {
  const { me } = useMe();
  return (permission) => can(me, permission);
}

/**
 * The line a screen shows when the caller may read it but not change it (support): which
 * operations its role lacks, so a missing button is explained rather than silently absent.
 */
export function ReadOnlyNote({ id, "data-testid": testId = "read-only-note" }: { id: MessageId; "data-testid"?: string }) {
  return (
    <Text color="fg.muted" fontSize="sm" bg="bg.muted" rounded="l2" px="3" py="2" borderStartWidth="3px" borderColor="colorPalette.muted" data-testid={testId}>
      <T id={id} />
    </Text>
  );
}
