/**
 * /admin/users: the users, newest first, a page at a time (page and page size in the query
 * string, with the search), searched over email and names; each row shows the role,
 * whether the address is verified and whether the user is blocked, and offers the details
 * (everything an admin may see), block/unblock (confirmed; blocking ends the user's
 * sessions at once) and, for unverified addresses, a new verification mail.
 */
import { Badge, Box, Button, chakra, Flex, HStack, IconButton, Stack, Table, Text } from "@chakra-ui/react";
import { tableSlotRecipe } from "@chakra-ui/react/theme";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { NativeSelect } from "../../components/NativeSelect";
import type { AdminUsersQuery as AdminUsersData } from "../../gql/graphql";
import { T, useT } from "../../i18n";
import { notify } from "../../lib/notify";
import { ROLE_LABELS } from "../accounts/roles";
import { ConfirmDialog, FormStack, Notice, TextField } from "../accounts/ui";
import { AdminUsersQuery, BlockUserMutation, ResendVerificationMutation } from "./admin.graphql";
import { UserDetailsDialog } from "./UserDetailsDialog";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;

type Row = AdminUsersData["users"]["items"][number];

function readParams(params: URLSearchParams) {
  const size = Number(params.get("size"));
  const page = Math.floor(Number(params.get("page")));
  return {
    search: params.get("q")?.trim() ?? "",
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const t = useT();
  const [text, setText] = useState(value);
  const first = useRef(true);
  useEffect(() => setText(value), [value]);
  // Searches as the admin types, after a short pause.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (text.trim() === value) return;
    const id = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(id);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <FormStack
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      flex="1"
      maxW={{ md: "md" }}
    >
      <TextField
        label={t("adminUsers.search")}
        type="search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t("adminUsers.searchPlaceholder")}
        data-testid="users-search"
      />
    </FormStack>
  );
}

function YesNo({ value, yes, no, tone }: { value: boolean; yes: "adminUsers.verified" | "adminUsers.blocked"; no: "adminUsers.unverified" | "adminUsers.active"; tone: "good" | "bad" }) {
  const palette = value ? (tone === "good" ? "green" : "red") : tone === "good" ? "orange" : "gray";
  return (
    <Badge colorPalette={palette} variant="subtle">
      <T id={value ? yes : no} />
    </Badge>
  );
}

/**
 * Below the sm breakpoint the table's rows become cards (no header; each row's cells wrap:
 * the email on its own line, then name and badges, the actions last), instead of a table
 * scrolled sideways with its actions out of sight.
 */
const STACKED_ON_PHONES = {
  "@media screen and (max-width: 599.98px)": {
    "& thead": { display: "none" },
    "& tbody tr[data-user]": {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      columnGap: "2",
      rowGap: "1.5",
      paddingBlock: "3",
      paddingInline: "3",
      borderBottomWidth: "1px",
      borderColor: "border.muted",
    },
    "& tbody tr[data-user] td": { display: "block", borderBottomWidth: "0", padding: "0" },
    "& tbody tr[data-user] td[data-cell=email], & tbody tr[data-user] td[data-cell=actions]": { flexBasis: "100%", maxWidth: "100%" },
    "& tbody tr[data-user] td[data-cell=name]": { flexBasis: "100%", color: "fg.muted" },
    "& tbody tr[data-user] td[data-cell=created]": { color: "fg.muted", fontSize: "xs", marginInlineStart: "auto" },
    "& tbody tr[data-user] td[data-cell=actions] > div": { justifyContent: "flex-start" },
  },
} as const;

export function AdminUsersPage({ myId }: { myId: string }) {
  const t = useT();
  const intl = useIntl();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const { search, size, page } = readParams(params);
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQuery, {
    variables: { skip: (page - 1) * size, take: size, search: search || null },
    // Cache-first: react-router renders navigations in a transition, and a network fetch
    // for every render (cache-and-network) makes the old and the new page's variables
    // interrupt each other's render forever. A page once fetched is kept; blocking updates
    // its rows in the cache.
    fetchPolicy: "cache-first",
  });
  const list = (data ?? previousData)?.users;
  const total = list?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  const [confirm, setConfirm] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  const update = (next: { q?: string; page?: number; size?: number }) => {
    const p = new URLSearchParams(params);
    const set = (k: string, v: string | number | undefined, fallback: string | number) => {
      if (v === undefined) return;
      if (v === fallback || v === "") p.delete(k);
      else p.set(k, String(v));
    };
    set("q", next.q, "");
    set("size", next.size, DEFAULT_SIZE);
    set("page", next.page, 1);
    setParams(p, { replace: next.q !== undefined });
  };

  const block = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      await client.mutate({ mutation: BlockUserMutation, variables: { input: { userId: confirm.id, blocked: !confirm.blocked } } });
      notify({ type: "success", title: t(confirm.blocked ? "adminUsers.unblocked" : "adminUsers.blockedDone", { email: confirm.email }) });
      setConfirm(null);
    } catch {
      notify({ type: "error", title: t("auth.error.internal") });
    } finally {
      setBusy(false);
    }
  };

  const resend = async (row: Row) => {
    setResending(row.id);
    try {
      const { data: r } = await client.mutate({ mutation: ResendVerificationMutation, variables: { input: { userId: row.id } } });
      const out = r?.resendVerification;
      if (out?.__typename === "ResendVerificationSuccess") notify({ type: "success", title: t("adminUsers.resent", { email: row.email }) });
      else if (out?.__typename === "EmailAlreadyVerifiedError") notify({ type: "info", title: t("auth.error.alreadyVerified") });
      else notify({ type: "error", title: t("auth.error.internal") });
    } catch {
      notify({ type: "error", title: t("auth.error.internal") });
    } finally {
      setResending(null);
    }
  };

  const shown = list?.items.length ?? 0;
  const from = (page - 1) * size + 1;
  const to = (page - 1) * size + shown;
  // A page past the end (an old link, fewer users since): offer the first page.
  const pastEnd = !!list && shown === 0 && total > 0;
  return (
    <Stack gap="4" data-testid="admin-users">
      <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} justify="space-between">
        <SearchBox value={search} onSearch={(q) => update({ q, page: 1 })} />
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="users-count">
          {list && !pastEnd && <T id="adminUsers.count" values={{ from, to, total }} />}
        </Text>
      </Flex>
      {error && !list && (
        <Notice
          status="error"
          title={<T id="auth.error.internal" />}
          action={
            <Button size="sm" alignSelf="flex-start" onClick={() => void refetch().catch(() => undefined)}>
              <T id="common.retry" />
            </Button>
          }
        />
      )}
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="l2" aria-busy={loading}>
        <Table.Root recipe={tableSlotRecipe} size="sm" interactive stickyHeader css={STACKED_ON_PHONES} data-testid="users-table">
          <Table.Caption srOnly>
            <T id="adminUsers.caption" />
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("auth.email")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("adminUsers.name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("adminUsers.role")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("adminUsers.verifiedColumn")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("adminUsers.blockedColumn")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("adminUsers.created")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("adminUsers.actions")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list?.items.map((u) => (
              <Table.Row key={u.id} data-user={u.email} data-blocked={u.blocked ? "true" : "false"}>
                <Table.Cell fontWeight="medium" maxW="64" truncate title={u.email} data-cell="email">
                  {u.email}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-cell="name">
                  {`${u.name} ${u.surname}`.trim() || "—"}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={u.role === "admin" ? "purple" : u.role === "seller" ? "green" : "gray"}>
                    <T id={ROLE_LABELS[u.role] ?? "role.user"} />
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <YesNo value={u.verified} yes="adminUsers.verified" no="adminUsers.unverified" tone="good" />
                </Table.Cell>
                <Table.Cell>
                  <YesNo value={u.blocked} yes="adminUsers.blocked" no="adminUsers.active" tone="bad" />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-cell="created">
                  <time dateTime={u.createdAt}>{intl.formatDate(u.createdAt, { dateStyle: "medium" })}</time>
                </Table.Cell>
                <Table.Cell data-cell="actions">
                  <HStack gap="1" justify="flex-end">
                    <Button size="xs" variant="ghost" onClick={() => setDetails(u.id)} aria-label={t("adminUsers.detailsOf", { email: u.email })} data-testid="user-details">
                      <T id="adminUsers.details" />
                    </Button>
                    {!u.verified && (
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => void resend(u)}
                        loading={resending === u.id}
                        aria-label={t("adminUsers.resendTo", { email: u.email })}
                        data-testid="user-resend"
                      >
                        <T id="adminUsers.resend" />
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette={u.blocked ? "gray" : "red"}
                      onClick={() => setConfirm(u)}
                      disabled={u.id === myId}
                      aria-label={t(u.blocked ? "adminUsers.unblockUser" : "adminUsers.blockUser", { email: u.email })}
                      data-testid="user-block"
                    >
                      <T id={u.blocked ? "adminUsers.unblock" : "adminUsers.block"} />
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
            {list && shown === 0 && (
              <Table.Row>
                <Table.Cell colSpan={7} textAlign="center" py="8" color="fg.muted">
                  {pastEnd ? (
                    <Button size="sm" variant="outline" onClick={() => update({ page: 1 })}>
                      <T id="adminUsers.firstPage" />
                    </Button>
                  ) : (
                    <T id="adminUsers.empty" />
                  )}
                </Table.Cell>
              </Table.Row>
            )}
            {!list && loading && (
              <Table.Row>
                <Table.Cell colSpan={7} textAlign="center" py="8" color="fg.muted">
                  <T id="common.loading" />
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex as="nav" aria-label={t("pagination.label")} gap="3" align="center" justify="space-between" flexWrap="wrap">
        <HStack gap="2">
          <chakra.label display="block" htmlFor="users-page-size" fontSize="sm" color="fg.muted">
            <T id="adminUsers.pageSize" />
          </chakra.label>
          <NativeSelect id="users-page-size" value={String(size)} onChange={(e) => update({ size: Number(e.currentTarget.value), page: 1 })} data-testid="users-page-size">
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </HStack>
        <HStack gap="2">
          <IconButton size="sm" variant="outline" aria-label={t("pagination.previous")} disabled={page <= 1} onClick={() => update({ page: page - 1 })} data-testid="users-prev">
            <span aria-hidden="true">‹</span>
          </IconButton>
          <Box fontSize="sm" minW="24" textAlign="center" data-testid="users-page">
            <T id="adminUsers.page" values={{ page, pages }} />
          </Box>
          <IconButton size="sm" variant="outline" aria-label={t("pagination.next")} disabled={page >= pages} onClick={() => update({ page: page + 1 })} data-testid="users-next">
            <span aria-hidden="true">›</span>
          </IconButton>
        </HStack>
      </Flex>
      <ConfirmDialog
        open={confirm != null}
        onClose={() => setConfirm(null)}
        title={confirm && <T id={confirm.blocked ? "adminUsers.confirmUnblockTitle" : "adminUsers.confirmBlockTitle"} values={{ email: confirm.email }} />}
        confirmLabel={confirm && <T id={confirm.blocked ? "adminUsers.unblock" : "adminUsers.block"} />}
        onConfirm={block}
        busy={busy}
        destructive={!confirm?.blocked}
        data-testid="block-dialog"
      >
        {confirm && (
          <Text>
            <T id={confirm.blocked ? "adminUsers.confirmUnblock" : "adminUsers.confirmBlock"} />
          </Text>
        )}
      </ConfirmDialog>
      <UserDetailsDialog id={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
