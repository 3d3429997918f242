/**
 * useFollowJob (lib/follow-job.ts): polling while the job runs, and one end per watched job: a
 * job started here even when its first answer is already the end, a job seen running, never a
 * job already over when first shown, and each job of a screen that follows several in turn.
 */
import { renderHook } from "@testing-library/react";
import { useFollowJob, type FollowedJob } from "../follow-job";

function setup(initial: Partial<FollowedJob>) {
  const poll = { startPolling: jest.fn(), stopPolling: jest.fn() };
  const onEnd = jest.fn();
  const props = (p: Partial<FollowedJob>): FollowedJob => ({ id: null, running: false, startedId: null, poll, pollMs: 1000, onEnd, ...p });
  const hook = renderHook((p: Partial<FollowedJob>) => useFollowJob(props(p)), { initialProps: initial });
  return { poll, onEnd, rerender: (p: Partial<FollowedJob>) => hook.rerender(p), unmount: hook.unmount };
}

describe("useFollowJob", () => {
  it("ends a job started here whose first answer is already the end, once", () => {
    const { onEnd, rerender } = setup({ startedId: "j1" });
    expect(onEnd).not.toHaveBeenCalled();
    rerender({ startedId: "j1", id: "j1", running: false });
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender({ startedId: "j1", id: "j1", running: false });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("ends a job seen running, and polls only while it runs", () => {
    const { poll, onEnd, rerender, unmount } = setup({});
    rerender({ id: "j1", running: true });
    expect(poll.startPolling).toHaveBeenLastCalledWith(1000);
    expect(onEnd).not.toHaveBeenCalled();
    rerender({ id: "j1", running: false });
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(poll.stopPolling).toHaveBeenCalled();
    const stops = poll.stopPolling.mock.calls.length;
    unmount();
    expect(poll.stopPolling.mock.calls.length).toBeGreaterThan(stops);
  });

  it("does not end a job already over when first shown", () => {
    const { onEnd, rerender } = setup({});
    rerender({ id: "j1", running: false });
    rerender({ id: "j1", running: false });
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("follows the jobs a screen starts one after another", () => {
    const { onEnd, rerender } = setup({ id: "old", running: false });
    rerender({ id: "old", running: false, startedId: "j2" });
    // The old run is still shown while the new one's answer is on its way: not an end.
    expect(onEnd).not.toHaveBeenCalled();
    rerender({ id: "j2", running: false, startedId: "j2" });
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender({ id: "j2", running: false, startedId: "j3" });
    rerender({ id: "j3", running: true, startedId: "j3" });
    rerender({ id: "j3", running: false, startedId: "j3" });
    expect(onEnd).toHaveBeenCalledTimes(2);
  });
});
