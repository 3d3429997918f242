/**
 * /seller/api: what an integrator needs. API tokens (create with a name and an optional expiry,
 * the value shown once with a copy button; the list with prefix, creation, last use and expiry;
 * revoke after a confirmation), webhook endpoints (URL, events, the signing secret shown on
 * creation and on request, on/off, delete) and the delivery log (./WebhookDeliveriesLog.tsx).
 */
import { Badge, Box, Button, chakra, Code, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { NativeSelect } from "../../../components/NativeSelect";
import type { ApiTokensQuery as TokensData, WebhookEndpointsQuery as EndpointsData, WebhookEventType } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { CheckboxField, FormStack, Notice, Panel, TextField } from "../../accounts/ui";
import { ConsoleTable, type ConsoleColumn } from "../../console/ConsoleTable";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { SecretValue } from "../../orders/KeyReveal";
import {
  ApiTokensQuery,
  CreateApiTokenMutation,
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  RevealWebhookSecretMutation,
  RevokeApiTokenMutation,
  SendTestWebhookMutation,
  UpdateWebhookEndpointMutation,
  WebhookDeliveriesQuery,
  WebhookEndpointsQuery,
} from "./api.graphql";
import { EVENT_LABELS, EVENTS } from "./labels";
import { WebhookDeliveriesLog } from "./WebhookDeliveriesLog";

type Token = TokensData["apiTokens"][number];
type Endpoint = EndpointsData["webhookEndpoints"][number];

/** Expiry choices of a new token, in days ("" : until revoked). */
const EXPIRIES = ["", "30", "90", "365"] as const;

function ApiTokens() {
  const t = useT();
  const intl = useIntl();
  const { data, error, refetch } = useQuery(ApiTokensQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const [create, creating] = useMutation(CreateApiTokenMutation, { refetchQueries: [ApiTokensQuery] });
  const [revoke] = useMutation(RevokeApiTokenMutation, { refetchQueries: [ApiTokensQuery] });
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!name.trim()) return setNameError(t("seller.api.tokens.nameRequired"));
    setNameError(null);
    try {
      const r = await create({ variables: { input: { name: name.trim(), expiresInDays: expiry ? Number(expiry) : null } } });
      const answer = r.data?.createApiToken;
      if (answer?.__typename === "CreateApiTokenSuccess") {
        setCreated({ name: answer.apiToken.name, token: answer.token });
        setName("");
      } else if (answer?.__typename === "LimitReachedError") setProblem(t("seller.api.tokens.limit", { limit: answer.limit }));
    } catch {
      setProblem(t("console.failed"));
    }
  };

  const revoking = useConfirmedMutation<Token, unknown>({
    mutate: (tok) => revoke({ variables: { id: tok.id } }),
    confirm: (tok) => ({
      title: t("seller.api.tokens.revokeTitle", { name: tok.name }),
      body: <T id="seller.api.tokens.revokeBody" />,
      confirmLabel: t("seller.api.tokens.revoke"),
      destructive: true,
    }),
    notice: (_r, tok) => ({ type: "success", title: t("seller.api.tokens.revoked", { name: tok.name }) }),
    dialogTestId: "revoke-token-dialog",
  });

  const date = (d: string | null | undefined) => (d ? intl.formatDate(d, { dateStyle: "medium" }) : null);
  const columns: ConsoleColumn<Token>[] = [
    {
      id: "name",
      header: t("seller.api.tokens.name"),
      card: "title",
      cell: (tok) => (
        <Stack gap="0">
          <Text as="span" fontWeight="semibold">
            {tok.name}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
            {tok.prefix}…
          </Text>
        </Stack>
      ),
    },
    { id: "created", header: t("seller.api.tokens.created"), card: "meta", cell: (tok) => date(tok.createdAt) },
    {
      id: "used",
      header: t("seller.api.tokens.lastUsed"),
      cell: (tok) =>
        tok.lastUsedAt ? (
          <T id="seller.api.tokens.usedOn" values={{ date: intl.formatDate(tok.lastUsedAt, { dateStyle: "medium", timeStyle: "short" }) }} />
        ) : (
          <Text as="span" color="fg.muted">
            <T id="seller.api.tokens.neverUsed" />
          </Text>
        ),
    },
    {
      id: "expires",
      header: t("seller.api.tokens.expires"),
      cell: (tok) =>
        tok.expired ? (
          <Badge colorPalette="red" variant="subtle">
            <T id="seller.api.tokens.expired" />
          </Badge>
        ) : tok.expiresAt ? (
          <T id="seller.api.tokens.expiresOn" values={{ date: date(tok.expiresAt) }} />
        ) : (
          <T id="seller.api.tokens.noExpiry" />
        ),
    },
    {
      id: "actions",
      header: <chakra.span srOnly>{t("seller.api.actions")}</chakra.span>,
      card: "actions",
      cell: (tok) => (
        <HStack justify="flex-end">
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => revoking.start(tok)}
            loading={revoking.running?.id === tok.id}
            data-testid="revoke-token"
          >
            <T id="seller.api.tokens.revoke" />
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Panel title={<T id="seller.api.tokens.title" />} description={<T id="seller.api.tokens.lead" />} data-testid="api-tokens">
      <FormStack onSubmit={submit} noValidate data-testid="create-token-form">
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1 1 16rem">
            <TextField
              label={t("seller.api.tokens.name")}
              placeholder={t("seller.api.tokens.nameHelp")}
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              required
              data-testid="token-name"
            />
          </Box>
          <Stack gap="1.5" flex="0 1 12rem">
            <chakra.label htmlFor="token-expiry" fontSize="sm" fontWeight="medium">
              <T id="seller.api.tokens.expiry" />
            </chakra.label>
            <NativeSelect
              id="token-expiry"
              style={{ width: "100%" }}
              value={expiry}
              onChange={(e) => setExpiry(e.currentTarget.value as (typeof EXPIRIES)[number])}
              data-testid="token-expiry"
            >
              {EXPIRIES.map((d) => (
                <option key={d || "never"} value={d}>
                  {d ? t("seller.api.tokens.days", { days: Number(d) }) : t("seller.api.tokens.noExpiry")}
                </option>
              ))}
            </NativeSelect>
          </Stack>
          <Button type="submit" loading={creating.loading} data-testid="create-token">
            <T id="seller.api.tokens.create" />
          </Button>
        </Flex>
      </FormStack>
      {problem && <Notice status="error" title={problem} data-testid="token-problem" />}
      {created && (
        <Notice status="success" title={<T id="seller.api.tokens.createdTitle" values={{ name: created.name }} />} data-testid="token-created">
          <Stack gap="2" mt="1">
            <Text>
              <T id="seller.api.tokens.shownOnce" />
            </Text>
            <SecretValue value={created.token} copyLabel={t("seller.api.tokens.copy")} testId="token-value" />
            <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setCreated(null)}>
              <T id="seller.api.tokens.stored" />
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
        caption={<T id="seller.api.tokens.caption" />}
        columns={columns}
        rows={data?.apiTokens}
        rowKey={(tok) => tok.id}
        rowProps={(tok) => ({ "data-token": tok.prefix })}
        loading={!data && !error}
        empty={<T id="seller.api.tokens.empty" />}
        data-testid="tokens-table"
      />
      {revoking.dialog}
    </Panel>
  );
}

function EventChoice({ value, onChange }: { value: WebhookEventType[]; onChange(v: WebhookEventType[]): void }) {
  const t = useT();
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {t("seller.api.webhooks.events")}
      </Text>
      {EVENTS.map((ev) => (
        <CheckboxField
          key={ev}
          checked={value.includes(ev)}
          onChange={(on) => onChange(on ? [...value, ev] : value.filter((x) => x !== ev))}
          data-testid={`event-${ev}`}
        >
          <T id={EVENT_LABELS[ev]} />
        </CheckboxField>
      ))}
    </Stack>
  );
}

function WebhookEndpoints() {
  const t = useT();
  const { data, error, refetch } = useQuery(WebhookEndpointsQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const [create, creating] = useMutation(CreateWebhookEndpointMutation, { refetchQueries: [WebhookEndpointsQuery] });
  const [update] = useMutation(UpdateWebhookEndpointMutation);
  const [remove] = useMutation(DeleteWebhookEndpointMutation, { refetchQueries: [WebhookEndpointsQuery] });
  const [reveal] = useMutation(RevealWebhookSecretMutation);
  const [sendTest] = useMutation(SendTestWebhookMutation, { refetchQueries: [WebhookDeliveriesQuery] });
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["KEY_SOLD"]);
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ endpointId: string; url: string; secret: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const next = {
      url: /^https?:\/\/\S+$/i.test(url.trim()) ? undefined : t("seller.api.webhooks.urlInvalid"),
      events: events.length ? undefined : t("seller.api.webhooks.eventsRequired"),
    };
    setErrors(next);
    if (next.url || next.events) return;
    try {
      const r = await create({ variables: { input: { url: url.trim(), events, description: description.trim() || null } } });
      const answer = r.data?.createWebhookEndpoint;
      if (answer?.__typename === "CreateWebhookEndpointSuccess") {
        setSecret({ endpointId: answer.endpoint.id, url: answer.endpoint.url, secret: answer.secret });
        setUrl("");
        setDescription("");
      } else if (answer?.__typename === "LimitReachedError") setProblem(t("seller.api.webhooks.limit", { limit: answer.limit }));
    } catch (err) {
      // The server's validation message (an https URL, no private address) says what to change.
      const message = (err as { errors?: { message: string }[] }).errors?.[0]?.message;
      if (message) setErrors({ url: t("seller.api.webhooks.urlRefused", { reason: message }) });
      else setProblem(t("console.failed"));
    }
  };

  const toggle = useConfirmedMutation<Endpoint, unknown>({
    mutate: (ep) => update({ variables: { input: { id: ep.id, enabled: !ep.enabled } } }),
    notice: (_r, ep) => ({ type: "success", title: t(ep.enabled ? "seller.api.webhooks.switchedOff" : "seller.api.webhooks.switchedOn") }),
  });
  const deleting = useConfirmedMutation<Endpoint, unknown>({
    mutate: (ep) => remove({ variables: { id: ep.id } }),
    confirm: (ep) => ({
      title: t("seller.api.webhooks.deleteTitle"),
      body: (
        <Stack gap="2">
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {ep.url}
          </Text>
          <Text>
            <T id="seller.api.webhooks.deleteBody" />
          </Text>
        </Stack>
      ),
      confirmLabel: t("seller.api.webhooks.delete"),
      destructive: true,
    }),
    notice: () => ({ type: "success", title: t("seller.api.webhooks.deleted") }),
    dialogTestId: "delete-endpoint-dialog",
  });
  const testing = useConfirmedMutation<Endpoint, unknown>({
    mutate: (ep) => sendTest({ variables: { id: ep.id } }),
    notice: () => ({ type: "success", title: t("seller.api.webhooks.testSent") }),
  });
  const revealing = useConfirmedMutation<Endpoint, Awaited<ReturnType<typeof reveal>>>({
    mutate: (ep) => reveal({ variables: { id: ep.id } }),
    notice: (r, ep) => {
      if (r.data) setSecret({ endpointId: ep.id, url: ep.url, secret: r.data.revealWebhookSecret });
      return null;
    },
  });

  return (
    <Panel title={<T id="seller.api.webhooks.title" />} description={<T id="seller.api.webhooks.lead" />} data-testid="webhook-endpoints">
      <FormStack onSubmit={submit} noValidate data-testid="create-endpoint-form">
        <TextField
          label={t("seller.api.webhooks.url")}
          helper={t("seller.api.webhooks.urlHelp")}
          type="url"
          inputMode="url"
          placeholder="https://example.com/keymarket/webhooks"
          value={url}
          maxLength={2000}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
          required
          data-testid="endpoint-url"
        />
        <EventChoice value={events} onChange={setEvents} />
        {errors.events && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.events}
          </Text>
        )}
        <TextField
          label={t("seller.api.webhooks.description")}
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.currentTarget.value)}
          data-testid="endpoint-description"
        />
        <Button type="submit" alignSelf="flex-start" loading={creating.loading} data-testid="create-endpoint">
          <T id="seller.api.webhooks.create" />
        </Button>
      </FormStack>
      {problem && <Notice status="error" title={problem} data-testid="endpoint-problem" />}
      {secret && (
        <Notice status="info" title={<T id="seller.api.webhooks.secretTitle" />} data-testid="endpoint-secret">
          <Stack gap="2" mt="1">
            <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
              {secret.url}
            </Text>
            <SecretValue value={secret.secret} copyLabel={t("seller.api.webhooks.copySecret")} testId="secret-value" />
            <Text fontSize="sm">
              <T id="seller.api.webhooks.secretHelp" values={{ header: <Code key="h">KeyMarket-Signature</Code> }} />
            </Text>
            <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setSecret(null)}>
              <T id="seller.api.webhooks.hideSecret" />
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
      {data && !data.webhookEndpoints.length && (
        <Text color="fg.muted" fontSize="sm" data-testid="endpoints-empty">
          <T id="seller.api.webhooks.empty" />
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="3" data-testid="endpoints">
        {data?.webhookEndpoints.map((ep) => (
          <Stack as="li" key={ep.id} gap="2" borderWidth="1px" borderColor="border.muted" rounded="l2" p="3" data-endpoint={ep.url}>
            <Flex gap="2" align="flex-start" justify="space-between" wrap="wrap">
              <Stack gap="0.5" minW="0" flex="1 1 16rem">
                <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" fontWeight="medium">
                  {ep.url}
                </Text>
                {ep.description && (
                  <Text fontSize="xs" color="fg.muted">
                    {ep.description}
                  </Text>
                )}
              </Stack>
              <Badge colorPalette={ep.enabled ? "green" : "gray"} variant="subtle" data-testid="endpoint-state">
                <T id={ep.enabled ? "seller.api.webhooks.on" : "seller.api.webhooks.off"} />
              </Badge>
            </Flex>
            <HStack gap="1.5" wrap="wrap">
              {ep.events.map((ev) => (
                <Badge key={ev} variant="outline">
                  <T id={EVENT_LABELS[ev]} />
                </Badge>
              ))}
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Button size="xs" variant="outline" onClick={() => revealing.start(ep)} loading={revealing.running?.id === ep.id} data-testid="reveal-secret">
                <T id="seller.api.webhooks.reveal" />
              </Button>
              <Button size="xs" variant="outline" onClick={() => testing.start(ep)} loading={testing.running?.id === ep.id} data-testid="test-endpoint">
                <T id="seller.api.webhooks.sendTest" />
              </Button>
              <Button size="xs" variant="outline" onClick={() => toggle.start(ep)} loading={toggle.running?.id === ep.id} data-testid="toggle-endpoint">
                <T id={ep.enabled ? "seller.api.webhooks.switchOff" : "seller.api.webhooks.switchOn"} />
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => deleting.start(ep)} data-testid="delete-endpoint">
                <T id="seller.api.webhooks.delete" />
              </Button>
            </HStack>
          </Stack>
        ))}
      </Stack>
      {deleting.dialog}
    </Panel>
  );
}

export function SellerApiPage() {
  const t = useT();
  return (
    <Stack gap="5" data-testid="seller-api">
      <Text fontSize="sm" color="fg.muted" maxW="3xl">
        <T
          id="seller.api.lead"
          values={{
            header: <Code key="h">Authorization: Bearer kmk_…</Code>,
            endpoint: <Code key="e">/graphql</Code>,
          }}
        />
      </Text>
      <ApiTokens />
      <WebhookEndpoints />
      <Panel title={t("seller.api.log.title")} description={t("seller.api.log.lead")} data-testid="webhook-log">
        <WebhookDeliveriesLog />
      </Panel>
    </Stack>
  );
}
