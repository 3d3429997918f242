/**
 * /admin/sellers/:id: one seller shop as an admin reviews it: its state (and the reason of the
 * decision that set it), profile, owner account, commission, offers and keys, and its history
 * (registration, approvals, blocks, commission changes: when, who, why). And the decisions:
 * approve (an optional note for the seller), block (a reason, required, mailed to the seller),
 * change the commission (the marketplace's, or the shop's own). Each asks first, then says in
 * a toast what happened; a shop that changed meanwhile is shown afresh.
 */
import { Box, Button, Flex, Grid, Heading, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import type { ApolloCache } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import type { AdminSellerFieldsFragment } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { ReadOnlyNote, useCan } from "../permissions";
import { localeOfPath, localePath } from "../../../lib/locale";
import { InfoList, Notice, Panel, TextField } from "../../accounts/ui";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { SellerStateBadge } from "./AdminSellersPage";
import { formatPercent } from "../../../lib/percent";
import { parsePercent, REVIEW_ACTION_LABELS, sellerActionError, SELLER_STATE_LABELS } from "./labels";
import { AdminSellerQuery, ApproveSellerMutation, BlockSellerMutation, SetSellerCommissionMutation } from "./sellers.graphql";
import { SellerRatingsPanel } from "./SellerRatingsPanel";

type Seller = AdminSellerFieldsFragment;

/** The lists of shops (and the queue's count) change with every decision: dropped, fetched again where shown. */
function dropLists(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "sellers" });
  cache.gc();
}

function useSellerActions(refetch: () => void) {
  const t = useT();
  const intl = useIntl();
  const client = useApolloClient();
  const [reason, setReason] = useState("");
  const [kind, setKind] = useState<"default" | "own">("default");
  const [percent, setPercent] = useState("");
  const failure = (e: unknown) => {
    const err = sellerActionError(e);
    if (err.stale) refetch();
    return { type: "error" as const, title: t(err.title), description: err.detail };
  };
  const typed = parsePercent(percent);

  const approve = useConfirmedMutation({
    mutate: (s: Seller) =>
      client.mutate({ mutation: ApproveSellerMutation, variables: { input: { sellerId: s.id, reason: reason.trim() || null } }, update: dropLists }),
    confirm: (s) => ({
      title: <T id="admin.sellers.approveTitle" values={{ name: s.name }} />,
      body: (
        <Stack gap="4">
          <Text>
            <T id="admin.sellers.approveBody" />
          </Text>
          <TextField
            label={t("admin.sellers.approveReason")}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
            data-testid="approve-reason"
          />
        </Stack>
      ),
      confirmLabel: <T id="admin.sellers.approve" />,
    }),
    notice: (_r, s) => ({ type: "success", title: t("admin.sellers.approved", { name: s.name }) }),
    failure,
    dialogTestId: "approve-dialog",
  });

  const block = useConfirmedMutation({
    mutate: (s: Seller) => client.mutate({ mutation: BlockSellerMutation, variables: { input: { sellerId: s.id, reason: reason.trim() } }, update: dropLists }),
    confirm: (s) => ({
      title: <T id="admin.sellers.blockTitle" values={{ name: s.name }} />,
      body: (
        <Stack gap="4">
          <Text>
            <T id="admin.sellers.blockBody" />
          </Text>
          <TextField
            label={t("admin.sellers.blockReason")}
            helper={t("admin.sellers.blockReasonHelp")}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
            data-testid="block-reason"
          />
        </Stack>
      ),
      confirmLabel: <T id="admin.sellers.block" />,
      destructive: true,
      confirmDisabled: reason.trim().length < 3,
    }),
    notice: (_r, s) => ({ type: "success", title: t("admin.sellers.blocked", { name: s.name }) }),
    failure,
    dialogTestId: "block-dialog",
  });

  const commission = useConfirmedMutation({
    mutate: (s: Seller) =>
      client.mutate({
        mutation: SetSellerCommissionMutation,
        variables: { input: { sellerId: s.id, commissionPercent: kind === "default" ? null : typed, reason: reason.trim() || null } },
        update: dropLists,
      }),
    confirm: (s) => ({
      title: <T id="admin.sellers.commissionDialogTitle" values={{ name: s.name }} />,
      body: (
        <Stack gap="4">
          <Text>
            <T id="admin.sellers.commissionBody" />
          </Text>
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              <T id="admin.sellers.commissionKind" />
            </Text>
            <HStack gap="2" wrap="wrap" role="group" aria-label={t("admin.sellers.commissionKind")}>
              <Button
                size="sm"
                variant={kind === "default" ? "solid" : "outline"}
                aria-pressed={kind === "default"}
                onClick={() => setKind("default")}
                data-testid="commission-default"
              >
                <T id="admin.sellers.useDefault" values={{ percent: formatPercent(intl, s.defaultCommissionPercent) }} />
              </Button>
              <Button
                size="sm"
                variant={kind === "own" ? "solid" : "outline"}
                aria-pressed={kind === "own"}
                onClick={() => setKind("own")}
                data-testid="commission-own"
              >
                <T id="admin.sellers.useOwn" />
              </Button>
            </HStack>
          </Stack>
          {kind === "own" && (
            <TextField
              label={t("admin.sellers.percentLabel")}
              helper={t("admin.sellers.percentHelp")}
              error={percent.trim() !== "" && typed == null ? t("admin.sellers.percentInvalid") : undefined}
              required
              inputMode="decimal"
              value={percent}
              onChange={(e) => setPercent(e.currentTarget.value)}
              maxLength={6}
              data-testid="commission-percent"
            />
          )}
          <TextField
            label={t("admin.sellers.commissionReason")}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
            data-testid="commission-reason"
          />
        </Stack>
      ),
      confirmLabel: <T id="admin.sellers.commissionSave" />,
      confirmDisabled: kind === "own" && typed == null,
    }),
    notice: ({ data }, s) => {
      const after = data?.setSellerCommission.commissionPercent ?? s.commissionPercent;
      return { type: "success", title: t("admin.sellers.commissionSaved", { name: s.name, percent: formatPercent(intl, after) }) };
    },
    failure,
    dialogTestId: "commission-dialog",
  });

  return {
    approve: {
      ...approve,
      start: (s: Seller) => {
        setReason("");
        approve.start(s);
      },
    },
    block: {
      ...block,
      start: (s: Seller) => {
        setReason("");
        block.start(s);
      },
    },
    commission: {
      ...commission,
      start: (s: Seller) => {
        setReason("");
        setKind(s.ownCommissionPercent == null ? "default" : "own");
        setPercent(s.ownCommissionPercent == null ? "" : intl.formatNumber(s.ownCommissionPercent, { maximumFractionDigits: 2, useGrouping: false }));
        commission.start(s);
      },
    },
  };
}

function History({ seller }: { seller: Seller }) {
  const intl = useIntl();
  const t = useT();
  const pct = (p: number | null) => (p == null ? t("admin.sellers.marketplaceDefault") : formatPercent(intl, p));
  if (seller.reviews.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        <T id="admin.sellers.historyEmpty" />
      </Text>
    );
  return (
    <Stack as="ol" listStyleType="none" gap="0" data-testid="seller-history">
      {seller.reviews.map((r, n) => (
        <Flex as="li" key={r.id} gap="3" pb={n === seller.reviews.length - 1 ? "0" : "4"} data-action={r.action}>
          <Box position="relative" flexShrink={0} w="3" display="flex" justifyContent="center">
            <Box
              w="2.5"
              h="2.5"
              mt="1.5"
              rounded="full"
              zIndex="1"
              bg={r.action === "Blocked" ? "red.solid" : r.action === "Approved" ? "green.solid" : "colorPalette.solid"}
            />
            {n < seller.reviews.length - 1 && <Box position="absolute" top="4" bottom="-1" w="1px" bg="border" />}
          </Box>
          <Stack gap="1" minW="0" flex="1">
            <Flex gap="2" align="baseline" wrap="wrap">
              <Text fontWeight="medium" fontSize="sm">
                <T id={REVIEW_ACTION_LABELS[r.action]} />
              </Text>
              <Text fontSize="xs" color="fg.muted">
                <T
                  id="admin.sellers.historyBy"
                  values={{ actor: r.actor ? `${r.actor.name || r.actor.email} (${r.actor.email})` : t("admin.sellers.historyDeleted") }}
                />
              </Text>
            </Flex>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={r.createdAt}>{intl.formatDate(r.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
            </Text>
            {r.toState && r.fromState && (
              <Text fontSize="sm">
                <T id={SELLER_STATE_LABELS[r.fromState]} /> → <T id={SELLER_STATE_LABELS[r.toState]} />
              </Text>
            )}
            {r.action === "CommissionChanged" && (
              <Text fontSize="sm" data-testid="history-commission">
                <T id="admin.sellers.historyCommission" values={{ before: pct(r.commissionPercentBefore), after: pct(r.commissionPercentAfter) }} />
              </Text>
            )}
            {r.reason && (
              <Text fontSize="sm" color="fg.muted" fontStyle="italic" wordBreak="break-word" data-testid="history-reason">
                <T id="admin.sellers.reasonLabel" values={{ reason: r.reason }} />
              </Text>
            )}
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

function Details({ seller, refetch, backTo, fromQueue }: { seller: Seller; refetch(): void; backTo: string; fromQueue: boolean }) {
  const intl = useIntl();
  const t = useT();
  const actions = useSellerActions(refetch);
  // Support reads the shop and its history; approving, blocking and commissions are for admins.
  const mayEdit = useCan()("sellers:edit");
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
  const rows = (list: [ReactNode, ReactNode][]) => list;
  return (
    <Stack gap="5" data-testid="admin-seller" data-state={seller.state}>
      <Link asChild fontSize="sm" color="colorPalette.fg" alignSelf="flex-start">
        <RouterLink to={backTo} data-testid="seller-back">
          ‹ <T id={fromQueue ? "admin.sellers.backToQueue" : "admin.sellers.back"} />
        </RouterLink>
      </Link>
      <Flex gap="3" direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "flex-start" }}>
        <Stack gap="2" minW="0">
          <Heading as="h2" size="xl" overflowWrap="anywhere" data-testid="seller-name">
            {seller.name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <SellerStateBadge state={seller.state} />
            <Text fontSize="sm" color="fg.muted">
              <T id="admin.sellers.registeredOn" values={{ date: date(seller.createdAt) }} />
            </Text>
          </HStack>
        </Stack>
        {mayEdit && (
          <HStack gap="2" wrap="wrap" flexShrink={0}>
            {seller.state !== "Enabled" && (
              <Button colorPalette="green" onClick={() => actions.approve.start(seller)} loading={actions.approve.running != null} data-testid="seller-approve">
                <T id="admin.sellers.approve" />
              </Button>
            )}
            {seller.state !== "Blocked" && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => actions.block.start(seller)}
                loading={actions.block.running != null}
                data-testid="seller-block"
              >
                <T id="admin.sellers.block" />
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() => actions.commission.start(seller)}
              loading={actions.commission.running != null}
              data-testid="seller-commission"
            >
              <T id="admin.sellers.changeCommission" />
            </Button>
          </HStack>
        )}
      </Flex>
      {!mayEdit && <ReadOnlyNote id="admin.roles.sellersReadOnly" />}
      {seller.state === "Waiting" && <Notice status="warning" title={<T id="admin.sellers.waitingNotice" />} data-testid="seller-waiting" />}
      {seller.state === "Blocked" && (
        <Notice status="error" title={<T id="admin.sellers.blockedNotice" />} data-testid="seller-blocked">
          {seller.stateReason && <T id="admin.sellers.reasonLabel" values={{ reason: seller.stateReason }} />}
        </Notice>
      )}
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) minmax(0, 1fr)" }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <Panel title={<T id="admin.sellers.profile" />} data-testid="seller-profile">
            <InfoList
              rows={rows([
                [<T id="seller.register.name" />, seller.name],
                [<T id="seller.register.registrationName" />, seller.registrationName],
                [<T id="seller.register.vatNumber" />, seller.vatNumber],
                [<T id="seller.register.email" />, seller.email],
                [<T id="admin.sellers.rating" />, <T id="admin.sellers.ratingValue" values={{ rating: seller.rating }} />],
              ])}
            />
          </Panel>
          <Panel title={<T id="admin.sellers.ownerTitle" />} data-testid="seller-owner">
            <InfoList
              rows={rows([
                [<T id="admin.sellers.ownerName" />, seller.owner.name || "—"],
                [<T id="admin.sellers.ownerEmail" />, seller.owner.email],
                [<T id="admin.sellers.ownerLanguage" />, <T id={seller.owner.locale === "it" ? "language.it" : "language.en"} />],
              ])}
            />
          </Panel>
          <Panel title={<T id="admin.sellers.commissionTitle" />} data-testid="seller-commission-panel">
            <InfoList
              rows={rows([
                [
                  <T id="admin.sellers.commissionCurrent" />,
                  <span data-testid="seller-commission-value">
                    <T
                      id="admin.sellers.commissionWithSource"
                      values={{
                        percent: formatPercent(intl, seller.commissionPercent),
                        source: t(seller.ownCommissionPercent == null ? "admin.sellers.commissionDefault" : "admin.sellers.commissionOwn"),
                      }}
                    />
                  </span>,
                ],
                [<T id="admin.sellers.marketplaceDefault" />, formatPercent(intl, seller.defaultCommissionPercent)],
              ])}
            />
          </Panel>
          <Panel title={<T id="admin.sellers.offersTitle" />}>
            <InfoList
              rows={rows([
                [<T id="admin.sellers.offerCount" />, intl.formatNumber(seller.offerCount)],
                [<T id="admin.sellers.keyCount" />, intl.formatNumber(seller.stock)],
              ])}
            />
          </Panel>
        </Stack>
        <Stack gap="5" minW="0">
          <SellerRatingsPanel sellerId={seller.id} />
          <Panel title={<T id="admin.sellers.history" />}>
            <History seller={seller} />
          </Panel>
        </Stack>
      </Grid>
      {actions.approve.dialog}
      {actions.block.dialog}
      {actions.commission.dialog}
    </Stack>
  );
}

export function AdminSellerPage({ id }: { id: string }) {
  const intl = useIntl();
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const list = (location.state as { list?: string } | null)?.list ?? "";
  const backTo = localePath(locale, "/admin/sellers") + list;
  const fromQueue = new URLSearchParams(list).get("state") === "Waiting";
  const { data, loading, error, refetch } = useQuery(AdminSellerQuery, { variables: { id }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const seller = data?.seller;
  if (!seller && loading) return <Spinner role="status" aria-label={intl.formatMessage({ id: "common.loading" })} />;
  if (!seller) {
    const notFound =
      !!error && "errors" in error && (error as { errors: { extensions?: { code?: unknown } }[] }).errors.some((e) => e.extensions?.code === "NOT_FOUND");
    return (
      <Stack gap="4">
        <Notice status="error" title={<T id={notFound ? "admin.sellers.notFound" : "console.failed"} />} data-testid="seller-error" />
        <Link asChild fontSize="sm" color="colorPalette.fg" alignSelf="flex-start">
          <RouterLink to={backTo}>
            ‹ <T id="admin.sellers.back" />
          </RouterLink>
        </Link>
      </Stack>
    );
  }
  return <Details seller={seller} refetch={() => void refetch().catch(() => undefined)} backTo={backTo} fromQueue={fromQueue} />;
}
