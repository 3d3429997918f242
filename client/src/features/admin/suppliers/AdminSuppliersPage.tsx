/**
 * /admin/suppliers: the supplier connections (CodesWholesale, PrepaidForge, the sandbox supplier),
 * each with its shop, margin rule, schedule and last import (state and counts per result).
 * "Connect a supplier" and "Edit" open the connection form; "Test connection" asks the supplier
 * whether the stored credentials work; "Import now" starts an import and opens the connection's
 * page (its progress and reports); removing asks first.
 */
import { Badge, Button, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import type { SupplierConnectionFieldsFragment, SupplierImportRunFieldsFragment } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { notify } from "../../../lib/notify";
import { Notice } from "../../accounts/ui";
import { ConsoleTable, type ConsoleColumn } from "../../console/ConsoleTable";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { useCan } from "../permissions";
import { INTEGRATION_LABELS, RESULT_LABELS, RESULT_PALETTES, IMPORT_RESULTS, STATUS_LABELS, STATUS_PALETTES } from "./labels";
import { SupplierConnectionDialog } from "./SupplierConnectionDialog";
import { DeleteSupplierConnectionMutation, StartSupplierImportMutation, SupplierConnectionsQuery, TestSupplierConnectionMutation } from "./suppliers.graphql";

type Connection = SupplierConnectionFieldsFragment;

/** A run's state and its non-zero counts per result, as badges. */
export function RunSummary({ run }: { run: SupplierImportRunFieldsFragment }) {
  const intl = useIntl();
  return (
    <HStack gap="1" wrap="wrap" data-testid="supplier-run-summary">
      <Badge colorPalette={STATUS_PALETTES[run.status]} variant="solid" data-status={run.status}>
        <T id={STATUS_LABELS[run.status]} />
      </Badge>
      {IMPORT_RESULTS.filter((r) => run.counts[r] > 0).map((r) => (
        <Badge key={r} colorPalette={RESULT_PALETTES[r]} variant="subtle" data-result={r}>
          <T id={RESULT_LABELS[r]} />: {intl.formatNumber(run.counts[r])}
        </Badge>
      ))}
    </HStack>
  );
}

/** The navigation state of a connection's page opened by "Import now" here: the run it started. */
export interface SupplierPageState {
  startedRun: string;
}

export const supplierPath = (locale: "en" | "it", id: string, search = "") => localePath(locale, `/admin/suppliers/${id}${search}`);

export function AdminSuppliersPage() {
  const t = useT();
  const intl = useIntl();
  const allowed = useCan();
  const may = { add: allowed("suppliers:add"), edit: allowed("suppliers:edit"), delete: allowed("suppliers:delete"), refresh: allowed("suppliers:refresh") };
  const client = useApolloClient();
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const q = useQuery(SupplierConnectionsQuery, { fetchPolicy: "cache-and-network" });
  const rows = q.data?.supplierConnections.items;
  const [editing, setEditing] = useState<Connection | "new" | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const openForm = (c: Connection | "new") => {
    setFormKey((k) => k + 1);
    setEditing(c);
  };

  const test = async (c: Connection) => {
    setBusy(`test:${c.id}`);
    try {
      const r = (await client.mutate({ mutation: TestSupplierConnectionMutation, variables: { id: c.id } })).data?.testSupplierConnection;
      if (r?.ok) notify({ type: "success", title: t("admin.suppliers.testOk", { name: c.name }) });
      else notify({ type: "error", title: t("admin.suppliers.testFailed", { name: c.name, message: r?.message ?? "" }) });
    } catch {
      notify({ type: "error", title: t("console.failed") });
    } finally {
      setBusy(null);
    }
  };

  const importNow = async (c: Connection) => {
    setBusy(`import:${c.id}`);
    try {
      const run = (await client.mutate({ mutation: StartSupplierImportMutation, variables: { id: c.id } })).data?.startSupplierImport;
      if (run) {
        notify({ type: "success", title: t("admin.suppliers.started", { name: c.name }) });
        navigate(supplierPath(locale, c.id, `?run=${run.id}`), { state: { startedRun: run.id } satisfies SupplierPageState });
      }
    } catch {
      notify({ type: "error", title: t("console.failed") });
    } finally {
      setBusy(null);
    }
  };

  const remove = useConfirmedMutation({
    mutate: (c: Connection) =>
      client.mutate({
        mutation: DeleteSupplierConnectionMutation,
        variables: { id: c.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: "SupplierConnection", id: c.id }) });
          cache.gc();
        },
      }),
    confirm: (c) => ({
      title: <T id="admin.suppliers.deleteTitle" values={{ name: c.name }} />,
      body: (
        <Text>
          <T id="admin.suppliers.deleteBody" />
        </Text>
      ),
      confirmLabel: <T id="admin.suppliers.delete" />,
      destructive: true,
    }),
    notice: (_r, c) => ({ type: "success", title: t("admin.suppliers.deleted", { name: c.name }) }),
    dialogTestId: "supplier-delete-dialog",
  });

  const columns: ConsoleColumn<Connection>[] = [
    {
      id: "name",
      header: t("admin.suppliers.name"),
      card: "title",
      cell: (c) => (
        <Stack gap="0" minW="0">
          <Link asChild fontWeight="semibold" color="colorPalette.fg">
            <RouterLink to={supplierPath(locale, c.id)} data-testid="supplier-link">
              {c.name}
            </RouterLink>
          </Link>
          <Text as="span" fontSize="xs" color="fg.muted">
            <T id={INTEGRATION_LABELS[c.integration]} />
            {" · "}
            <T id="admin.suppliers.credentials" values={{ hint: c.credentialsHint || "none" }} />
          </Text>
        </Stack>
      ),
    },
    {
      id: "shop",
      header: t("admin.suppliers.shop"),
      cell: (c) => (
        <Stack gap="0">
          <Text as="span">{c.sellerName}</Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            <T id="admin.suppliers.mapped" values={{ count: c.mappedProducts }} />
          </Text>
        </Stack>
      ),
    },
    {
      id: "pricing",
      header: t("admin.suppliers.pricing"),
      card: "line",
      cell: (c) => (
        <Stack gap="0" fontSize="sm">
          <Text as="span">
            <T id="admin.suppliers.margin" values={{ percent: intl.formatNumber(c.marginPercent / 100, { style: "percent", maximumFractionDigits: 2 }) }} />
          </Text>
          {c.roundPrices && (
            <Text as="span" fontSize="xs" color="fg.muted">
              <T id="admin.suppliers.rounded" />
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: "schedule",
      header: t("admin.suppliers.schedule"),
      cell: (c) => (
        <Text as="span" fontSize="sm" whiteSpace="nowrap" data-testid="supplier-schedule">
          {!c.enabled ? (
            <T id="admin.suppliers.scheduleOff" />
          ) : c.importHour == null ? (
            <T id="admin.suppliers.scheduleNoHour" />
          ) : (
            <T id="admin.suppliers.dailyAt" values={{ hour: String(c.importHour).padStart(2, "0") }} />
          )}
        </Text>
      ),
    },
    {
      id: "lastRun",
      header: t("admin.suppliers.lastRun"),
      cell: (c) =>
        c.lastRun ? (
          <Stack gap="1">
            <Text as="span" fontSize="xs" color="fg.muted">
              {intl.formatDate(c.lastRun.createdAt, { dateStyle: "medium", timeStyle: "short" })}
            </Text>
            <RunSummary run={c.lastRun} />
          </Stack>
        ) : (
          <Text as="span" fontSize="sm" color="fg.muted">
            <T id="admin.suppliers.never" />
          </Text>
        ),
    },
    {
      id: "actions",
      header: t("admin.suppliers.actions"),
      card: "actions",
      cell: (c) => (
        <HStack gap="1" wrap="wrap" justify={{ sm: "flex-end" }} maxW={{ sm: "64" }}>
          {may.refresh && (
            <Button
              size="xs"
              onClick={() => importNow(c)}
              loading={busy === `import:${c.id}`}
              aria-label={t("admin.suppliers.importLabel", { name: c.name })}
              data-testid="supplier-import"
            >
              <T id="admin.suppliers.importNow" />
            </Button>
          )}
          {may.edit && (
            <>
              <Button
                size="xs"
                variant="outline"
                onClick={() => test(c)}
                loading={busy === `test:${c.id}`}
                aria-label={t("admin.suppliers.testLabel", { name: c.name })}
                data-testid="supplier-test"
              >
                <T id="admin.suppliers.test" />
              </Button>
              <Button
                size="xs"
                variant="outline"
                onClick={() => openForm(c)}
                aria-label={t("admin.suppliers.editLabel", { name: c.name })}
                data-testid="supplier-edit"
              >
                <T id="admin.suppliers.edit" />
              </Button>
            </>
          )}
          {may.delete && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => remove.start(c)}
              aria-label={t("admin.suppliers.deleteLabel", { name: c.name })}
              data-testid="supplier-delete"
            >
              <T id="admin.suppliers.delete" />
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="admin-suppliers">
      <Flex gap="3" direction={{ base: "column", sm: "row" }} justify="space-between" align={{ sm: "flex-start" }}>
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          <T id="admin.suppliers.lead" />
        </Text>
        {may.add && (
          <Button onClick={() => openForm("new")} flexShrink={0} data-testid="supplier-new">
            <T id="admin.suppliers.new" />
          </Button>
        )}
      </Flex>
      {q.error && !rows && <Notice status="error" title={<T id="console.failed" />} />}
      <ConsoleTable
        caption={<T id="admin.suppliers.caption" />}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ "data-connection": c.name })}
        loading={q.loading}
        empty={<T id="admin.suppliers.empty" />}
        data-testid="suppliers-table"
      />
      {editing !== null && (
        <SupplierConnectionDialog
          key={formKey}
          connection={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void q.refetch();
          }}
        />
      )}
      {remove.dialog}
    </Stack>
  );
}
