/**
 * The webhook delivery log of /seller/api: one row per event sent to an endpoint (newest first)
 * with its state, attempts, the latest answer's status and duration; the details (every attempt
 * with the start of its answer, and the JSON body sent) in a dialog; replay after a confirmation.
 * Status, endpoint, page and page size live in the query string (`wstatus`, `wendpoint`, …).
 */
import { Badge, Box, Button, chakra, CloseButton, Code, Dialog, Flex, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { NativeSelect } from "../../../components/NativeSelect";
import type { WebhookDeliveriesQuery as DeliveriesData, WebhookDeliveryStatus } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { Notice } from "../../accounts/ui";
import { ConsoleList } from "../../console/ConsoleList";
import { type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { useServerList } from "../../console/use-server-list";
import { ReplayWebhookDeliveryMutation, WebhookDeliveriesQuery, WebhookDeliveryQuery, WebhookEndpointsQuery } from "./api.graphql";
import { EVENT_LABELS, STATUS_LABELS, STATUS_PALETTES, STATUSES } from "./labels";

type Row = DeliveriesData["webhookDeliveries"]["items"][number];

export const DELIVERIES_LIST: ListSpec<"status" | "endpoint"> = {
  pageSizes: [10, 20, 50],
  defaultSize: 10,
  filters: { status: { values: STATUSES }, endpoint: {} },
};

/** Every attempt of one delivery, and the body sent. */
function DeliveryDetails({ id, onClose }: { id: string | null; onClose(): void }) {
  const t = useT();
  const intl = useIntl();
  const { data, error } = useQuery(WebhookDeliveryQuery, { variables: { id: id ?? "" }, skip: !id, fetchPolicy: "network-only" });
  const d = data?.webhookDelivery;
  return (
    <Dialog.Root open={id != null} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: "full", sm: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content colorPalette="green" data-testid="delivery-details" minH={{ sm: "auto" }} my={{ sm: "auto" }} rounded={{ sm: "l3" }}>
            <Dialog.Header>
              <Dialog.Title>
                <T id="seller.api.log.detailsTitle" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error != null && <Notice status="error" title={<T id="console.failed" />} />}
              {d && (
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    <T id={EVENT_LABELS[d.eventType]} /> · <T id="seller.api.log.eventId" values={{ id: d.eventId }} />
                  </Text>
                  <Stack as="ol" gap="3" listStyleType="none" data-testid="attempts">
                    {d.attemptLog.map((a) => (
                      <Stack as="li" key={a.attempt} gap="1" borderWidth="1px" borderColor="border.muted" rounded="l2" p="3" data-attempt={a.attempt}>
                        <Flex gap="2" wrap="wrap" align="center">
                          <Text fontWeight="semibold" fontSize="sm">
                            <T id="seller.api.log.attemptN" values={{ n: a.attempt }} />
                          </Text>
                          <Badge colorPalette={a.statusCode != null && a.statusCode < 300 ? "green" : "red"} variant="subtle">
                            {a.statusCode ?? t("seller.api.log.noAnswer")}
                          </Badge>
                          <Text fontSize="xs" color="fg.muted" ms="auto">
                            {intl.formatDate(a.createdAt, { dateStyle: "short", timeStyle: "medium" })} · {t("seller.api.log.ms", { ms: a.durationMs })}
                          </Text>
                        </Flex>
                        {a.error && (
                          <Text fontSize="sm" color="fg.error">
                            {a.error}
                          </Text>
                        )}
                        {a.response && (
                          <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" fontSize="xs" maxH="32" overflowY="auto" p="2">
                            {a.response}
                          </Code>
                        )}
                      </Stack>
                    ))}
                  </Stack>
                  <Stack gap="1">
                    <Text fontSize="sm" fontWeight="medium">
                      <T id="seller.api.log.body" />
                    </Text>
                    <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" fontSize="xs" p="2" data-testid="delivery-body">
                      {JSON.stringify(JSON.parse(d.body), null, 2)}
                    </Code>
                  </Stack>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function WebhookDeliveriesLog() {
  const t = useT();
  const intl = useIntl();
  const state = useListState(DELIVERIES_LIST);
  const { filters } = state;
  const endpoints = useQuery(WebhookEndpointsQuery, { fetchPolicy: "cache-first" }).data?.webhookEndpoints ?? [];
  const status = (filters.status || null) as WebhookDeliveryStatus | null;
  const endpointId = filters.endpoint || null;
  const list = useServerList(WebhookDeliveriesQuery, { skip: state.skip, take: state.take, status, endpointId }, (d) => d.webhookDeliveries, state);
  const [details, setDetails] = useState<string | null>(null);
  const [replay] = useMutation(ReplayWebhookDeliveryMutation, { refetchQueries: [WebhookDeliveriesQuery] });
  const replaying = useConfirmedMutation<Row, unknown>({
    mutate: (d) => replay({ variables: { id: d.id } }),
    confirm: (d) => ({
      title: t("seller.api.log.replayTitle"),
      body: <T id="seller.api.log.replayBody" values={{ url: d.endpointUrl }} />,
      confirmLabel: t("seller.api.log.replay"),
    }),
    notice: () => ({ type: "success", title: t("seller.api.log.replayed") }),
    dialogTestId: "replay-dialog",
  });

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "time",
      header: t("seller.api.log.time"),
      card: "meta",
      cell: (d) => <time dateTime={d.createdAt}>{intl.formatDate(d.createdAt, { dateStyle: "short", timeStyle: "medium" })}</time>,
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "event",
      header: t("seller.api.log.event"),
      card: "title",
      cell: (d) => (
        <Stack gap="0" minW="0">
          <Text as="span" fontWeight="semibold">
            <T id={EVENT_LABELS[d.eventType]} />
            {d.replayOf && (
              <Badge ms="2" variant="outline" size="sm">
                <T id="seller.api.log.replayBadge" />
              </Badge>
            )}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono" truncate title={d.endpointUrl}>
            {d.endpointUrl}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "56" } }),
    },
    {
      id: "status",
      header: t("seller.api.log.statusColumn"),
      cell: (d) => (
        <Stack gap="0.5" align="flex-start">
          <Badge colorPalette={STATUS_PALETTES[d.status]} variant="subtle" data-status={d.status}>
            <T id={STATUS_LABELS[d.status]} />
          </Badge>
          <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            <T id="seller.api.log.attemptsCount" values={{ count: d.attempts }} />
          </Text>
        </Stack>
      ),
    },
    {
      id: "answer",
      header: t("seller.api.log.answer"),
      cell: (d) => (
        <Text as="span" fontSize="sm" whiteSpace="nowrap" title={d.lastError ?? undefined}>
          {d.lastStatusCode ?? (d.lastError ? t("seller.api.log.noAnswer") : "—")}
          {d.lastDurationMs != null && (
            <Text as="span" color="fg.muted">
              {" "}
              · {t("seller.api.log.ms", { ms: d.lastDurationMs })}
            </Text>
          )}
        </Text>
      ),
    },
    {
      id: "actions",
      header: <chakra.span srOnly>{t("seller.api.actions")}</chakra.span>,
      card: "actions",
      cell: (d) => (
        <HStack justify="flex-end" gap="2">
          <Button size="xs" variant="outline" onClick={() => setDetails(d.id)} data-testid="delivery-details-open">
            <T id="seller.api.log.details" />
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => replaying.start(d)}
            loading={replaying.running?.id === d.id}
            disabled={d.status === "pending" || d.status === "sending"}
            data-testid="delivery-replay"
          >
            <T id="seller.api.log.replay" />
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <HStack gap="2" wrap="wrap" minW="0" maxW="full">
          <NativeSelect
            aria-label={t("seller.api.log.statusColumn")}
            value={filters.status}
            onChange={(e) => state.update({ filters: { status: e.currentTarget.value } })}
            data-testid="log-status"
          >
            <option value="">{t("seller.api.log.anyStatus")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_LABELS[s])}
              </option>
            ))}
          </NativeSelect>
          {/* Long URLs: the select shrinks with the screen instead of widening the page. */}
          <Box maxW="full" minW="0" css={{ "& .km-select": { maxWidth: "100%", flexShrink: 1 }, "& select": { maxWidth: "100%", textOverflow: "ellipsis" } }}>
            <NativeSelect
              aria-label={t("seller.api.log.endpoint")}
              value={filters.endpoint}
              onChange={(e) => state.update({ filters: { endpoint: e.currentTarget.value } })}
              data-testid="log-endpoint"
            >
              <option value="">{t("seller.api.log.anyEndpoint")}</option>
              {endpoints.map((ep) => (
                <option key={ep.id} value={ep.id}>
                  {ep.url}
                </option>
              ))}
            </NativeSelect>
          </Box>
        </HStack>
        <HStack gap="3">
          <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="log-count">
            {list.rows && !list.pastEnd && list.total > 0 && <T id="seller.api.log.count" values={{ from: list.from, to: list.to, total: list.total }} />}
          </Text>
          <Button size="xs" variant="ghost" onClick={list.refetch} data-testid="log-refresh">
            <T id="seller.api.log.refresh" />
          </Button>
        </HStack>
      </Flex>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={DELIVERIES_LIST.pageSizes}
        prefix="log"
        caption={<T id="seller.api.log.caption" />}
        columns={columns}
        rowKey={(d) => d.id}
        rowProps={(d) => ({ "data-delivery": d.id, "data-status": d.status })}
        empty={<T id="seller.api.log.empty" />}
        data-testid="log-table"
      />
      <DeliveryDetails id={details} onClose={() => setDetails(null)} />
      {replaying.dialog}
    </Stack>
  );
}
