/** Integrator API clients over GraphQL (admins, signed in). Thin: check the permission, call one service method. */
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { argRule } from "../../core/validation/index.js";
import { API_CLIENT_BUDGET } from "../../core/auth/api-clients.js";
import { ApiClientView, CreateApiClientInput, CreateApiClientSuccess, apiClientBudget } from "./api-clients.types.js";

@Resolver()
export class ApiClientsResolver {
  @Authorized("apiClients:info")
  @Query(() => [ApiClientView], { description: "Integrator API clients, active ones first, newest first (never their tokens). Admins." })
  apiClients(@Ctx() ctx: RequestContext): Promise<ApiClientView[]> {
    return ctx.services.apiClients.list(ctx);
  }

  @Authorized("apiClients:add")
  @Mutation(() => CreateApiClientSuccess, {
    description: "Creates an integrator API client; its token is in this answer only. Admins, signed in (not with a token).",
  })
  createApiClient(
    @Arg("input", () => CreateApiClientInput, { description: "Name, scope, seller (seller scope) and budget." }) input: CreateApiClientInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateApiClientSuccess> {
    return ctx.services.apiClients.create(ctx, input);
  }

  @Authorized("apiClients:edit")
  @Mutation(() => ApiClientView, { description: "Changes an API client's per-minute cost budget. Admins, signed in (not with a token)." })
  updateApiClientBudget(
    @Arg("id", () => ID, { description: "The client." }) id: string,
    @Arg("budgetPerMinute", () => Int, {
      description: `Query-cost units per minute (${API_CLIENT_BUDGET.min}–${API_CLIENT_BUDGET.max}).`,
      validateFn: argRule("budgetPerMinute", apiClientBudget),
    })
    budgetPerMinute: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ApiClientView> {
    return ctx.services.apiClients.updateBudget(ctx, id, budgetPerMinute);
  }

  @Authorized("apiClients:delete")
  @Mutation(() => ApiClientView, { description: "Revokes an API client: refused (401) from the next request on. Admins, signed in (not with a token)." })
  revokeApiClient(@Arg("id", () => ID, { description: "The client." }) id: string, @Ctx() ctx: RequestContext): Promise<ApiClientView> {
    return ctx.services.apiClients.revoke(ctx, id);
  }
}
