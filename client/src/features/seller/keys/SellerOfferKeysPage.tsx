/**
 * /seller/offers/:id/keys: an offer's keys. Counts per state; bulk upload by pasting, a CSV
 * file, image files, credentials or URLs; the upload's progress bar, which survives a reload
 * (the page asks the server for the offer's latest upload and polls it while it runs); the
 * per-line report with a filter; withdrawing unsold keys (chosen ones or all), asked first.
 * Key values are never shown: only the last 4 characters of Available text keys.
 */
import { Badge, Box, Button, chakra, Flex, Heading, HStack, Link, Progress, SimpleGrid, Stack, Tabs, Text, Textarea } from "@chakra-ui/react";
import { progressSlotRecipe, tabsSlotRecipe, textareaRecipe } from "@chakra-ui/react/theme";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useFollowJob } from "../../../lib/follow-job";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import type { KeyUploadFieldsFragment, KeyUploadLineStatus, KeyContentType } from "../../../gql/graphql";
import { T, useT, type MessageId } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { Notice, Panel } from "../../accounts/ui";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { KeyUploadLinesQuery, KeyUploadProgressQuery, OfferKeysQuery, SellerOfferKeysQuery, UploadKeysMutation, WithdrawKeysMutation } from "./keys.graphql";

type Kind = "paste" | "csv" | "images" | "credentials" | "url";
const KINDS: readonly Kind[] = ["paste", "csv", "images", "credentials", "url"];
const KIND_LABELS: Record<Kind, MessageId> = {
  paste: "seller.keys.kind.paste",
  csv: "seller.keys.kind.csv",
  images: "seller.keys.kind.images",
  credentials: "seller.keys.kind.credentials",
  url: "seller.keys.kind.url",
};
const KIND_HELP: Record<Kind, MessageId> = {
  paste: "seller.keys.help.paste",
  csv: "seller.keys.help.csv",
  images: "seller.keys.help.images",
  credentials: "seller.keys.help.credentials",
  url: "seller.keys.help.url",
};
const STATE_LABELS: Record<string, MessageId> = {
  available: "seller.keys.state.available",
  using: "seller.keys.state.using",
  delivered: "seller.keys.state.delivered",
  revealed: "seller.keys.state.revealed",
  notDelivered: "seller.keys.state.notDelivered",
  changed: "seller.keys.state.changed",
  replaced: "seller.keys.state.replaced",
};
const LINE_LABELS: Record<KeyUploadLineStatus, MessageId> = {
  accepted: "seller.keys.line.accepted",
  malformed: "seller.keys.line.malformed",
  duplicateInUpload: "seller.keys.line.duplicateInUpload",
  duplicateInMarketplace: "seller.keys.line.duplicateInMarketplace",
};
const LINE_PALETTES: Record<KeyUploadLineStatus, string> = {
  accepted: "green",
  malformed: "red",
  duplicateInUpload: "orange",
  duplicateInMarketplace: "orange",
};
const PROBLEM_LABELS: Record<string, MessageId> = {
  empty: "seller.keys.problem.empty",
  tooLong: "seller.keys.problem.tooLong",
  controlCharacters: "seller.keys.problem.controlCharacters",
  notUrl: "seller.keys.problem.notUrl",
  notCredentials: "seller.keys.problem.notCredentials",
  notImage: "seller.keys.problem.notImage",
  imageTooLarge: "seller.keys.problem.imageTooLarge",
};
const UPLOAD_STATE_LABELS: Record<string, MessageId> = {
  queued: "seller.keys.upload.queued",
  running: "seller.keys.upload.running",
  done: "seller.keys.upload.done",
  failed: "seller.keys.upload.failed",
};
const REPORT_PAGE = 50;
const KEYS_PAGE = 20;
/** How often a running upload is asked for its progress. */
export const POLL_MS = 1000;

const running = (u: { state: string } | null | undefined) => u?.state === "queued" || u?.state === "running";

/** A file's bytes as a data: URL (the API takes base64 or data: URLs). */
function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function SellerOfferKeysPage({ offerId }: { offerId: string }) {
  const t = useT();
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const page = useQuery(SellerOfferKeysQuery, { variables: { offerId }, fetchPolicy: "cache-and-network" });
  const latest: KeyUploadFieldsFragment | null = page.data?.keyUploads.items[0] ?? null;
  // The upload the page follows: the one just sent, else the offer's latest (after a reload, a running one).
  const [followId, setFollowId] = useState<string | null>(null);
  // Bumped when an upload ends: the list of unsold keys is read again.
  const [epoch, setEpoch] = useState(0);
  const currentId = followId ?? latest?.id ?? null;

  if (page.error && !page.data) {
    const notFound = page.error.message.includes("not found");
    return (
      <Notice status="error" data-testid="keys-error">
        {notFound ? <T id="seller.keys.notFound" /> : <T id="console.failed" />}
      </Notice>
    );
  }
  const counts = page.data?.offerKeyCounts;
  return (
    <Stack gap="6" data-testid="seller-offer-keys">
      <Stack gap="1">
        <Link asChild color="green.700" fontSize="sm">
          <RouterLink to={localePath(locale, "/seller/offers")}>
            <T id="seller.keys.back" />
          </RouterLink>
        </Link>
        <Heading as="h2" size="xl">
          <T id="seller.keys.title" values={{ product: page.data?.sellerOffer.productName ?? "…" }} />
        </Heading>
      </Stack>

      <Panel title={t("seller.keys.counts")}>
        <SimpleGrid columns={{ base: 2, sm: 4, lg: 7 }} gap="3" data-testid="key-counts">
          {Object.entries(STATE_LABELS).map(([key, label]) => (
            <Box key={key} borderWidth="1px" rounded="l2" p="3" data-testid={`count-${key}`}>
              <Text fontSize="xs" color="fg.muted">
                <T id={label} />
              </Text>
              <Text fontSize="xl" fontWeight="semibold">
                {counts ? intl.formatNumber((counts as unknown as Record<string, number>)[key] ?? 0) : "–"}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Panel>

      <UploadForm
        offerId={offerId}
        busy={running(latest) && latest?.id === currentId}
        onStarted={(id) => {
          setFollowId(id);
          void page.refetch();
        }}
      />

      {currentId && (
        <UploadProgress
          key={currentId}
          id={currentId}
          startedHere={followId === currentId}
          onDone={() => {
            setEpoch((n) => n + 1);
            void page.refetch();
          }}
        />
      )}

      <Withdraw key={epoch} offerId={offerId} available={counts?.available ?? 0} onChanged={() => void page.refetch()} />
    </Stack>
  );
}

function UploadForm({ offerId, busy, onStarted }: { offerId: string; busy: boolean; onStarted(id: string): void }) {
  const t = useT();
  const [kind, setKind] = useState<Kind>("paste");
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [csvType, setCsvType] = useState<KeyContentType>("text" as KeyContentType);
  const [error, setError] = useState<string | null>(null);
  const [upload, { loading }] = useMutation(UploadKeysMutation);

  const submit = async () => {
    setError(null);
    try {
      let input: Record<string, unknown>;
      if (kind === "csv") {
        if (!files[0]) return setError(t("seller.keys.chooseFile"));
        input = { contentType: csvType, file: { name: files[0].name, data: await readFile(files[0]) } };
      } else if (kind === "images") {
        if (!files.length) return setError(t("seller.keys.chooseFile"));
        input = { images: await Promise.all(files.map(async (f) => ({ name: f.name, data: await readFile(f) }))) };
      } else {
        if (!text.trim()) return setError(t("seller.keys.nothing"));
        input = { contentType: kind === "paste" ? "text" : kind, text };
      }
      const r = await upload({ variables: { input: { offerId, ...input } as never } });
      const u = r.data?.uploadKeys;
      if (u) {
        const id = u.id;
        setText("");
        setFiles([]);
        onStarted(id);
      }
    } catch (e) {
      setError((e as Error).message || t("console.failed"));
    }
  };

  return (
    <Panel title={t("seller.keys.upload")}>
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={kind}
        onValueChange={(e) => {
          setKind(e.value as Kind);
          setFiles([]);
          setError(null);
        }}
        variant="enclosed"
        colorPalette="green"
        size="sm"
      >
        <Box overflowX="auto">
          <Tabs.List data-testid="upload-kinds">
            {KINDS.map((k) => (
              <Tabs.Trigger key={k} value={k} whiteSpace="nowrap" data-testid={`kind-${k}`}>
                <T id={KIND_LABELS[k]} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Stack gap="3" mt="4">
          <Text fontSize="sm" color="fg.muted">
            <T id={KIND_HELP[kind]} />
          </Text>
          {kind === "csv" || kind === "images" ? (
            <Stack gap="3">
              {kind === "csv" && (
                <Stack gap="1">
                  <chakra.label htmlFor="csv-type" fontSize="sm" fontWeight="medium">
                    <T id="seller.keys.csvType" />
                  </chakra.label>
                  <Box maxW="xs">
                    <NativeSelect id="csv-type" value={csvType} onChange={(e) => setCsvType(e.target.value as KeyContentType)} data-testid="csv-type">
                      <option value="text">{t("seller.keys.csvKind.text")}</option>
                      <option value="credentials">{t("seller.keys.kind.credentials")}</option>
                      <option value="url">{t("seller.keys.kind.url")}</option>
                    </NativeSelect>
                  </Box>
                </Stack>
              )}
              <input
                type="file"
                aria-label={t(kind === "csv" ? "seller.keys.csvFile" : "seller.keys.imageFiles")}
                accept={kind === "csv" ? ".csv,.txt,text/csv,text/plain" : "image/jpeg,image/png,image/gif"}
                multiple={kind === "images"}
                data-testid="key-file"
                onChange={(e) => setFiles([...(e.target.files ?? [])])}
              />
            </Stack>
          ) : (
            <Textarea
              recipe={textareaRecipe}
              aria-label={t(KIND_LABELS[kind])}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={8}
              fontFamily="mono"
              placeholder={kind === "credentials" ? "login:password" : kind === "url" ? "https://…" : "XXXXX-XXXXX-XXXXX"}
              data-testid="key-text"
            />
          )}
          {error && (
            <Notice status="error" data-testid="upload-error">
              {error}
            </Notice>
          )}
          <HStack>
            <Button colorPalette="green" onClick={() => void submit()} loading={loading} disabled={busy} data-testid="upload-submit">
              <T id="seller.keys.send" />
            </Button>
            {busy && (
              <Text fontSize="sm" color="fg.muted">
                <T id="seller.keys.waitRunning" />
              </Text>
            )}
          </HStack>
        </Stack>
      </Tabs.Root>
    </Panel>
  );
}

/**
 * The progress bar of one upload (polled while it runs) and, once done, its per-line report.
 * `onDone` is called once when an upload sent from this page (`startedHere`) or seen running here
 * ends; a quick upload can be over before its first answer arrives.
 */
export function UploadProgress({ id, startedHere = false, onDone }: { id: string; startedHere?: boolean; onDone(): void }) {
  const t = useT();
  const intl = useIntl();
  const q = useQuery(KeyUploadProgressQuery, { variables: { id }, fetchPolicy: "network-only" });
  const u: KeyUploadFieldsFragment | null = q.data?.keyUpload ?? null;
  const isRunning = running(u);
  useFollowJob({ id: u ? id : null, running: isRunning, startedId: startedHere ? id : null, poll: q, pollMs: POLL_MS, onEnd: onDone });
  if (!u) return null;
  const pct = u.totalLines ? Math.round((u.processed / u.totalLines) * 100) : 0;
  return (
    <Panel title={t("seller.keys.lastUpload")} data-testid="upload-progress">
      <Stack gap="3">
        <Flex justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm">
            <T
              id="seller.keys.progress"
              values={{
                processed: intl.formatNumber(u.processed),
                total: intl.formatNumber(u.totalLines),
                when: intl.formatDate(u.createdAt, { dateStyle: "medium", timeStyle: "short" }),
              }}
            />
            {u.fileName ? ` · ${u.fileName}` : ""}
          </Text>
          <Badge colorPalette={u.state === "failed" ? "red" : u.state === "done" ? "green" : "gray"} data-testid="upload-state">
            <T id={UPLOAD_STATE_LABELS[u.state]!} />
          </Badge>
        </Flex>
        <Progress.Root recipe={progressSlotRecipe} value={pct} max={100} colorPalette="green" aria-label={t("seller.keys.progressLabel")}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" fontSize="sm" data-testid="upload-summary">
          {(["accepted", "malformed", "duplicateInUpload", "duplicateInMarketplace"] as const).map((s) => (
            <Text key={s}>
              <T id={LINE_LABELS[s]} />: <b data-testid={`summary-${s}`}>{intl.formatNumber(u[s])}</b>
            </Text>
          ))}
        </SimpleGrid>
        {u.state === "failed" && <Notice status="error">{u.error ?? t("console.failed")}</Notice>}
        {u.state === "done" && <UploadReport id={u.id} hasProblems={u.accepted < u.totalLines} />}
      </Stack>
    </Panel>
  );
}

type LineFilter = KeyUploadLineStatus | "problems" | "";

function UploadReport({ id, hasProblems }: { id: string; hasProblems: boolean }) {
  const t = useT();
  // What went wrong first, when something did.
  const [filter, setFilter] = useState<LineFilter>(hasProblems ? "problems" : "");
  const [skip, setSkip] = useState(0);
  const status = filter === "problems" || filter === "" ? null : filter;
  const q = useQuery(KeyUploadLinesQuery, { variables: { id, status, problems: filter === "problems", skip, take: REPORT_PAGE } });
  const lines = q.data?.keyUpload.lines;
  return (
    <Stack gap="2" data-testid="upload-report">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm">
          <T id="seller.keys.report" />
        </Heading>
        <NativeSelect
          aria-label={t("seller.keys.filter")}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as LineFilter);
            setSkip(0);
          }}
          data-testid="report-filter"
        >
          <option value="problems">{t("seller.keys.problemLines")}</option>
          <option value="">{t("seller.keys.allLines")}</option>
          {(Object.keys(LINE_LABELS) as KeyUploadLineStatus[]).map((s) => (
            <option key={s} value={s}>
              {t(LINE_LABELS[s])}
            </option>
          ))}
        </NativeSelect>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {lines?.items.map((l) => (
          <HStack as="li" key={l.line} gap="3" fontSize="sm" data-testid="report-line">
            <Text minW="16" color="fg.muted">
              <T id="seller.keys.line" values={{ line: l.line }} />
            </Text>
            <Badge colorPalette={LINE_PALETTES[l.status]}>
              <T id={LINE_LABELS[l.status]} />
            </Badge>
            {l.problem && (
              <Text color="fg.muted">
                <T id={PROBLEM_LABELS[l.problem]!} />
              </Text>
            )}
          </HStack>
        ))}
        {lines && lines.totalItems === 0 && (
          <Text fontSize="sm" color="fg.muted">
            <T id="seller.keys.noLines" />
          </Text>
        )}
      </Stack>
      {lines && lines.totalItems > REPORT_PAGE && (
        <HStack>
          <Button size="xs" variant="outline" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - REPORT_PAGE))}>
            <T id="seller.keys.previous" />
          </Button>
          <Text fontSize="xs">
            {skip + 1}–{Math.min(skip + REPORT_PAGE, lines.totalItems)} / {lines.totalItems}
          </Text>
          <Button size="xs" variant="outline" disabled={skip + REPORT_PAGE >= lines.totalItems} onClick={() => setSkip(skip + REPORT_PAGE)}>
            <T id="seller.keys.next" />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

type WithdrawTarget = { all: true } | { keyIds: string[] };

function Withdraw({ offerId, available, onChanged }: { offerId: string; available: number; onChanged(): void }) {
  const t = useT();
  const [skip, setSkip] = useState(0);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const list = useQuery(OfferKeysQuery, { variables: { offerId, state: "Available" as never, skip, take: KEYS_PAGE }, fetchPolicy: "cache-and-network" });
  const [withdraw] = useMutation(WithdrawKeysMutation);
  const action = useConfirmedMutation<WithdrawTarget, Awaited<ReturnType<typeof withdraw>>>({
    mutate: (target) => withdraw({ variables: { input: { offerId, ...target } } }),
    confirm: (target) => ({
      title:
        "all" in target ? t("seller.keys.withdrawAllConfirm", { count: available }) : t("seller.keys.withdrawChosenConfirm", { count: target.keyIds.length }),
      body: t("seller.keys.withdrawBody"),
      confirmLabel: t("seller.keys.withdraw"),
      destructive: true,
    }),
    dialogTestId: "withdraw-dialog",
    notice: (r) => {
      const out = r.data?.withdrawKeys;
      setChosen(new Set());
      onChanged();
      void list.refetch();
      if (out?.__typename === "KeysWithdrawn") return { type: "success", title: t("seller.keys.withdrawn", { count: out.withdrawn }) };
      return { type: "error", title: t("seller.keys.notWithdrawable") };
    },
  });
  const keys = list.data?.offerKeys;
  return (
    <Panel title={t("seller.keys.withdrawTitle")} description={t("seller.keys.withdrawHelp")}>
      <Stack gap="3" data-testid="withdraw">
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {keys?.items.map((k) => (
            <HStack as="li" key={k.id} gap="3" fontSize="sm">
              <input
                type="checkbox"
                aria-label={t("seller.keys.choose", { hint: k.hint ?? k.contentType })}
                checked={chosen.has(k.id)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(k.id);
                  else next.delete(k.id);
                  setChosen(next);
                }}
                data-testid="withdraw-choice"
              />
              <Text fontFamily="mono">{k.hint ? `…${k.hint}` : k.contentType}</Text>
              <Text color="fg.muted">{new Date(k.createdAt).toLocaleDateString()}</Text>
            </HStack>
          ))}
          {keys && keys.totalItems === 0 && (
            <Text fontSize="sm" color="fg.muted">
              <T id="seller.keys.noneAvailable" />
            </Text>
          )}
        </Stack>
        {keys && keys.totalItems > KEYS_PAGE && (
          <HStack>
            <Button size="xs" variant="outline" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - KEYS_PAGE))}>
              <T id="seller.keys.previous" />
            </Button>
            <Text fontSize="xs">
              {skip + 1}–{Math.min(skip + KEYS_PAGE, keys.totalItems)} / {keys.totalItems}
            </Text>
            <Button size="xs" variant="outline" disabled={skip + KEYS_PAGE >= keys.totalItems} onClick={() => setSkip(skip + KEYS_PAGE)}>
              <T id="seller.keys.next" />
            </Button>
          </HStack>
        )}
        <HStack wrap="wrap">
          <Button
            variant="outline"
            colorPalette="red"
            disabled={!chosen.size}
            onClick={() => action.start({ keyIds: [...chosen] })}
            data-testid="withdraw-chosen"
          >
            <T id="seller.keys.withdrawChosen" values={{ count: chosen.size }} />
          </Button>
          <Button variant="outline" colorPalette="red" disabled={!available} onClick={() => action.start({ all: true })} data-testid="withdraw-all">
            <T id="seller.keys.withdrawAll" />
          </Button>
        </HStack>
        {action.dialog}
      </Stack>
    </Panel>
  );
}
