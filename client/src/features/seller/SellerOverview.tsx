/**
 * The seller area's overview: a greeting and the shop's state (new shops wait for an admin;
 * a blocked shop reads the admin's reason), with the commission taken on its sales.
 */
import { Badge, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { PageLoader } from "../../components/ClientOnly";
import { formatPercent } from "../../lib/percent";
import { T, type MessageId } from "../../i18n";
import { InfoList, Notice } from "../accounts/ui";
import type { Me } from "../accounts/use-me";
import { SellerProfileQuery } from "./seller.graphql";

const STATES: Record<string, { label: MessageId; help: MessageId; palette: string }> = {
  Enabled: { label: "sellerState.Enabled", help: "seller.overview.enabled", palette: "green" },
  Waiting: { label: "sellerState.Waiting", help: "seller.overview.waiting", palette: "orange" },
  Progress: { label: "sellerState.Progress", help: "seller.overview.waiting", palette: "orange" },
  Blocked: { label: "sellerState.Blocked", help: "seller.overview.blocked", palette: "red" },
};

export function SellerOverview({ me }: { me: Me }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(SellerProfileQuery, { fetchPolicy: "cache-and-network" });
  const shop = data?.sellerProfile;
  if (loading && !data) return <PageLoader />;
  if (error && !data) return <Notice status="error" title={<T id="auth.error.internal" />} />;
  const state = shop ? (STATES[shop.state] ?? STATES.Waiting!) : null;
  return (
    <Stack gap="5" data-testid="seller-overview">
      <Heading as="h2" size="lg" color="colorPalette.fg" data-testid="seller-greeting">
        <T id="seller.overview.welcome" values={{ name: me.name || me.email }} />
      </Heading>
      {shop && state ? (
        <Stack
          gap="3"
          borderWidth="1px"
          borderColor="colorPalette.muted"
          bg="colorPalette.subtle"
          rounded="l3"
          p={{ base: "4", md: "5" }}
          data-testid="seller-shop"
        >
          <Heading as="h3" size="md">
            {shop.name}
          </Heading>
          <InfoList
            rows={[
              [
                <T id="adminUsers.shopState" />,
                <Badge colorPalette={state.palette} data-testid="seller-state">
                  <T id={state.label} />
                </Badge>,
              ],
              [<T id="seller.register.registrationName" />, shop.registrationName],
              [<T id="seller.register.vatNumber" />, shop.vatNumber],
              [<T id="seller.register.email" />, shop.email],
              [<T id="seller.overview.commission" />, <span data-testid="seller-commission">{formatPercent(intl, shop.commissionPercent)}</span>],
            ]}
          />
          <Text fontSize="sm">
            <T id={state.help} />
          </Text>
          {shop.stateReason && shop.state === "Blocked" && (
            <Notice status="error" title={<T id="seller.overview.blockedReason" values={{ reason: shop.stateReason }} />} data-testid="seller-block-reason" />
          )}
          {shop.stateReason && shop.state === "Enabled" && (
            <Text fontSize="sm" color="fg.muted" data-testid="seller-approval-note">
              <T id="seller.overview.approvalNote" values={{ reason: shop.stateReason }} />
            </Text>
          )}
        </Stack>
      ) : (
        <Notice status="info" title={<T id="seller.overview.noShop" />} />
      )}
    </Stack>
  );
}
