/**
 * msw handlers for the account, admin and seller screens: who is signed in (`Me`), the
 * sign-in options, and a small in-memory user list for the admin table that answers
 * search, pagination, block and resend like the server does. Tests install them with
 * `server.use(...)` and read what the screens sent from `calls`.
 */
import { graphql, HttpResponse } from "msw";
import type { AccountQuery, AdminUsersQuery, MeQuery } from "../../client/src/gql/graphql";
import type { Role as ServerRole } from "../../server/common/enums";
import { permissionsOf as serverPermissionsOf } from "../../server/core/auth/permissions";

// Browser APIs the Ark/zag components of these screens use and jsdom lacks (checkbox,
// dialog, menu): pointer events, ResizeObserver, scrollIntoView.
if (typeof window !== "undefined") {
  if (!window.PointerEvent) {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? "mouse";
      }
    }
    (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

type Role = "user" | "seller" | "support" | "admin";
export type MeUser = NonNullable<MeQuery["me"]>;

/** `me { permissions }` as the server answers it for each role (the server's own table). */
const permissionsOf = (role: Role): string[] => serverPermissionsOf(role as ServerRole);

export function meAs(role: Role, over: Partial<MeUser> = {}): MeUser & { __typename: "UserProfile" } {
  return {
    __typename: "UserProfile",
    id: `00000000-0000-4000-8000-00000000000${role === "admin" ? 1 : role === "seller" ? 2 : role === "support" ? 4 : 3}`,
    email: `${role}@keymarket.test`,
    name: role === "admin" ? "Ada" : role === "seller" ? "Sergio" : role === "support" ? "Sara" : "Carla",
    surname: "Rossi",
    image: null,
    role,
    permissions: permissionsOf(role),
    locale: "en",
    loginMethod: "password",
    emailVerified: true,
    ...over,
  };
}

/** `Me` answering the given user (null: a guest). */
export const meHandler = (user: MeUser | null) => graphql.query("Me", () => HttpResponse.json({ data: { me: user } }));

export const signInOptionsHandler = (google = false) =>
  graphql.query("SignInOptions", () => HttpResponse.json({ data: { signInOptions: { __typename: "SignInOptions", google, recaptcha: false } } }));

type Row = AdminUsersQuery["users"]["items"][number] & { __typename: "UserInfo" };

/** A user list of `count` customers (newest first) plus the admin itself. */
export function userRows(count: number): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const n = count - i;
    rows.push({
      __typename: "UserInfo",
      id: `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      email: `customer${n}@example.com`,
      name: n === 7 ? "Ottavia" : "Test",
      surname: `User${n}`,
      role: "user",
      verified: n % 5 !== 0,
      blocked: false,
      createdAt: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
    });
  }
  const admin = meAs("admin");
  rows.push({
    __typename: "UserInfo",
    id: admin.id,
    email: admin.email,
    name: admin.name,
    surname: admin.surname,
    role: "admin",
    verified: true,
    blocked: false,
    createdAt: "2025-12-01T00:00:00.000Z",
  });
  return rows;
}

export interface AdminCalls {
  users: { skip: number; take: number; search: string | null }[];
  blocks: { userId: string; blocked: boolean }[];
  resends: string[];
  details: string[];
  roles: { userId: string; role: string }[];
}

/** The admin operations over an in-memory list (search over email and names, any case). */
export function adminHandlers(rows: Row[], calls: AdminCalls) {
  return [
    graphql.query("AdminUsers", ({ variables }) => {
      const v = variables as { skip: number; take: number; search?: string | null };
      calls.users.push({ skip: v.skip, take: v.take, search: v.search ?? null });
      const q = v.search?.toLowerCase();
      const matching = q ? rows.filter((r) => `${r.email} ${r.name} ${r.surname}`.toLowerCase().includes(q)) : rows;
      return HttpResponse.json({
        data: { users: { __typename: "UserList", totalItems: matching.length, items: matching.slice(v.skip, v.skip + v.take) } },
      });
    }),
    graphql.mutation("BlockUser", ({ variables }) => {
      const input = (variables as { input: { userId: string; blocked: boolean } }).input;
      calls.blocks.push(input);
      const row = rows.find((r) => r.id === input.userId)!;
      row.blocked = input.blocked;
      return HttpResponse.json({ data: { blockUser: { __typename: "UserInfo", id: row.id, blocked: row.blocked } } });
    }),
    graphql.mutation("SetUserRole", ({ variables }) => {
      const input = (variables as { input: { userId: string; role: string } }).input;
      calls.roles.push(input);
      const row = rows.find((r) => r.id === input.userId)!;
      row.role = input.role as Row["role"];
      return HttpResponse.json({ data: { setUserRole: { __typename: "UserInfo", id: row.id, role: row.role } } });
    }),
    graphql.mutation("ResendVerification", ({ variables }) => {
      const id = (variables as { input: { userId: string } }).input.userId;
      calls.resends.push(id);
      const row = rows.find((r) => r.id === id)!;
      const data = row.verified
        ? { __typename: "EmailAlreadyVerifiedError", errorCode: "EMAIL_ALREADY_VERIFIED", message: "The email address is already verified" }
        : { __typename: "ResendVerificationSuccess", sent: true };
      return HttpResponse.json({ data: { resendVerification: data } });
    }),
    graphql.query("AdminUserDetails", ({ variables }) => {
      const id = (variables as { id: string }).id;
      calls.details.push(id);
      const row = rows.find((r) => r.id === id);
      if (!row) return HttpResponse.json({ data: { user: null } });
      return HttpResponse.json({
        data: {
          user: {
            ...row,
            __typename: "UserInfoFull",
            locale: "it",
            loginMethod: "password",
            marketingConsent: true,
            customerId: null,
            referrer: "partner-7",
            googleLinked: false,
            lastLoginAt: "2026-03-02T10:00:00.000Z",
            loginCount: 4,
            seller: null,
          },
        },
      });
    }),
  ];
}

export const emptyAdminCalls = (): AdminCalls => ({ users: [], blocks: [], resends: [], details: [], roles: [] });

type AccountSettings = AccountQuery["account"];

/** The settings of the signed-in user as `Account` answers them. */
export function accountSettings(me: MeUser, over: Partial<AccountSettings> = {}): AccountSettings & { __typename: "Account" } {
  return {
    __typename: "Account",
    id: me.id,
    email: me.email,
    locale: me.locale,
    loginMethod: me.loginMethod,
    marketingConsent: false,
    emailVerified: true,
    hasPassword: true,
    googleLinked: false,
    lastLoginAt: "2026-03-02T10:00:00.000Z",
    createdAt: "2025-12-01T00:00:00.000Z",
    ...over,
  };
}

/**
 * `Account` and `UpdateAccount` over one in-memory account: the inputs sent are pushed to
 * `updates`; `refuse` answers an update as the server does when the newsletter provider
 * cannot be reached (HTTP 503, SERVICE_UNAVAILABLE), changing nothing.
 */
export function accountSettingsHandlers(account: AccountSettings, updates: Record<string, unknown>[], opts: { refuse?: () => boolean } = {}) {
  return [
    graphql.query("Account", () => HttpResponse.json({ data: { account: { __typename: "Account", ...account } } })),
    graphql.mutation("UpdateAccount", ({ variables }) => {
      const input = (variables as { input: Partial<AccountSettings> }).input;
      updates.push(input);
      if (opts.refuse?.()) {
        return HttpResponse.json(
          { data: null, errors: [{ message: "Something went wrong", extensions: { code: "SERVICE_UNAVAILABLE", retryAfterSeconds: 30 } }] },
          { status: 503 },
        );
      }
      Object.assign(account, input);
      const { id, locale, loginMethod, marketingConsent } = account;
      return HttpResponse.json({ data: { updateAccount: { __typename: "Account", id, locale, loginMethod, marketingConsent } } });
    }),
  ];
}
