/**
 * /admin/users: the users, newest first, a page at a time (page, page size and the search
 * in the query string), searched over email and names; each row shows the role, whether
 * the address is verified and whether the user is blocked, and offers the details
 * (everything an admin may see), block/unblock (confirmed; blocking ends the user's
 * sessions at once), changing the role between user, support and admin (confirmed; not a
 * seller's, not one's own) and, for unverified addresses, a new verification mail. Support
 * reads the list and resends mails; blocking and roles are for admins (`users:edit`).
 * Built on the console list kit (features/console).
 */
import { Badge, Button, chakra, Flex, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { AdminUsersQuery as AdminUsersData } from "../../gql/graphql";
import { T, useT } from "../../i18n";
import { ROLE_LABELS } from "../accounts/roles";
import { ConsoleList } from "../console/ConsoleList";
import { ConsoleSearch } from "../console/ConsoleSearch";
import { type ConsoleColumn } from "../console/ConsoleTable";
import { useListState, type ListSpec } from "../console/list-state";
import { useConfirmedMutation } from "../console/use-confirmed-mutation";
import { useServerList } from "../console/use-server-list";
import { NativeSelect } from "../../components/NativeSelect";
import { AdminUsersQuery, BlockUserMutation, ResendVerificationMutation, SetUserRoleMutation } from "./admin.graphql";
import { ReadOnlyNote, useCan } from "./permissions";
import { UserDetailsDialog } from "./UserDetailsDialog";

/** The roles an admin gives here (sellers come from seller registration). */
export const ASSIGNABLE_ROLES = ["user", "support", "admin"] as const;
type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const ROLE_PALETTE: Record<string, string> = { admin: "purple", support: "blue", seller: "green" };

/** Page sizes, and the search over email and names (`?q=`). */
export const USERS_LIST: ListSpec<"q"> = { pageSizes: [10, 20, 50, 100], defaultSize: 20, filters: { q: {} } };

type Row = AdminUsersData["users"]["items"][number];

function YesNo({
  value,
  yes,
  no,
  tone,
}: {
  value: boolean;
  yes: "adminUsers.verified" | "adminUsers.blocked";
  no: "adminUsers.unverified" | "adminUsers.active";
  tone: "good" | "bad";
}) {
  const palette = value ? (tone === "good" ? "green" : "red") : tone === "good" ? "orange" : "gray";
  return (
    <Badge colorPalette={palette} variant="subtle">
      <T id={value ? yes : no} />
    </Badge>
  );
}

export function AdminUsersPage({ myId }: { myId: string }) {
  const t = useT();
  const intl = useIntl();
  const client = useApolloClient();
  const state = useListState(USERS_LIST);
  const search = state.filters.q;
  const list = useServerList(AdminUsersQuery, { skip: state.skip, take: state.take, search: search || null }, (d) => d.users, state);
  const [details, setDetails] = useState<string | null>(null);
  const allowed = useCan();
  const may = { edit: allowed("users:edit"), mail: allowed("mails:new") };
  const [newRole, setNewRole] = useState<AssignableRole>("user");

  const changeRole = useConfirmedMutation({
    mutate: (u: Row) => client.mutate({ mutation: SetUserRoleMutation, variables: { input: { userId: u.id, role: newRole } } }),
    confirm: (u) => ({
      title: <T id="adminUsers.roleTitle" values={{ email: u.email }} />,
      body: (
        <Stack gap="3">
          <Text>
            <T id="adminUsers.roleBody" />
          </Text>
          <Stack gap="1">
            <chakra.label htmlFor="user-role-select" fontSize="sm" fontWeight="medium">
              <T id="adminUsers.role" />
            </chakra.label>
            <NativeSelect
              id="user-role-select"
              value={newRole}
              onChange={(e) => setNewRole(e.currentTarget.value as AssignableRole)}
              data-testid="user-role-select"
            >
              {ASSIGNABLE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(ROLE_LABELS[r]!)}
                </option>
              ))}
            </NativeSelect>
          </Stack>
        </Stack>
      ),
      confirmLabel: <T id="adminUsers.roleSave" />,
      confirmDisabled: newRole === u.role,
    }),
    notice: (_r, u) => ({ type: "success", title: t("adminUsers.roleChanged", { email: u.email, role: t(ROLE_LABELS[newRole]!) }) }),
    dialogTestId: "role-dialog",
  });

  const block = useConfirmedMutation({
    mutate: (u: Row) => client.mutate({ mutation: BlockUserMutation, variables: { input: { userId: u.id, blocked: !u.blocked } } }),
    confirm: (u) => ({
      title: <T id={u.blocked ? "adminUsers.confirmUnblockTitle" : "adminUsers.confirmBlockTitle"} values={{ email: u.email }} />,
      body: (
        <Text>
          <T id={u.blocked ? "adminUsers.confirmUnblock" : "adminUsers.confirmBlock"} />
        </Text>
      ),
      confirmLabel: <T id={u.blocked ? "adminUsers.unblock" : "adminUsers.block"} />,
      destructive: !u.blocked,
    }),
    notice: (_r, u) => ({ type: "success", title: t(u.blocked ? "adminUsers.unblocked" : "adminUsers.blockedDone", { email: u.email }) }),
    dialogTestId: "block-dialog",
  });

  const resend = useConfirmedMutation({
    mutate: (u: Row) => client.mutate({ mutation: ResendVerificationMutation, variables: { input: { userId: u.id } } }),
    notice: ({ data }, u) => {
      const out = data?.resendVerification;
      if (out?.__typename === "ResendVerificationSuccess") return { type: "success", title: t("adminUsers.resent", { email: u.email }) };
      if (out?.__typename === "EmailAlreadyVerifiedError") return { type: "info", title: t("auth.error.alreadyVerified") };
      return { type: "error", title: t("console.failed") };
    },
  });

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "email",
      header: t("auth.email"),
      card: "title",
      cell: (u) => u.email,
      cellProps: (u) => ({ fontWeight: "medium", maxW: "64", truncate: true, title: u.email }),
    },
    {
      id: "name",
      header: t("adminUsers.name"),
      card: "line",
      cell: (u) => `${u.name} ${u.surname}`.trim() || "—",
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "role",
      header: t("adminUsers.role"),
      cell: (u) => (
        <Badge colorPalette={ROLE_PALETTE[u.role] ?? "gray"}>
          <T id={ROLE_LABELS[u.role] ?? "role.user"} />
        </Badge>
      ),
    },
    {
      id: "verified",
      header: t("adminUsers.verifiedColumn"),
      cell: (u) => <YesNo value={u.verified} yes="adminUsers.verified" no="adminUsers.unverified" tone="good" />,
    },
    {
      id: "blocked",
      header: t("adminUsers.blockedColumn"),
      cell: (u) => <YesNo value={u.blocked} yes="adminUsers.blocked" no="adminUsers.active" tone="bad" />,
    },
    {
      id: "created",
      header: t("adminUsers.created"),
      card: "meta",
      cell: (u) => <time dateTime={u.createdAt}>{intl.formatDate(u.createdAt, { dateStyle: "medium" })}</time>,
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "actions",
      header: t("adminUsers.actions"),
      card: "actions",
      cell: (u) => (
        <>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => setDetails(u.id)}
            aria-label={t("adminUsers.detailsOf", { email: u.email })}
            data-testid="user-details"
          >
            <T id="adminUsers.details" />
          </Button>
          {!u.verified && may.mail && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => resend.start(u)}
              loading={resend.running?.id === u.id}
              aria-label={t("adminUsers.resendTo", { email: u.email })}
              data-testid="user-resend"
            >
              <T id="adminUsers.resend" />
            </Button>
          )}
          {may.edit && u.role !== "seller" && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => {
                setNewRole(u.role === "support" || u.role === "admin" ? u.role : "user");
                changeRole.start(u);
              }}
              loading={changeRole.running?.id === u.id}
              disabled={u.id === myId}
              title={u.id === myId ? t("adminUsers.roleSelf") : undefined}
              aria-label={t("adminUsers.roleOf", { email: u.email })}
              data-testid="user-role"
            >
              <T id="adminUsers.roleChange" />
            </Button>
          )}
          {may.edit && (
            <Button
              size="xs"
              variant="outline"
              colorPalette={u.blocked ? "gray" : "red"}
              onClick={() => block.start(u)}
              disabled={u.id === myId}
              aria-label={t(u.blocked ? "adminUsers.unblockUser" : "adminUsers.blockUser", { email: u.email })}
              data-testid="user-block"
            >
              <T id={u.blocked ? "adminUsers.unblock" : "adminUsers.block"} />
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="admin-users">
      {!may.edit && <ReadOnlyNote id="admin.roles.usersReadOnly" />}
      <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} justify="space-between">
        <ConsoleSearch
          label={t("adminUsers.search")}
          placeholder={t("adminUsers.searchPlaceholder")}
          value={search}
          onSearch={(q) => state.update({ filters: { q } })}
          data-testid="users-search"
        />
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="users-count">
          {list.rows && !list.pastEnd && <T id="adminUsers.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={USERS_LIST.pageSizes}
        prefix="users"
        caption={<T id="adminUsers.caption" />}
        columns={columns}
        rowKey={(u) => u.id}
        rowProps={(u) => ({ "data-user": u.email, "data-blocked": u.blocked ? "true" : "false" })}
        empty={<T id="adminUsers.empty" />}
        data-testid="users-table"
      />
      {block.dialog}
      {changeRole.dialog}
      <UserDetailsDialog id={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
