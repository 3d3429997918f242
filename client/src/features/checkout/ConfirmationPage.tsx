/**
 * /checkout/confirmation/:id: where the shopper lands after paying (the provider's return
 * settles the order first). What the order's status means for them: keys ready (Sold), the
 * payment still being confirmed (PaymentProcessing: asked again a few times), held for review
 * (Manual), paid pre-order, or a failed payment (Cancelled: the cart is kept, try again);
 * the order number, its lines and total, and the way to the order in the account.
 */
import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Flex, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { PageLoader } from "../../components/ClientOnly";
import { Price } from "../../components/Price";
import type { CheckoutOrderQuery as OrderData, OrderStatus } from "../../gql/graphql";
import { T, type MessageId } from "../../i18n";
import { localeOfPath, localePath, type Locale } from "../../lib/locale";
import type { CurrencyCode } from "../../lib/money";
import { ShellPage } from "../../app/layouts/ShellPage";
import { Notice, Panel } from "../accounts/ui";
import { ToLogin, useMe } from "../accounts/use-me";
import { CheckoutOrderQuery } from "./checkout.graphql";
import { AmountRow, CheckoutRecipes } from "./ui";

type Order = OrderData["order"];

/** How often, and how many times, a payment still being confirmed is asked about again. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_ATTEMPTS = 5;

type View = "ready" | "waiting" | "waitingLong" | "review" | "preOrder" | "failed" | "refunded";

function viewOf(status: OrderStatus, polledOut: boolean): View {
  switch (status) {
    case "Sold":
    case "Closed":
      return "ready";
    case "PaymentProcessing":
    case "Processing":
      return polledOut ? "waitingLong" : "waiting";
    case "Manual":
      return "review";
    case "PreOrder":
      return "preOrder";
    case "Refunded":
    case "RefundedPartially":
      return "refunded";
    default:
      return "failed";
  }
}

const STATUS: Record<View, { status: "success" | "info" | "warning" | "error"; title: MessageId; lead: MessageId }> = {
  ready: { status: "success", title: "checkout.confirmation.ready.title", lead: "checkout.confirmation.ready.lead" },
  waiting: { status: "info", title: "checkout.confirmation.waiting.title", lead: "checkout.confirmation.waiting.lead" },
  waitingLong: { status: "warning", title: "checkout.confirmation.waitingLong.title", lead: "checkout.confirmation.waitingLong.lead" },
  review: { status: "info", title: "checkout.confirmation.review.title", lead: "checkout.confirmation.review.lead" },
  preOrder: { status: "success", title: "checkout.confirmation.preOrder.title", lead: "checkout.confirmation.preOrder.lead" },
  failed: { status: "error", title: "checkout.confirmation.failed.title", lead: "checkout.confirmation.failed.lead" },
  refunded: { status: "info", title: "checkout.confirmation.refunded.title", lead: "checkout.confirmation.refunded.lead" },
};

function Actions({ view, order, locale }: { view: View; order: Order; locale: Locale }) {
  const toOrder = (
    <Button asChild colorPalette="purple" variant={view === "ready" ? "solid" : "outline"} data-testid="confirmation-order-link">
      <RouterLink to={localePath(locale, `/account/orders/${order.id}`)}>
        <T id={view === "ready" ? "checkout.confirmation.showKeys" : "checkout.confirmation.showOrder"} />
      </RouterLink>
    </Button>
  );
  if (view === "failed")
    return (
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="purple" data-testid="confirmation-retry">
          <RouterLink to={localePath(locale, "/checkout")}>
            <T id="checkout.confirmation.retry" />
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={localePath(locale, "/cart")}>
            <T id="checkout.confirmation.toCart" />
          </RouterLink>
        </Button>
      </Flex>
    );
  return (
    <Flex gap="3" wrap="wrap">
      {toOrder}
      <Button asChild variant="outline">
        <RouterLink to={localePath(locale, "/")}>
          <T id="checkout.confirmation.continueShopping" />
        </RouterLink>
      </Button>
    </Flex>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const cur = order.total.currency as CurrencyCode;
  return (
    <Panel title={<T id="checkout.confirmation.details" values={{ number: order.number }} />} data-testid="confirmation-details">
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {order.items.map((i) => (
          <Flex as="li" key={i.id} justify="space-between" gap="4" align="flex-start" data-testid="confirmation-line">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" fontSize="sm">
                {i.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                <T id="checkout.summary.quantity" values={{ quantity: i.quantity, price: <Price amount={i.unitPrice.amount} currency={cur} /> }} />
                {i.sellerName ? ` · ${i.sellerName}` : ""}
              </Text>
              {i.preOrder && (
                <Badge colorPalette="purple" variant="subtle" alignSelf="flex-start" size="sm">
                  <T id="checkout.summary.preOrder" />
                </Badge>
              )}
            </Stack>
            <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
              <Price amount={i.total.amount} currency={cur} />
            </Text>
          </Flex>
        ))}
      </Stack>
      <Stack gap="1.5" borderTopWidth="1px" borderColor="border.muted" pt="3">
        {order.discount.amount > 0 && (
          <>
            <AmountRow label={<T id="checkout.summary.subtotal" />} amount={order.subtotal.amount} currency={cur} />
            <AmountRow
              label={<T id="checkout.summary.discount" values={{ code: order.couponCode ?? "" }} />}
              amount={order.discount.amount}
              currency={cur}
              negative
            />
          </>
        )}
        <AmountRow label={<T id="checkout.summary.total" />} amount={order.total.amount} currency={cur} total data-testid="confirmation-total" />
      </Stack>
    </Panel>
  );
}

function ConfirmationContent({ id }: { id: string }) {
  const locale = localeOfPath(useLocation().pathname);
  const { me, loading: meLoading } = useMe();
  const { data, loading, error, refetch } = useQuery(CheckoutOrderQuery, {
    variables: { id },
    skip: !me,
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: false,
  });
  const [polls, setPolls] = useState(0);
  const order = data?.order ?? null;
  const pending = order?.status === "PaymentProcessing" || order?.status === "Processing";

  // A payment still being confirmed (a provider's webhook on its way): ask again a few times.
  useEffect(() => {
    if (!pending || polls >= POLL_ATTEMPTS) return;
    const timer = setTimeout(() => {
      void refetch()
        .catch(() => undefined)
        .finally(() => setPolls((n) => n + 1));
    }, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, refetch]);

  if (meLoading) return <PageLoader />;
  if (!me) return <ToLogin />;
  if (loading && !order) return <PageLoader />;
  if (!order) {
    const notFound = error && /not found/i.test(error.message);
    return (
      <Notice
        status="error"
        title={<T id={notFound ? "checkout.confirmation.notFound" : "auth.error.internal"} />}
        data-testid="confirmation-error"
        action={
          notFound ? undefined : (
            <Button size="sm" alignSelf="flex-start" onClick={() => void refetch().catch(() => undefined)}>
              <T id="common.retry" />
            </Button>
          )
        }
      />
    );
  }

  const view = viewOf(order.status, polls >= POLL_ATTEMPTS);
  const s = STATUS[view];
  return (
    <Stack gap="6" data-testid="confirmation-page" data-status={order.status}>
      <Box>
        <Notice status={s.status} title={<T id={s.title} />} data-testid="confirmation-status">
          <Stack gap="3">
            <Text>
              <T id={s.lead} values={{ number: <strong>{order.number}</strong> }} />
            </Text>
            {view === "waiting" && (
              <HStack gap="2" color="fg.muted" fontSize="sm">
                <Spinner size="sm" />
                <T id="checkout.confirmation.checking" />
              </HStack>
            )}
            <Actions view={view} order={order} locale={locale} />
          </Stack>
        </Notice>
      </Box>
      <Text fontSize="sm" color="fg.muted" data-testid="confirmation-number">
        <T id="checkout.confirmation.number" values={{ number: <strong>{order.number}</strong> }} />
      </Text>
      <OrderDetails order={order} />
    </Stack>
  );
}

export function ConfirmationPage({ id }: { id: string }) {
  return (
    <ShellPage title="checkout.confirmation.title" lead="checkout.confirmation.lead" maxW="3xl">
      <CheckoutRecipes>
        <ConfirmationContent id={id} />
      </CheckoutRecipes>
    </ShellPage>
  );
}
