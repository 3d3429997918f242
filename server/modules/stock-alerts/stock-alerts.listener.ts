/**
 * Listens for `km_stock_back`, which the products trigger of migration StockAlerts sends when
 * products with waiting alerts go from no stock to some (whatever caused it: an upload, a
 * reservation running out, an offer switched on, an edit by hand), with their ids joined by
 * spaces ("*" when too many for one NOTIFY). Each one asks the delivery job to run for those
 * products. Reconnects with backoff (0.5 s doubling, at most 5 s apart); a reconnect counts as
 * "every product", since notifications sent while disconnected are lost. The delivery job's
 * periodic sweep covers what a process that was down missed.
 */
import { Client } from "pg";

export const STOCK_BACK_CHANNEL = "km_stock_back";

export interface RestockListener {
  close(): Promise<void>;
}

/** Product ids of a notification, or "all" for "*" (or anything unreadable). */
export function parseRestock(payload: string): number[] | "all" {
  const ids = payload.split(" ").map(Number);
  return payload === "*" || !ids.length || ids.some((n) => !Number.isSafeInteger(n) || n <= 0) ? "all" : ids;
}

export async function listenForRestocks(
  url: string,
  onRestock: (products: number[] | "all") => void,
  log: (message: string) => void,
): Promise<RestockListener> {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt: number): Promise<void> => {
    const c = new Client({ connectionString: url, application_name: "keymarket-restocks", connectionTimeoutMillis: 5000, keepAlive: true });
    c.on("notification", (n) => {
      if (n.channel === STOCK_BACK_CHANNEL) onRestock(parseRestock(n.payload ?? "*"));
    });
    c.on("error", (e) => {
      log(`restock listener: ${e.message}; reconnecting`);
      c.end().catch(() => undefined);
      if (client === c) client = null;
      schedule(1);
    });
    await c.connect();
    await c.query(`LISTEN ${STOCK_BACK_CHANNEL}`);
    if (closed) {
      await c.end();
      return;
    }
    client = c;
    if (attempt > 0) onRestock("all");
  };
  const schedule = (attempt: number) => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect(attempt).catch((e: Error) => {
          log(`restock listener: ${e.message}`);
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
