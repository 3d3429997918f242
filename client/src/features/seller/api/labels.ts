/** Message ids (and colours) of the webhook events and delivery states. */
import type { WebhookDeliveryStatus, WebhookEventType } from "../../../gql/graphql";
import type { MessageId } from "../../../i18n";

export const EVENT_LABELS: Record<WebhookEventType, MessageId> = {
  KEY_SOLD: "seller.api.event.keySold",
  KEY_REFUNDED: "seller.api.event.keyRefunded",
  PREORDER_WAITING: "seller.api.event.preorderWaiting",
  TEST: "seller.api.event.test",
};

/** The events an endpoint can subscribe to, in the order the forms offer them (not the test event). */
export const EVENTS: readonly WebhookEventType[] = ["KEY_SOLD", "KEY_REFUNDED", "PREORDER_WAITING"];

/** The delivery states, in the order the filter offers them. */
export const STATUSES: readonly WebhookDeliveryStatus[] = ["pending", "sending", "retrying", "succeeded", "failed"];

export const STATUS_LABELS: Record<WebhookDeliveryStatus, MessageId> = {
  pending: "seller.api.log.status.pending",
  sending: "seller.api.log.status.sending",
  retrying: "seller.api.log.status.retrying",
  succeeded: "seller.api.log.status.succeeded",
  failed: "seller.api.log.status.failed",
};

export const STATUS_PALETTES: Record<WebhookDeliveryStatus, string> = {
  pending: "gray",
  sending: "gray",
  retrying: "orange",
  succeeded: "green",
  failed: "red",
};
