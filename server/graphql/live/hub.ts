/**
 * Live updates inside one process: subscribers wait on topics (`order:<id>`, `product:<id>`),
 * and the database's notifications (server.ts wires the LISTEN connections: every process
 * hears every write, whichever process or job made it) wake them.
 *
 * A subscriber holds one flag, not a queue: a burst of changes to an order wakes its
 * subscribers once, and they read the order's state as it is then. Memory stays bounded
 * whatever the write rate, and a slow WebSocket client only ever has the latest state waiting.
 * `publishAll` (a listener that reconnected and may have missed notifications) wakes everyone.
 */

import { type ChannelListener, listenToChannel } from "../../db/listen.js";

/** An order's topic: its status, payment, keys, refunds or timeline changed. */
export const orderTopic = (id: string) => `order:${id}`;
/** A product's topic: its prices, offers, or stock changed (catalogue tags p<id> and k<id>). */
export const productTopic = (id: string | number) => `product:${id}`;

/** The NOTIFY channel of order changes (migration OrderChangeNotify). */
export const ORDER_CHANNEL = "km_order_changed";

export interface LiveSignal extends AsyncIterableIterator<void> {
  /** Stops waiting: the subscriber leaves its topics (also what `for await … break` calls). */
  return(): Promise<IteratorResult<void>>;
}

interface Subscriber {
  pending: boolean;
  wake: ((r: IteratorResult<void>) => void) | null;
  done: boolean;
}

export class LiveHub {
  private readonly topics = new Map<string, Set<Subscriber>>();
  private subscribers = 0;

  /** Subscribers waiting now (the /metrics gauge; tests check that closed ones leave). */
  get size(): number {
    return this.subscribers;
  }

  /** Wakes the subscribers of these topics (each at most once until it reads). */
  publish(topics: Iterable<string>): void {
    for (const topic of topics) for (const s of this.topics.get(topic) ?? []) this.signal(s);
  }

  /** Wakes every subscriber: what changed is unknown. */
  publishAll(): void {
    for (const set of this.topics.values()) for (const s of set) this.signal(s);
  }

  /** A signal that fires (at most one pending at a time) whenever one of `topics` changes. */
  subscribe(topics: readonly string[]): LiveSignal {
    const s: Subscriber = { pending: false, wake: null, done: false };
    for (const topic of topics) {
      let set = this.topics.get(topic);
      if (!set) this.topics.set(topic, (set = new Set()));
      set.add(s);
    }
    this.subscribers++;
    const leave = () => {
      if (s.done) return;
      s.done = true;
      this.subscribers--;
      for (const topic of topics) {
        const set = this.topics.get(topic);
        set?.delete(s);
        if (set?.size === 0) this.topics.delete(topic);
      }
      s.wake?.({ value: undefined, done: true });
      s.wake = null;
    };
    const signal: LiveSignal = {
      next: () => {
        if (s.done) return Promise.resolve({ value: undefined, done: true });
        if (s.pending) {
          s.pending = false;
          return Promise.resolve({ value: undefined, done: false });
        }
        return new Promise((resolve) => {
          s.wake = resolve;
        });
      },
      return: () => {
        leave();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return signal;
      },
    };
    return signal;
  }

  private signal(s: Subscriber): void {
    if (s.wake) {
      const wake = s.wake;
      s.wake = null;
      wake({ value: undefined, done: false });
    } else {
      s.pending = true;
    }
  }
}

/** The product topics a catalogue change touches (server/db/catalog-notifications.ts's tags). */
export function productTopicsOf(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tags) if (/^[pk]\d+$/.test(t)) out.push(productTopic(t.slice(1)));
  return out;
}

/** Publishes a catalogue change to the product subscriptions it touches ("all": every subscription). */
export function publishCatalogChange(hub: LiveHub, change: string[] | "all"): void {
  if (change === "all" || change.includes("*")) hub.publishAll();
  else hub.publish(productTopicsOf(change));
}

/** Listens for order changes (every process, whoever wrote them) and wakes their subscriptions. */
export function listenForOrderChanges(url: string, hub: LiveHub, log: (message: string) => void): Promise<ChannelListener> {
  return listenToChannel(url, {
    channel: ORDER_CHANNEL,
    name: "orders",
    applicationName: "keymarket-live",
    onPayload: (payload) => {
      if (!payload || payload === "*") hub.publishAll();
      else hub.publish(payload.split(" ").map(orderTopic));
    },
    // Notifications sent while the connection was down are lost: every subscriber reads again.
    onReconnect: () => hub.publishAll(),
    log,
  });
}
