/**
 * A seller's API tokens: created (the value shown once, the SHA-256 kept), listed, revoked. Only
 * through a signed-in session: the `tokens` permission is not in any token's scope, so a token
 * cannot mint or revoke tokens. At most API_TOKENS_MAX_PER_SELLER active tokens per seller,
 * counted under a per-seller advisory lock so two concurrent creations cannot both pass.
 */
import { ApiToken, newApiToken, ownerScope } from "../../core/auth/index.js";
import { NotFoundError } from "../../core/errors/index.js";
import { isUuid } from "../../core/validation/index.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import { ApiTokenView, type CreateApiTokenInput, CreateApiTokenSuccess, LimitReachedError } from "./seller-api.types.js";

/** Advisory lock class of "a seller's API tokens" (pg_advisory_xact_lock(class, seller id)). */
const TOKENS_LOCK = 7_251_010;
/** Tokens listed at most (active ones are capped; the rest are expired ones). */
const LIST_LIMIT = 50;

const toView = (t: ApiToken): ApiTokenView =>
  Object.assign(new ApiTokenView(), {
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    scope: t.scope,
    createdAt: t.createdAt,
    expiresAt: t.expiresAt,
    lastUsedAt: t.lastUsedAt,
    expired: t.expiresAt != null && t.expiresAt.getTime() <= Date.now(),
  });

export class ApiTokensService {
  constructor(private readonly maxPerSeller: number) {}

  /** Creates a token for the caller's shop; the answer carries its value, which is never readable again. */
  async create(ctx: RequestContext, input: CreateApiTokenInput): Promise<CreateApiTokenSuccess | LimitReachedError> {
    const scope = ownerScope(ctx, "tokens:add", "seller");
    if (scope.kind !== "seller") throw new NotFoundError("Seller");
    const { token, prefix, hash } = newApiToken();
    return withTransaction(ctx, async (tx) => {
      await tx.manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [TOKENS_LOCK, scope.sellerId]);
      const [{ n }] = await tx.manager.query(
        `SELECT count(*)::int AS n FROM api_tokens WHERE seller_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
        [scope.sellerId],
      );
      if (n >= this.maxPerSeller) return new LimitReachedError(this.maxPerSeller, "active API tokens");
      const repo = tx.manager.getRepository(ApiToken);
      const row = await repo.save(
        repo.create({
          sellerId: scope.sellerId,
          userId: ctx.user!.id,
          name: input.name.trim(),
          prefix,
          tokenHash: hash,
          scope: "seller",
          expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
        }),
      );
      return Object.assign(new CreateApiTokenSuccess(), { token, apiToken: toView(row) });
    });
  }

  /** The caller's tokens that are not revoked (active and expired), newest first. */
  async list(ctx: RequestContext): Promise<ApiTokenView[]> {
    const scope = ownerScope(ctx, "tokens:info", "seller");
    if (scope.kind !== "seller") return [];
    const rows = await ctx.manager
      .getRepository(ApiToken)
      .createQueryBuilder("t")
      .where("t.seller_id = :sellerId AND t.revoked_at IS NULL", { sellerId: scope.sellerId })
      .orderBy("t.created_at", "DESC")
      .limit(LIST_LIMIT)
      .getMany();
    return rows.map(toView);
  }

  /** Revokes one of the caller's tokens: refused (401) from the next request on. Another seller's id is NOT_FOUND. */
  async revoke(ctx: RequestContext, id: string): Promise<ApiTokenView> {
    const scope = ownerScope(ctx, "tokens:delete", "seller");
    if (scope.kind !== "seller" || !isUuid(id)) throw new NotFoundError("API token");
    const rows: ApiToken[] = await ctx.manager
      .getRepository(ApiToken)
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => "now()" })
      .where("id = :id AND seller_id = :sellerId AND revoked_at IS NULL", { id, sellerId: scope.sellerId })
      .returning("*")
      .execute()
      .then((r) => r.raw);
    if (!rows.length) throw new NotFoundError("API token");
    const row = await ctx.manager.getRepository(ApiToken).findOneByOrFail({ id });
    return toView(row);
  }
}
