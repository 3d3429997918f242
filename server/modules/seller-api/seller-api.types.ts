/**
 * GraphQL shapes of the seller API's own management: API tokens (the value shown once), webhook
 * endpoints (the secret shown on creation and on request), the delivery log and its attempts.
 */
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";

/** The events a webhook endpoint can ask for; the values are the `type` of the payloads. */
export enum WebhookEventType {
  KEY_SOLD = "key.sold",
  KEY_REFUNDED = "key.refunded",
  PREORDER_WAITING = "preorder.waiting",
  /** Sent only by `sendTestWebhook`, whatever the endpoint's events; cannot be subscribed to. */
  TEST = "webhook.test",
}
registerEnumType(WebhookEventType, {
  name: "WebhookEventType",
  description: "Events sent to a seller's webhook endpoints (the payload's `type` is the value in brackets).",
  valuesConfig: {
    KEY_SOLD: { description: "Keys of one of your order lines were delivered to the buyer (key.sold)." },
    KEY_REFUNDED: { description: "Keys of one of your order lines were refunded (key.refunded)." },
    PREORDER_WAITING: { description: "A pre-order line of yours is paid and waits for keys (preorder.waiting)." },
    TEST: { description: "A test event you asked for with sendTestWebhook (webhook.test); not an event to subscribe to." },
  },
});

export enum WebhookDeliveryStatus {
  pending = "pending",
  sending = "sending",
  retrying = "retrying",
  succeeded = "succeeded",
  failed = "failed",
}
registerEnumType(WebhookDeliveryStatus, {
  name: "WebhookDeliveryStatus",
  description: "Where a webhook delivery stands.",
  valuesConfig: {
    pending: { description: "Queued, not tried yet." },
    sending: { description: "An attempt is under way." },
    retrying: { description: "An attempt failed; the next one comes after a growing delay." },
    succeeded: { description: "The endpoint answered 2xx." },
    failed: { description: "Every attempt failed; it can be replayed." },
  },
});

export const MAX_API_TOKEN_EXPIRY_DAYS = 3650;
export const MAX_WEBHOOK_DELIVERIES_TAKE = 100;

const tokenName = z.string().trim().min(1, "must not be empty").max(100);
const webhookUrl = z.string().trim().min(1, "must not be empty").max(2000);
/** The events an endpoint can subscribe to (not the test event). */
export const SUBSCRIBABLE_EVENTS = [WebhookEventType.KEY_SOLD, WebhookEventType.KEY_REFUNDED, WebhookEventType.PREORDER_WAITING] as const;
const webhookEvents = z
  .array(z.enum(WebhookEventType).refine((e) => e !== WebhookEventType.TEST, "TEST is sent with sendTestWebhook, not subscribed to"))
  .min(1, "must name at least one event")
  .max(SUBSCRIBABLE_EVENTS.length);
const description = z.string().trim().max(200);

@ObjectType("ApiToken", { description: "One of your API tokens, as the list shows it (its value is only shown when it is created)." })
export class ApiTokenView {
  @Field(() => ID, { description: "Token id (for revoking)." })
  id: string;
  @Field(() => String, { description: "Your label for it." })
  name: string;
  @Field(() => String, { description: "The token's first characters (`kmk_` and 8 more), to recognise it." })
  prefix: string;
  @Field(() => String, { description: "What it may do: `seller` (the seller console's operations, never account ones)." })
  scope: string;
  @Field(() => Date, { description: "When it was created." })
  createdAt: Date;
  @Field(() => Date, { nullable: true, description: "When it stops working; null: until revoked." })
  expiresAt: Date | null;
  @Field(() => Date, { nullable: true, description: "Last request made with it (to the minute); null: never used." })
  lastUsedAt: Date | null;
  @Field(() => Boolean, { description: "Past its expiry: refused (401)." })
  expired: boolean;
}

@ObjectType("CreateApiTokenSuccess", { description: "The new token. Its value is shown this once: store it now." })
export class CreateApiTokenSuccess {
  @Field(() => String, { description: "The token (`kmk_…`), for `Authorization: Bearer`. It cannot be read again." })
  token: string;
  @Field(() => ApiTokenView, { description: "The token as the list shows it." })
  apiToken: ApiTokenView;
}

@ObjectType("LimitReachedError", { implements: ErrorResult, description: "You already have as many as allowed: remove one first." })
export class LimitReachedError extends ErrorResult {
  @Field(() => Int, { description: "How many are allowed." })
  readonly limit: number;
  constructor(limit: number, what: string) {
    super(ErrorCode.LIMIT_REACHED, `You can have at most ${limit} ${what}: remove one first`);
    this.limit = limit;
  }
}

export const CreateApiTokenResult = resultUnion("CreateApiTokenResult", "A new API token, or why none was made.", CreateApiTokenSuccess, [LimitReachedError]);

@InputType({ description: "A new API token." })
export class CreateApiTokenInput {
  @Field(() => String, { description: "Your label for it (1–100 characters), e.g. the integration that uses it." })
  @Rule(tokenName)
  name: string;
  @Field(() => Int, { nullable: true, description: `Days until it expires (1–${MAX_API_TOKEN_EXPIRY_DAYS}); null: until revoked.` })
  @Rule(z.number().int().min(1).max(MAX_API_TOKEN_EXPIRY_DAYS).nullable())
  expiresInDays?: number | null;
}

@ObjectType("WebhookEndpoint", { description: "One of your webhook endpoints (its signing secret is never in a list)." })
export class WebhookEndpointView {
  @Field(() => ID, { description: "Endpoint id." })
  id: string;
  @Field(() => String, { description: "Where the events are POSTed." })
  url: string;
  @Field(() => String, { nullable: true, description: "Your note about it." })
  description: string | null;
  @Field(() => [WebhookEventType], { description: "The events sent to it." })
  events: WebhookEventType[];
  @Field(() => Boolean, { description: "Off: no events are sent to it." })
  enabled: boolean;
  @Field(() => Date, { description: "When it was registered." })
  createdAt: Date;
  @Field(() => Date, { description: "Last change." })
  updatedAt: Date;
}

@ObjectType("CreateWebhookEndpointSuccess", { description: "The new endpoint and its signing secret." })
export class CreateWebhookEndpointSuccess {
  @Field(() => WebhookEndpointView, { description: "The endpoint." })
  endpoint: WebhookEndpointView;
  @Field(() => String, { description: "The signing secret (`whsec_…`) that verifies `KeyMarket-Signature`; `revealWebhookSecret` shows it again." })
  secret: string;
}

export const CreateWebhookEndpointResult = resultUnion(
  "CreateWebhookEndpointResult",
  "A new webhook endpoint, or why none was made.",
  CreateWebhookEndpointSuccess,
  [LimitReachedError],
);

@InputType({ description: "A new webhook endpoint." })
export class CreateWebhookEndpointInput {
  @Field(() => String, { description: "An https URL (http only where the shop allows it, e.g. for local tests); no private addresses." })
  @Rule(webhookUrl)
  url: string;
  @Field(() => [WebhookEventType], { description: "The events to send to it (at least one)." })
  @Rule(webhookEvents)
  events: WebhookEventType[];
  @Field(() => String, { nullable: true, description: "Your note about it (up to 200 characters)." })
  @Rule(description.nullable())
  description?: string | null;
}

@InputType({ description: "Changes to one of your webhook endpoints (only the fields given)." })
export class UpdateWebhookEndpointInput {
  @Field(() => ID, { description: "The endpoint." })
  id: string;
  @Field(() => String, { nullable: true, description: "A new URL (same rules as on creation)." })
  @Rule(webhookUrl.nullable())
  url?: string | null;
  @Field(() => [WebhookEventType], { nullable: true, description: "The events to send to it (at least one)." })
  @Rule(webhookEvents.nullable())
  events?: WebhookEventType[] | null;
  @Field(() => String, { nullable: true, description: "Your note about it; an empty text removes it." })
  @Rule(description.nullable())
  description?: string | null;
  @Field(() => Boolean, { nullable: true, description: "On or off." })
  enabled?: boolean | null;
}

@ObjectType("WebhookAttempt", { description: "One HTTP attempt of a delivery." })
export class WebhookAttemptView {
  @Field(() => Int, { description: "1 for the first try." })
  attempt: number;
  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status; null without an answer." })
  statusCode: number | null;
  @Field(() => String, { nullable: true, description: "Why there was no answer (timeout, refused address, connection error)." })
  error: string | null;
  @Field(() => Int, { description: "How long it took, in milliseconds." })
  durationMs: number;
  @Field(() => String, { nullable: true, description: "The start of the answer's body (at most 2,000 characters)." })
  response: string | null;
  @Field(() => Date, { description: "When it was made." })
  createdAt: Date;
}

@ObjectType("WebhookDelivery", { description: "One event sent to one of your endpoints, with its latest attempt." })
export class WebhookDeliveryView {
  @Field(() => ID, { description: "Delivery id (the `KeyMarket-Delivery` header)." })
  id: string;
  @Field(() => ID, { description: "The endpoint." })
  endpointId: string;
  @Field(() => String, { description: "The endpoint's URL." })
  endpointUrl: string;
  @Field(() => ID, { description: "The event's id (the payload's `id`): the same in every attempt and replay." })
  eventId: string;
  @Field(() => WebhookEventType, { description: "The event." })
  eventType: WebhookEventType;
  @Field(() => WebhookDeliveryStatus, { description: "Where it stands." })
  status: WebhookDeliveryStatus;
  @Field(() => Int, { description: "Attempts so far." })
  attempts: number;
  @Field(() => Int, { nullable: true, description: "HTTP status of the latest attempt; null without an answer." })
  lastStatusCode: number | null;
  @Field(() => String, { nullable: true, description: "Why the latest attempt got no answer." })
  lastError: string | null;
  @Field(() => Int, { nullable: true, description: "Duration of the latest attempt, in milliseconds." })
  lastDurationMs: number | null;
  @Field(() => String, { nullable: true, description: "The start of the latest answer's body (at most 2,000 characters)." })
  lastResponse: string | null;
  @Field(() => Date, { nullable: true, description: "When the latest attempt was made." })
  lastAttemptAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When it succeeded or gave up." })
  completedAt: Date | null;
  @Field(() => ID, { nullable: true, description: "The delivery this one replays." })
  replayOf: string | null;
  @Field(() => String, { description: "The JSON body sent (signed as is)." })
  body: string;
  @Field(() => Date, { description: "When the event was queued for this endpoint." })
  createdAt: Date;
}

@ObjectType("WebhookDeliveryDetail", { description: "A delivery with every attempt." })
export class WebhookDeliveryDetailView extends WebhookDeliveryView {
  @Field(() => [WebhookAttemptView], { description: "Its attempts, first to last." })
  attemptLog: WebhookAttemptView[];
}

@ObjectType("WebhookDeliveryList", { description: "A page of deliveries." })
export class WebhookDeliveryListView {
  @Field(() => [WebhookDeliveryView], { description: "The deliveries of the page, newest first." })
  items: WebhookDeliveryView[];
  @Field(() => Int, { description: "Deliveries matching, over all pages." })
  totalItems: number;
}

@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => Int, { defaultValue: 0, description: "Deliveries to skip." })
  @Rule(rules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Deliveries to return, 1–${MAX_WEBHOOK_DELIVERIES_TAKE}.` })
  @Rule(z.number().int().min(1).max(MAX_WEBHOOK_DELIVERIES_TAKE))
  take: number;
  @Field(() => ID, { nullable: true, description: "Only this endpoint's." })
  endpointId?: string | null;
  @Field(() => WebhookDeliveryStatus, { nullable: true, description: "Only deliveries in this state." })
  status?: WebhookDeliveryStatus | null;
}
