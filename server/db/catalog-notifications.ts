/**
 * Listens for the `km_catalog_changed` NOTIFY that the catalogue tables' triggers send on
 * every write, from any process, with the cache tags the write touches (migration
 * CatalogChangeTags; server/graphql/cache-tags.ts). A reconnect (./listen.ts) counts as a change
 * to everything: notifications sent while disconnected are lost.
 */
import { parseChange } from "../graphql/cache-tags.js";
import { type ChannelListener, listenToChannel } from "./listen.js";

export const CATALOG_CHANNEL = "km_catalog_changed";

export type ChangeListener = ChannelListener;

export function listenForCatalogChanges(url: string, onChange: (change: string[] | "all") => void, log: (message: string) => void): Promise<ChangeListener> {
  return listenToChannel(url, {
    channel: CATALOG_CHANNEL,
    name: "catalog",
    applicationName: "keymarket-listener",
    onPayload: (payload) => onChange(parseChange(payload ?? "")),
    onReconnect: () => onChange("all"),
    log,
  });
}
