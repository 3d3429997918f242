/**
 * The seller API's own management over GraphQL: API tokens (a signed-in seller only: tokens are
 * not in any token's scope) and webhooks (also with a token, for integrators that set up their
 * endpoints themselves). Thin: check the permission, call one service method.
 */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import {
  ApiTokenView,
  CreateApiTokenInput,
  CreateApiTokenResult,
  CreateWebhookEndpointInput,
  CreateWebhookEndpointResult,
  UpdateWebhookEndpointInput,
  WebhookDeliveriesArgs,
  WebhookDeliveryDetailView,
  WebhookDeliveryListView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from "./seller-api.types.js";

@Resolver()
export class SellerApiResolver {
  @Authorized("tokens:info")
  @Query(() => [ApiTokenView], {
    description: "Your API tokens that are not revoked (active and expired), newest first. Sellers, signed in (not with a token).",
  })
  apiTokens(@Ctx() ctx: RequestContext): Promise<ApiTokenView[]> {
    return ctx.services.apiTokens.list(ctx);
  }

  @Authorized("tokens:add")
  @Mutation(() => CreateApiTokenResult, {
    description:
      "Creates an API token for your shop; its value is in this answer only. LIMIT_REACHED at the active tokens' limit. Sellers, signed in (not with a token).",
  })
  createApiToken(
    @Arg("input", () => CreateApiTokenInput, { description: "Name and optional expiry." }) input: CreateApiTokenInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.apiTokens.create(ctx, input);
  }

  @Authorized("tokens:delete")
  @Mutation(() => ApiTokenView, {
    description: "Revokes one of your API tokens: refused (401) from the next request on. Sellers, signed in (not with a token).",
  })
  revokeApiToken(@Arg("id", () => ID, { description: "The token." }) id: string, @Ctx() ctx: RequestContext): Promise<ApiTokenView> {
    return ctx.services.apiTokens.revoke(ctx, id);
  }

  @Authorized("webhooks:info")
  @Query(() => [WebhookEndpointView], { description: "Your webhook endpoints, oldest first. Sellers (and their API tokens)." })
  webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpointView[]> {
    return ctx.services.webhooks.endpoints(ctx);
  }

  @Authorized("webhooks:add")
  @Mutation(() => CreateWebhookEndpointResult, {
    description: "Registers a webhook endpoint with its events; the answer carries its signing secret. Sellers (and their API tokens).",
  })
  createWebhookEndpoint(
    @Arg("input", () => CreateWebhookEndpointInput, { description: "URL, events and an optional note." }) input: CreateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.webhooks.createEndpoint(ctx, input);
  }

  @Authorized("webhooks:edit")
  @Mutation(() => WebhookEndpointView, { description: "Changes one of your webhook endpoints (only the fields given). Sellers (and their API tokens)." })
  updateWebhookEndpoint(
    @Arg("input", () => UpdateWebhookEndpointInput, { description: "The endpoint and its changes." }) input: UpdateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpointView> {
    return ctx.services.webhooks.updateEndpoint(ctx, input);
  }

  @Authorized("webhooks:delete")
  @Mutation(() => Boolean, { description: "Removes one of your webhook endpoints and its delivery log. Sellers (and their API tokens)." })
  deleteWebhookEndpoint(@Arg("id", () => ID, { description: "The endpoint." }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.webhooks.deleteEndpoint(ctx, id);
  }

  @Authorized("webhooks:info")
  @Mutation(() => String, { description: "Shows the signing secret of one of your webhook endpoints. Sellers (and their API tokens)." })
  revealWebhookSecret(@Arg("id", () => ID, { description: "The endpoint." }) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.webhooks.revealSecret(ctx, id);
  }

  @Authorized("webhooks:edit")
  @Mutation(() => String, {
    description:
      "Replaces the signing secret of one of your webhook endpoints and returns the new one (the old one stops at once). Sellers (and their API tokens).",
  })
  rotateWebhookSecret(@Arg("id", () => ID, { description: "The endpoint." }) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.webhooks.rotateSecret(ctx, id);
  }

  @Authorized("webhooks:edit")
  @Mutation(() => WebhookDeliveryView, {
    description:
      "Sends a test event (webhook.test) to one of your endpoints now, whatever its events; logged like any delivery. Sellers (and their API tokens).",
  })
  sendTestWebhook(@Arg("id", () => ID, { description: "The endpoint." }) id: string, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryView> {
    return ctx.services.webhooks.sendTest(ctx, id);
  }

  @Authorized("webhooks:info")
  @Query(() => WebhookDeliveryListView, { description: "Your webhook deliveries, newest first, with their latest attempt. Sellers (and their API tokens)." })
  webhookDeliveries(@Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryListView> {
    return ctx.services.webhooks.deliveries(ctx, args);
  }

  @Authorized("webhooks:info")
  @Query(() => WebhookDeliveryDetailView, {
    description: "One of your webhook deliveries with every attempt; another seller's is NOT_FOUND. Sellers (and their API tokens).",
  })
  webhookDelivery(@Arg("id", () => ID, { description: "The delivery." }) id: string, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryDetailView> {
    return ctx.services.webhooks.delivery(ctx, id);
  }

  @Authorized("webhooks:edit")
  @Mutation(() => WebhookDeliveryView, {
    description: "Sends one of your deliveries again (same event id and body) as a new delivery. Sellers (and their API tokens).",
  })
  replayWebhookDelivery(
    @Arg("id", () => ID, { description: "The delivery to send again." }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookDeliveryView> {
    return ctx.services.webhooks.replay(ctx, id);
  }
}
