/** A user's details for an admin (spec §7 info-full): settings, sign-in statistics, seller profile. */
import { Badge, CloseButton, Dialog, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { T, useT, type MessageId } from "../../i18n";
import { ROLE_LABELS } from "../accounts/roles";
import { InfoList, Notice } from "../accounts/ui";
import { AdminUserDetailsQuery } from "./admin.graphql";

const SELLER_STATES: Record<string, MessageId> = {
  Enabled: "sellerState.Enabled",
  Waiting: "sellerState.Waiting",
  Blocked: "sellerState.Blocked",
  Progress: "sellerState.Progress",
};

function Details({ id }: { id: string }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(AdminUserDetailsQuery, { variables: { id }, fetchPolicy: "network-only" });
  const u = data?.user;
  if (loading && !u) return <Spinner role="status" aria-label={intl.formatMessage({ id: "common.loading" })} />;
  if (error || !u) return <Notice status="error" title={<T id={error ? "auth.error.internal" : "adminUsers.notFound"} />} />;
  const date = (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" }) : "—");
  const yes = (b: boolean) => <T id={b ? "common.yes" : "common.no"} />;
  const rows: [MessageId, ReactNode][] = [
    ["auth.email", u.email],
    ["adminUsers.name", `${u.name} ${u.surname}`.trim() || "—"],
    ["adminUsers.role", <T id={ROLE_LABELS[u.role] ?? "role.user"} />],
    ["adminUsers.verifiedColumn", yes(u.verified)],
    ["adminUsers.blockedColumn", yes(u.blocked)],
    ["account.language", <T id={u.locale === "it" ? "language.it" : "language.en"} />],
    ["account.method", <T id={u.loginMethod === "google" ? "account.method.google" : "account.method.password"} />],
    ["account.googleLinked", yes(u.googleLinked)],
    ["adminUsers.marketing", yes(u.marketingConsent)],
    ["adminUsers.customerId", u.customerId ?? "—"],
    ["adminUsers.referrer", u.referrer ?? "—"],
    ["adminUsers.created", date(u.createdAt)],
    ["account.lastLogin", date(u.lastLoginAt)],
    ["adminUsers.loginCount", intl.formatNumber(u.loginCount)],
    [
      "adminUsers.userId",
      <Text as="span" fontFamily="mono" fontSize="xs">
        {u.id}
      </Text>,
    ],
  ];
  return (
    <Stack gap="5" data-testid="user-details-body">
      <InfoList rows={rows.map(([label, value]) => [<T id={label} />, value] as const)} />
      {u.seller && (
        <Stack gap="2" borderTopWidth="1px" borderColor="border.muted" pt="4">
          <Text fontWeight="semibold">
            <T id="adminUsers.shop" />
          </Text>
          <InfoList
            rows={(
              [
                ["seller.register.name", u.seller.name],
                ["seller.register.registrationName", u.seller.registrationName],
                ["seller.register.vatNumber", u.seller.vatNumber],
                ["seller.register.email", u.seller.email],
                [
                  "adminUsers.shopState",
                  <Badge colorPalette="orange">
                    <T id={SELLER_STATES[u.seller.state] ?? "sellerState.Waiting"} />
                  </Badge>,
                ],
              ] as [MessageId, ReactNode][]
            ).map(([label, value]) => [<T id={label} />, value] as const)}
          />
        </Stack>
      )}
    </Stack>
  );
}

export function UserDetailsDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const t = useT();
  return (
    <Dialog.Root open={id != null} onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", sm: "lg" }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="user-details-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <T id="adminUsers.detailsTitle" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{id && <Details id={id} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
