/**
 * /seller/proposals: a product the catalogue lacks, proposed to the admins (name, platform,
 * category, optional Italian name, descriptions and publisher; `?name=` prefills the name from
 * the offer form's search), and the seller's proposals with their state: waiting, accepted (with
 * a link to offer the new product) or refused (with the admin's reason).
 */
import { Badge, Box, Button, chakra, Flex, Heading, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import type { ProductProposalFieldsFragment, ProposalState } from "../../../gql/graphql";
import { T, useT, type MessageId } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { notify } from "../../../lib/notify";
import { FormStack, Notice, Panel, TextField } from "../../accounts/ui";
import { ConsolePager } from "../../console/ConsolePager";
import { useListState, type ListSpec } from "../../console/list-state";
import { useServerList } from "../../console/use-server-list";
import { ProductProposalsQuery, ProposalChoicesQuery, ProposeProductMutation } from "./proposals.graphql";

export const PROPOSAL_STATE: Record<ProposalState, { label: MessageId; palette: string }> = {
  Waiting: { label: "proposals.state.Waiting", palette: "orange" },
  Accepted: { label: "proposals.state.Accepted", palette: "green" },
  Refused: { label: "proposals.state.Refused", palette: "red" },
};

const LIST: ListSpec = { pageSizes: [10, 20, 50], defaultSize: 10 };

/** Platforms and categories (indented under their parents) for the selects. */
export function useProposalChoices() {
  const locale = localeOfPath(useLocation().pathname);
  const { data } = useQuery(ProposalChoicesQuery, { variables: { locale: locale === "it" ? "it" : "en" } as never });
  const categories = data?.categories ?? [];
  return { platforms: data?.platforms ?? [], categories };
}

export function ProposalStateBadge({ state }: { state: ProposalState }) {
  const s = PROPOSAL_STATE[state];
  return (
    <Badge colorPalette={s.palette} variant="subtle" data-state={state}>
      <T id={s.label} />
    </Badge>
  );
}

function ProposeForm({ onProposed }: { onProposed(): void }) {
  const t = useT();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const { platforms, categories } = useProposalChoices();
  const [v, setV] = useState({ name: params.get("name") ?? "", nameIt: "", platformId: "", categoryId: "", description: "", descriptionIt: "", publisher: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof v, string>>>({});
  const [outcome, setOutcome] = useState<{ status: "error" | "success"; title: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (k: keyof typeof v, value: string) => setV({ ...v, [k]: value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (v.name.trim().length < 2) found.name = t("proposals.form.nameRequired");
    if (!v.platformId) found.platformId = t("proposals.form.choose");
    if (!v.categoryId) found.categoryId = t("proposals.form.choose");
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const { data } = await client.mutate({
        mutation: ProposeProductMutation,
        variables: {
          input: {
            name: v.name.trim(),
            nameIt: v.nameIt.trim() || null,
            platformId: v.platformId,
            categoryId: v.categoryId,
            description: v.description.trim() || null,
            descriptionIt: v.descriptionIt.trim() || null,
            publisher: v.publisher.trim() || null,
          },
        },
      });
      const r = data?.proposeProduct;
      if (r?.__typename === "ProductProposal") {
        notify({ type: "success", title: t("proposals.sent") });
        setV({ name: "", nameIt: "", platformId: "", categoryId: "", description: "", descriptionIt: "", publisher: "" });
        onProposed();
      } else if (r?.__typename === "ProductAlreadyExistsError") {
        setOutcome({ status: "error", title: t("proposals.exists") });
      } else if (r?.__typename === "ProposalAlreadyWaitingError") {
        setOutcome({ status: "error", title: t("proposals.waiting") });
      } else throw new Error("unexpected");
    } catch {
      setOutcome({ status: "error", title: t("console.failed") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormStack onSubmit={submit} noValidate data-testid="propose-form">
      {outcome && <Notice status={outcome.status} title={outcome.title} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField
          label={t("proposals.form.name")}
          value={v.name}
          onChange={(e) => set("name", e.currentTarget.value)}
          error={errors.name}
          required
          data-testid="propose-name"
        />
        <TextField
          label={t("proposals.form.nameIt")}
          helper={t("proposals.form.optional")}
          value={v.nameIt}
          onChange={(e) => set("nameIt", e.currentTarget.value)}
        />
        <Stack gap="1">
          <chakra.label htmlFor="propose-platform" fontSize="sm" fontWeight="medium">
            <T id="proposals.form.platform" />
          </chakra.label>
          <Box alignSelf="flex-start" maxW="full">
            <NativeSelect
              id="propose-platform"
              value={v.platformId}
              onChange={(e) => set("platformId", e.currentTarget.value)}
              aria-invalid={!!errors.platformId}
              data-testid="propose-platform"
            >
              <option value="">{t("proposals.form.choose")}</option>
              {platforms.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </Box>
          {errors.platformId && (
            <Text fontSize="sm" color="fg.error">
              {errors.platformId}
            </Text>
          )}
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor="propose-category" fontSize="sm" fontWeight="medium">
            <T id="proposals.form.category" />
          </chakra.label>
          <Box alignSelf="flex-start" maxW="full">
            <NativeSelect
              id="propose-category"
              value={v.categoryId}
              onChange={(e) => set("categoryId", e.currentTarget.value)}
              aria-invalid={!!errors.categoryId}
              data-testid="propose-category"
            >
              <option value="">{t("proposals.form.choose")}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {`${"\u00a0\u00a0".repeat(c.depth)}${c.name}`}
                </option>
              ))}
            </NativeSelect>
          </Box>
          {errors.categoryId && (
            <Text fontSize="sm" color="fg.error">
              {errors.categoryId}
            </Text>
          )}
        </Stack>
        <TextField
          label={t("proposals.form.publisher")}
          helper={t("proposals.form.optional")}
          value={v.publisher}
          onChange={(e) => set("publisher", e.currentTarget.value)}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Stack gap="1">
          <chakra.label htmlFor="propose-description" fontSize="sm" fontWeight="medium">
            <T id="proposals.form.description" />
          </chakra.label>
          <Textarea id="propose-description" rows={4} maxLength={5000} value={v.description} onChange={(e) => set("description", e.currentTarget.value)} />
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor="propose-description-it" fontSize="sm" fontWeight="medium">
            <T id="proposals.form.descriptionIt" />
          </chakra.label>
          <Textarea
            id="propose-description-it"
            rows={4}
            maxLength={5000}
            value={v.descriptionIt}
            onChange={(e) => set("descriptionIt", e.currentTarget.value)}
          />
        </Stack>
      </SimpleGrid>
      <Box>
        <Button type="submit" loading={saving} data-testid="propose-submit">
          <T id="proposals.form.submit" />
        </Button>
      </Box>
    </FormStack>
  );
}

function ProposalCard({ p }: { p: ProductProposalFieldsFragment }) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderColor="border.muted" rounded="l2" data-proposal={p.id} data-state={p.state}>
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold">{p.name}</Text>
        <ProposalStateBadge state={p.state} />
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {p.platformName} · {p.categoryName} · {intl.formatDate(p.createdAt, { dateStyle: "medium" })}
      </Text>
      {p.reason && (
        <Text fontSize="sm" data-testid="proposal-reason">
          <T id={p.state === "Refused" ? "proposals.reason" : "proposals.note"} values={{ reason: p.reason }} />
        </Text>
      )}
      {p.state === "Accepted" && p.productId && (
        <Box>
          <Button asChild size="xs" data-testid="proposal-offer">
            <RouterLink to={localePath(locale, `/seller/offers/new?product=${p.productId}`)}>
              <T id="proposals.offerIt" />
            </RouterLink>
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export function SellerProposalsPage() {
  const t = useT();
  const state = useListState(LIST);
  const list = useServerList(ProductProposalsQuery, { state: null, skip: state.skip, take: state.take }, (d) => d.productProposals, state);
  return (
    <Stack gap="5" data-testid="seller-proposals">
      <Panel title={t("proposals.form.title")} description={t("proposals.form.lead")}>
        <ProposeForm onProposed={list.refetch} />
      </Panel>
      <Stack gap="3">
        <Heading as="h2" size="md">
          <T id="proposals.mine" />
        </Heading>
        {list.rows && list.rows.length === 0 && (
          <Text color="fg.muted">
            <T id="proposals.none" />
          </Text>
        )}
        <Stack as="ul" gap="2" listStyleType="none" data-testid="proposals-list">
          {list.rows?.map((p) => (
            <ProposalCard key={p.id} p={p} />
          ))}
        </Stack>
        {list.total > LIST.defaultSize && (
          <ConsolePager
            prefix="proposals"
            page={state.page}
            pages={list.pages}
            size={state.size}
            pageSizes={LIST.pageSizes}
            onPage={(page) => state.update({ page })}
            onSize={(size) => state.update({ size })}
          />
        )}
      </Stack>
    </Stack>
  );
}
