/**
 * Following a long job a console screen shows (a product bulk edit, a key upload, a supplier
 * import): its query is polled while the job runs, and `onEnd` is called once when a job the
 * screen watches ends, for the screen to read what the job changed. A screen watches a job it
 * started (`startedId`) from the start, because a quick job can be over before the first answer
 * about it arrives, and any job it sees running. A job already over when first shown is not an
 * end: nothing changed since the screen read its data.
 */
import { useEffect, useState } from "react";

export interface FollowedJob {
  /** The job the screen shows now, once an answer about it arrived (null before). */
  id: string | null;
  running: boolean;
  /** A job this screen started (its end is watched even if it is never seen running). */
  startedId: string | null;
  /** The query that answers the job's state (Apollo's useQuery result). */
  poll: { startPolling(ms: number): void; stopPolling(): void };
  pollMs: number;
  onEnd(): void;
}

export function useFollowJob({ id, running, startedId, poll, pollMs, onEnd }: FollowedJob): void {
  const { startPolling, stopPolling } = poll;
  useEffect(() => {
    if (running) startPolling(pollMs);
    else stopPolling();
    return () => stopPolling();
  }, [running, pollMs, startPolling, stopPolling]);

  const [watched, setWatched] = useState<string | null>(startedId);
  useEffect(() => {
    if (startedId) setWatched(startedId);
  }, [startedId]);
  useEffect(() => {
    if (!id) return;
    if (running) setWatched(id);
    else if (watched === id) {
      setWatched(null);
      onEnd();
    }
  }, [id, running, watched, onEnd]);
}
