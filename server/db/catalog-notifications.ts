/**
 * Listens for the `km_catalog_changed` NOTIFY that the catalogue tables' triggers send on
 * every write, from any process, with the cache tags the write touches (migration
 * CatalogChangeTags; server/graphql/cache-tags.ts). Reconnects with backoff (0.5 s doubling,
 * at most 5 s apart, so it is back within seconds of the database); a reconnect counts as a
 * change to everything because notifications sent while disconnected are lost.
 */
import { Client } from "pg";
import { parseChange } from "../graphql/cache-tags.js";

export const CATALOG_CHANNEL = "km_catalog_changed";

export interface ChangeListener {
  close(): Promise<void>;
}

export async function listenForCatalogChanges(
  url: string,
  onChange: (change: string[] | "all") => void,
  log: (message: string) => void,
): Promise<ChangeListener> {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt: number): Promise<void> => {
    // A connection attempt to a database that does not answer fails (and is retried) instead of hanging.
    const c = new Client({ connectionString: url, application_name: "keymarket-listener", connectionTimeoutMillis: 5000, keepAlive: true });
    c.on("notification", (n) => {
      if (n.channel === CATALOG_CHANNEL) onChange(parseChange(n.payload ?? ""));
    });
    c.on("error", (e) => {
      log(`catalog listener: ${e.message}; reconnecting`);
      c.end().catch(() => undefined);
      if (client === c) client = null;
      schedule(1);
    });
    await c.connect();
    await c.query(`LISTEN ${CATALOG_CHANNEL}`);
    if (closed) {
      await c.end();
      return;
    }
    client = c;
    if (attempt > 0) onChange("all");
  };
  const schedule = (attempt: number) => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect(attempt).catch((e: Error) => {
          log(`catalog listener: ${e.message}`);
          schedule(attempt + 1);
        });
      },
      Math.min(5_000, 250 * 2 ** attempt),
    );
  };

  await connect(0);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
