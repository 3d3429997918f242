/**
 * /admin/orders/:id: one order as an admin sees it: its lines with their keys' states (never
 * their values: "Revealed" says the buyer has looked), the timeline (time, actor, status,
 * reason), the fraud screening (decision, score, rules that fired), totals and billing. And
 * the decisions: approve an order held for review (its keys are delivered), cancel it with a
 * reason (refunded in full, keys back in stock), refund a paid order in full or some keys of
 * some lines; settle an order held for its supply (the keys sourced delivered, the missing ones
 * refunded); deliver the keys a line is missing by hand (pasted, or from the offer's stock);
 * send the confirmation mail again. Each asks first, then says in a toast what happened; an
 * order that changed meanwhile is shown afresh. The timeline names who acted (and the rules
 * that fired when the screening ran).
 */
import { Badge, Box, Button, chakra, Flex, Grid, Heading, HStack, Link, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import type { ApolloCache } from "@apollo/client";
import { Fragment, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import { textareaRecipe } from "@chakra-ui/react/theme";
import { NativeSelect } from "../../../components/NativeSelect";
import type { AdminOrderFieldsFragment, ApprovalReason, KeyContentType, OrderStatus } from "../../../gql/graphql";
import { T, useT, type MessageId } from "../../../i18n";
import { ReadOnlyNote, useCan } from "../permissions";
import { localeOfPath, localePath } from "../../../lib/locale";
import { formatMoney, type CurrencyCode } from "../../../lib/money";
import { Notice, Panel, TextField } from "../../accounts/ui";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { StatusBadge } from "./AdminOrdersPage";
import {
  ACTOR_LABELS,
  actionError,
  APPROVAL_REASON_VALUES,
  CANCEL_REASONS,
  DECISION_LABELS,
  DELIVERABLE,
  MAILABLE,
  DECISION_PALETTES,
  EVENT_LABELS,
  KEY_STATE_LABELS,
  KEY_STATE_PALETTES,
  PAYMENT_DECISION_LABELS,
  PAYMENT_LABELS,
  PAYMENT_PALETTES,
  REASON_LABELS,
  REFUNDABLE,
  RULE_LABELS,
  type OrderAction,
} from "./labels";
import {
  AdminOrderQuery,
  ApproveOrderMutation,
  CancelOrderMutation,
  DeliverOrderLineMutation,
  RefundMissingKeysMutation,
  RefundOrderMutation,
  ResendOrderMailMutation,
} from "./orders.graphql";

type Order = AdminOrderFieldsFragment;
type Money = { amount: number; currency: string };

const money = (m: Money) => formatMoney(m.amount, m.currency as CurrencyCode);

/** A word for a value the screens may not know (shown as sent). */
function Known({ map, value }: { map: Record<string, MessageId>; value: string }) {
  const id = map[value];
  return id ? <T id={id} /> : value;
}

/** Label–value pairs of the side panels: labels as wide as they need (InfoList's are 10rem), stacked on phones. */
function Facts({ rows, "data-testid": testId }: { rows: readonly (readonly [MessageId, ReactNode])[]; "data-testid"?: string }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: "1fr", sm: "max-content minmax(0, 1fr)" }}
      columnGap="5"
      rowGap={{ base: "1", sm: "2.5" }}
      data-testid={testId}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <chakra.dt color="fg.muted" fontSize="sm" mt={{ base: "2", sm: "0" }} css={{ "&:first-of-type": { marginTop: 0 } }}>
            <T id={label} />
          </chakra.dt>
          <chakra.dd fontSize="sm" fontWeight="medium" overflowWrap="anywhere" minW="0" ms="0">
            {value}
          </chakra.dd>
        </Fragment>
      ))}
    </chakra.dl>
  );
}

/** The lists of orders change with every decision: dropped from the cache, fetched again where shown. */
function dropLists(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "adminOrders" });
  cache.gc();
}

type Line = Order["items"][number];

/** Keys a line still has to refund. */
const leftOf = (i: Line) => i.quantity - i.refundedQuantity;

/** Keys a line is missing: ordered, not refunded, not on it (a key that could not be delivered does not count). */
export const missingOf = (i: Line) => i.quantity - i.refundedQuantity - i.keys.filter((k) => k.state !== "NotDelivered").length;

/**
 * What refunding a line's missing keys gives back (minor units): their share of the line's total,
 * split per key as the server splits it (checkout.service.ts `allocate`: the cents left over go to
 * the first keys), from the first key not yet refunded.
 */
export function missingShare(i: Line): number {
  const cents = Math.round(i.total.amount * 100);
  const base = Math.floor(cents / i.quantity);
  const extra = cents - base * i.quantity;
  let sum = 0;
  for (let k = i.refundedQuantity; k < i.refundedQuantity + missingOf(i); k++) sum += base + (k < extra ? 1 : 0);
  return sum;
}

/** An order held in Manual for its supply (not only for a fraud review): the timeline says it waits for keys. */
export const heldForSupply = (o: Order) => o.status === "Manual" && o.events.some((e) => e.type === "supply.waiting");

/** Native selects as wide as their form (the dialogs' fields are full width). */
const FULL_WIDTH_SELECTS = { "& .km-select": { display: "flex", width: "100%" }, "& .km-select__field": { width: "100%", minWidth: 0 } };

/** Content types an admin may paste. */
const PASTABLE: readonly KeyContentType[] = ["text", "credentials", "url"];

/** The pasted text as key values: one per line, blank lines left out. */
const pastedKeys = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

interface DeliveryForm {
  source: "PASTED" | "STOCK";
  text: string;
  contentType: KeyContentType;
  quantity: number;
  note: string;
}

function useOrderActions(order: Order, refetch: () => void) {
  const t = useT();
  const client = useApolloClient();
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [refundKind, setRefundKind] = useState<"full" | "partial">("full");
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [cancelReason, setCancelReason] = useState<ApprovalReason>("AdminCancelled");
  const [delivery, setDelivery] = useState<DeliveryForm>({ source: "PASTED", text: "", contentType: "text", quantity: 1, note: "" });
  const failure = (action: OrderAction) => (e: unknown) => {
    const err = actionError(e, action);
    if (err.stale) refetch();
    return { type: "error" as const, title: t(err.title), description: err.detail };
  };

  const approve = useConfirmedMutation({
    mutate: (o: Order) =>
      client.mutate({
        mutation: ApproveOrderMutation,
        variables: { input: { orderId: o.id, note: note.trim() || null, reason: "AdminApprovedAfterDecline" } },
        update: dropLists,
      }),
    confirm: (o) => ({
      title: <T id="admin.orders.approveTitle" values={{ number: o.number }} />,
      body: (
        <Stack gap="4">
          <Text>
            <T id="admin.orders.approveBody" values={{ email: o.email ?? o.billing.email }} />
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="approve-reason">
            <T id="admin.orders.reasonRecorded" values={{ reason: t(REASON_LABELS[APPROVAL_REASON_VALUES.AdminApprovedAfterDecline]!) }} />
          </Text>
          <TextField label={t("admin.orders.note")} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} data-testid="approve-note" />
        </Stack>
      ),
      confirmLabel: <T id="admin.orders.approve" />,
    }),
    notice: (_r, o) => ({ type: "success", title: t("admin.orders.approved", { number: o.number }) }),
    failure: failure("approve"),
    dialogTestId: "approve-dialog",
  });

  const cancel = useConfirmedMutation({
    mutate: (o: Order) =>
      client.mutate({ mutation: CancelOrderMutation, variables: { input: { orderId: o.id, note: reason.trim(), reason: cancelReason } }, update: dropLists }),
    confirm: (o) => ({
      title: <T id="admin.orders.cancelTitle" values={{ number: o.number }} />,
      body: (
        <Stack gap="4">
          <Text>
            <T id="admin.orders.cancelBody" values={{ amount: money(o.total) }} />
          </Text>
          <Stack gap="1" css={FULL_WIDTH_SELECTS}>
            <chakra.label htmlFor="cancel-why" fontSize="sm" fontWeight="medium">
              <T id="admin.orders.cancelWhy" />
            </chakra.label>
            <NativeSelect
              id="cancel-why"
              value={cancelReason}
              onChange={(e) => setCancelReason(e.currentTarget.value as ApprovalReason)}
              data-testid="cancel-why"
            >
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(REASON_LABELS[APPROVAL_REASON_VALUES[r]]!)}
                </option>
              ))}
            </NativeSelect>
          </Stack>
          <TextField
            label={t("admin.orders.cancelReason")}
            helper={t("admin.orders.cancelReasonHelp")}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            data-testid="cancel-reason"
          />
        </Stack>
      ),
      confirmLabel: <T id="admin.orders.cancel" />,
      destructive: true,
      confirmDisabled: reason.trim() === "",
    }),
    notice: (_r, o) => ({ type: "success", title: t("admin.orders.cancelled", { number: o.number, amount: money(o.total) }) }),
    failure: failure("cancel"),
    dialogTestId: "cancel-dialog",
  });

  const chosen = order.items.filter((i) => (quantities[i.id] ?? 0) > 0);
  const refund = useConfirmedMutation({
    mutate: (o: Order) =>
      client.mutate({
        mutation: RefundOrderMutation,
        variables: {
          input: {
            orderId: o.id,
            reason: reason.trim(),
            lines: refundKind === "full" ? null : chosen.map((i) => ({ orderItemId: i.id, quantity: quantities[i.id]! })),
          },
        },
        update: dropLists,
      }),
    confirm: (o) => ({
      title: <T id="admin.orders.refundTitle" values={{ number: o.number }} />,
      body: (
        <RefundForm
          order={o}
          kind={refundKind}
          onKind={setRefundKind}
          quantities={quantities}
          onQuantity={(id, n) => setQuantities((q) => ({ ...q, [id]: n }))}
          reason={reason}
          onReason={setReason}
        />
      ),
      confirmLabel: <T id="admin.orders.refundConfirm" />,
      destructive: true,
      confirmDisabled: reason.trim() === "" || (refundKind === "partial" && chosen.length === 0),
    }),
    notice: ({ data }, o) => {
      const after = data?.refundOrder.refunded.amount ?? o.refunded.amount;
      return {
        type: "success",
        title: t("admin.orders.refundedDone", { number: o.number, amount: formatMoney(after - o.refunded.amount, o.total.currency as CurrencyCode) }),
      };
    },
    failure: failure("refund"),
    dialogTestId: "refund-dialog",
  });

  const refundMissing = useConfirmedMutation({
    mutate: (o: Order) =>
      client.mutate({ mutation: RefundMissingKeysMutation, variables: { input: { orderId: o.id, reason: reason.trim() } }, update: dropLists }),
    confirm: (o) => ({
      title: <T id="admin.orders.refundMissingTitle" values={{ number: o.number }} />,
      body: <RefundMissingForm order={o} reason={reason} onReason={setReason} />,
      confirmLabel: <T id="admin.orders.refundMissingConfirm" />,
      destructive: true,
      confirmDisabled: reason.trim() === "",
    }),
    notice: ({ data }, o) => {
      const after = data?.refundMissingKeys.refunded.amount ?? o.refunded.amount;
      return {
        type: "success",
        title: t("admin.orders.refundMissingDone", {
          number: o.number,
          amount: formatMoney(after - o.refunded.amount, o.total.currency as CurrencyCode),
        }),
      };
    },
    failure: failure("refundMissing"),
    dialogTestId: "refund-missing-dialog",
  });

  const deliver = useConfirmedMutation({
    mutate: ({ order: o, line }: { order: Order; line: Line }) =>
      client.mutate({
        mutation: DeliverOrderLineMutation,
        variables: {
          input: {
            orderId: o.id,
            orderItemId: line.id,
            source: delivery.source,
            ...(delivery.source === "PASTED" ? { keys: pastedKeys(delivery.text), contentType: delivery.contentType } : { quantity: delivery.quantity }),
            note: delivery.note.trim() || null,
          },
        },
        update: dropLists,
      }),
    confirm: ({ line }) => {
      const missing = missingOf(line);
      const pasted = pastedKeys(delivery.text).length;
      return {
        title: <T id="admin.orders.deliverTitle" values={{ name: line.name }} />,
        body: <DeliveryFormView line={line} missing={missing} form={delivery} onChange={(patch) => setDelivery((d) => ({ ...d, ...patch }))} />,
        confirmLabel: <T id="admin.orders.deliverConfirm" />,
        confirmDisabled: delivery.source === "PASTED" ? pasted === 0 || pasted > missing : delivery.quantity < 1 || delivery.quantity > missing,
      };
    },
    notice: (_r, { order: o, line }) => ({
      type: "success",
      title: t("admin.orders.delivered", {
        count: delivery.source === "PASTED" ? pastedKeys(delivery.text).length : delivery.quantity,
        name: line.name,
        number: o.number,
      }),
    }),
    failure: failure("deliver"),
    dialogTestId: "deliver-dialog",
  });

  const resend = useConfirmedMutation({
    mutate: (o: Order) => client.mutate({ mutation: ResendOrderMailMutation, variables: { input: { orderId: o.id } } }),
    confirm: (o) => ({
      title: <T id="admin.orders.resendTitle" values={{ number: o.number }} />,
      body: (
        <Text>
          <T
            id={o.status === "Manual" ? "admin.orders.resendBodyReceived" : "admin.orders.resendBody"}
            values={{ email: o.email ?? o.billing.email, language: t(o.locale === "it" ? "admin.orders.languageIt" : "admin.orders.languageEn") }}
          />
        </Text>
      ),
      confirmLabel: <T id="admin.orders.resendConfirm" />,
    }),
    notice: ({ data }) => {
      const r = data?.resendOrderMail;
      if (r?.__typename === "TooManyRequestsError") {
        return { type: "error", title: t("admin.orders.resendTooSoon", { minutes: Math.max(1, Math.ceil(r.retryAfterSeconds / 60)) }) };
      }
      return { type: "success", title: t("admin.orders.resent", { email: r?.__typename === "OrderMailResent" ? r.to : "" }) };
    },
    failure: failure("resend"),
    dialogTestId: "resend-dialog",
  });

  const reset = () => {
    setNote("");
    setReason("");
    setRefundKind("full");
    setQuantities({});
    setCancelReason("AdminCancelled");
  };
  return {
    approve: {
      ...approve,
      start: (o: Order) => {
        reset();
        approve.start(o);
      },
    },
    cancel: {
      ...cancel,
      start: (o: Order) => {
        reset();
        cancel.start(o);
      },
    },
    refund: {
      ...refund,
      start: (o: Order) => {
        reset();
        refund.start(o);
      },
    },
    refundMissing: {
      ...refundMissing,
      start: (o: Order) => {
        reset();
        refundMissing.start(o);
      },
    },
    deliver: {
      ...deliver,
      start: (target: { order: Order; line: Line }) => {
        setDelivery({ source: "PASTED", text: "", contentType: "text", quantity: missingOf(target.line), note: "" });
        deliver.start(target);
      },
    },
    resend,
  };
}

function DeliveryFormView({
  line,
  missing,
  form,
  onChange,
}: {
  line: Line;
  missing: number;
  form: DeliveryForm;
  onChange(patch: Partial<DeliveryForm>): void;
}) {
  const t = useT();
  const pasted = pastedKeys(form.text).length;
  return (
    <Stack gap="4" css={FULL_WIDTH_SELECTS}>
      <Text>
        <T id="admin.orders.deliverBody" values={{ missing, name: line.name, seller: line.sellerName ?? "—" }} />
      </Text>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t("admin.orders.deliverSource")}>
        <Button
          size="sm"
          variant={form.source === "PASTED" ? "solid" : "outline"}
          aria-pressed={form.source === "PASTED"}
          onClick={() => onChange({ source: "PASTED" })}
          data-testid="deliver-pasted"
        >
          <T id="admin.orders.deliverPasted" />
        </Button>
        <Button
          size="sm"
          variant={form.source === "STOCK" ? "solid" : "outline"}
          aria-pressed={form.source === "STOCK"}
          onClick={() => onChange({ source: "STOCK" })}
          data-testid="deliver-stock"
        >
          <T id="admin.orders.deliverStock" />
        </Button>
      </HStack>
      {form.source === "PASTED" ? (
        <>
          <Stack gap="1">
            <chakra.label htmlFor="deliver-keys" fontSize="sm" fontWeight="medium">
              <T id="admin.orders.deliverKeys" values={{ missing }} />
            </chakra.label>
            <Textarea
              recipe={textareaRecipe}
              id="deliver-keys"
              rows={Math.min(5, Math.max(2, missing))}
              fontFamily="mono"
              value={form.text}
              onChange={(e) => onChange({ text: e.currentTarget.value })}
              autoComplete="off"
              spellCheck={false}
              data-testid="deliver-keys"
            />
            <Text fontSize="xs" color={pasted > missing ? "fg.error" : "fg.muted"} aria-live="polite">
              <T id="admin.orders.deliverCount" values={{ count: pasted, missing }} />
            </Text>
          </Stack>
          <Stack gap="1">
            <chakra.label htmlFor="deliver-type" fontSize="sm" fontWeight="medium">
              <T id="admin.orders.deliverType" />
            </chakra.label>
            <NativeSelect
              id="deliver-type"
              value={form.contentType}
              onChange={(e) => onChange({ contentType: e.currentTarget.value as KeyContentType })}
              data-testid="deliver-type"
            >
              {PASTABLE.map((c) => (
                <option key={c} value={c}>
                  {t(c === "text" ? "admin.orders.typeText" : c === "credentials" ? "admin.orders.typeCredentials" : "admin.orders.typeUrl")}
                </option>
              ))}
            </NativeSelect>
          </Stack>
        </>
      ) : (
        <Flex gap="3" align="center" justify="space-between">
          <chakra.label htmlFor="deliver-quantity" fontSize="sm" fontWeight="medium">
            <T id="admin.orders.deliverQuantity" />
          </chakra.label>
          <Box w="20" flexShrink={0}>
            <NativeSelect
              id="deliver-quantity"
              value={String(form.quantity)}
              onChange={(e) => onChange({ quantity: Number(e.currentTarget.value) })}
              data-testid="deliver-quantity"
            >
              {Array.from({ length: missing }, (_, n) => (
                <option key={n + 1} value={n + 1}>
                  {n + 1}
                </option>
              ))}
            </NativeSelect>
          </Box>
        </Flex>
      )}
      <TextField
        label={t("admin.orders.note")}
        value={form.note}
        onChange={(e) => onChange({ note: e.currentTarget.value })}
        maxLength={500}
        data-testid="deliver-note"
      />
      <Text fontSize="xs" color="fg.muted">
        <T id="admin.orders.deliverHint" />
      </Text>
    </Stack>
  );
}

function RefundForm(props: {
  order: Order;
  kind: "full" | "partial";
  onKind(kind: "full" | "partial"): void;
  quantities: Record<string, number>;
  onQuantity(itemId: string, n: number): void;
  reason: string;
  onReason(reason: string): void;
}) {
  const t = useT();
  const { order: o, kind } = props;
  const left = { amount: o.total.amount - o.refunded.amount, currency: o.total.currency };
  return (
    <Stack gap="4">
      <Text>
        <T id="admin.orders.refundBody" values={{ provider: o.provider }} />
      </Text>
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          <T id="admin.orders.refundKind" />
        </Text>
        <HStack gap="2" wrap="wrap" role="group" aria-label={t("admin.orders.refundKind")}>
          <Button
            size="sm"
            variant={kind === "full" ? "solid" : "outline"}
            aria-pressed={kind === "full"}
            onClick={() => props.onKind("full")}
            data-testid="refund-full"
          >
            <T id="admin.orders.refundFull" values={{ amount: money(left) }} />
          </Button>
          <Button
            size="sm"
            variant={kind === "partial" ? "solid" : "outline"}
            aria-pressed={kind === "partial"}
            onClick={() => props.onKind("partial")}
            data-testid="refund-partial"
          >
            <T id="admin.orders.refundPartial" />
          </Button>
        </HStack>
      </Stack>
      {kind === "partial" && (
        <Stack gap="3" data-testid="refund-lines">
          {o.items
            .filter((i) => leftOf(i) > 0)
            .map((i) => (
              <Flex key={i.id} gap="3" align="center" justify="space-between">
                <chakra.label htmlFor={`refund-${i.id}`} fontSize="sm" flex="1" minW="0">
                  <T id="admin.orders.refundLineQuantity" values={{ name: i.name, left: leftOf(i) }} />
                </chakra.label>
                <NativeSelect
                  id={`refund-${i.id}`}
                  value={String(props.quantities[i.id] ?? 0)}
                  onChange={(e) => props.onQuantity(i.id, Number(e.currentTarget.value))}
                  data-testid="refund-quantity"
                >
                  {Array.from({ length: leftOf(i) + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect>
              </Flex>
            ))}
        </Stack>
      )}
      <TextField
        label={t("admin.orders.refundReason")}
        helper={t("admin.orders.refundReasonHelp")}
        required
        value={props.reason}
        onChange={(e) => props.onReason(e.currentTarget.value)}
        maxLength={500}
        data-testid="refund-reason"
      />
    </Stack>
  );
}

/** The lines missing keys, each with what its missing keys give back, the total, and the reason. */
function RefundMissingForm({ order: o, reason, onReason }: { order: Order; reason: string; onReason(reason: string): void }) {
  const t = useT();
  const short = o.items.filter((i) => missingOf(i) > 0);
  const sourced = o.items.reduce((n, i) => n + i.keys.filter((k) => k.state === "Using").length, 0);
  const currency = o.total.currency as CurrencyCode;
  const total = short.reduce((n, i) => n + missingShare(i), 0);
  return (
    <Stack gap="4">
      <Text>
        <T id="admin.orders.refundMissingBody" values={{ sourced, provider: o.provider }} />
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" data-testid="refund-missing-lines">
        {short.map((i) => (
          <Flex as="li" key={i.id} gap="3" justify="space-between" align="baseline" fontSize="sm" data-line={i.name}>
            <Text minW="0">
              <T id="admin.orders.refundMissingLine" values={{ name: i.name, missing: missingOf(i), quantity: i.quantity }} />
            </Text>
            <Text fontWeight="medium" flexShrink={0}>
              {formatMoney(missingShare(i) / 100, currency)}
            </Text>
          </Flex>
        ))}
      </Stack>
      <Text fontWeight="semibold" data-testid="refund-missing-total">
        <T id="admin.orders.refundMissingTotal" values={{ amount: formatMoney(total / 100, currency) }} />
      </Text>
      <TextField
        label={t("admin.orders.refundReason")}
        helper={t("admin.orders.refundReasonHelp")}
        required
        value={reason}
        onChange={(e) => onReason(e.currentTarget.value)}
        maxLength={500}
        data-testid="refund-missing-reason"
      />
    </Stack>
  );
}

function PaymentBadge({ status }: { status: Order["paymentStatus"] }) {
  return (
    <Badge colorPalette={PAYMENT_PALETTES[status]} variant="outline" data-payment={status}>
      <T id={PAYMENT_LABELS[status]} />
    </Badge>
  );
}

function Lines({ order, onDeliver }: { order: Order; onDeliver?(line: Line): void }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Stack as="ul" listStyleType="none" gap="5" data-testid="order-lines">
      {order.items.map((item) => (
        <Stack as="li" key={item.id} gap="2" data-line={item.name}>
          <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold">{item.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                <T id="admin.orders.lineMeta" values={{ quantity: item.quantity, price: money(item.unitPrice), seller: item.sellerName ?? "—" }} />
              </Text>
            </Stack>
            <Stack gap="1" align="flex-end">
              <Text fontWeight="semibold">{money(item.total)}</Text>
              {item.preOrder && (
                <Badge colorPalette="purple" variant="subtle">
                  <T id="admin.orders.preOrder" />
                </Badge>
              )}
              {item.refundedQuantity > 0 && (
                <Badge colorPalette="red" variant="subtle">
                  <T id="admin.orders.lineRefunded" values={{ count: item.refundedQuantity }} />
                </Badge>
              )}
            </Stack>
          </Flex>
          {onDeliver && missingOf(item) > 0 && (
            <Flex gap="2" align="center" justify="space-between" wrap="wrap" bg="orange.subtle" rounded="l2" px="3" py="2" data-testid="line-missing">
              <Text fontSize="sm">
                <T id="admin.orders.lineMissing" values={{ count: missingOf(item) }} />
              </Text>
              <Button size="xs" colorPalette="orange" onClick={() => onDeliver(item)} data-testid="line-deliver">
                <T id="admin.orders.deliver" />
              </Button>
            </Flex>
          )}
          {item.keys.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <T id="admin.orders.noKeys" />
            </Text>
          ) : (
            <Stack
              as="ol"
              listStyleType="none"
              gap="0"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="l2"
              aria-label={intl.formatMessage({ id: "admin.orders.keysCaption" }, { name: item.name })}
            >
              {item.keys.map((k, n) => (
                <Flex
                  as="li"
                  key={k.id}
                  gap="2"
                  px="3"
                  py="2"
                  align="center"
                  wrap="wrap"
                  fontSize="sm"
                  borderTopWidth={n === 0 ? "0" : "1px"}
                  borderColor="border.muted"
                  data-key-state={k.state}
                >
                  <Text as="span" color="fg.muted" minW="16">
                    <T id="admin.orders.keyNumber" values={{ n: n + 1 }} />
                  </Text>
                  <Badge colorPalette={KEY_STATE_PALETTES[k.state]} variant="subtle">
                    <T id={KEY_STATE_LABELS[k.state]} />
                  </Badge>
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {k.contentType}
                  </Text>
                  <Box flex="1" />
                  <Text as="span" color="fg.muted" fontSize="xs" textAlign="end">
                    {k.deliveredAt && (
                      <>
                        <T id="admin.orders.keyDelivered" /> <time dateTime={k.deliveredAt}>{date(k.deliveredAt)}</time>
                      </>
                    )}
                    {k.revealedAt && (
                      <>
                        {" · "}
                        <T id="admin.orders.keyRevealed" /> <time dateTime={k.revealedAt}>{date(k.revealedAt)}</time>
                      </>
                    )}
                  </Text>
                </Flex>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function Timeline({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <Stack as="ol" listStyleType="none" gap="0" data-testid="order-timeline">
      {order.events.map((e, n) => (
        <Flex as="li" key={n} gap="3" position="relative" pb={n === order.events.length - 1 ? "0" : "4"} data-event={e.type}>
          <Box position="relative" flexShrink={0} w="3" display="flex" justifyContent="center">
            <Box w="2.5" h="2.5" mt="1.5" rounded="full" bg={e.actor === "Admin" ? "orange.solid" : "colorPalette.solid"} zIndex="1" />
            {n < order.events.length - 1 && <Box position="absolute" top="4" bottom="-1" w="1px" bg="border" />}
          </Box>
          <Stack gap="1" minW="0" flex="1">
            <Flex gap="2" align="baseline" wrap="wrap">
              <Text fontWeight="medium" fontSize="sm">
                <Known map={EVENT_LABELS} value={e.type} />
              </Text>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere" data-testid="event-actor">
                <T id="admin.orders.timelineActor" values={{ actor: ACTOR_LABELS[e.actor] ? intl.formatMessage({ id: ACTOR_LABELS[e.actor] }) : e.actor }} />
                {e.actorEmail && ` · ${e.actorEmail}`}
              </Text>
            </Flex>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={e.createdAt}>{intl.formatDate(e.createdAt, { dateStyle: "medium", timeStyle: "medium" })}</time>
            </Text>
            {(e.toStatus || e.paymentStatus) && (
              <HStack gap="1.5" wrap="wrap">
                {e.toStatus && <StatusBadge status={e.toStatus} />}
                {e.paymentStatus && <PaymentBadge status={e.paymentStatus} />}
              </HStack>
            )}
            {e.reason && (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word" data-testid="event-reason">
                <Known map={REASON_LABELS} value={e.reason} />
              </Text>
            )}
            {e.rules && e.rules.length > 0 && (
              <HStack gap="1" wrap="wrap" data-testid="event-rules" aria-label={intl.formatMessage({ id: "admin.orders.rules" })}>
                {e.rules.map((r) => (
                  <Badge
                    key={r}
                    variant="outline"
                    colorPalette="orange"
                    fontFamily="mono"
                    title={RULE_LABELS[r] ? intl.formatMessage({ id: RULE_LABELS[r] }) : r}
                  >
                    {r}
                  </Badge>
                ))}
              </HStack>
            )}
            {e.note && (
              <Text fontSize="sm" fontStyle="italic" wordBreak="break-word" data-testid="event-note">
                <T id="admin.orders.eventNote" values={{ note: e.note }} />
              </Text>
            )}
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

function Fraud({ order }: { order: Order }) {
  const f = order.fraud;
  if (!f) return null;
  const rows: [MessageId, ReactNode][] = [
    [
      "admin.orders.decision",
      f.decision ? (
        <Badge colorPalette={DECISION_PALETTES[f.decision]} data-testid="fraud-decision">
          <T id={DECISION_LABELS[f.decision]} />
        </Badge>
      ) : (
        <T id="admin.orders.noScreening" />
      ),
    ],
    ["admin.orders.scoreLabel", <span data-testid="fraud-score">{f.score}</span>],
    [
      "admin.orders.rules",
      f.rules.length ? (
        <Stack as="ul" gap="1" listStyleType="none" data-testid="fraud-rules">
          {f.rules.map((r) => (
            <li key={r}>
              <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">
                {r}
              </Text>{" "}
              <Known map={RULE_LABELS} value={r} />
            </li>
          ))}
        </Stack>
      ) : (
        <T id="admin.orders.noRules" />
      ),
    ],
    ["admin.orders.paymentDecision", f.paymentDecision ? <Known map={PAYMENT_DECISION_LABELS} value={f.paymentDecision} /> : "—"],
    ["admin.orders.approvalReason", f.approvalReason ? <Known map={REASON_LABELS} value={f.approvalReason} /> : "—"],
  ];
  return (
    <Panel title={<T id="admin.orders.fraudTitle" />} data-testid="order-fraud">
      <Facts rows={rows} />
    </Panel>
  );
}

function Details({ order, refetch, backTo, fromQueue }: { order: Order; refetch(): void; backTo: string; fromQueue: boolean }) {
  const intl = useIntl();
  const actions = useOrderActions(order, refetch);
  const allowed = useCan();
  // What the caller's role lets it do here (support: resend the mail, nothing else).
  const may = { review: allowed("orders:edit"), refund: allowed("orders:refund"), mail: allowed("mails:new") };
  const date = (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" }) : "—");
  const held = order.status === "Manual";
  const decidable = held && may.review;
  // Held for its supply with keys missing: what was sourced can be delivered and the rest refunded.
  const shortfall = decidable && may.refund && heldForSupply(order) && order.items.some((i) => missingOf(i) > 0);
  const refundable = may.refund && REFUNDABLE.includes(order.status as OrderStatus) && order.items.some((i) => leftOf(i) > 0);
  const deliverable = may.review && DELIVERABLE.includes(order.status as OrderStatus);
  const mailable = may.mail && MAILABLE.includes(order.status as OrderStatus);
  const b = order.billing;
  const summary: [MessageId, ReactNode][] = [
    ["admin.orders.email", order.email ?? "—"],
    ["admin.orders.date", date(order.createdAt)],
    ["admin.orders.paidAt", date(order.paidAt)],
    ["admin.orders.deliveredAt", date(order.deliveredAt)],
    ["admin.orders.provider", order.provider],
    ["admin.orders.paymentStatus", <PaymentBadge status={order.paymentStatus} />],
    ["admin.orders.subtotal", money(order.subtotal)],
    ...(order.discount.amount > 0
      ? [["admin.orders.discount", `−${money(order.discount)}${order.couponCode ? ` (${order.couponCode})` : ""}`] as [MessageId, ReactNode]]
      : []),
    [
      "admin.orders.total",
      <Text as="span" fontWeight="bold" data-testid="order-total">
        {money(order.total)}
      </Text>,
    ],
    ...(order.refunded.amount > 0
      ? [["admin.orders.refunded", <span data-testid="order-refunded">{money(order.refunded)}</span>] as [MessageId, ReactNode]]
      : []),
  ];
  return (
    <Stack gap="5" data-testid="admin-order" data-status={order.status}>
      <Link asChild fontSize="sm" color="colorPalette.fg" alignSelf="flex-start">
        <RouterLink to={backTo} data-testid="order-back">
          ‹ <T id={fromQueue ? "admin.orders.backToQueue" : "admin.orders.back"} />
        </RouterLink>
      </Link>
      <Flex gap="3" direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "flex-start" }}>
        <Stack gap="2">
          <Heading as="h2" size="xl" fontFamily="mono" data-testid="order-number">
            <T id="admin.orders.orderTitle" values={{ number: order.number }} />
          </Heading>
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={order.status} />
            <PaymentBadge status={order.paymentStatus} />
            <Text fontSize="sm" color="fg.muted">
              <T id="admin.orders.placedOn" values={{ date: date(order.createdAt) }} />
            </Text>
          </HStack>
        </Stack>
        {(decidable || refundable || mailable) && (
          <HStack gap="2" wrap="wrap" flexShrink={0}>
            {decidable && (
              <>
                <Button colorPalette="green" onClick={() => actions.approve.start(order)} loading={actions.approve.running != null} data-testid="order-approve">
                  <T id="admin.orders.approve" />
                </Button>
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => actions.cancel.start(order)}
                  loading={actions.cancel.running != null}
                  data-testid="order-cancel"
                >
                  <T id="admin.orders.cancel" />
                </Button>
              </>
            )}
            {shortfall && (
              <Button
                variant="outline"
                colorPalette="orange"
                onClick={() => actions.refundMissing.start(order)}
                loading={actions.refundMissing.running != null}
                data-testid="order-refund-missing"
              >
                <T id="admin.orders.refundMissing" />
              </Button>
            )}
            {refundable && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => actions.refund.start(order)}
                loading={actions.refund.running != null}
                data-testid="order-refund"
              >
                <T id="admin.orders.refund" />
              </Button>
            )}
            {mailable && (
              <Button variant="outline" onClick={() => actions.resend.start(order)} loading={actions.resend.running != null} data-testid="order-resend">
                <T id="admin.orders.resend" />
              </Button>
            )}
          </HStack>
        )}
      </Flex>
      {held && (
        <Notice
          status="warning"
          title={<T id={heldForSupply(order) ? "admin.orders.waitingSupply" : "admin.orders.waitingReview"} />}
          data-testid="order-held"
        />
      )}
      {!(may.review && may.refund) && <ReadOnlyNote id="admin.roles.orderReadOnly" />}
      {/* Two columns from xl; one below, where the columns dissolve (display: contents) so the
          fraud result comes right after the lines, before the timeline. */}
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 4fr) minmax(0, 3fr)" }} gap="5" alignItems="start">
        <Stack gap="5" minW="0" display={{ base: "contents", xl: "flex" }}>
          <Box order={{ base: 1, xl: 0 }} minW="0">
            <Panel title={<T id="admin.orders.lines" />}>
              <Lines order={order} onDeliver={deliverable ? (line) => actions.deliver.start({ order, line }) : undefined} />
            </Panel>
          </Box>
          <Box order={{ base: 4, xl: 0 }} minW="0">
            <Panel title={<T id="admin.orders.timeline" />}>
              <Timeline order={order} />
            </Panel>
          </Box>
        </Stack>
        <Stack gap="5" minW="0" display={{ base: "contents", xl: "flex" }}>
          <Box order={{ base: 3, xl: 0 }} minW="0">
            <Panel title={<T id="admin.orders.summary" />} data-testid="order-summary">
              <Facts rows={summary} />
            </Panel>
          </Box>
          <Box order={{ base: 2, xl: 0 }} minW="0">
            <Fraud order={order} />
          </Box>
          <Box order={{ base: 5, xl: 0 }} minW="0">
            <Panel title={<T id="admin.orders.billing" />} data-testid="order-billing">
              <Facts
                rows={[
                  ["admin.orders.billingName", `${b.name} ${b.surname}`.trim()],
                  ["admin.orders.billingEmail", b.email],
                  ["admin.orders.billingAddress", `${b.address}, ${b.code} ${b.city}`],
                  ["admin.orders.billingCountry", `${b.country} (${b.country_code})`],
                ]}
              />
            </Panel>
          </Box>
        </Stack>
      </Grid>
      {actions.approve.dialog}
      {actions.cancel.dialog}
      {actions.refund.dialog}
      {actions.refundMissing.dialog}
      {actions.deliver.dialog}
      {actions.resend.dialog}
    </Stack>
  );
}

export function AdminOrderPage({ id }: { id: string }) {
  const intl = useIntl();
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const list = (location.state as { list?: string } | null)?.list ?? "";
  const backTo = localePath(locale, "/admin/orders") + list;
  const fromQueue = new URLSearchParams(list).get("status") === "Manual";
  const { data, loading, error, refetch } = useQuery(AdminOrderQuery, { variables: { id }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const order = data?.order;
  if (!order && loading) return <Spinner role="status" aria-label={intl.formatMessage({ id: "common.loading" })} />;
  if (!order) {
    const notFound =
      !!error && "errors" in error && (error as { errors: { extensions?: { code?: unknown } }[] }).errors.some((e) => e.extensions?.code === "NOT_FOUND");
    return (
      <Stack gap="4">
        <Notice status="error" title={<T id={notFound ? "admin.orders.notFound" : "console.failed"} />} data-testid="order-error" />
        <Link asChild fontSize="sm" color="colorPalette.fg" alignSelf="flex-start">
          <RouterLink to={backTo}>
            ‹ <T id="admin.orders.back" />
          </RouterLink>
        </Link>
      </Stack>
    );
  }
  return <Details order={order} refetch={() => void refetch().catch(() => undefined)} backTo={backTo} fromQueue={fromQueue} />;
}
