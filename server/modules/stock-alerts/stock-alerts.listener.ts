/**
 * Listens for `km_stock_back`, which the products trigger of migration StockAlerts sends when
 * products with waiting alerts go from no stock to some (whatever caused it: an upload, a
 * reservation running out, an offer switched on, an edit by hand), with their ids joined by
 * spaces ("*" when too many for one NOTIFY). Each one asks the delivery job to run for those
 * products. A reconnect (server/db/listen.ts) counts as "every product", since notifications sent
 * while disconnected are lost. The delivery job's
 * periodic sweep covers what a process that was down missed.
 */
import { type ChannelListener, listenToChannel } from "../../db/listen.js";

export const STOCK_BACK_CHANNEL = "km_stock_back";

export type RestockListener = ChannelListener;

/** Product ids of a notification, or "all" for "*" (or anything unreadable). */
export function parseRestock(payload: string): number[] | "all" {
  const ids = payload.split(" ").map(Number);
  return payload === "*" || !ids.length || ids.some((n) => !Number.isSafeInteger(n) || n <= 0) ? "all" : ids;
}

export function listenForRestocks(url: string, onRestock: (products: number[] | "all") => void, log: (message: string) => void): Promise<RestockListener> {
  return listenToChannel(url, {
    channel: STOCK_BACK_CHANNEL,
    name: "restocks",
    onPayload: (payload) => onRestock(parseRestock(payload ?? "*")),
    onReconnect: () => onRestock("all"),
    log,
  });
}
