/**
 * A dedicated connection that LISTENs on one channel, for the notifications the database's
 * triggers send (catalogue changes, products back in stock). Reconnects with backoff (0.5 s
 * doubling, at most 5 s apart, so it is back within seconds of the database); because
 * notifications sent while it was disconnected are lost, a reconnect calls `onReconnect`
 * (the caller treats it as "everything may have changed").
 */
import { Client } from "pg";

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  /** Names the log lines, and the connection (`keymarket-<name>`) unless `applicationName` does. */
  name: string;
  applicationName?: string;
  onPayload(payload: string | undefined): void;
  onReconnect(): void;
  log(message: string): void;
}

export async function listenToChannel(url: string, opts: ListenOptions): Promise<ChannelListener> {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt: number): Promise<void> => {
    // A connection attempt to a database that does not answer fails (and is retried) instead of hanging.
    const c = new Client({
      connectionString: url,
      application_name: opts.applicationName ?? `keymarket-${opts.name}`,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    c.on("notification", (n) => {
      if (n.channel === opts.channel) opts.onPayload(n.payload);
    });
    c.on("error", (e) => {
      opts.log(`${opts.name} listener: ${e.message}; reconnecting`);
      c.end().catch(() => undefined);
      if (client === c) client = null;
      schedule(1);
    });
    await c.connect();
    await c.query(`LISTEN ${opts.channel}`);
    if (closed) {
      await c.end();
      return;
    }
    client = c;
    if (attempt > 0) opts.onReconnect();
  };
  const schedule = (attempt: number) => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect(attempt).catch((e: Error) => {
          opts.log(`${opts.name} listener: ${e.message}`);
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
