/**
 * /admin/api-clients: integrator API clients (price-comparison sites, sellers' systems, admin
 * tools). Create one with a name, a scope (catalogue reads, one seller's API, the admin
 * console) and a per-minute cost budget: its `kmc_` token is shown once, with a copy button.
 * The list shows name, scope, prefix, budget (changed in place), creation, last use and
 * revocation; revoking asks first.
 */
import { Badge, Box, Button, chakra, Flex, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { NativeSelect } from "../../../components/NativeSelect";
import type { AdminApiClientsQuery as ClientsData, ApiClientScope } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { FormStack, Notice, Panel, TextField } from "../../accounts/ui";
import { ConsoleTable, type ConsoleColumn } from "../../console/ConsoleTable";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { SecretValue } from "../../orders/KeyReveal";
import { useCan } from "../permissions";
import { ApiClientSellersQuery, ApiClientsQuery, CreateApiClientMutation, RevokeApiClientMutation, UpdateApiClientBudgetMutation } from "./api-clients.graphql";

type Client = ClientsData["apiClients"][number];

const SCOPES: readonly ApiClientScope[] = ["catalog", "seller", "admin"];
/** The server's bounds of a budget (query-cost units a minute). */
export const BUDGET = { min: 100, max: 1_000_000, default: 50_000 } as const;

const budgetError = (raw: string): boolean => {
  const n = Number(raw);
  return !/^\d+$/.test(raw.trim()) || n < BUDGET.min || n > BUDGET.max;
};

function BudgetCell({ client, editable }: { client: Client; editable: boolean }) {
  const t = useT();
  const intl = useIntl();
  const [update, updating] = useMutation(UpdateApiClientBudgetMutation);
  const [value, setValue] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (value === null)
    return (
      <HStack gap="2">
        <Text as="span">{intl.formatNumber(client.budgetPerMinute)}</Text>
        {editable && !client.revokedAt && (
          <Button size="2xs" variant="ghost" onClick={() => setValue(String(client.budgetPerMinute))} data-testid="edit-budget">
            <T id="admin.apiClients.editBudget" />
          </Button>
        )}
      </HStack>
    );
  const invalid = budgetError(value);
  const save = async () => {
    if (invalid) return;
    setFailed(false);
    try {
      await update({ variables: { id: client.id, budgetPerMinute: Number(value) } });
      setValue(null);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Input
          size="xs"
          width="8rem"
          inputMode="numeric"
          aria-label={t("admin.apiClients.budget")}
          aria-invalid={invalid}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          data-testid="budget-input"
        />
        <Button size="2xs" onClick={() => void save()} disabled={invalid} loading={updating.loading} data-testid="save-budget">
          <T id="admin.apiClients.save" />
        </Button>
        <Button size="2xs" variant="ghost" onClick={() => setValue(null)}>
          <T id="admin.apiClients.cancel" />
        </Button>
      </HStack>
      {invalid && (
        <Text fontSize="xs" color="fg.error">
          <T id="admin.apiClients.budgetRange" values={{ min: intl.formatNumber(BUDGET.min), max: intl.formatNumber(BUDGET.max) }} />
        </Text>
      )}
      {failed && (
        <Text fontSize="xs" color="fg.error">
          <T id="console.failed" />
        </Text>
      )}
    </Stack>
  );
}

export function AdminApiClientsPage() {
  const t = useT();
  const intl = useIntl();
  const can = useCan();
  const canAdd = can("apiClients:add");
  const canEdit = can("apiClients:edit");
  const canRevoke = can("apiClients:delete");
  const { data, error, refetch } = useQuery(ApiClientsQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const [create, creating] = useMutation(CreateApiClientMutation, { refetchQueries: [ApiClientsQuery] });
  const [revoke] = useMutation(RevokeApiClientMutation, { refetchQueries: [ApiClientsQuery] });
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiClientScope>("catalog");
  const [sellerId, setSellerId] = useState("");
  const [budget, setBudget] = useState(String(BUDGET.default));
  const [errors, setErrors] = useState<{ name?: string; seller?: string; budget?: string }>({});
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sellers = useQuery(ApiClientSellersQuery, { variables: {}, skip: scope !== "seller" });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found: typeof errors = {};
    if (!name.trim()) found.name = t("admin.apiClients.nameRequired");
    if (scope === "seller" && !sellerId) found.seller = t("admin.apiClients.sellerRequired");
    if (budgetError(budget)) found.budget = t("admin.apiClients.budgetRange", { min: intl.formatNumber(BUDGET.min), max: intl.formatNumber(BUDGET.max) });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const r = await create({
        variables: {
          input: { name: name.trim(), scope, sellerId: scope === "seller" ? Number(sellerId) : null, budgetPerMinute: Number(budget) },
        },
      });
      const answer = r.data?.createApiClient;
      if (answer) {
        setCreated({ name: answer.apiClient.name, token: answer.token });
        setName("");
      }
    } catch {
      setProblem(t("console.failed"));
    }
  };

  const revoking = useConfirmedMutation<Client, unknown>({
    mutate: (c) => revoke({ variables: { id: c.id } }),
    confirm: (c) => ({
      title: t("admin.apiClients.revokeTitle", { name: c.name }),
      body: <T id="admin.apiClients.revokeBody" />,
      confirmLabel: t("admin.apiClients.revoke"),
      destructive: true,
    }),
    notice: (_r, c) => ({ type: "success", title: t("admin.apiClients.revoked", { name: c.name }) }),
    dialogTestId: "revoke-client-dialog",
  });

  const when = (d: string | null | undefined) => (d ? intl.formatDate(d, { dateStyle: "medium", timeStyle: "short" }) : null);
  const columns: ConsoleColumn<Client>[] = [
    {
      id: "name",
      header: t("admin.apiClients.name"),
      card: "title",
      cell: (c) => (
        <Stack gap="0">
          <Text as="span" fontWeight="semibold">
            {c.name}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
            {c.prefix}…
          </Text>
        </Stack>
      ),
    },
    {
      id: "scope",
      header: t("admin.apiClients.scope"),
      cell: (c) => (
        <Stack gap="0">
          <T id={`admin.apiClients.scope.${c.scope}`} />
          {c.scope === "seller" && (
            <Text as="span" fontSize="xs" color="fg.muted">
              {c.sellerName ?? `#${c.sellerId}`}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: "budget", header: t("admin.apiClients.budget"), cell: (c) => <BudgetCell client={c} editable={canEdit} /> },
    { id: "created", header: t("admin.apiClients.created"), card: "meta", cell: (c) => when(c.createdAt) },
    {
      id: "used",
      header: t("admin.apiClients.lastUsed"),
      cell: (c) =>
        c.lastUsedAt ? (
          when(c.lastUsedAt)
        ) : (
          <Text as="span" color="fg.muted">
            <T id="admin.apiClients.neverUsed" />
          </Text>
        ),
    },
    {
      id: "state",
      header: t("admin.apiClients.state"),
      cell: (c) =>
        c.revokedAt ? (
          <Badge colorPalette="red" variant="subtle" title={when(c.revokedAt) ?? undefined}>
            <T id="admin.apiClients.revokedOn" values={{ date: intl.formatDate(c.revokedAt, { dateStyle: "medium" }) }} />
          </Badge>
        ) : (
          <Badge colorPalette="green" variant="subtle">
            <T id="admin.apiClients.active" />
          </Badge>
        ),
    },
    {
      id: "actions",
      header: <chakra.span srOnly>{t("admin.apiClients.actions")}</chakra.span>,
      card: "actions",
      cell: (c) =>
        canRevoke && !c.revokedAt ? (
          <HStack justify="flex-end">
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => revoking.start(c)}
              loading={revoking.running?.id === c.id}
              data-testid="revoke-client"
            >
              <T id="admin.apiClients.revoke" />
            </Button>
          </HStack>
        ) : null,
    },
  ];

  return (
    <Stack gap="6">
      <Panel title={<T id="admin.apiClients.title" />} description={<T id="admin.apiClients.lead" />} data-testid="api-clients">
        {canAdd && (
          <FormStack onSubmit={submit} noValidate data-testid="create-client-form">
            <Flex gap="3" align="flex-start" wrap="wrap">
              <Box flex="1 1 14rem">
                <TextField
                  label={t("admin.apiClients.name")}
                  placeholder={t("admin.apiClients.nameHelp")}
                  value={name}
                  maxLength={100}
                  onChange={(e) => setName(e.currentTarget.value)}
                  error={errors.name}
                  required
                  data-testid="client-name"
                />
              </Box>
              <Stack gap="1.5" flex="0 1 12rem">
                <chakra.label htmlFor="client-scope" fontSize="sm" fontWeight="medium">
                  <T id="admin.apiClients.scope" />
                </chakra.label>
                <NativeSelect
                  id="client-scope"
                  style={{ width: "100%" }}
                  value={scope}
                  onChange={(e) => setScope(e.currentTarget.value as ApiClientScope)}
                  data-testid="client-scope"
                >
                  {SCOPES.map((s) => (
                    <option key={s} value={s}>
                      {t(`admin.apiClients.scope.${s}`)}
                    </option>
                  ))}
                </NativeSelect>
              </Stack>
              {scope === "seller" && (
                <Stack gap="1.5" flex="0 1 14rem">
                  <chakra.label htmlFor="client-seller" fontSize="sm" fontWeight="medium">
                    <T id="admin.apiClients.seller" />
                  </chakra.label>
                  <NativeSelect
                    id="client-seller"
                    style={{ width: "100%" }}
                    value={sellerId}
                    onChange={(e) => setSellerId(e.currentTarget.value)}
                    aria-invalid={!!errors.seller}
                    data-testid="client-seller"
                  >
                    <option value="">{t("admin.apiClients.chooseSeller")}</option>
                    {sellers.data?.sellers.items.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </NativeSelect>
                  {errors.seller && (
                    <Text fontSize="sm" color="fg.error">
                      {errors.seller}
                    </Text>
                  )}
                </Stack>
              )}
              <Box flex="0 1 10rem">
                <TextField
                  label={t("admin.apiClients.budget")}
                  helper={t("admin.apiClients.budgetHelp")}
                  inputMode="numeric"
                  value={budget}
                  onChange={(e) => setBudget(e.currentTarget.value)}
                  error={errors.budget}
                  data-testid="client-budget"
                />
              </Box>
              <Button type="submit" mt="6" loading={creating.loading} data-testid="create-client">
                <T id="admin.apiClients.create" />
              </Button>
            </Flex>
          </FormStack>
        )}
        {problem && <Notice status="error" title={problem} data-testid="client-problem" />}
        {created && (
          <Notice status="success" title={<T id="admin.apiClients.createdTitle" values={{ name: created.name }} />} data-testid="client-created">
            <Stack gap="2" mt="1">
              <Text>
                <T id="admin.apiClients.shownOnce" />
              </Text>
              <SecretValue value={created.token} copyLabel={t("admin.apiClients.copy")} testId="client-token" />
              <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setCreated(null)}>
                <T id="admin.apiClients.stored" />
              </Button>
            </Stack>
          </Notice>
        )}
        {error != null && !data && (
          <Notice
            status="error"
            title={<T id="console.failed" />}
            action={
              <Button size="sm" alignSelf="flex-start" onClick={() => void refetch()}>
                <T id="common.retry" />
              </Button>
            }
          />
        )}
        <ConsoleTable
          caption={<T id="admin.apiClients.caption" />}
          columns={columns}
          rows={data?.apiClients}
          rowKey={(c) => c.id}
          rowProps={(c) => ({ "data-client": c.prefix })}
          loading={!data && !error}
          empty={<T id="admin.apiClients.empty" />}
          data-testid="clients-table"
        />
        {revoking.dialog}
      </Panel>
    </Stack>
  );
}
