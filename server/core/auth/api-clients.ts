/**
 * Integrator API clients on the authentication side: their token format (`kmc_`, told apart from
 * a seller's `kmk_` token and from sessions), the lookup of the client a request carries, and
 * its per-minute query-cost budget. Creating, listing and revoking them is the api-clients
 * module's (admins only).
 *
 * The budget lives in Postgres (rate-limiter-flexible's RateLimiterPostgres over the app's pool,
 * table `rate_limits`): one upsert per request, so every server process on the database charges
 * the same counter. A fixed window of 60 seconds from a client's first request in it.
 */
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Pool } from "pg";
import type { DataSource } from "typeorm";
import { Role } from "../../common/enums.js";
import type { AuthUser } from "../../graphql/context.js";
import type { TokenScope } from "./permissions.js";
import { hashToken, randomToken } from "./tokens.js";

/** What every API client token starts with. */
export const API_CLIENT_PREFIX = "kmc_";
/** Characters of a token kept to recognise it (`kmc_` and 8 more). */
export const API_CLIENT_SHOWN_CHARS = API_CLIENT_PREFIX.length + 8;
/** Per-minute budget bounds and default (query-cost units; one query costs at most 25,000). */
export const API_CLIENT_BUDGET = { min: 100, max: 1_000_000, default: 50_000 } as const;
/** The budget's window. */
export const API_CLIENT_WINDOW_SECONDS = 60;
/** last_used_at is written at most this often per client. */
const TOUCH_EVERY_MS = 60_000;

export function newApiClientToken(): { token: string; prefix: string; hash: Buffer } {
  const token = `${API_CLIENT_PREFIX}${randomToken()}`;
  return { token, prefix: token.slice(0, API_CLIENT_SHOWN_CHARS), hash: hashToken(token) };
}

/** Whether a Bearer credential is meant as an API client token (then it is a client or a 401). */
export const isApiClientToken = (bearer: string): boolean => bearer.startsWith(API_CLIENT_PREFIX);

export interface AuthenticatedApiClient {
  clientId: string;
  scope: TokenScope;
  budget: number;
  /** The user the client acts as; null for `catalog` (anonymous). */
  user: AuthUser | null;
}

interface ClientRow {
  id: string;
  scope: TokenScope;
  budget_per_minute: number;
  last_used_at: Date | null;
  seller_id: number | null;
  user_id: string | null;
  email: string | null;
  role: Role | null;
  usable: boolean;
  own_seller_id: number | null;
}

/**
 * The live client a Bearer `kmc_` token stands for, or null: unknown, revoked, or the user it
 * acts as is blocked, deleted or no longer in the scope's role. Records the use (once a minute).
 */
export async function authenticateApiClient(dataSource: DataSource, token: string): Promise<AuthenticatedApiClient | null> {
  if (!isApiClientToken(token) || token.length > 200) return null;
  const rows: ClientRow[] = await dataSource.query(
    `SELECT c.id, c.scope, c.budget_per_minute, c.last_used_at, c.seller_id, u.id AS user_id, u.email, u.role,
            (u.id IS NOT NULL AND NOT u.blocked AND u.deleted_at IS NULL) AS usable,
            (SELECT sp.id FROM seller_profiles sp WHERE sp.user_id = u.id LIMIT 1) AS own_seller_id
       FROM api_clients c
       LEFT JOIN users u ON u.id = c.user_id
      WHERE c.token_hash = $1 AND c.revoked_at IS NULL`,
    [hashToken(token)],
  );
  const r = rows[0];
  if (!r) return null;
  let user: AuthUser | null = null;
  if (r.scope === "seller") {
    if (!r.usable || r.role !== Role.seller || r.own_seller_id == null || r.own_seller_id !== r.seller_id) return null;
    user = { id: r.user_id!, email: r.email!, role: Role.seller, sellerId: r.seller_id };
  } else if (r.scope === "admin") {
    if (!r.usable || r.role !== Role.admin) return null;
    user = { id: r.user_id!, email: r.email!, role: Role.admin, sellerId: r.own_seller_id };
  }
  if (!r.last_used_at || Date.now() - new Date(r.last_used_at).getTime() > TOUCH_EVERY_MS) {
    await dataSource.query(
      `UPDATE api_clients SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [r.id],
    );
  }
  return { clientId: r.id, scope: r.scope, budget: r.budget_per_minute, user };
}

/** What one request spent of its client's budget (the `cost` extension and the RateLimit headers). */
export interface BudgetCharge {
  /** The request's computed cost. */
  requested: number;
  budget: number;
  /** Units left in the window after this request. */
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
  /** Whether the request may run (false: over budget, answered 429). */
  allowed: boolean;
}

/** The per-minute cost budgets of API clients, shared by every process through Postgres. */
export class ApiClientBudgets {
  /** One limiter per budget size (the counter is per client; the limit is the limiter's). */
  private readonly limiters = new Map<number, RateLimiterPostgres>();

  constructor(private readonly pool: Pool) {}

  private limiter(points: number): RateLimiterPostgres {
    let l = this.limiters.get(points);
    if (!l) {
      l = new RateLimiterPostgres({
        storeClient: this.pool,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        keyPrefix: "api_client_cost",
        points,
        duration: API_CLIENT_WINDOW_SECONDS,
      });
      this.limiters.set(points, l);
    }
    return l;
  }

  /** Where a client's window stands, without charging it (answers that ran nothing). */
  async peek(clientId: string, budget: number): Promise<BudgetCharge> {
    const res = await this.limiter(budget).get(clientId);
    const consumed = res?.consumedPoints ?? 0;
    const resetSeconds = res ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : API_CLIENT_WINDOW_SECONDS;
    return { requested: 0, budget, remaining: Math.max(0, budget - consumed), resetSeconds, allowed: consumed <= budget };
  }

  /**
   * Charges `cost` to the client's window (one atomic upsert). Over budget: the cost is given
   * back (the refused request spends nothing) and the answer says how long to wait.
   */
  async charge(clientId: string, budget: number, cost: number): Promise<BudgetCharge> {
    const requested = Math.max(1, Math.ceil(cost));
    const limiter = this.limiter(budget);
    const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
    try {
      const res = await limiter.consume(clientId, requested);
      return { requested, budget, remaining: res.remainingPoints, resetSeconds: seconds(res.msBeforeNext), allowed: true };
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const back = await limiter.reward(clientId, requested).catch(() => null);
      const consumed = back ? back.consumedPoints : e.consumedPoints - requested;
      return {
        requested,
        budget,
        remaining: Math.max(0, budget - consumed),
        resetSeconds: seconds(back?.msBeforeNext ?? e.msBeforeNext),
        allowed: false,
      };
    }
  }
}
