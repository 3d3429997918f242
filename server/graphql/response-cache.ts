/**
 * Response cache for anonymous GraphQL reads. Whole responses are kept in memory with the
 * cache tags they were computed from (server/graphql/cache-tags.ts): a catalogue change
 * (Postgres NOTIFY from the tables' triggers, so a write by any process or by hand reaches
 * every process) drops only the responses whose tags it touches. A response computed while
 * a change to one of its tags arrived is not stored, and one stored is checked against the
 * tags' versions on every read, so it is never served after a change it may predate.
 * Requests asking for an answer that is being computed wait for it instead of computing it
 * again (a popular page just invalidated is asked by many at once).
 *
 * Apollo's responseCachePlugin keeps no tags; this plugin does what it did (anonymous
 * queries only, errors never stored, an `age` header on hits) with them.
 */
import { createHash } from "node:crypto";
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import type { RequestContext } from "./context.js";
import { DependencyRecorder, InvalidationClock, type Dependencies } from "./cache-tags.js";
import { stringBytes } from "../common/memory.js";

interface StoredResponse {
  data: Record<string, unknown>;
  deps: Dependencies;
  /** When it was computed (epoch ms), for the `age` header. */
  time: number;
}

export class CatalogResponseCache {
  /** Versions of the cache tags; the SSR page cache and the sitemap check their entries against it too. */
  readonly clock = new InvalidationClock();
  readonly store: InMemoryLRUCache<string>;
  /** Counters for tests and diagnostics. */
  readonly stats = { hits: 0, misses: 0, stores: 0 };

  /** @param maxBytes memory the kept responses and their keys may take (RESPONSE_CACHE_MB), counted in bytes. */
  constructor(maxBytes = 32 * 1024 * 1024) {
    this.store = new InMemoryLRUCache<string>({ maxSize: maxBytes, sizeCalculation: (v, key) => stringBytes(v) + stringBytes(key) + 100 });
  }

  /** Applies a catalogue change: the tags it touches, or everything. */
  invalidate(change: readonly string[] | "all" = "all"): void {
    this.clock.invalidate(change);
    if (change === "all") this.store.clear();
  }

  /** A recorder for one operation starting now. */
  recorder(): DependencyRecorder {
    return new DependencyRecorder(this.clock.now());
  }

  plugin(): ApolloServerPlugin<RequestContext> {
    const { store, clock, stats } = this;
    /** Responses being computed, by key: others asking the same meanwhile wait for them. */
    const computing = new Map<string, Promise<void>>();
    const current = async (key: string): Promise<StoredResponse | null> => {
      const raw = await store.get(key);
      const entry = raw === undefined ? null : (JSON.parse(raw) as StoredResponse);
      if (entry && clock.isCurrent(entry.deps)) return entry;
      if (entry) await store.delete(key);
      return null;
    };
    return {
      async requestDidStart() {
        let key: string | null = null;
        let hit: StoredResponse | null = null;
        let computed: (() => void) | undefined;
        return {
          async responseForOperation(rc) {
            // Anonymous queries only: signed-in answers are never read or stored.
            if (rc.operation?.operation !== "query" || rc.contextValue.user != null || !rc.contextValue.cacheDeps) return null;
            key = createHash("sha256")
              .update(JSON.stringify([rc.source, rc.operationName ?? null, rc.request.variables ?? {}]))
              .digest("hex");
            let entry = await current(key);
            const pending = entry ? undefined : computing.get(key);
            if (pending) {
              // The same answer is being computed (it was just dropped and many ask at once):
              // wait for it (a few seconds at most) and take it if no change touched it meanwhile.
              await Promise.race([pending, new Promise((r) => setTimeout(r, 5_000).unref())]);
              entry = await current(key);
            }
            if (!entry) {
              stats.misses++;
              const done = new Promise<void>((resolve) => (computed = resolve));
              computing.set(key, done);
              const k = key;
              void done.then(() => computing.get(k) === done && computing.delete(k));
              return null;
            }
            stats.hits++;
            hit = entry;
            // An SSR page made of this answer depends on what the answer depended on.
            rc.contextValue.cacheDeps.include(entry.deps);
            return { body: { kind: "single", singleResult: { data: entry.data } }, http: { status: undefined, headers: new HeaderMap() } };
          },
          async willSendResponse(rc) {
            try {
              if (key === null || rc.response.body.kind !== "single") return;
              if (hit) {
                rc.response.http.headers.set("age", String(Math.max(0, Math.round((Date.now() - hit.time) / 1000))));
                return;
              }
              const { data, errors } = rc.response.body.singleResult;
              const recorder = rc.contextValue.cacheDeps;
              if (errors || !data || !recorder) return;
              const now = Date.now();
              const deps = recorder.dependencies(now);
              // A change to one of its tags arrived while it was computed: it may predate it.
              if (!clock.isCurrent(deps, now)) return;
              const value: StoredResponse = { data, deps, time: now };
              // A resolver may ask for its answer not to be kept at all (max age 0: a guest's cart quote).
              const ttl = recorder.ttlSeconds(now);
              if (ttl <= 0) return;
              stats.stores++;
              await store.set(key, JSON.stringify(value), { ttl });
            } finally {
              computed?.(); // those waiting for this answer read it now
            }
          },
        };
      },
    };
  }
}
