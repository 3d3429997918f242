/**
 * /metrics in cluster mode (WEB_CONCURRENCY > 1). The primary accepts connections but serves
 * no request, so the worker that gets the scrape asks the primary, which gathers every worker's
 * registry (prom-client's AggregatorRegistry, over the cluster's IPC channel) and hands back one
 * text: each worker's series, told apart by their `worker` label. Loaded by the primary without
 * the rest of the server.
 */
import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";

const REQUEST = "keymarket:metrics-request";
const ANSWER = "keymarket:metrics-answer";

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the cluster primary: answers workers' requests for the whole cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    const reply = (a: Omit<Answer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...a });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (e: unknown) => reply({ error: e instanceof Error ? e.message : String(e) }),
    );
  });
}

let nextId = 0;
const pending = new Map<number, (a: Answer) => void>();

/** In a worker: the whole cluster's metrics through the primary; rejects when it does not answer in time. */
export function clusterMetricsText(timeoutMs: number): Promise<string> {
  if (!cluster.isWorker || !process.send) return Promise.reject(new Error("not a cluster worker"));
  if (pending.size === 0) process.on("message", onAnswer);
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => settle({ type: ANSWER, id, error: "the primary did not answer in time" }), timeoutMs);
    const settle = (a: Answer) => {
      clearTimeout(timer);
      pending.delete(id);
      if (pending.size === 0) process.off("message", onAnswer);
      if (a.text != null) resolve(a.text);
      else reject(new Error(a.error ?? "no metrics"));
    };
    pending.set(id, settle);
    process.send!({ type: REQUEST, id });
  });
}

function onAnswer(message: unknown): void {
  const a = message as Answer | null;
  if (a?.type === ANSWER) pending.get(a.id)?.(a);
}
