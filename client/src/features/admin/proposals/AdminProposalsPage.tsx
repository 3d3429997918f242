/**
 * /admin/proposals: the products sellers proposed, the waiting ones first (oldest first), a page
 * at a time (state filter, page and size in the query string). An admin accepts one (the name
 * may be corrected; a note for the seller is optional): the product enters the catalogue and
 * the seller can offer it; or refuses it with a reason the seller reads.
 */
import { Badge, Box, Button, chakra, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { NativeSelect } from "../../../components/NativeSelect";
import type { ProductProposalFieldsFragment, ProposalState } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { ReadOnlyNote, useCan } from "../permissions";
import { TextField } from "../../accounts/ui";
import { ConsoleList } from "../../console/ConsoleList";
import { type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { useServerList } from "../../console/use-server-list";
import { AcceptProductProposalMutation, ProductProposalsQuery, RefuseProductProposalMutation } from "../../seller/proposals/proposals.graphql";
import { PROPOSAL_STATE, ProposalStateBadge } from "../../seller/proposals/SellerProposalsPage";

const STATES = ["Waiting", "Accepted", "Refused", "all"] as const;
/** `?state=` (Waiting when absent: the queue), page and size. */
export const PROPOSALS_LIST: ListSpec<"state"> = { pageSizes: [10, 20, 50], defaultSize: 20, filters: { state: { values: ["Accepted", "Refused", "all"] } } };

type Row = ProductProposalFieldsFragment;

export function AdminProposalsPage() {
  const t = useT();
  // Support follows the proposals; accepting and refusing them is for admins.
  const mayDecide = useCan()("proposals:edit");
  const intl = useIntl();
  const client = useApolloClient();
  const state = useListState(PROPOSALS_LIST);
  const filter = (state.filters.state || "Waiting") as (typeof STATES)[number];
  const list = useServerList(
    ProductProposalsQuery,
    { state: filter === "all" ? null : (filter as ProposalState), skip: state.skip, take: state.take },
    (d) => d.productProposals,
    state,
  );
  const [name, setName] = useState("");
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const refresh = () => client.refetchQueries({ include: ["ProductProposals"] }).catch(() => undefined);

  const outcome = (typename: string | undefined, ok: string) =>
    typename === "ProductProposal"
      ? { type: "success" as const, title: ok }
      : typename === "ProductAlreadyExistsError"
        ? { type: "error" as const, title: t("admin.proposals.exists") }
        : typename === "ProposalAlreadyDecidedError"
          ? { type: "info" as const, title: t("admin.proposals.decided") }
          : { type: "error" as const, title: t("console.failed") };

  const accept = useConfirmedMutation({
    mutate: async (p: Row) => {
      const r = await client.mutate({
        mutation: AcceptProductProposalMutation,
        variables: { input: { proposalId: p.id, name: name.trim() && name.trim() !== p.name ? name.trim() : null, note: note.trim() || null } },
      });
      await refresh();
      return r;
    },
    confirm: (p) => ({
      title: <T id="admin.proposals.acceptTitle" values={{ name: p.name }} />,
      body: (
        <Stack gap="3">
          <Text fontSize="sm">
            <T id="admin.proposals.acceptBody" />
          </Text>
          <TextField label={t("admin.proposals.name")} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="proposal-accept-name" />
          <TextField label={t("admin.proposals.note")} helper={t("proposals.form.optional")} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        </Stack>
      ),
      confirmLabel: <T id="admin.proposals.accept" />,
      confirmDisabled: name.trim().length < 2,
    }),
    notice: ({ data }, p) => outcome(data?.acceptProductProposal.__typename, t("admin.proposals.accepted", { name: name.trim() || p.name })),
    dialogTestId: "proposal-accept-dialog",
  });
  const refuse = useConfirmedMutation({
    mutate: async (p: Row) => {
      const r = await client.mutate({ mutation: RefuseProductProposalMutation, variables: { input: { proposalId: p.id, reason: reason.trim() } } });
      await refresh();
      return r;
    },
    confirm: (p) => ({
      title: <T id="admin.proposals.refuseTitle" values={{ name: p.name }} />,
      body: (
        <TextField
          label={t("admin.proposals.reason")}
          helper={t("admin.proposals.reasonHelp")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          required
          data-testid="proposal-refuse-reason"
        />
      ),
      confirmLabel: <T id="admin.proposals.refuse" />,
      destructive: true,
      confirmDisabled: reason.trim().length < 3,
    }),
    notice: ({ data }, p) => outcome(data?.refuseProductProposal.__typename, t("admin.proposals.refused", { name: p.name })),
    dialogTestId: "proposal-refuse-dialog",
  });

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "name",
      header: t("admin.proposals.product"),
      card: "title",
      cell: (p) => (
        <Box minW="0">
          <Text fontWeight="semibold">{p.name}</Text>
          {p.nameIt && (
            <Text fontSize="xs" color="fg.muted">
              IT: {p.nameIt}
            </Text>
          )}
          {p.description && (
            <Text fontSize="xs" color="fg.muted" lineClamp={2} maxW="md" title={p.description}>
              {p.description}
            </Text>
          )}
        </Box>
      ),
    },
    {
      id: "placement",
      header: t("admin.proposals.placement"),
      card: "line",
      cell: (p) => (
        <HStack gap="1.5" wrap="wrap">
          <Badge variant="outline">{p.platformName}</Badge>
          <Text as="span" fontSize="sm">
            {p.categoryName}
          </Text>
          {p.publisher && (
            <Text as="span" fontSize="xs" color="fg.muted">
              · {p.publisher}
            </Text>
          )}
        </HStack>
      ),
    },
    { id: "seller", header: t("admin.proposals.seller"), card: "line", cell: (p) => p.sellerName },
    {
      id: "date",
      header: t("admin.proposals.date"),
      card: "meta",
      cell: (p) => <time dateTime={p.createdAt}>{intl.formatDate(p.createdAt, { dateStyle: "medium" })}</time>,
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "state",
      header: t("admin.proposals.state"),
      cell: (p) => (
        <Stack gap="0.5">
          <ProposalStateBadge state={p.state} />
          {p.reason && (
            <Text fontSize="xs" color="fg.muted" maxW="48" truncate title={p.reason}>
              {p.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: "actions",
      header: t("admin.proposals.actions"),
      card: "actions",
      cell: (p) =>
        p.state === "Waiting" && mayDecide ? (
          <>
            <Button
              size="xs"
              colorPalette="green"
              loading={accept.running?.id === p.id}
              onClick={() => {
                setName(p.name);
                setNote("");
                accept.start(p);
              }}
              data-testid="proposal-accept"
            >
              <T id="admin.proposals.accept" />
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={refuse.running?.id === p.id}
              onClick={() => {
                setReason("");
                refuse.start(p);
              }}
              data-testid="proposal-refuse"
            >
              <T id="admin.proposals.refuse" />
            </Button>
          </>
        ) : null,
    },
  ];

  return (
    <Stack gap="4" data-testid="admin-proposals">
      {!mayDecide && <ReadOnlyNote id="admin.roles.proposalsReadOnly" />}
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
        <HStack gap="2">
          <chakra.label htmlFor="proposals-state" fontSize="sm" color="fg.muted">
            <T id="admin.proposals.state" />
          </chakra.label>
          <NativeSelect
            id="proposals-state"
            value={filter}
            onChange={(e) => state.update({ filters: { state: e.currentTarget.value === "Waiting" ? "" : e.currentTarget.value } })}
            data-testid="proposals-state"
          >
            {STATES.map((s) => (
              <option key={s} value={s}>
                {s === "all" ? t("admin.proposals.any") : t(PROPOSAL_STATE[s].label)}
              </option>
            ))}
          </NativeSelect>
        </HStack>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {list.rows && !list.pastEnd && <T id="admin.proposals.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={PROPOSALS_LIST.pageSizes}
        prefix="proposals"
        caption={<T id="admin.proposals.caption" />}
        columns={columns}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ "data-proposal": p.id, "data-state": p.state })}
        empty={<T id={filter === "Waiting" ? "admin.proposals.emptyQueue" : "admin.proposals.empty"} />}
        data-testid="proposals-table"
      />
      {accept.dialog}
      {refuse.dialog}
    </Stack>
  );
}
