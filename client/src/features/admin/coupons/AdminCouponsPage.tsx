/**
 * /admin/coupons: the discount codes, a page at a time (page, page size, search and state in
 * the query string), searched over code and descriptions and filtered by state (active,
 * scheduled, expired, used up, switched off). Each row shows the discount, the state, the use
 * so far (orders against the limit, the per-customer limit, customers, discount given) and the
 * validity; "New coupon" and "Edit" open the coupon form; switching a coupon off or on asks first.
 */
import { Badge, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import type { ApolloCache } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { AdminCouponFieldsFragment, CouponStatus } from "../../../gql/graphql";
import { useLocation } from "react-router";
import { T, useT } from "../../../i18n";
import { ReadOnlyNote, useCan } from "../permissions";
import { localeOfPath } from "../../../lib/locale";
import { CURRENCY_CODES, formatMoney, type CurrencyCode } from "../../../lib/money";
import { ConsoleList } from "../../console/ConsoleList";
import { ConsoleSearch } from "../../console/ConsoleSearch";
import { type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { useServerList } from "../../console/use-server-list";
import { CouponDialog } from "./CouponDialog";
import { AdminCouponsQuery, UpdateCouponMutation } from "./coupons.graphql";
import { COUPON_STATUS_LABELS, COUPON_STATUS_PALETTES, COUPON_STATUSES } from "./labels";

/** Page sizes, the search (`?q=`) and the state filter (`?status=EXPIRED`). */
export const COUPONS_LIST: ListSpec<"q" | "status"> = {
  pageSizes: [10, 20, 50, 100],
  defaultSize: 20,
  filters: { q: {}, status: { values: COUPON_STATUSES } },
};

type Coupon = AdminCouponFieldsFragment;
const KEY: Record<CurrencyCode, "eur" | "usd" | "gbp"> = { EUR: "eur", USD: "usd", GBP: "gbp" };

/** The lists change with every save (a coupon may leave a filter): dropped, fetched again where shown. */
function dropLists(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "coupons" });
  cache.gc();
}

/** "10 %" or "€ 5,00 · $ 6,00" (the currencies the coupon has). */
function discountText(c: Coupon, percent: (n: number) => string): string {
  if (c.kind === "percent") return percent(c.percentOff ?? 0);
  return CURRENCY_CODES.filter((cur) => c.amounts?.[KEY[cur]] != null)
    .map((cur) => formatMoney(c.amounts![KEY[cur]]!, cur))
    .join(" · ");
}

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return (
    <Badge colorPalette={COUPON_STATUS_PALETTES[status]} variant="subtle" data-status={status}>
      <T id={COUPON_STATUS_LABELS[status]} />
    </Badge>
  );
}

export function AdminCouponsPage() {
  const t = useT();
  const allowed = useCan();
  // Support reads the coupons (a customer asks why a code fails); creating and changing them is for admins.
  const may = { add: allowed("coupons:add"), edit: allowed("coupons:edit") };
  const intl = useIntl();
  const client = useApolloClient();
  const locale = localeOfPath(useLocation().pathname);
  const state = useListState(COUPONS_LIST);
  const { q: search, status } = state.filters;
  const list = useServerList(
    AdminCouponsQuery,
    { search: search || null, status: (status || null) as CouponStatus | null, skip: state.skip, take: state.take },
    (d) => d.coupons,
    state,
  );
  // The form: null closed, "new", or the coupon being edited (a new key remounts it fresh).
  const [editing, setEditing] = useState<Coupon | "new" | null>(null);
  const [formKey, setFormKey] = useState(0);
  const openForm = (c: Coupon | "new") => {
    setFormKey((k) => k + 1);
    setEditing(c);
  };
  // The description in the screen's language when the coupon has one.
  const describe = (c: Coupon) => (locale === "it" && c.descriptionIt) || c.description;
  const percent = (n: number) => intl.formatNumber(n / 100, { style: "percent", maximumFractionDigits: 0 });
  // Days in the list (the exact times in the cell's tooltip and the form).
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
  const validTitle = (c: Coupon) =>
    c.validFrom || c.validUntil ? `${c.validFrom ? time(c.validFrom) : "—"} → ${c.validUntil ? time(c.validUntil) : "—"}` : undefined;

  const toggle = useConfirmedMutation({
    mutate: (c: Coupon) => client.mutate({ mutation: UpdateCouponMutation, variables: { input: { id: c.id, enabled: !c.enabled } }, update: dropLists }),
    confirm: (c) => ({
      title: <T id={c.enabled ? "admin.coupons.disableTitle" : "admin.coupons.enableTitle"} values={{ code: c.code }} />,
      body: (
        <Text>
          <T id={c.enabled ? "admin.coupons.disableBody" : "admin.coupons.enableBody"} />
        </Text>
      ),
      confirmLabel: <T id={c.enabled ? "admin.coupons.disable" : "admin.coupons.enable"} />,
      destructive: c.enabled,
    }),
    notice: (_r, c) => ({ type: "success", title: t(c.enabled ? "admin.coupons.disabled" : "admin.coupons.enabled", { code: c.code }) }),
    dialogTestId: "coupon-toggle-dialog",
  });

  const columns: ConsoleColumn<Coupon>[] = [
    {
      id: "code",
      header: t("admin.coupons.code"),
      card: "title",
      cell: (c) => (
        <Stack gap="0" minW="0">
          <Text as="span" fontFamily="mono" fontWeight="semibold" data-testid="coupon-code-cell">
            {c.code}
          </Text>
          {describe(c) && (
            <Text as="span" fontSize="xs" color="fg.muted" truncate title={describe(c)}>
              {describe(c)}
            </Text>
          )}
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "48" } }),
    },
    {
      id: "discount",
      header: t("admin.coupons.discount"),
      cell: (c) => (
        <Stack gap="0">
          <Text as="span" fontWeight="medium" whiteSpace="nowrap">
            {discountText(c, percent)}
          </Text>
          {c.categoryIds.length > 0 && (
            <Text as="span" fontSize="xs" color="fg.muted">
              <T id="admin.coupons.someCategories" values={{ count: c.categoryIds.length }} />
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: "status",
      header: t("admin.coupons.stateAndValidity"),
      // The state, and the validity under it (the exact times in its tooltip and the form).
      cell: (c) => (
        <Stack gap="0.5" align="flex-start">
          <CouponStatusBadge status={c.status} />
          <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap" title={validTitle(c)} data-testid="coupon-validity">
            {c.validFrom || c.validUntil ? (
              <T id="admin.coupons.validRange" values={{ from: c.validFrom ? day(c.validFrom) : "—", until: c.validUntil ? day(c.validUntil) : "—" }} />
            ) : (
              <T id="admin.coupons.always" />
            )}
          </Text>
        </Stack>
      ),
    },
    {
      id: "usage",
      header: t("admin.coupons.usage"),
      cell: (c) => (
        <Stack gap="0" fontSize="sm" data-testid="coupon-usage">
          <Text as="span" whiteSpace="nowrap">
            {c.maxUses != null ? (
              <T id="admin.coupons.usesOfLimit" values={{ used: c.usedCount, limit: c.maxUses }} />
            ) : (
              <T id="admin.coupons.uses" values={{ used: c.usedCount }} />
            )}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            <T id="admin.coupons.customers" values={{ count: c.customerCount }} />
            {c.maxUsesPerUser != null && (
              <>
                {" · "}
                <T id="admin.coupons.perCustomer" values={{ limit: c.maxUsesPerUser }} />
              </>
            )}
          </Text>
          {CURRENCY_CODES.some((cur) => (c.discountGiven[KEY[cur]] ?? 0) > 0) && (
            <Text as="span" fontSize="xs" color="fg.muted">
              <T
                id="admin.coupons.given"
                values={{
                  amounts: CURRENCY_CODES.filter((cur) => (c.discountGiven[KEY[cur]] ?? 0) > 0)
                    .map((cur) => formatMoney(c.discountGiven[KEY[cur]]!, cur))
                    .join(" · "),
                }}
              />
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: "actions",
      header: t("admin.coupons.actions"),
      card: "actions",
      cell: (c) =>
        may.edit ? (
          <>
            <Button
              size="xs"
              variant="outline"
              onClick={() => openForm(c)}
              aria-label={t("admin.coupons.editLabel", { code: c.code })}
              data-testid="coupon-edit"
            >
              <T id="admin.coupons.edit" />
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette={c.enabled ? "red" : "green"}
              onClick={() => toggle.start(c)}
              loading={toggle.running?.id === c.id}
              aria-label={t(c.enabled ? "admin.coupons.disableLabel" : "admin.coupons.enableLabel", { code: c.code })}
              data-testid="coupon-toggle"
            >
              <T id={c.enabled ? "admin.coupons.disable" : "admin.coupons.enable"} />
            </Button>
          </>
        ) : null,
    },
  ];

  return (
    <Stack gap="4" data-testid="admin-coupons">
      <Flex gap="3" direction={{ base: "column", sm: "row" }} justify="space-between" align={{ sm: "flex-start" }}>
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          <T id="admin.coupons.lead" />
        </Text>
        {may.add && (
          <Button onClick={() => openForm("new")} flexShrink={0} data-testid="coupon-new">
            <T id="admin.coupons.new" />
          </Button>
        )}
      </Flex>
      {!(may.add && may.edit) && <ReadOnlyNote id="admin.roles.couponsReadOnly" />}
      <HStack gap="1.5" role="group" aria-label={t("admin.coupons.statusColumn")} wrap="wrap">
        {(["", ...COUPON_STATUSES] as const).map((s) => (
          <Button
            key={s || "all"}
            size="xs"
            variant={status === s ? "solid" : "outline"}
            aria-pressed={status === s}
            onClick={() => state.update({ filters: { status: s } })}
            data-testid={`coupons-status-${s || "all"}`}
          >
            <T id={s === "" ? "admin.coupons.all" : COUPON_STATUS_LABELS[s]} />
          </Button>
        ))}
      </HStack>
      <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} justify="space-between">
        <ConsoleSearch
          label={t("admin.coupons.search")}
          placeholder={t("admin.coupons.searchPlaceholder")}
          value={search}
          onSearch={(q) => state.update({ filters: { q } })}
          data-testid="coupons-search"
        />
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="coupons-count">
          {list.rows && !list.pastEnd && <T id="admin.coupons.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={COUPONS_LIST.pageSizes}
        prefix="coupons"
        caption={<T id="admin.coupons.caption" />}
        columns={columns}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ "data-coupon": c.code, "data-status": c.status })}
        empty={<T id="admin.coupons.empty" />}
        data-testid="coupons-table"
      />
      {editing !== null && (
        <CouponDialog
          key={formKey}
          coupon={editing === "new" ? null : editing}
          open
          onClose={() => setEditing(null)}
          onSaved={() => {
            dropLists(client.cache);
            setEditing(null);
          }}
        />
      )}
      {toggle.dialog}
    </Stack>
  );
}
