/**
 * The per-minute query-cost budgets of integrator API clients (`Bearer kmc_…`), on both doors:
 *  - GraphQL: each operation's computed cost (graphql/complexity.ts) is charged to the client's
 *    budget before it runs; over budget it is refused with HTTP 429, `Retry-After` and the code
 *    TOO_MANY_REQUESTS. Every answer reports `extensions.cost { requested, budget, remaining,
 *    resetSeconds }` and the `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` headers;
 *  - REST (/api): each call costs 1 unit, with the same headers and 429.
 * Requests without a client token are untouched (no charge, no headers).
 */
import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestHandler, Response } from "express";
import { GraphQLError, type GraphQLSchema } from "graphql";
import type { RequestContext } from "../../graphql/context.js";
import type { CostHook } from "../../graphql/complexity.js";
import { DomainError, ErrorCode } from "../errors/index.js";
import type { BudgetCharge } from "./api-clients.js";
import { apiTokenRefusal } from "./api-token-guards.js";

/** Cost of one REST call made with an API client. */
export const REST_CALL_COST = 1;

const overBudgetMessage = (c: BudgetCharge) =>
  `This request costs ${c.requested} and the API client's budget has ${c.remaining} of ${c.budget} left this minute: try again in ${c.resetSeconds} s`;

/** The IETF draft's RateLimit headers of a charge. */
function rateLimitHeaders(c: BudgetCharge): [string, string][] {
  return [
    ["ratelimit-limit", String(c.budget)],
    ["ratelimit-remaining", String(c.remaining)],
    ["ratelimit-reset", String(c.resetSeconds)],
  ];
}

/** Charges a client's GraphQL operation once its cost is known (refused operations are not charged). */
export function apiClientCostHook(schema: GraphQLSchema): CostHook<RequestContext> {
  const refusal = apiTokenRefusal(schema);
  return async (rc, cost) => {
    const ctx = rc.contextValue;
    const client = ctx.apiClient;
    if (!client) return;
    // Refused by the token guard (running alongside): nothing to charge.
    if (refusal(ctx, rc.operation, rc.document)) return;
    const charge = await ctx.services.apiClientBudgets.charge(client.id, client.budget, cost);
    client.charge = charge;
    if (!charge.allowed) {
      throw new GraphQLError(overBudgetMessage(charge), {
        extensions: {
          code: ErrorCode.TOO_MANY_REQUESTS,
          retryAfterSeconds: charge.resetSeconds,
          http: { status: 429, headers: new Map([["retry-after", String(charge.resetSeconds)]]) },
        },
      });
    }
  };
}

/** Reports a client's charge on every GraphQL answer (nothing for other requests). */
export function apiClientReportPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const client = contextValue.apiClient;
          if (!client) return;
          // Not charged (a syntax error, a refusal): where the budget stands (unless the database
          // cannot say: the answer goes out without the report rather than failing).
          const charge = client.charge ?? (await contextValue.services.apiClientBudgets.peek(client.id, client.budget).catch(() => null));
          if (!charge) return;
          for (const [name, value] of rateLimitHeaders(charge)) response.http.headers.set(name, value);
          if (response.body.kind === "single") {
            const { requested, budget, remaining, resetSeconds } = charge;
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, cost: { requested, budget, remaining, resetSeconds } };
          }
        },
      };
    },
  };
}

function setHeaders(res: Response, c: BudgetCharge): void {
  for (const [name, value] of rateLimitHeaders(c)) res.setHeader(name, value);
}

/** REST: charges each call of an API client one unit; over budget → 429 with Retry-After. */
export const apiClientRestBudget: RequestHandler = async (req, res, next) => {
  const ctx = req.ctx;
  const client = ctx?.apiClient;
  if (!ctx || !client) return next();
  try {
    const charge = await ctx.services.apiClientBudgets.charge(client.id, client.budget, REST_CALL_COST);
    client.charge = charge;
    setHeaders(res, charge);
    next(charge.allowed ? undefined : new DomainError(ErrorCode.TOO_MANY_REQUESTS, overBudgetMessage(charge), charge.resetSeconds));
  } catch (e) {
    next(e);
  }
};
