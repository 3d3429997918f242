/**
 * /admin/audit: the audit log of the admin area, newest first. Each entry says when, who (email
 * and role at the time), what (the action), on which row (linked to the row's admin page where
 * there is one) and a short summary; "Details" opens the row before and after side by side, the
 * fields the write changed highlighted. Filters: action (one, or every action of a resource),
 * target type, actor (part of the email) and a date range; `target` (from a link) narrows the log
 * to one row. Filters, page and page size live in the query string; the CSV export follows them.
 */
import { Badge, Box, Button, chakra, CloseButton, Dialog, Flex, Grid, HStack, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import type { AdminAuditLogQuery as AuditData } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { InfoList, TextField } from "../../accounts/ui";
import { ConsoleList } from "../../console/ConsoleList";
import { ConsoleSearch } from "../../console/ConsoleSearch";
import type { ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListControls, type ListSpec } from "../../console/list-state";
import { useServerList } from "../../console/use-server-list";
import { csvHref } from "../../seller/sales/csv";
import { compareSnapshots, parseSnapshot } from "./audit-diff";
import { AdminAuditFacetsQuery, AdminAuditLogQuery } from "./audit.graphql";

type Filter = "action" | "type" | "actor" | "from" | "to" | "target";

export const AUDIT_LIST: ListSpec<Filter> = {
  pageSizes: [25, 50, 100],
  defaultSize: 25,
  filters: { action: {}, type: {}, actor: {}, from: {}, to: {}, target: {} },
};

export type AuditRow = AuditData["auditLog"]["items"][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z0-9_.-]{1,80}$/;
const TYPE = /^[a-z0-9_-]{1,60}$/;

/** A local calendar day ("2026-03-01") as the instant it starts; `next` the instant the following day starts. */
export function dayStart(day: string, next = false): string | null {
  if (!DAY.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const at = new Date(y, m - 1, d + (next ? 1 : 0));
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The server's filter for the URL's filters (anything malformed reads as no filter). */
export function auditFilter(f: Record<Filter, string>) {
  return {
    action: ACTION.test(f.action) ? f.action : null,
    targetType: TYPE.test(f.type) ? f.type : null,
    targetId: f.target && TYPE.test(f.type) ? f.target.slice(0, 200) : null,
    actor: f.actor ? f.actor.slice(0, 200) : null,
    from: dayStart(f.from),
    // The end day is included: entries before the next day starts.
    to: dayStart(f.to, true),
  };
}

/** The admin page of an entry's row, where there is one. */
export function targetPath(e: Pick<AuditRow, "targetType" | "targetId" | "before" | "after">): string | null {
  const id = e.targetId;
  if (!id) return null;
  const snap = parseSnapshot(e.after) ?? parseSnapshot(e.before);
  const q = (params: Record<string, string | undefined>) => {
    const s = new URLSearchParams(Object.entries(params).filter((p): p is [string, string] => !!p[1])).toString();
    return s ? `?${s}` : "";
  };
  switch (e.targetType) {
    case "order":
      return `/admin/orders/${encodeURIComponent(id)}`;
    case "seller":
      return `/admin/sellers/${encodeURIComponent(id)}`;
    case "offer":
      return typeof snap?.sellerId === "string" ? `/admin/sellers/${encodeURIComponent(snap.sellerId)}` : null;
    case "category":
    case "macrocategory":
      return "/admin/categories";
    case "coupon":
      return `/admin/coupons${q({ q: typeof snap?.code === "string" ? snap.code : undefined })}`;
    case "user":
      return `/admin/users${q({ q: typeof snap?.email === "string" ? snap.email : undefined })}`;
    case "payout":
      return `/admin/payouts${q({ view: "history", seller: typeof snap?.sellerId === "string" ? snap.sellerId : undefined })}`;
    case "proposal":
      return "/admin/proposals";
    default:
      return null;
  }
}

/** The row before and after, field by field, the changed ones highlighted. */
function BeforeAfter({ entry }: { entry: AuditRow }) {
  const t = useT();
  const before = parseSnapshot(entry.before);
  const after = parseSnapshot(entry.after);
  const fields = compareSnapshots(before, after);
  const changed = fields.filter((f) => f.changed).length;
  const empty = (
    <Text as="span" color="fg.subtle">
      —
    </Text>
  );
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" data-testid="audit-changed-count">
        <T id="admin.audit.changedCount" values={{ count: changed }} />
      </Text>
      {fields.length === 0 ? (
        <Text color="fg.muted">
          <T id="admin.audit.noState" />
        </Text>
      ) : (
        <Box role="table" aria-label={t("admin.audit.beforeAfter")} fontSize="sm" data-testid="audit-diff">
          <Grid
            role="row"
            templateColumns={{ base: "1fr 1fr", sm: "minmax(7rem, 1fr) 2fr 2fr" }}
            gap="2"
            px="2"
            py="1.5"
            fontWeight="semibold"
            color="fg.muted"
            borderBottomWidth="1px"
            borderColor="border.muted"
          >
            <Box role="columnheader" display={{ base: "none", sm: "block" }}>
              <T id="admin.audit.field" />
            </Box>
            <Box role="columnheader">
              <T id="admin.audit.before" />
            </Box>
            <Box role="columnheader">
              <T id="admin.audit.after" />
            </Box>
          </Grid>
          {fields.map((f) => (
            <Grid
              key={f.field}
              role="row"
              templateColumns={{ base: "1fr 1fr", sm: "minmax(7rem, 1fr) 2fr 2fr" }}
              gap="2"
              px="2"
              py="1.5"
              bg={f.changed ? "orange.subtle" : undefined}
              borderBottomWidth="1px"
              borderColor="border.muted"
              data-field={f.field}
              data-changed={f.changed ? "true" : undefined}
            >
              {/* On phones the field's name takes its own line above its two values. */}
              <Box role="rowheader" gridColumn={{ base: "1 / -1", sm: "auto" }} fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {f.field}
                {f.changed && (
                  <Badge ms="1.5" size="xs" colorPalette="orange" variant="solid">
                    <T id="admin.audit.changed" />
                  </Badge>
                )}
              </Box>
              <Box
                role="cell"
                wordBreak="break-word"
                whiteSpace="pre-wrap"
                textDecoration={f.changed && f.before ? "line-through" : undefined}
                color={f.changed ? "fg.muted" : undefined}
              >
                <chakra.span srOnly>{t("admin.audit.before")}: </chakra.span>
                {f.before || empty}
              </Box>
              <Box role="cell" wordBreak="break-word" whiteSpace="pre-wrap" fontWeight={f.changed ? "semibold" : undefined}>
                <chakra.span srOnly>{t("admin.audit.after")}: </chakra.span>
                {f.after || empty}
              </Box>
            </Grid>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function EntryDialog({ entry, onClose }: { entry: AuditRow | null; onClose(): void }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Dialog.Root open={entry != null} onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", sm: "xl" }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="audit-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <T id="admin.audit.detailsOf" values={{ id: entry?.id ?? "" }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {entry && (
                <Stack gap="5">
                  <InfoList
                    rows={[
                      [<T id="admin.audit.time" />, intl.formatDate(entry.at, { dateStyle: "medium", timeStyle: "medium" })],
                      [<T id="admin.audit.actor" />, entry.actor.email || t("admin.audit.system")],
                      [<T id="admin.audit.role" />, entry.actor.role],
                      [<T id="admin.audit.ip" />, entry.ip || "—"],
                      [
                        <T id="admin.audit.action" />,
                        <Text as="span" fontFamily="mono">
                          {entry.action}
                        </Text>,
                      ],
                      [
                        <T id="admin.audit.target" />,
                        <Text as="span" fontFamily="mono" wordBreak="break-all">
                          {entry.targetType} {entry.targetId ?? ""}
                        </Text>,
                      ],
                      [<T id="admin.audit.summary" />, entry.summary || "—"],
                      [
                        <T id="admin.audit.requestId" />,
                        <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
                          {entry.requestId || "—"}
                        </Text>,
                      ],
                    ]}
                  />
                  <BeforeAfter entry={entry} />
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

function Filters({ state }: { state: ListControls<Filter, string> }) {
  const t = useT();
  const { data } = useQuery(AdminAuditFacetsQuery, { fetchPolicy: "cache-and-network" });
  const actions = data?.auditLogFacets.actions ?? [];
  const resources = [...new Set(actions.map((a) => a.split(".")[0]!))];
  const types = data?.auditLogFacets.targetTypes ?? [];
  const { action, type, actor, from, to } = state.filters;
  // A value from the URL that is not (yet) in the choices is still offered, so the select shows it.
  const withCurrent = (list: string[], v: string) => (v && !list.includes(v) ? [...list, v] : list);
  const extraAction = action && !actions.includes(action) && !resources.includes(action) ? action : "";
  const badRange = DAY.test(from) && DAY.test(to) && from > to;
  return (
    <Stack gap="3">
      <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" }} gap="3" alignItems="end">
        <ConsoleSearch
          label={t("admin.audit.searchActor")}
          placeholder={t("admin.audit.searchActorPlaceholder")}
          value={actor}
          onSearch={(text) => state.update({ filters: { actor: text } })}
          data-testid="audit-actor"
        />
        <Stack gap="1.5">
          <chakra.label htmlFor="audit-action" fontSize="sm" fontWeight="medium">
            <T id="admin.audit.action" />
          </chakra.label>
          <NativeSelect
            id="audit-action"
            value={action}
            onChange={(e) => state.update({ filters: { action: e.currentTarget.value } })}
            data-testid="audit-action"
          >
            <option value="">{t("admin.audit.anyAction")}</option>
            {resources.map((r) => (
              <optgroup key={r} label={r}>
                <option value={r}>{t("admin.audit.allOf", { resource: r })}</option>
                {actions
                  .filter((a) => a.startsWith(`${r}.`))
                  .map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
              </optgroup>
            ))}
            {extraAction && <option value={extraAction}>{extraAction}</option>}
          </NativeSelect>
        </Stack>
        <Stack gap="1.5">
          <chakra.label htmlFor="audit-type" fontSize="sm" fontWeight="medium">
            <T id="admin.audit.targetType" />
          </chakra.label>
          <NativeSelect
            id="audit-type"
            value={type}
            onChange={(e) => state.update({ filters: { type: e.currentTarget.value, target: "" } })}
            data-testid="audit-type"
          >
            <option value="">{t("admin.audit.anyType")}</option>
            {withCurrent(types, type).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </NativeSelect>
        </Stack>
        <HStack gap="2" align="end">
          <TextField
            label={t("admin.audit.from")}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => state.update({ filters: { from: e.currentTarget.value } })}
            data-testid="audit-from"
          />
          <TextField
            label={t("admin.audit.to")}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => state.update({ filters: { to: e.currentTarget.value } })}
            data-testid="audit-to"
          />
        </HStack>
      </Grid>
      {badRange && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="audit-bad-range">
          <T id="admin.audit.badRange" />
        </Text>
      )}
    </Stack>
  );
}

export function AdminAuditPage() {
  const t = useT();
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const state = useListState(AUDIT_LIST);
  const [open, setOpen] = useState<AuditRow | null>(null);
  const filter = auditFilter(state.filters);
  const badRange = filter.from != null && filter.to != null && filter.from >= filter.to;
  const variables = { filter: badRange ? { ...filter, from: null, to: null } : filter, skip: state.skip, take: state.take };
  const list = useServerList(AdminAuditLogQuery, variables, (d) => d.auditLog, state);
  const filtered = Object.values(state.filters).some((v) => v !== "");

  const columns: ConsoleColumn<AuditRow>[] = [
    {
      id: "time",
      header: t("admin.audit.time"),
      card: "meta",
      cell: (e) => <time dateTime={e.at}>{intl.formatDate(e.at, { dateStyle: "short", timeStyle: "medium" })}</time>,
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "action",
      header: t("admin.audit.action"),
      card: "title",
      cell: (e) => (
        <Text as="span" fontFamily="mono" fontWeight="semibold" fontSize="sm" data-testid="audit-action-cell">
          {e.action}
        </Text>
      ),
    },
    {
      id: "actor",
      header: t("admin.audit.actor"),
      cell: (e) => (
        <Stack gap="0" minW="0">
          <Text as="span" fontSize="sm" truncate title={e.actor.email}>
            {e.actor.email || t("admin.audit.system")}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {e.actor.role}
            {e.ip ? ` · ${e.ip}` : ""}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "52" } }),
    },
    {
      id: "target",
      header: t("admin.audit.target"),
      cell: (e) => {
        const path = targetPath(e);
        const label = (
          <>
            {e.targetType}
            {e.targetId ? ` ${e.targetId.length > 13 ? `${e.targetId.slice(0, 8)}…` : e.targetId}` : ""}
          </>
        );
        return path ? (
          <Link asChild fontSize="sm" color="colorPalette.fg" title={`${e.targetType} ${e.targetId ?? ""}`}>
            <RouterLink to={localePath(locale, path)} data-testid="audit-target-link">
              {label}
            </RouterLink>
          </Link>
        ) : (
          <Text as="span" fontSize="sm" title={`${e.targetType} ${e.targetId ?? ""}`}>
            {label}
          </Text>
        );
      },
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "summary",
      header: t("admin.audit.summary"),
      card: "line",
      cell: (e) => (
        <Text as="span" fontSize="sm" lineClamp={2} title={e.summary} wordBreak="break-word">
          {e.summary || "—"}
        </Text>
      ),
      cellProps: () => ({ maxW: { sm: "80" } }),
    },
    {
      id: "details",
      header: t("admin.audit.details"),
      card: "actions",
      cell: (e) => (
        <Button size="xs" variant="outline" onClick={() => setOpen(e)} aria-label={t("admin.audit.detailsOf", { id: e.id })} data-testid="audit-details">
          <T id="admin.audit.details" />
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="5" data-testid="admin-audit">
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          <T id="admin.audit.lead" />
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={list.refetch} data-testid="audit-refresh">
            <T id="admin.audit.refresh" />
          </Button>
          <Button asChild size="sm" variant="outline">
            <a
              href={csvHref("/api/admin/audit.csv", {
                action: filter.action,
                targetType: filter.targetType,
                targetId: filter.targetId,
                actor: filter.actor,
                from: badRange ? null : filter.from,
                to: badRange ? null : filter.to,
              })}
              download
              data-testid="audit-csv"
            >
              <T id="admin.audit.exportCsv" />
            </a>
          </Button>
        </HStack>
      </Flex>
      <Filters state={state} />
      {(filter.targetId || filtered) && (
        <HStack gap="2" wrap="wrap">
          {filter.targetId && (
            <Badge size="lg" variant="subtle" data-testid="audit-only-target">
              <T id="admin.audit.onlyTarget" values={{ type: filter.targetType ?? "", id: filter.targetId }} />
            </Badge>
          )}
          <Link
            as="button"
            fontSize="sm"
            color="colorPalette.fg"
            onClick={() => state.update({ filters: { action: "", type: "", actor: "", from: "", to: "", target: "" } })}
            data-testid="audit-clear"
          >
            <T id="admin.audit.clearFilters" />
          </Link>
        </HStack>
      )}
      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="audit-count">
        {list.rows && !list.pastEnd && list.total > 0 && <T id="admin.audit.count" values={{ from: list.from, to: list.to, total: list.total }} />}
      </Text>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={AUDIT_LIST.pageSizes}
        prefix="audit"
        caption={<T id="admin.audit.caption" />}
        columns={columns}
        rowKey={(e) => e.id}
        rowProps={(e) => ({ "data-entry": e.id, "data-action": e.action })}
        empty={<T id={filtered ? "admin.audit.emptyFiltered" : "admin.audit.empty"} />}
        data-testid="audit-table"
      />
      <EntryDialog entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
