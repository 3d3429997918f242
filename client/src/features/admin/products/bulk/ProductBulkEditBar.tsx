/**
 * The bulk edit of the admin product list: "N selected" and "Edit selected", which opens a
 * dialog to choose the changes (show or hide, category, platform, pre-order state, region,
 * marketing tags to add or remove, list price set, raised or lowered by a percentage, or
 * removed). Hiding products or removing list prices asks for confirmation first. The edit runs
 * on the server as a background job (startProductBulkEdit); the bar shows its progress bar
 * (polling adminJob) and, at the end, its report: changed, already as asked, and the products
 * not changed with the reason. The job's id is kept in the address (`?job=`), so a reload, or
 * coming back to the address later, shows the same progress again. `onDone` is called when a
 * job followed here ends (the list refreshes, the selection clears).
 *
 * Mount it whether or not rows are selected: with no selection and no `?job=` it renders nothing.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, chakra, CloseButton, Dialog, Flex, Grid, HStack, Portal, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { progressSlotRecipe } from "@chakra-ui/react/theme";
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useFollowJob } from "../../../../lib/follow-job";
import { useIntl } from "react-intl";
import { useLocation, useSearchParams } from "react-router";
import { useAreaPalette } from "../../../../components/area-palette";
import { NativeSelect } from "../../../../components/NativeSelect";
import type { AdminJobFieldsFragment, ListPriceAction, PreOrderState, ProductBulkChangesInput, ProductTag, Region } from "../../../../gql/graphql";
import { T, useT, type MessageId } from "../../../../i18n";
import { localeOfPath } from "../../../../lib/locale";
import { CheckboxField, ConfirmDialog, Notice, TextField } from "../../../accounts/ui";
import { AdminJobProgressQuery, ProductBulkOptionsQuery, StartProductBulkEditMutation } from "./bulk.graphql";

/** How often a running job is asked for its progress. */
export const POLL_MS = 1000;
/** The address parameter that holds the job followed. */
export const JOB_PARAM = "job";
/** Failures listed in the report (the rest are counted). */
const FAILURES_SHOWN = 20;

const TAGS: readonly ProductTag[] = ["Exclusive", "New"];
const TAG_LABELS: Record<ProductTag, MessageId> = { Exclusive: "tag.exclusive", New: "tag.new" };
const REGIONS: readonly Region[] = ["GLOBAL", "EUROPE", "NORTH_AMERICA", "UNITED_KINGDOM", "ITALY"];
const PRE_ORDERS: readonly PreOrderState[] = ["None", "InPreOrder", "WasInPreOrder"];
const PRICE_ACTIONS: readonly ListPriceAction[] = ["SET", "ADJUST", "CLEAR"];
const CURRENCIES = ["eur", "usd", "gbp"] as const;
type Currency = (typeof CURRENCIES)[number];

const STATUS_LABELS: Record<string, MessageId> = {
  queued: "admin.products.bulk.status.queued",
  running: "admin.products.bulk.status.running",
  done: "admin.products.bulk.status.done",
  failed: "admin.products.bulk.status.failed",
};
const FAILURE_LABELS: Record<string, MessageId> = {
  PRODUCT_GONE: "admin.products.bulk.failure.PRODUCT_GONE",
  LIST_PRICE_OUT_OF_RANGE: "admin.products.bulk.failure.LIST_PRICE_OUT_OF_RANGE",
};

const isRunning = (j: { status: string } | null | undefined) => j?.status === "queued" || j?.status === "running";

export interface BulkForm {
  visibility: "" | "show" | "hide";
  categoryId: string;
  platformId: string;
  preOrder: "" | PreOrderState;
  region: "" | Region;
  addTags: ProductTag[];
  removeTags: ProductTag[];
  listPrice: "" | ListPriceAction;
  amounts: Record<Currency, string>;
  percent: string;
}

export const EMPTY_FORM: BulkForm = {
  visibility: "",
  categoryId: "",
  platformId: "",
  preOrder: "",
  region: "",
  addTags: [],
  removeTags: [],
  listPrice: "",
  amounts: { eur: "", usd: "", gbp: "" },
  percent: "",
};

/** A decimal typed in the form (comma or point): the number, null when empty, NaN when not a number. */
function parseDecimal(text: string, signed = false): number | null {
  const s = text.trim().replace(",", ".");
  if (s === "") return null;
  return (signed ? /^[-+]?\d{1,6}(\.\d{1,2})?$/ : /^\d{1,6}(\.\d{1,2})?$/).test(s) ? Number(s) : Number.NaN;
}

/** The changes a form asks for, or why it cannot be sent. */
export function changesOf(form: BulkForm): { changes: ProductBulkChangesInput } | { problem: MessageId } {
  const c: ProductBulkChangesInput = {};
  if (form.visibility) c.enabled = form.visibility === "show";
  if (form.categoryId) c.categoryId = form.categoryId;
  if (form.platformId) c.platformId = form.platformId;
  if (form.preOrder) c.preOrder = form.preOrder;
  if (form.region) c.region = form.region;
  if (form.addTags.length) c.addTags = form.addTags;
  if (form.removeTags.length) c.removeTags = form.removeTags;
  if (form.listPrice === "SET") {
    const amounts = Object.fromEntries(CURRENCIES.map((x) => [x, parseDecimal(form.amounts[x])]));
    const given = CURRENCIES.filter((x) => amounts[x] != null);
    if (!given.length || given.some((x) => !(amounts[x]! >= 0.01 && amounts[x]! <= 100_000))) return { problem: "admin.products.bulk.listPriceIncomplete" };
    c.listPrice = { action: "SET", ...Object.fromEntries(given.map((x) => [x, amounts[x]])) };
  } else if (form.listPrice === "ADJUST") {
    const percent = parseDecimal(form.percent, true);
    if (percent == null || !Number.isFinite(percent) || percent === 0 || percent < -90 || percent > 500)
      return { problem: "admin.products.bulk.listPriceIncomplete" };
    c.listPrice = { action: "ADJUST", percent };
  } else if (form.listPrice === "CLEAR") {
    c.listPrice = { action: "CLEAR" };
  }
  if (Object.keys(c).length === 0) return { problem: "admin.products.bulk.chooseChange" };
  return { changes: c };
}

export interface ProductBulkEditBarProps {
  selectedIds: string[];
  onDone: () => void;
}

export function ProductBulkEditBar({ selectedIds, onDone }: ProductBulkEditBarProps) {
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM);
  const [open, setOpen] = useState(false);
  const [jobRunning, setJobRunning] = useState(false);
  // The job started from this page: its end refreshes the list even when its first answer is already the end.
  const [startedId, setStartedId] = useState<string | null>(null);
  const follow = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(JOB_PARAM, id);
        else next.delete(JOB_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );

  if (selectedIds.length === 0 && !jobId) return null;
  return (
    <Stack gap="3" data-testid="product-bulk">
      {selectedIds.length > 0 && (
        <Flex
          gap="3"
          align="center"
          justify="space-between"
          wrap="wrap"
          px="3"
          py="2"
          rounded="l2"
          borderWidth="1px"
          bg="bg.subtle"
          data-testid="product-bulk-bar"
        >
          <Text fontWeight="medium" data-testid="product-bulk-count">
            <T id="admin.products.bulk.selected" values={{ count: selectedIds.length }} />
          </Text>
          <Button size="sm" onClick={() => setOpen(true)} disabled={jobRunning} data-testid="product-bulk-open">
            <T id="admin.products.bulk.edit" />
          </Button>
        </Flex>
      )}
      {open && (
        <BulkEditDialog
          ids={selectedIds}
          onClose={() => setOpen(false)}
          onStarted={(id) => {
            setOpen(false);
            setStartedId(id);
            follow(id);
          }}
        />
      )}
      {jobId && (
        <BulkJobProgress
          key={jobId}
          id={jobId}
          startedHere={startedId === jobId}
          onRunning={setJobRunning}
          onFinished={onDone}
          onDismiss={() => follow(null)}
        />
      )}
    </Stack>
  );
}

/** A labelled native select (the console's choice fields). */
function Choice({ id, label, value, onChange, children }: { id: string; label: ReactNode; value: string; onChange(v: string): void; children: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={id}>
        {children}
      </NativeSelect>
    </Stack>
  );
}

function BulkEditDialog({ ids, onClose, onStarted }: { ids: string[]; onClose(): void; onStarted(jobId: string): void }) {
  const t = useT();
  const palette = useAreaPalette();
  const locale = localeOfPath(useLocation().pathname);
  const [form, setForm] = useState<BulkForm>(EMPTY_FORM);
  const [problem, setProblem] = useState<ReactNode>(null);
  const [asking, setAsking] = useState(false);
  const options = useQuery(ProductBulkOptionsQuery, { variables: { locale }, fetchPolicy: "cache-first" });
  const [startEdit, { loading: busy }] = useMutation(StartProductBulkEditMutation);
  const set = <K extends keyof BulkForm>(key: K, value: BulkForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setProblem(null);
  };

  /** Categories in tree order (roots, each followed by its subcategories), indented by depth, named in the page's language. */
  const categories = useMemo(() => {
    const all = options.data?.adminCategories ?? [];
    const name = (c: (typeof all)[number]) =>
      c.translations.find((x) => x.locale === locale)?.name ?? c.translations.find((x) => x.locale === "en")?.name ?? c.id;
    const byParent = new Map<string | null, typeof all>();
    for (const c of all) byParent.set(c.parentId ?? null, [...(byParent.get(c.parentId ?? null) ?? []), c]);
    const out: { id: string; label: string }[] = [];
    const walk = (parent: string | null, depth: number) => {
      for (const c of [...(byParent.get(parent) ?? [])].sort((a, b) => a.position - b.position)) {
        out.push({ id: c.id, label: `${"\u00a0\u00a0".repeat(depth)}${name(c)}` });
        walk(c.id, depth + 1);
      }
    };
    walk(null, 0);
    return out;
  }, [options.data, locale]);

  const parsed = changesOf(form);
  const destructive = form.visibility === "hide" || form.listPrice === "CLEAR";

  const run = async () => {
    if (!("changes" in parsed)) return;
    try {
      const r = await startEdit({ variables: { input: { productIds: ids, changes: parsed.changes } } });
      const job = r.data?.startProductBulkEdit;
      if (job) onStarted(job.id);
    } catch (e) {
      setAsking(false);
      const first = CombinedGraphQLErrors.is(e) ? e.errors[0] : undefined;
      // The server's refusal says exactly what is wrong (a product deleted meanwhile, a category gone).
      setProblem(first?.extensions?.code === "BAD_USER_INPUT" ? `${t("console.failed")}: ${first.message}` : t("console.failed"));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!("changes" in parsed)) {
      setProblem(t(parsed.problem));
      return;
    }
    if (destructive) setAsking(true);
    else void run();
  };

  const tagBoxes = (key: "addTags" | "removeTags", other: "addTags" | "removeTags") => (
    <Stack gap="1.5" role="group" aria-label={t(key === "addTags" ? "admin.products.bulk.addTags" : "admin.products.bulk.removeTags")}>
      <Text fontSize="sm" fontWeight="medium">
        <T id={key === "addTags" ? "admin.products.bulk.addTags" : "admin.products.bulk.removeTags"} />
      </Text>
      <HStack gap="4" wrap="wrap">
        {TAGS.map((tag) => (
          <CheckboxField
            key={tag}
            checked={form[key].includes(tag)}
            disabled={form[other].includes(tag)}
            onChange={(on) => set(key, on ? [...form[key], tag] : form[key].filter((x) => x !== tag))}
            data-testid={`bulk-${key}-${tag}`}
          >
            <T id={TAG_LABELS[tag]} />
          </CheckboxField>
        ))}
      </HStack>
    </Stack>
  );

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} placement="center" size={{ base: "full", sm: "lg" }} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content colorPalette={palette} minH={{ sm: "auto" }} my={{ sm: "auto" }} rounded={{ sm: "l3" }} data-testid="product-bulk-dialog">
              <chakra.form onSubmit={submit} noValidate display="contents">
                <Dialog.Header>
                  <Dialog.Title>
                    <T id="admin.products.bulk.title" values={{ count: ids.length }} />
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text fontSize="sm" color="fg.muted">
                      <T id="admin.products.bulk.lead" />
                    </Text>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                      <Choice
                        id="bulk-visibility"
                        label={t("admin.products.bulk.visibility")}
                        value={form.visibility}
                        onChange={(v) => set("visibility", v as BulkForm["visibility"])}
                      >
                        <option value="">{t("admin.products.bulk.noChange")}</option>
                        <option value="show">{t("admin.products.bulk.show")}</option>
                        <option value="hide">{t("admin.products.bulk.hide")}</option>
                      </Choice>
                      <Choice id="bulk-category" label={t("admin.products.bulk.category")} value={form.categoryId} onChange={(v) => set("categoryId", v)}>
                        <option value="">{t("admin.products.bulk.noChange")}</option>
                        {categories.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.label}
                          </option>
                        ))}
                      </Choice>
                      <Choice id="bulk-platform" label={t("admin.products.bulk.platform")} value={form.platformId} onChange={(v) => set("platformId", v)}>
                        <option value="">{t("admin.products.bulk.noChange")}</option>
                        {(options.data?.platforms ?? []).map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.name}
                          </option>
                        ))}
                      </Choice>
                      <Choice
                        id="bulk-preorder"
                        label={t("admin.products.bulk.preOrder")}
                        value={form.preOrder}
                        onChange={(v) => set("preOrder", v as BulkForm["preOrder"])}
                      >
                        <option value="">{t("admin.products.bulk.noChange")}</option>
                        {PRE_ORDERS.map((p) => (
                          <option key={p} value={p}>
                            {t(`admin.products.bulk.preOrder.${p}` as MessageId)}
                          </option>
                        ))}
                      </Choice>
                      <Choice
                        id="bulk-region"
                        label={t("admin.products.bulk.region")}
                        value={form.region}
                        onChange={(v) => set("region", v as BulkForm["region"])}
                      >
                        <option value="">{t("admin.products.bulk.noChange")}</option>
                        {REGIONS.map((r) => (
                          <option key={r} value={r}>
                            {t(`region.${r}` as MessageId)}
                          </option>
                        ))}
                      </Choice>
                      <Choice
                        id="bulk-list-price"
                        label={t("admin.products.bulk.listPrice")}
                        value={form.listPrice}
                        onChange={(v) => set("listPrice", v as BulkForm["listPrice"])}
                      >
                        <option value="">{t("admin.products.bulk.noChange")}</option>
                        {PRICE_ACTIONS.map((a) => (
                          <option key={a} value={a}>
                            {t(`admin.products.bulk.listPrice.${a}` as MessageId)}
                          </option>
                        ))}
                      </Choice>
                    </SimpleGrid>
                    {form.listPrice === "SET" && (
                      <Stack gap="1">
                        <Grid templateColumns={{ base: "1fr", sm: "repeat(3, 1fr)" }} gap="3">
                          {CURRENCIES.map((x) => (
                            <TextField
                              key={x}
                              label={t("admin.products.bulk.amount", { currency: x.toUpperCase() })}
                              inputMode="decimal"
                              value={form.amounts[x]}
                              onChange={(e) => set("amounts", { ...form.amounts, [x]: e.currentTarget.value })}
                              data-testid={`bulk-amount-${x}`}
                            />
                          ))}
                        </Grid>
                        <Text fontSize="xs" color="fg.muted">
                          <T id="admin.products.bulk.amountHelp" />
                        </Text>
                      </Stack>
                    )}
                    {form.listPrice === "ADJUST" && (
                      <Box maxW={{ sm: "48" }}>
                        <TextField
                          label={t("admin.products.bulk.percent")}
                          inputMode="decimal"
                          value={form.percent}
                          onChange={(e) => set("percent", e.currentTarget.value)}
                          data-testid="bulk-percent"
                        />
                      </Box>
                    )}
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                      {tagBoxes("addTags", "removeTags")}
                      {tagBoxes("removeTags", "addTags")}
                    </SimpleGrid>
                    {problem && (
                      <Notice status="error" data-testid="product-bulk-problem">
                        {problem}
                      </Notice>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    <T id="common.cancel" />
                  </Button>
                  <Button type="submit" loading={busy && !asking} data-testid="product-bulk-apply">
                    <T id="admin.products.bulk.apply" values={{ count: ids.length }} />
                  </Button>
                </Dialog.Footer>
              </chakra.form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common.close")} disabled={busy} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={<T id="admin.products.bulk.confirmTitle" values={{ count: ids.length }} />}
        confirmLabel={<T id="admin.products.bulk.confirm" />}
        onConfirm={() => void run()}
        busy={busy}
        destructive
        data-testid="product-bulk-confirm"
      >
        <Stack gap="2">
          {form.visibility === "hide" && (
            <Text>
              <T id="admin.products.bulk.confirmHide" values={{ count: ids.length }} />
            </Text>
          )}
          {form.listPrice === "CLEAR" && (
            <Text>
              <T id="admin.products.bulk.confirmClear" />
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** A followed job: its progress bar (polled while it runs) and, once it ends, its report. */
function BulkJobProgress({
  id,
  startedHere,
  onRunning,
  onFinished,
  onDismiss,
}: {
  id: string;
  startedHere: boolean;
  onRunning(running: boolean): void;
  onFinished(): void;
  onDismiss(): void;
}) {
  const t = useT();
  const intl = useIntl();
  const q = useQuery(AdminJobProgressQuery, { variables: { id }, fetchPolicy: "network-only", notifyOnNetworkStatusChange: false });
  const job: AdminJobFieldsFragment | null = q.data?.adminJob ?? null;
  const running = isRunning(job);
  useFollowJob({ id: job ? id : null, running, startedId: startedHere ? id : null, poll: q, pollMs: POLL_MS, onEnd: onFinished });
  useEffect(() => {
    onRunning(running);
    return () => onRunning(false);
  }, [running, onRunning]);

  const notFound = CombinedGraphQLErrors.is(q.error) && q.error.errors.some((e) => e.extensions?.code === "NOT_FOUND");
  if (q.error && !job) {
    return (
      <Notice
        status={notFound ? "warning" : "error"}
        data-testid="product-bulk-job-error"
        action={
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onDismiss}>
            <T id="common.close" />
          </Button>
        }
      >
        {notFound ? t("admin.products.bulk.notFound") : t("console.failed")}
      </Notice>
    );
  }
  if (!job) return null;
  const pct = job.total ? Math.round((job.done / job.total) * 100) : 0;
  const failures = job.report.failures;
  return (
    <Box
      as="section"
      borderWidth="1px"
      rounded="l2"
      p={{ base: "3", sm: "4" }}
      bg="bg.panel"
      aria-labelledby="product-bulk-job-title"
      data-testid="product-bulk-job"
    >
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text id="product-bulk-job-title" fontWeight="semibold">
            <T id="admin.products.bulk.progressTitle" />
          </Text>
          <HStack gap="2">
            <Badge colorPalette={job.status === "failed" ? "red" : job.status === "done" ? "green" : "gray"} data-testid="product-bulk-job-status">
              <T id={STATUS_LABELS[job.status] ?? "admin.products.bulk.status.running"} />
            </Badge>
            {!running && <CloseButton size="xs" aria-label={t("common.close")} onClick={onDismiss} data-testid="product-bulk-job-close" />}
          </HStack>
        </Flex>
        <Text fontSize="sm" role="status" aria-live="polite" data-testid="product-bulk-job-progress">
          <T id="admin.products.bulk.progress" values={{ done: intl.formatNumber(job.done), total: intl.formatNumber(job.total) }} />
        </Text>
        <Progress.Root recipe={progressSlotRecipe} value={pct} max={100}>
          <Progress.Track aria-label={t("admin.products.bulk.progressLabel")}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {running && (
          <Text fontSize="xs" color="fg.muted">
            <T id="admin.products.bulk.keepOpen" />
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2" fontSize="sm" data-testid="product-bulk-job-report">
          <Text>
            <T id="admin.products.bulk.changed" />: <b data-testid="report-changed">{intl.formatNumber(job.report.changed)}</b>
          </Text>
          <Text>
            <T id="admin.products.bulk.unchanged" />: <b data-testid="report-unchanged">{intl.formatNumber(job.report.unchanged)}</b>
          </Text>
          <Text>
            <T id="admin.products.bulk.failed" />: <b data-testid="report-failed">{intl.formatNumber(job.failed)}</b>
          </Text>
        </SimpleGrid>
        {job.status === "failed" && <Notice status="error">{t("admin.products.bulk.jobFailed", { error: job.error ?? "" })}</Notice>}
        {failures.length > 0 && (
          <Stack gap="1" data-testid="product-bulk-failures">
            <Text fontSize="sm" fontWeight="medium">
              <T id="admin.products.bulk.failures" />
            </Text>
            <chakra.ul fontSize="sm" ps="5" listStyleType="disc" overflowWrap="anywhere">
              {failures.slice(0, FAILURES_SHOWN).map((f) => (
                <li key={f.targetId}>
                  {FAILURE_LABELS[f.code]
                    ? t(FAILURE_LABELS[f.code]!, { id: f.targetId })
                    : t("admin.products.bulk.failure.other", { id: f.targetId, message: f.message })}
                </li>
              ))}
            </chakra.ul>
            {job.failed > FAILURES_SHOWN && (
              <Text fontSize="sm" color="fg.muted">
                <T id="admin.products.bulk.moreFailures" values={{ count: intl.formatNumber(job.failed - FAILURES_SHOWN) }} />
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
