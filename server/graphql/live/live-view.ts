/**
 * A subscription's event stream: the current state first (so nothing that changed between
 * the page's query and the subscription is missed), then the state again each time one of
 * its topics is notified (./hub.ts). Each read uses fresh DataLoaders (a loader caches for
 * the life of its context, and a subscription's context lives as long as the subscription).
 * Before each update the connection's credentials are checked again: a session that ended or
 * a token revoked meanwhile ends the subscription with UNAUTHENTICATED. An update that cannot be
 * read because the database is down is read again every few seconds until it is back (the
 * subscription stays open; its LISTEN connection also wakes it when it reconnects).
 */
import type { RequestContext } from "../context.js";
import { createLoaders } from "../loaders.js";
import { isDatabaseUnavailable, UnauthenticatedError } from "../../core/errors/index.js";

/** Pause before reading a subscription's state again when the database could not be reached. */
export const LIVE_RETRY_MS = 3000;

/** The context with new loaders: what the next update reads and resolves with. */
export function refreshLoaders(ctx: RequestContext): RequestContext {
  ctx.loaders = createLoaders(() => ctx.dataSource.manager);
  return ctx;
}

/**
 * Subscribes to `topics`, reads the first state (its errors, NOT_FOUND for another's order,
 * answer the subscription) and returns the stream. `read` answering null ends the stream (the
 * product was withdrawn, say).
 */
export async function liveView<T>(
  ctx: RequestContext,
  topics: readonly string[],
  read: (ctx: RequestContext) => Promise<T | null>,
): Promise<AsyncIterableIterator<T>> {
  const signal = ctx.services.live.subscribe(topics);
  let first: T | null;
  try {
    first = await read(ctx);
  } catch (e) {
    await signal.return();
    throw e;
  }
  let ended = false;
  /** The state again; while the database cannot be reached, tried again every few seconds instead of ending the subscription. */
  const readAgain = async (): Promise<T | null | undefined> => {
    for (;;) {
      try {
        if (ctx.stillAuthenticated && !(await ctx.stillAuthenticated())) throw new UnauthenticatedError();
        return await read(refreshLoaders(ctx));
      } catch (e) {
        if (!isDatabaseUnavailable(e)) throw e;
        await new Promise((r) => setTimeout(r, LIVE_RETRY_MS));
        if (ended) return undefined;
      }
    }
  };
  async function* updates(): AsyncGenerator<T> {
    if (first === null) return;
    yield first;
    for await (const _ of signal) {
      const next = await readAgain();
      if (next === null || next === undefined) return;
      yield next;
    }
  }
  const stream = updates();
  // Ending the stream before its first read (the client unsubscribes at once) must release the
  // signal too: a generator that never started skips its own cleanup.
  const iterator: AsyncIterableIterator<T> = {
    next: () => stream.next(),
    return: async (value?: unknown) => {
      ended = true;
      await signal.return();
      return stream.return(value as T);
    },
    throw: async (e?: unknown) => {
      ended = true;
      await signal.return();
      return stream.throw(e);
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
