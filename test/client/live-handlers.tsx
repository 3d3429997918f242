/**
 * The GraphQL subscriptions' side of the msw server: a graphql-ws server (protocol
 * graphql-transport-ws) at ws://localhost/graphql. By default it acknowledges connections and
 * keeps every subscription open without events (the shop's pages do not change by themselves);
 * a test passes `answer` to send events to the subscriptions it cares about.
 */
import { ws } from "msw";

export const LIVE_URL = "ws://localhost/graphql";
const live = ws.link(LIVE_URL);

export interface LiveOperation {
  operationName?: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface LiveSubscriber {
  /** Sends an event (the `data` of a result) to this subscription. */
  next(data: unknown): void;
  /** Sends errors, ending the subscription. */
  error(errors: { message: string; extensions?: Record<string, unknown> }[]): void;
  complete(): void;
}

export function liveHandler(answer?: (op: LiveOperation, subscriber: LiveSubscriber) => void) {
  return live.addEventListener("connection", ({ client }) => {
    client.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; id?: string; payload?: LiveOperation };
      const send = (m: object) => client.send(JSON.stringify(m));
      if (message.type === "connection_init") send({ type: "connection_ack" });
      else if (message.type === "ping") send({ type: "pong" });
      else if (message.type === "subscribe" && message.payload) {
        const id = message.id;
        answer?.(message.payload, {
          next: (data) => send({ id, type: "next", payload: { data } }),
          error: (errors) => send({ id, type: "error", payload: errors }),
          complete: () => send({ id, type: "complete" }),
        });
      }
    });
  });
}
