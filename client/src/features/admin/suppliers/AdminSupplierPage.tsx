/**
 * /admin/suppliers/:id: one supplier connection's imports. "Import now" starts one; the run shown
 * (`?run=`, else the latest) follows its progress live while it runs (polled), then its report:
 * the counts per result as filter chips (`?result=Error`) and the supplier products of that
 * result, a page at a time (`?page=`, `?size=`): the supplier's id and name, the result (and
 * the create result of a created product), the catalogue product matched or created, the reason.
 */
import { Badge, Box, Button, Flex, HStack, Link, Progress, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useFollowJob } from "../../../lib/follow-job";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import type { ImportResult, SupplierImportReportQuery as ReportData } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { notify } from "../../../lib/notify";
import { Notice } from "../../accounts/ui";
import { ConsoleList } from "../../console/ConsoleList";
import type { ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { summarizePage } from "../../console/use-server-list";
import { useCan } from "../permissions";
import { RunSummary, type SupplierPageState } from "./AdminSuppliersPage";
import { useCodedText } from "../../../i18n/coded-text";
import {
  CREATE_LABELS,
  FAILURE_LABELS,
  IMPORT_RESULTS,
  INTEGRATION_LABELS,
  isActive,
  MESSAGE_AMOUNTS,
  MESSAGE_LABELS,
  RESULT_LABELS,
  RESULT_PALETTES,
  STATUS_LABELS,
} from "./labels";
import { StartSupplierImportMutation, SupplierConnectionQuery, SupplierImportReportQuery, SupplierImportRunsQuery } from "./suppliers.graphql";

/** The run shown (`?run=`), the result filter (`?result=`) and the items' page and page size. */
export const SUPPLIER_REPORT_LIST: ListSpec<"run" | "result"> = {
  pageSizes: [20, 50, 100],
  defaultSize: 20,
  filters: { run: {}, result: { values: IMPORT_RESULTS } },
};

/** How often a running import is asked for its progress. */
const POLL_MS = 1000;
/** Runs listed to choose from. */
const RUNS_SHOWN = 10;

type Item = NonNullable<ReportData["supplierImportRun"]>["items"]["items"][number];

export function AdminSupplierPage({ id }: { id: string }) {
  const t = useT();
  const intl = useIntl();
  const itemMessage = useCodedText(MESSAGE_LABELS, MESSAGE_AMOUNTS);
  const failure = useCodedText(FAILURE_LABELS);
  const client = useApolloClient();
  const allowed = useCan();
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const state = useListState(SUPPLIER_REPORT_LIST);
  const connection = useQuery(SupplierConnectionQuery, { variables: { id }, fetchPolicy: "cache-first" });
  const runs = useQuery(SupplierImportRunsQuery, { variables: { connectionId: id, skip: 0, take: RUNS_SHOWN }, fetchPolicy: "cache-first" });
  const runId = state.filters.run || runs.data?.supplierImportRuns.items[0]?.id || "";
  const result = (state.filters.result || null) as ImportResult | null;
  const report = useQuery(SupplierImportReportQuery, {
    variables: { id: runId, result, skip: state.skip, take: state.take },
    skip: !runId,
    fetchPolicy: "cache-first",
  });
  const run = report.data?.supplierImportRun ?? report.previousData?.supplierImportRun ?? null;
  const running = isActive(run?.status);
  // The run started here (from the list, or by "Import now" below): its end is watched from the start.
  const [startedId, setStartedId] = useState<string | null>(() => (location.state as SupplierPageState | null)?.startedRun ?? null);
  // When a watched run ends, the runs and the connection (its last run) are read again.
  const readAgain = useCallback(() => {
    void runs.refetch();
    void connection.refetch();
  }, [runs, connection]);
  useFollowJob({ id: run?.id ?? null, running, startedId, poll: report, pollMs: POLL_MS, onEnd: readAgain });
  const [starting, setStarting] = useState(false);

  const c = connection.data?.supplierConnection;
  if (connection.error && !c) {
    return <Notice status="warning" title={<T id="admin.suppliers.notFound" />} data-testid="supplier-not-found" />;
  }

  const importNow = async () => {
    setStarting(true);
    try {
      const started = (await client.mutate({ mutation: StartSupplierImportMutation, variables: { id } })).data?.startSupplierImport;
      if (started) {
        notify({ type: "success", title: t("admin.suppliers.started", { name: c?.name ?? "" }) });
        setStartedId(started.id);
        state.update({ filters: { run: started.id, result: "" }, page: 1 });
        void runs.refetch();
      }
    } catch {
      notify({ type: "error", title: t("console.failed") });
    } finally {
      setStarting(false);
    }
  };

  const page = run?.items;
  const list = {
    ...summarizePage(page, state.page, state.size),
    rows: page?.items,
    loading: report.loading,
    error: report.error,
    refetch: () => void report.refetch().catch(() => undefined),
  };

  const columns: ConsoleColumn<Item>[] = [
    {
      id: "product",
      header: t("admin.suppliers.col.product"),
      card: "title",
      cell: (i) => (
        <Stack gap="0" minW="0">
          <Text as="span" fontWeight="medium">
            {i.name}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono" truncate title={i.externalId}>
            {i.externalId}
            {(i.platform || i.region) && ` · ${[i.platform, i.region].filter(Boolean).join(" · ")}`}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "64" }, whiteSpace: "normal" }),
    },
    {
      id: "result",
      header: t("admin.suppliers.col.result"),
      // The result, the create result of a created product and why, under each other.
      cell: (i) => (
        <Stack gap="1" align="flex-start" minW="0">
          <HStack gap="1.5" wrap="wrap">
            <Badge colorPalette={RESULT_PALETTES[i.result]} variant="subtle" data-result={i.result}>
              <T id={RESULT_LABELS[i.result]} />
            </Badge>
            {i.createResult && (
              <Text as="span" fontSize="xs" color="fg.muted" data-create-result={i.createResult}>
                <T id={CREATE_LABELS[i.createResult]} />
              </Text>
            )}
          </HStack>
          <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="anywhere" data-testid="supplier-item-message" data-code={i.messageCode ?? undefined}>
            {itemMessage({ text: i.message, code: i.messageCode, params: i.messageParams })}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "72" }, whiteSpace: "normal" }),
    },
    {
      id: "matched",
      header: t("admin.suppliers.col.matched"),
      card: "line",
      cellProps: () => ({ maxW: { sm: "64" }, whiteSpace: "normal" }),
      cell: (i) =>
        i.productId ? (
          <Link asChild color="colorPalette.fg">
            <RouterLink to={localePath(locale, `/admin/products/${i.productId}`)}>{i.productName ?? `#${i.productId}`}</RouterLink>
          </Link>
        ) : (
          <Text as="span" color="fg.muted">
            —
          </Text>
        ),
    },
  ];

  const runList = runs.data?.supplierImportRuns.items ?? [];
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

  return (
    <Stack gap="5" data-testid="admin-supplier">
      <Flex gap="3" direction={{ base: "column", sm: "row" }} justify="space-between" align={{ sm: "flex-start" }}>
        <Stack gap="1">
          <Link asChild fontSize="sm" color="colorPalette.fg">
            <RouterLink to={localePath(locale, "/admin/suppliers")}>← {t("admin.suppliers.back")}</RouterLink>
          </Link>
          <Text as="h2" fontSize="xl" fontWeight="semibold" data-testid="supplier-title">
            {c?.name ?? "…"}
          </Text>
          {c && (
            <Text fontSize="sm" color="fg.muted">
              <T id={INTEGRATION_LABELS[c.integration]} /> · {c.sellerName} · <T id="admin.suppliers.mapped" values={{ count: c.mappedProducts }} />
            </Text>
          )}
        </Stack>
        {allowed("suppliers:refresh") && (
          <Button onClick={importNow} loading={starting} disabled={running} flexShrink={0} data-testid="supplier-import-now">
            <T id="admin.suppliers.importNow" />
          </Button>
        )}
      </Flex>

      {runList.length > 0 && (
        <Stack gap="2">
          <Text as="h3" fontWeight="semibold">
            <T id="admin.suppliers.runs" />
          </Text>
          <HStack gap="1.5" wrap="wrap" role="group" aria-label={t("admin.suppliers.runs")} data-testid="supplier-runs">
            {runList.map((r) => (
              <Button
                key={r.id}
                size="xs"
                variant={r.id === runId ? "solid" : "outline"}
                aria-pressed={r.id === runId}
                onClick={() => state.update({ filters: { run: r.id, result: "" }, page: 1 })}
                data-run={r.id}
              >
                <T
                  id="admin.suppliers.runLabel"
                  values={{ date: date(r.createdAt), status: t(STATUS_LABELS[r.status]) + (r.scheduled ? ` (${t("admin.suppliers.runScheduled")})` : "") }}
                />
              </Button>
            ))}
          </HStack>
        </Stack>
      )}
      {runs.data && runList.length === 0 && (
        <Text color="fg.muted" data-testid="supplier-no-runs">
          <T id="admin.suppliers.noRuns" />
        </Text>
      )}

      {run && (
        <Box
          as="section"
          borderWidth="1px"
          rounded="l2"
          p={{ base: "3", sm: "4" }}
          bg="bg.panel"
          aria-labelledby="supplier-report-title"
          data-testid="supplier-report"
        >
          <Stack gap="3">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Text id="supplier-report-title" fontWeight="semibold">
                <T id={running ? "admin.suppliers.progressTitle" : "admin.suppliers.report"} />
              </Text>
              <RunSummary run={run} />
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              <T id="admin.suppliers.reportOf" values={{ date: date(run.createdAt), who: run.createdByEmail || "—" }} />
            </Text>
            <Text fontSize="sm" role="status" aria-live="polite" data-testid="supplier-progress">
              <T id="admin.suppliers.progress" values={{ processed: run.processed }} />
            </Text>
            {running && (
              <>
                <Progress.Root value={null} max={100} size="sm">
                  <Progress.Track aria-label={t("admin.suppliers.progressLabel")}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="xs" color="fg.muted">
                  <T id="admin.suppliers.keepOpen" />
                </Text>
              </>
            )}
            {run.status === "failed" && (
              <Notice
                status="error"
                title={t("admin.suppliers.runFailed", { error: failure({ text: run.error ?? "", code: run.failureCode, params: run.failureParams }) })}
              />
            )}
            <HStack gap="1.5" wrap="wrap" role="group" aria-label={t("admin.suppliers.filterLabel")} data-testid="supplier-result-filters">
              {(["", ...IMPORT_RESULTS] as const).map((r) => {
                const count = r === "" ? run.processed : run.counts[r];
                return (
                  <Button
                    key={r || "all"}
                    size="xs"
                    variant={(result ?? "") === r ? "solid" : "outline"}
                    aria-pressed={(result ?? "") === r}
                    onClick={() => state.update({ filters: { result: r }, page: 1 })}
                    data-testid={`supplier-filter-${r || "all"}`}
                  >
                    <T id={r === "" ? "admin.suppliers.all" : RESULT_LABELS[r]} /> ({intl.formatNumber(count)})
                  </Button>
                );
              })}
            </HStack>
            <Text color="fg.muted" fontSize="sm" data-testid="supplier-items-count">
              {list.rows && !list.pastEnd && list.total > 0 && (
                <T id="admin.suppliers.itemsCount" values={{ from: list.from, to: list.to, total: list.total }} />
              )}
            </Text>
            <ConsoleList
              list={list}
              state={state}
              pageSizes={SUPPLIER_REPORT_LIST.pageSizes}
              prefix="supplier-items"
              caption={<T id="admin.suppliers.itemsCaption" />}
              columns={columns}
              rowKey={(i) => i.id}
              rowProps={(i) => ({ "data-external-id": i.externalId, "data-result": i.result })}
              empty={<T id="admin.suppliers.itemsEmpty" />}
              data-testid="supplier-items"
            />
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
