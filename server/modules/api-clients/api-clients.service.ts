/**
 * Integrator API clients, for admins: created (the token shown once, its SHA-256 kept), listed,
 * their budget changed, revoked. Every write is in the audit log. Only through a signed-in
 * admin session: `apiClients` is in no token's scope, so a client cannot mint or change clients.
 */
import { Role } from "../../common/enums.js";
import { API_CLIENT_BUDGET, ApiClient, newApiClientToken, ownerScope } from "../../core/auth/index.js";
import { InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { isUuid } from "../../core/validation/index.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import { recordAudit } from "../audit/audit.js";
import { ApiClientScope, ApiClientView, type CreateApiClientInput, CreateApiClientSuccess } from "./api-clients.types.js";

/** Clients listed at most (active first, then revoked; newest first). */
const LIST_LIMIT = 200;

interface Row {
  id: string;
  name: string;
  scope: ApiClientScope;
  seller_id: number | null;
  seller_name: string | null;
  prefix: string;
  budget_per_minute: number;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const SELECT = `SELECT c.id, c.name, c.scope, c.seller_id, sp.name AS seller_name, c.prefix, c.budget_per_minute, c.created_at, c.last_used_at, c.revoked_at
  FROM api_clients c LEFT JOIN seller_profiles sp ON sp.id = c.seller_id`;

const toView = (r: Row): ApiClientView =>
  Object.assign(new ApiClientView(), {
    id: r.id,
    name: r.name,
    scope: r.scope,
    sellerId: r.seller_id,
    sellerName: r.seller_name,
    prefix: r.prefix,
    budgetPerMinute: r.budget_per_minute,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
  });

/** What the audit log keeps of a client (never its token or hash). */
const audited = (v: ApiClientView) => ({ name: v.name, scope: v.scope, sellerId: v.sellerId, prefix: v.prefix, budgetPerMinute: v.budgetPerMinute });

export class ApiClientsService {
  private async view(ctx: RequestContext, id: string): Promise<ApiClientView | null> {
    const rows: Row[] = await ctx.manager.query(`${SELECT} WHERE c.id = $1`, [id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  /** Every client, active ones first, newest first. */
  async list(ctx: RequestContext): Promise<ApiClientView[]> {
    ownerScope(ctx, "apiClients:info", "customer");
    const rows: Row[] = await ctx.manager.query(`${SELECT} ORDER BY c.revoked_at IS NOT NULL, c.created_at DESC, c.id LIMIT $1`, [LIST_LIMIT]);
    return rows.map(toView);
  }

  /** Creates a client; the answer carries its token, which is never readable again. */
  async create(ctx: RequestContext, input: CreateApiClientInput): Promise<CreateApiClientSuccess> {
    ownerScope(ctx, "apiClients:add", "customer");
    const scope = input.scope;
    if (scope === ApiClientScope.seller && input.sellerId == null) throw new InvalidInputError("sellerId is required with the seller scope");
    if (scope !== ApiClientScope.seller && input.sellerId != null) throw new InvalidInputError("sellerId is only for the seller scope");
    const { token, prefix, hash } = newApiClientToken();
    return withTransaction(ctx, async (tx) => {
      let userId: string | null = null;
      if (scope === ApiClientScope.seller) {
        const [seller]: { user_id: string; role: Role }[] = await tx.manager.query(
          `SELECT sp.user_id, u.role FROM seller_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.id = $1 AND u.deleted_at IS NULL`,
          [input.sellerId],
        );
        if (!seller || seller.role !== Role.seller) throw new NotFoundError("Seller");
        userId = seller.user_id;
      } else if (scope === ApiClientScope.admin) {
        userId = ctx.user!.id;
      }
      const repo = tx.manager.getRepository(ApiClient);
      const row = await repo.save(
        repo.create({
          name: input.name.trim(),
          scope,
          sellerId: scope === ApiClientScope.seller ? input.sellerId! : null,
          userId,
          createdBy: ctx.user!.id,
          prefix,
          tokenHash: hash,
          budgetPerMinute: input.budgetPerMinute ?? API_CLIENT_BUDGET.default,
        }),
      );
      const view = (await this.view(tx, row.id))!;
      await recordAudit(tx, {
        action: "api_client.create",
        targetType: "api_client",
        targetId: row.id,
        summary: `Created API client ${view.name} (${view.scope}, ${view.prefix}…)`,
        after: audited(view),
      });
      return Object.assign(new CreateApiClientSuccess(), { token, apiClient: view });
    });
  }

  /** Changes a client's per-minute budget (from the next request on, in every process). */
  async updateBudget(ctx: RequestContext, id: string, budgetPerMinute: number): Promise<ApiClientView> {
    ownerScope(ctx, "apiClients:edit", "customer");
    if (!isUuid(id)) throw new NotFoundError("API client");
    return withTransaction(ctx, async (tx) => {
      const before = await this.lockedView(tx, id);
      await tx.manager.query(`UPDATE api_clients SET budget_per_minute = $2 WHERE id = $1`, [id, budgetPerMinute]);
      const after = (await this.view(tx, id))!;
      await recordAudit(tx, {
        action: "api_client.budget",
        targetType: "api_client",
        targetId: id,
        summary: `Changed the budget of API client ${after.name} from ${before.budgetPerMinute} to ${after.budgetPerMinute} a minute`,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }

  /** Revokes a client: refused (401) from the next request on. Revoking a revoked one is NOT_FOUND. */
  async revoke(ctx: RequestContext, id: string): Promise<ApiClientView> {
    ownerScope(ctx, "apiClients:delete", "customer");
    if (!isUuid(id)) throw new NotFoundError("API client");
    return withTransaction(ctx, async (tx) => {
      const before = await this.lockedView(tx, id);
      if (before.revokedAt) throw new NotFoundError("API client");
      await tx.manager.query(`UPDATE api_clients SET revoked_at = now() WHERE id = $1`, [id]);
      const after = (await this.view(tx, id))!;
      await recordAudit(tx, {
        action: "api_client.revoke",
        targetType: "api_client",
        targetId: id,
        summary: `Revoked API client ${after.name} (${after.prefix}…)`,
        before: audited(before),
        after: null,
      });
      return after;
    });
  }

  private async lockedView(tx: RequestContext, id: string): Promise<ApiClientView> {
    const [locked] = await tx.manager.query(`SELECT id FROM api_clients WHERE id = $1 FOR UPDATE`, [id]);
    const view = locked ? await this.view(tx, id) : null;
    if (!view) throw new NotFoundError("API client");
    return view;
  }
}
