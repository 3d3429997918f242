/** Labels and colours of sale statuses and payout states (message ids are literals: the build splits messages by them). */
import type { PayoutLineKind, PayoutState, SaleKeyStatus } from "../../../gql/graphql";
import type { MessageId } from "../../../i18n";

export const SALE_STATUS_LABELS: Record<SaleKeyStatus, MessageId> = {
  Delivered: "seller.sales.status.Delivered",
  Revealed: "seller.sales.status.Revealed",
  Refunded: "seller.sales.status.Refunded",
  NotDelivered: "seller.sales.status.NotDelivered",
  Changed: "seller.sales.status.Changed",
  Replaced: "seller.sales.status.Replaced",
};

export const SALE_STATUS_PALETTES: Record<SaleKeyStatus, string> = {
  Delivered: "blue",
  Revealed: "green",
  Refunded: "red",
  NotDelivered: "orange",
  Changed: "purple",
  Replaced: "purple",
};

export const PAYOUT_STATE_LABELS: Record<PayoutState, MessageId> = {
  Waiting: "seller.payouts.state.Waiting",
  Payed: "seller.payouts.state.Payed",
};

export const PAYOUT_STATE_PALETTES: Record<PayoutState, string> = { Waiting: "orange", Payed: "green" };

export const LINE_KIND_LABELS: Record<PayoutLineKind, MessageId> = {
  sale: "seller.payouts.kind.sale",
  reversal: "seller.payouts.kind.reversal",
};
