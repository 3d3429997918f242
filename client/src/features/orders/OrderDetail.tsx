/**
 * /account/orders/:id: one of the user's orders: number, status and dates, the lines with
 * their keys (state, dates, reveal) and each platform's activation guide, the amounts, the
 * billing address and the timeline. An unknown order, or another user's (the server
 * answers both alike), shows "not found".
 */
import { Box, Button, chakra, Flex, Grid, Heading, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useQuery, useSubscription } from "@apollo/client/react";
import { useEffect, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { PageLoader } from "../../components/ClientOnly";
import { imageUrl } from "../../components/ResponsiveImage";
import type { MyOrderQuery as MyOrderData } from "../../gql/graphql";
import { T, useT } from "../../i18n";
import { localePath, type Locale } from "../../lib/locale";
import { Notice, Panel } from "../accounts/ui";
import { ReportProblem } from "../tickets/ReportProblem";
import { RateSeller } from "../ratings/RateSeller";
import { KeyReveal } from "./KeyReveal";
import { ACTOR_LABELS, eventLabel, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "./order-labels";
import { MyOrderQuery, OrderUpdatedSubscription } from "./orders.graphql";
import { Money, OrderStatusBadge } from "./OrdersList";

type Order = MyOrderData["order"];

/** How often an order that can still change is asked again when the live connection fails. */
const POLL_MS = 5000;
/** Statuses an order leaves by itself (payment, review, supply, pre-order delivery): the page follows them live. */
const OPEN_STATUSES: readonly Order["status"][] = ["PaymentProcessing", "Processing", "Manual", "PreOrder"];
type Line = Order["items"][number];

/** Orders whose lines can be reported to support (paid, delivered or waiting for a pre-order). */
const REPORTABLE: readonly Order["status"][] = ["Sold", "Closed", "RefundedPartially", "PreOrder"];

/**
 * When each Changed key was replaced: the delivery of the first Replaced key of the line
 * delivered after it (a replacement is delivered the moment the old key is changed).
 */
export function replacementDates(keys: Line["keys"]): Map<string, string> {
  const replacements = keys
    .filter((k) => k.state === "Replaced" && k.deliveredAt)
    .map((k) => k.deliveredAt!)
    .sort();
  const out = new Map<string, string>();
  const used = new Set<number>();
  for (const k of [...keys].filter((k) => k.state === "Changed").sort((a, b) => (a.deliveredAt ?? "").localeCompare(b.deliveredAt ?? ""))) {
    const i = replacements.findIndex((at, j) => !used.has(j) && at >= (k.deliveredAt ?? ""));
    if (i >= 0) {
      used.add(i);
      out.set(k.id, replacements[i]!);
    }
  }
  return out;
}

const isNotFound = (e: unknown) =>
  CombinedGraphQLErrors.is(e) && e.errors.some((x) => x.extensions?.code === "NOT_FOUND" || x.extensions?.code === "BAD_USER_INPUT");

function BackLink({ locale }: { locale: Locale }) {
  return (
    <Link asChild fontSize="sm" color="colorPalette.fg" alignSelf="flex-start">
      <RouterLink to={localePath(locale, "/account/orders")} data-testid="orders-back">
        <span aria-hidden="true">← </span>
        <T id="orders.back" />
      </RouterLink>
    </Link>
  );
}

function LineCard({ line, locale, reportable }: { line: Line; locale: Locale; reportable: boolean }) {
  const product = line.product;
  const replacedOn = replacementDates(line.keys);
  const platform = product?.platform;
  const waitingKeys = line.quantity - line.refundedQuantity - line.keys.length;
  return (
    <Box as="section" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" p={{ base: "4", md: "5" }} data-testid="order-line">
      <Stack gap="3">
        <Flex gap="3" align="flex-start">
          {product && (
            <Image
              src={imageUrl(product.coverImage.src, 640)}
              alt=""
              width="14"
              height="auto"
              aspectRatio="3 / 4"
              objectFit="cover"
              rounded="l2"
              flexShrink={0}
              loading="lazy"
            />
          )}
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h3" size="sm">
              {product ? (
                <Link asChild color="fg" _hover={{ color: "colorPalette.fg" }}>
                  <RouterLink to={product.url}>{line.name}</RouterLink>
                </Link>
              ) : (
                line.name
              )}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <T id="orders.lineQuantity" values={{ count: line.quantity, price: <Money money={line.unitPrice} /> }} />
              {line.sellerName && (
                <>
                  {" · "}
                  <T id="orders.soldBy" values={{ seller: line.sellerName }} />
                </>
              )}
            </Text>
            {line.refundedQuantity > 0 && (
              <Text fontSize="sm" color="fg.muted">
                <T id="orders.lineRefunded" values={{ count: line.refundedQuantity }} />
              </Text>
            )}
          </Stack>
          <Text fontWeight="semibold" whiteSpace="nowrap">
            <Money money={line.total} />
          </Text>
        </Flex>
        {line.keys.length > 0 && (
          <chakra.ul display="flex" flexDirection="column" gap="3" m="0" p="0" aria-label={`${line.name}`}>
            {line.keys.map((k, i) => (
              <KeyReveal key={k.id} orderKey={k} index={i} productName={line.name} replacedOn={replacedOn.get(k.id)} />
            ))}
          </chakra.ul>
        )}
        {waitingKeys > 0 && (
          <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" borderColor="border.muted" pt="3" data-testid="keys-waiting">
            <T id={line.preOrder ? "orders.key.preOrderWait" : "orders.key.waitingKeys"} values={{ count: waitingKeys }} />
          </Text>
        )}
        {platform && (
          <Link asChild fontSize="sm" color="colorPalette.fg" fontWeight="medium" alignSelf="flex-start">
            <RouterLink to={localePath(locale, `/activation/${platform.slug}`)} data-testid="activation-guide">
              <T id="orders.activationGuide" values={{ platform: platform.name }} />
            </RouterLink>
          </Link>
        )}
        <RateSeller line={line} />
        {reportable && <ReportProblem orderItemId={line.id} productName={line.name} locale={locale} />}
      </Stack>
    </Box>
  );
}

/** Label–value rows of a side panel: the value at the end of its line (it wraps below when long). */
function Rows({ rows, "data-testid": testId }: { rows: readonly (readonly [ReactNode, ReactNode])[]; "data-testid"?: string }) {
  return (
    <chakra.dl display="flex" flexDirection="column" gap="2" m="0" fontSize="sm" data-testid={testId}>
      {rows.map(([label, value], i) => (
        <Flex key={i} gap="3" justify="space-between" wrap="wrap">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd m="0" fontWeight="medium" textAlign="end" ms="auto">
            {value}
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}

function Amounts({ order }: { order: Order }) {
  const rows: [ReactNode, ReactNode][] = [[<T key="s" id="orders.subtotal" />, <Money key="s" money={order.subtotal} />]];
  if (order.discount.amount > 0)
    rows.push([
      order.couponCode ? <T key="d" id="orders.discountCode" values={{ code: order.couponCode }} /> : <T key="d" id="orders.discount" />,
      <span key="d">
        −<Money money={order.discount} />
      </span>,
    ]);
  rows.push([<T key="t" id="orders.total" />, <Money key="t" money={order.total} data-testid="order-detail-total" />]);
  if (order.refunded.amount > 0) rows.push([<T key="r" id="orders.refunded" />, <Money key="r" money={order.refunded} />]);
  return <Rows rows={rows} data-testid="order-amounts" />;
}

function Timeline({ events }: { events: Order["events"] }) {
  const intl = useIntl();
  return (
    <chakra.ol m="0" p="0" display="flex" flexDirection="column" gap="3" data-testid="order-timeline">
      {events.map((e, i) => (
        <chakra.li key={i} listStyleType="none" display="flex" gap="3">
          <Box
            w="2.5"
            h="2.5"
            mt="1.5"
            rounded="full"
            bg={i === events.length - 1 ? "colorPalette.solid" : "border.emphasized"}
            flexShrink={0}
            aria-hidden="true"
          />
          <Stack gap="0.5" minW="0">
            <Text fontSize="sm" fontWeight="medium">
              <T id={eventLabel(e.type)} />
              {e.toStatus && (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {" → "}
                  <T id={ORDER_STATUS_LABELS[e.toStatus]} />
                </Text>
              )}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={e.createdAt}>{intl.formatDate(e.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
              {" · "}
              {ACTOR_LABELS[e.actor] ? <T id={ACTOR_LABELS[e.actor]!} /> : e.actor}
              {e.paymentStatus && (
                <>
                  {" · "}
                  <T id={PAYMENT_STATUS_LABELS[e.paymentStatus]} />
                </>
              )}
            </Text>
          </Stack>
        </chakra.li>
      ))}
    </chakra.ol>
  );
}

export function OrderDetail({ id, locale }: { id: string; locale: Locale }) {
  const t = useT();
  const intl = useIntl();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MyOrderQuery, {
    variables: { id },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const order = data?.order;
  // Live: the payment captured, the keys delivered, a refund, the review's outcome arrive by
  // themselves (the subscription's answers update the cached order this page shows). While an
  // order can still change and the live connection fails, it is asked again every few seconds.
  const open = order != null && OPEN_STATUSES.includes(order.status);
  const live = useSubscription(OrderUpdatedSubscription, { variables: { id }, skip: !open || typeof window === "undefined" });
  const waiting = open && live.error != null;
  useEffect(() => {
    if (!waiting) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);
  if (!order) {
    if (loading) return <PageLoader />;
    if (isNotFound(error))
      return (
        <Stack gap="4" data-testid="order-not-found">
          <Notice status="warning" title={<T id="orders.notFound.title" />}>
            <T id="orders.notFound.message" />
          </Notice>
          <BackLink locale={locale} />
        </Stack>
      );
    return (
      <Stack gap="4">
        <Notice
          status="error"
          title={<T id="orders.failed" />}
          action={
            <Button size="sm" alignSelf="flex-start" onClick={() => void refetch().catch(() => undefined)}>
              <T id="common.retry" />
            </Button>
          }
        />
        <BackLink locale={locale} />
      </Stack>
    );
  }
  const b = order.billing;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Stack gap="5" data-testid="order-detail" data-order={order.number} data-status={order.status}>
      <BackLink locale={locale} />
      <Flex gap="3" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }} justify="space-between">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="xl" data-testid="order-number">
              <T id="orders.detailTitle" values={{ number: order.number }} />
            </Heading>
            <OrderStatusBadge status={order.status} size="lg" />
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            <T id="orders.placedOn" values={{ date: when(order.createdAt) }} />
          </Text>
        </Stack>
        <Text fontSize="2xl" fontWeight="bold">
          <Money money={order.total} />
        </Text>
      </Flex>
      {order.status === "PaymentProcessing" && <Notice status="info" title={<T id="orders.paymentPending" />} />}
      {order.status === "Manual" && <Notice status="info" title={<T id="orders.inReview" />} />}
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="5" alignItems="start">
        <Stack gap="4" as="section" aria-label={t("orders.items")}>
          <Heading as="h2" size="md">
            <T id="orders.items" />
          </Heading>
          {order.items.map((line) => (
            <LineCard key={line.id} line={line} locale={locale} reportable={REPORTABLE.includes(order.status)} />
          ))}
        </Stack>
        <Stack gap="4">
          <Panel title={<T id="orders.summary" />} data-testid="order-summary">
            <Rows
              rows={[
                [<T key="p" id="orders.paymentStatus" />, <T key="p" id={PAYMENT_STATUS_LABELS[order.paymentStatus]} />],
                ...(order.paidAt ? [[<T key="a" id="orders.paidAt" />, when(order.paidAt)] as const] : []),
                ...(order.deliveredAt ? [[<T key="d" id="orders.deliveredAt" />, when(order.deliveredAt)] as const] : []),
              ]}
            />
            <Box borderTopWidth="1px" borderColor="border.muted" pt="4">
              <Amounts order={order} />
            </Box>
          </Panel>
          <Panel title={<T id="orders.billing" />} data-testid="order-billing">
            <Text fontSize="sm" lineHeight="tall">
              {`${b.name} ${b.surname}`.trim()}
              <br />
              {b.address}
              <br />
              {`${b.code} ${b.city}`.trim()}
              <br />
              {b.country}
              <br />
              <Text as="span" color="fg.muted">
                {b.email}
              </Text>
            </Text>
          </Panel>
          <Panel title={<T id="orders.timeline" />}>
            <Timeline events={order.events} />
          </Panel>
        </Stack>
      </Grid>
    </Stack>
  );
}
