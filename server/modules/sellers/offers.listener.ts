/**
 * Listens for `km_reprice`, which the offers trigger of migration SellerOffers sends when a
 * competing change touches products with auto-priced offers, with their ids joined by spaces
 * ("*" when too many for one NOTIFY). Each one queues the repricing job for those products. A
 * reconnect (server/db/listen.ts) counts as "every product": notifications sent while
 * disconnected are lost; the job's periodic sweep covers what a process that was down missed.
 */
import { type ChannelListener, listenToChannel } from "../../db/listen.js";

export const REPRICE_CHANNEL = "km_reprice";

/** Product ids of a notification, or "all" for "*" (or anything unreadable). */
export function parseReprice(payload: string): number[] | "all" {
  const ids = payload.split(" ").map(Number);
  return payload === "*" || !ids.length || ids.some((n) => !Number.isSafeInteger(n) || n <= 0) ? "all" : ids;
}

export function listenForRepricing(url: string, onChange: (products: number[] | "all") => void, log: (message: string) => void): Promise<ChannelListener> {
  return listenToChannel(url, {
    channel: REPRICE_CHANNEL,
    name: "repricing",
    onPayload: (payload) => onChange(parseReprice(payload ?? "*")),
    onReconnect: () => onChange("all"),
    log,
  });
}
