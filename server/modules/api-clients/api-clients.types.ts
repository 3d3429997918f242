/**
 * GraphQL shapes of the integrator API clients admins manage: the list (never the token), a new
 * client (its token shown once), and the inputs with their bounds.
 */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { API_CLIENT_BUDGET } from "../../core/auth/api-clients.js";
import { Rule } from "../../core/validation/index.js";

export enum ApiClientScope {
  catalog = "catalog",
  seller = "seller",
  admin = "admin",
}
registerEnumType(ApiClientScope, {
  name: "ApiClientScope",
  description: "What an integrator API client may do.",
  valuesConfig: {
    catalog: { description: "Read the public catalogue only (products, categories, platforms …), anonymously." },
    seller: { description: "One seller's API scope, like that seller's own API token." },
    admin: { description: "The admin console's operations (not account ones, nor API clients), as the admin who created it." },
  },
});

export const apiClientBudget = z.number().int().min(API_CLIENT_BUDGET.min).max(API_CLIENT_BUDGET.max);

@ObjectType("ApiClient", { description: "An integrator API client, as the list shows it (its token is only shown when it is created)." })
export class ApiClientView {
  @Field(() => ID, { description: "Client id." })
  id: string;
  @Field(() => String, { description: "The admin's label for it." })
  name: string;
  @Field(() => ApiClientScope, { description: "What it may do." })
  scope: ApiClientScope;
  @Field(() => Int, { nullable: true, description: "The seller a `seller` client acts for." })
  sellerId: number | null;
  @Field(() => String, { nullable: true, description: "That seller's shop name." })
  sellerName: string | null;
  @Field(() => String, { description: "The token's first characters (`kmc_` and 8 more), to recognise it." })
  prefix: string;
  @Field(() => Int, { description: "Query-cost units it may spend per minute." })
  budgetPerMinute: number;
  @Field(() => Date, { description: "When it was created." })
  createdAt: Date;
  @Field(() => Date, { nullable: true, description: "Last request made with it (to the minute); null: never used." })
  lastUsedAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When it was revoked (refused from then on, 401); null: active." })
  revokedAt: Date | null;
}

@ObjectType("CreateApiClientSuccess", { description: "The new client. Its token is shown this once: store it now." })
export class CreateApiClientSuccess {
  @Field(() => String, { description: "The token (`kmc_…`), for `Authorization: Bearer`. It cannot be read again." })
  token: string;
  @Field(() => ApiClientView, { description: "The client as the list shows it." })
  apiClient: ApiClientView;
}

@InputType({ description: "A new integrator API client." })
export class CreateApiClientInput {
  @Field(() => String, { description: "Label (1–100 characters), e.g. the integrator's name." })
  @Rule(z.string().trim().min(1, "must not be empty").max(100))
  name: string;
  @Field(() => ApiClientScope, { description: "What it may do." })
  scope: ApiClientScope;
  @Field(() => Int, { nullable: true, description: "The seller it acts for: required with the `seller` scope, refused with the others." })
  @Rule(z.number().int().min(1).nullable())
  sellerId?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: `Query-cost units per minute (${API_CLIENT_BUDGET.min}–${API_CLIENT_BUDGET.max}); default ${API_CLIENT_BUDGET.default}.`,
  })
  @Rule(apiClientBudget.nullable())
  budgetPerMinute?: number | null;
}
