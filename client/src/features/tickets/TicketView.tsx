/**
 * One ticket as its reader works it: the number, subject, status and what it is about (order,
 * product, seller, customer), the thread, the reply box and the reader's controls:
 * - customer: "Problem solved" (→ Resolved), "Not solved" (a Resolved ticket back to Open) and
 *   "Close" (each offered when allowedStatuses has it), a link to the order where the keys are
 *   revealed;
 * - seller: the status (Pending, Resolved as allowed) and "Replace key" on each key of the line;
 * - staff: assign to me / unassign, the priority, the status (only allowedStatuses), and
 *   "Replace key" likewise.
 * Replacing a key asks first and says what happened: a new key delivered, or the line refunded
 * for lack of stock. The ticket is marked read when it opens. An unknown or foreign id shows
 * "not found" (the server answers both alike).
 */
import { Badge, Box, Button, chakra, Flex, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { NativeSelect } from "../../components/NativeSelect";
import { PageLoader } from "../../components/ClientOnly";
import { T, useT } from "../../i18n";
import { localePath, type Locale } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { ConfirmDialog, Notice, Panel } from "../accounts/ui";
import { Price } from "../../components/Price";
import { isCurrencyCode } from "../../lib/money";
import { KEY_STATE_LABELS, KEY_STATE_PALETTES, PRIORITY_LABELS, REASON_LABELS, STATUS_LABELS, TICKET_PRIORITIES, ticketNumber } from "./labels";
import { type ReplaceOutcome, useTicketActions } from "./ticket-actions";
import { TicketPriorityBadge, TicketStatusBadge, TicketThread, When, ReplyBox } from "./TicketParts";
import { TicketQuery } from "./tickets.graphql";
import type { TicketDetail, TicketKey, TicketParty, TicketPriority, TicketStatus } from "./types";

export type TicketViewer = "customer" | "seller" | "staff";

const OWN_PARTY: Record<TicketViewer, TicketParty> = { customer: "customer", seller: "seller", staff: "staff" };

function BackLink({ to }: { to: string }) {
  return (
    <Link asChild fontSize="sm" color="colorPalette.fg" alignSelf="flex-start">
      <RouterLink to={to} data-testid="tickets-back">
        <span aria-hidden="true">← </span>
        <T id="tickets.back" />
      </RouterLink>
    </Link>
  );
}

function Facts({ ticket, viewer, locale }: { ticket: TicketDetail; viewer: TicketViewer; locale: Locale }) {
  const rows: [ReactNode, ReactNode][] = [[<T key="r" id="tickets.field.reason" />, <T key="r" id={REASON_LABELS[ticket.reason]} />]];
  if (ticket.orderNumber)
    rows.push([
      <T key="o" id="tickets.field.order" />,
      viewer === "customer" && ticket.orderId ? (
        <Link key="o" asChild color="colorPalette.fg">
          <RouterLink to={localePath(locale, `/account/orders/${ticket.orderId}`)} data-testid="ticket-order-link">
            {ticket.orderNumber}
          </RouterLink>
        </Link>
      ) : viewer === "staff" && ticket.orderId ? (
        <Link key="o" asChild color="colorPalette.fg">
          <RouterLink to={localePath(locale, `/admin/orders/${ticket.orderId}`)}>{ticket.orderNumber}</RouterLink>
        </Link>
      ) : (
        ticket.orderNumber
      ),
    ]);
  if (ticket.productName) rows.push([<T key="p" id="tickets.field.product" />, ticket.productName]);
  if (ticket.sellerName && viewer !== "seller") rows.push([<T key="s" id="tickets.field.seller" />, ticket.sellerName]);
  if (viewer !== "customer")
    rows.push([<T key="c" id="tickets.field.customer" />, ticket.customerEmail ? `${ticket.customerName} · ${ticket.customerEmail}` : ticket.customerName]);
  if (viewer === "staff") rows.push([<T key="a" id="tickets.field.assignee" />, ticket.assignee?.name ?? <T key="a" id="tickets.unassigned" />]);
  rows.push([<T key="d" id="tickets.field.opened" />, <When key="d" iso={ticket.createdAt} />]);
  return (
    <chakra.dl display="flex" flexDirection="column" gap="2" m="0" fontSize="sm" data-testid="ticket-facts">
      {rows.map(([label, value], i) => (
        <Flex key={i} gap="3" justify="space-between" wrap="wrap">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd m="0" fontWeight="medium" textAlign="end" ms="auto" overflowWrap="anywhere" minW="0">
            {value}
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}

/** The line's keys with their states and dates, each with "Replace key" when the reader may. */
function KeysPanel({ ticket }: { ticket: TicketDetail }) {
  const actions = useTicketActions();
  const [asking, setAsking] = useState<TicketKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReplaceOutcome | null>(null);
  const replaceable = (k: TicketKey) => ticket.canReplaceKey && (k.state === "Delivered" || k.state === "Revealed" || k.state === "Replaced");
  const replace = async () => {
    if (!asking) return;
    setBusy(true);
    const result = await actions.replaceKey(ticket.id, asking.id);
    setBusy(false);
    setAsking(null);
    setOutcome(result);
  };
  if (ticket.keys.length === 0) return null;
  return (
    <Panel title={<T id="tickets.keys.title" />} data-testid="ticket-keys">
      <chakra.ul m="0" p="0" display="flex" flexDirection="column" gap="3">
        {ticket.keys.map((k, i) => (
          <chakra.li key={k.id} listStyleType="none" data-testid="ticket-key" data-key={k.id} data-state={k.state}>
            <Flex gap="2" align="center" wrap="wrap">
              <Text
                fontSize="sm"
                fontWeight="medium"
                textDecoration={k.state === "Changed" ? "line-through" : undefined}
                color={k.state === "Changed" ? "fg.muted" : undefined}
              >
                <T id="orders.key.n" values={{ n: i + 1 }} />
              </Text>
              <Badge colorPalette={KEY_STATE_PALETTES[k.state]} variant="subtle">
                <T id={KEY_STATE_LABELS[k.state]} />
              </Badge>
              {replaceable(k) && (
                <Button size="xs" variant="outline" colorPalette="red" ms="auto" onClick={() => setAsking(k)} data-testid="ticket-replace-key">
                  <T id="tickets.keys.replace" />
                </Button>
              )}
            </Flex>
            <Text fontSize="xs" color="fg.muted">
              {k.deliveredAt && <T id="orders.key.deliveredAt" values={{ date: <When iso={k.deliveredAt} /> }} />}
              {k.revealedAt && (
                <>
                  {" · "}
                  <T id="orders.key.revealedAt" values={{ date: <When iso={k.revealedAt} /> }} />
                </>
              )}
            </Text>
          </chakra.li>
        ))}
      </chakra.ul>
      {outcome?.kind === "replaced" && <Notice status="success" title={<T id="tickets.keys.replaced" />} data-testid="ticket-replace-outcome" />}
      {outcome?.kind === "refunded" && (
        <Notice
          status="warning"
          title={
            <T
              id="tickets.keys.refunded"
              values={{ amount: isCurrencyCode(outcome.currency) ? <Price amount={outcome.amount} currency={outcome.currency} /> : outcome.amount.toFixed(2) }}
            />
          }
          data-testid="ticket-replace-outcome"
        />
      )}
      {outcome?.kind === "notReplaceable" && (
        <Notice status="error" title={<T id="tickets.keys.notReplaceable" />} data-testid="ticket-replace-outcome">
          {outcome.message}
        </Notice>
      )}
      {outcome?.kind === "failed" && <Notice status="error" title={<T id="tickets.keys.failed" />} data-testid="ticket-replace-outcome" />}
      <ConfirmDialog
        open={asking != null}
        onClose={() => setAsking(null)}
        title={<T id="tickets.keys.confirmTitle" />}
        confirmLabel={<T id="tickets.keys.confirm" />}
        onConfirm={() => void replace()}
        busy={busy}
        destructive
        data-testid="replace-dialog"
      >
        <Text>
          <T id="tickets.keys.confirmText" />
        </Text>
      </ConfirmDialog>
    </Panel>
  );
}

/** The staff's and seller's status select (the allowed statuses only) and the staff's priority and assignment. */
function Controls({ ticket, viewer }: { ticket: TicketDetail; viewer: TicketViewer }) {
  const t = useT();
  const actions = useTicketActions();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await work();
    setBusy(false);
    if (!ok) notify({ type: "error", title: t("tickets.actionFailed") });
  };
  const setStatus = (status: TicketStatus) => run(async () => (await actions.setStatus(ticket.id, status)).ok);
  return (
    <Panel title={<T id="tickets.controls" />} data-testid="ticket-controls">
      {/* The selects fill the panel's width. */}
      <Stack gap="3" css={{ "& .km-select": { display: "flex", width: "100%" }, "& .km-select__field": { width: "100%", minWidth: 0 } }}>
        {viewer === "staff" && (
          <Button
            size="sm"
            variant={ticket.assignee ? "outline" : "solid"}
            disabled={busy}
            onClick={() => void run(() => actions.assign(ticket.id, !ticket.assignee))}
            data-testid="ticket-assign"
          >
            <T id={ticket.assignee ? "tickets.unassign" : "tickets.assignToMe"} />
          </Button>
        )}
        {viewer === "staff" && (
          <Stack gap="1">
            <chakra.label htmlFor="ticket-priority" fontSize="sm" color="fg.muted">
              <T id="tickets.field.priority" />
            </chakra.label>
            <NativeSelect
              id="ticket-priority"
              value={ticket.priority}
              disabled={busy || ticket.status === "Closed"}
              onChange={(e) => void run(() => actions.setPriority(ticket.id, e.currentTarget.value as TicketPriority))}
              data-testid="ticket-priority-select"
            >
              {TICKET_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {t(PRIORITY_LABELS[p])}
                </option>
              ))}
            </NativeSelect>
          </Stack>
        )}
        <Stack gap="1">
          <chakra.label htmlFor="ticket-status" fontSize="sm" color="fg.muted">
            <T id="tickets.field.status" />
          </chakra.label>
          <NativeSelect
            id="ticket-status"
            value={ticket.status}
            disabled={busy || ticket.allowedStatuses.length === 0}
            onChange={(e) => void setStatus(e.currentTarget.value as TicketStatus)}
            data-testid="ticket-status-select"
          >
            <option value={ticket.status}>{t(STATUS_LABELS[ticket.status])}</option>
            {ticket.allowedStatuses
              .filter((s) => s !== ticket.status)
              .map((s) => (
                <option key={s} value={s}>
                  {t(STATUS_LABELS[s])}
                </option>
              ))}
          </NativeSelect>
        </Stack>
      </Stack>
    </Panel>
  );
}

/** The customer's buttons: "Problem solved" (→ Resolved), "Not solved" (Resolved → Open) and "Close", as the ticket allows. */
function CustomerButtons({ ticket }: { ticket: TicketDetail }) {
  const t = useT();
  const actions = useTicketActions();
  const [busy, setBusy] = useState<TicketStatus | null>(null);
  const set = async (status: TicketStatus) => {
    setBusy(status);
    const outcome = await actions.setStatus(ticket.id, status);
    setBusy(null);
    if (!outcome.ok) notify({ type: "error", title: t("tickets.actionFailed") });
  };
  return (
    <>
      {ticket.allowedStatuses.includes("Resolved") && (
        <Button
          variant="outline"
          colorPalette="green"
          loading={busy === "Resolved"}
          disabled={busy != null}
          onClick={() => void set("Resolved")}
          data-testid="ticket-solved"
        >
          <T id="tickets.solved" />
        </Button>
      )}
      {ticket.status === "Resolved" && ticket.allowedStatuses.includes("Open") && (
        <Button
          variant="outline"
          colorPalette="orange"
          loading={busy === "Open"}
          disabled={busy != null}
          onClick={() => void set("Open")}
          data-testid="ticket-not-solved"
        >
          <T id="tickets.notSolved" />
        </Button>
      )}
      {ticket.allowedStatuses.includes("Closed") && (
        <Button variant="outline" loading={busy === "Closed"} disabled={busy != null} onClick={() => void set("Closed")} data-testid="ticket-close">
          <T id="tickets.close" />
        </Button>
      )}
    </>
  );
}

export function TicketView({ id, viewer, locale, backTo }: { id: string; viewer: TicketViewer; locale: Locale; backTo: string }) {
  const actions = useTicketActions();
  const { data, loading, error, refetch } = useQuery(TicketQuery, { variables: { id }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const ticket = data?.ticket;
  const unread = ticket?.unread ?? false;
  // Opening the ticket reads it (and the header's count goes down).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per ticket and unread answer (actions is a fresh object each render)
  useEffect(() => {
    if (unread) void actions.markRead(id);
  }, [id, unread]);
  if (!ticket) {
    if (loading) return <PageLoader />;
    if (!error)
      return (
        <Stack gap="4" data-testid="ticket-not-found">
          <Notice status="warning" title={<T id="tickets.notFound.title" />}>
            <T id="tickets.notFound.message" />
          </Notice>
          <BackLink to={backTo} />
        </Stack>
      );
    return (
      <Stack gap="4">
        <Notice
          status="error"
          title={<T id="tickets.failed" />}
          action={
            <Button size="sm" alignSelf="flex-start" onClick={() => void refetch().catch(() => undefined)}>
              <T id="common.retry" />
            </Button>
          }
        />
        <BackLink to={backTo} />
      </Stack>
    );
  }
  const closed = ticket.status === "Closed";
  return (
    <Stack gap="5" data-testid="ticket-view" data-ticket={ticket.number} data-status={ticket.status}>
      <BackLink to={backTo} />
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Text fontFamily="mono" color="fg.muted" fontWeight="semibold" data-testid="ticket-number">
            {ticketNumber(ticket.number)}
          </Text>
          <TicketStatusBadge status={ticket.status} size="lg" />
          {viewer !== "customer" && <TicketPriorityBadge priority={ticket.priority} />}
        </HStack>
        <Heading as="h2" size="xl" overflowWrap="anywhere" data-testid="ticket-subject">
          {ticket.subject}
        </Heading>
      </Stack>
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <TicketThread ticket={ticket} ownParty={OWN_PARTY[viewer]} />
          <Box borderTopWidth="1px" borderColor="border.muted" pt="4">
            {closed ? (
              <Notice status="info" title={<T id="tickets.closedNote" />} data-testid="ticket-closed-note" />
            ) : (
              <ReplyBox
                onSend={(body, ids) => actions.reply(ticket.id, body, ids)}
                extra={viewer === "customer" ? <CustomerButtons ticket={ticket} /> : undefined}
              />
            )}
          </Box>
        </Stack>
        <Stack gap="4" minW="0">
          <Panel title={<T id="tickets.details" />}>
            <Facts ticket={ticket} viewer={viewer} locale={locale} />
            {viewer === "customer" && ticket.orderId && ticket.keys.some((k) => k.state === "Replaced") && (
              <Stack gap="2" data-testid="ticket-new-key-hint">
                <Text fontSize="sm" color="fg.muted">
                  <T id="tickets.keys.revealOnOrder" />
                </Text>
                <Button asChild size="sm" colorPalette="purple" alignSelf="flex-start">
                  <RouterLink to={localePath(locale, `/account/orders/${ticket.orderId}`)} data-testid="ticket-reveal-link">
                    <T id="tickets.keys.revealLink" />
                  </RouterLink>
                </Button>
              </Stack>
            )}
          </Panel>
          {viewer !== "customer" && <Controls ticket={ticket} viewer={viewer} />}
          {viewer !== "customer" && <KeysPanel ticket={ticket} />}
        </Stack>
      </Grid>
    </Stack>
  );
}
