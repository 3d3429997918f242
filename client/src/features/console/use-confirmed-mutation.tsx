/**
 * A console action on a row (block a user, approve a shop, resend a mail): optionally
 * confirmed in a dialog first, then a toast with the outcome. A failure (the mutation
 * throws: network, server error) says "Something went wrong" and leaves the dialog open,
 * so the user can try again or cancel; a success closes it.
 */
import { useState, type ReactElement, type ReactNode } from "react";
import { useT } from "../../i18n";
import { notify, type Notice } from "../../lib/notify";
import { ConfirmDialog } from "../accounts/ui";

export interface Confirmation {
  title: ReactNode;
  body?: ReactNode;
  confirmLabel: ReactNode;
  /** A red confirm button (something hard to undo). */
  destructive?: boolean;
  /** The confirm button disabled (a required field of the body is empty). */
  confirmDisabled?: boolean;
}

export interface ConfirmedMutationOptions<Target, Result> {
  /** Runs the mutation for a target; a rejection is a failure. */
  mutate(target: Target): Promise<Result>;
  /** What to ask before running; without it the action runs at once. */
  confirm?(target: Target): Confirmation;
  /** The toast of an answer: a success, or an outcome the server returned (an ErrorResult); null for none. */
  notice(result: Result, target: Target): Notice | null;
  /** The toast of a failure; "Something went wrong" by default. */
  failure?(error: unknown, target: Target): Notice;
  /** The confirmation dialog's test id. */
  dialogTestId?: string;
}

export interface ConfirmedMutation<Target> {
  /** Asks (when the action has a confirmation), then runs. */
  start(target: Target): void;
  /** The target whose mutation is running (a button's loading state), else null. */
  running: Target | null;
  /** The confirmation dialog: render it once in the page (null without confirmation). */
  dialog: ReactElement | null;
}

export function useConfirmedMutation<Target, Result>(options: ConfirmedMutationOptions<Target, Result>): ConfirmedMutation<Target> {
  const t = useT();
  const [asking, setAsking] = useState<Target | null>(null);
  const [running, setRunning] = useState<Target | null>(null);

  const run = async (target: Target) => {
    setRunning(target);
    try {
      const result = await options.mutate(target);
      const notice = options.notice(result, target);
      if (notice) notify(notice);
      setAsking(null);
    } catch (e) {
      notify(options.failure?.(e, target) ?? { type: "error", title: t("console.failed") });
    } finally {
      setRunning(null);
    }
  };

  const question = asking !== null ? options.confirm?.(asking) : undefined;
  const dialog = options.confirm ? (
    <ConfirmDialog
      open={asking !== null}
      onClose={() => setAsking(null)}
      title={question?.title}
      confirmLabel={question?.confirmLabel}
      onConfirm={() => {
        if (asking !== null) void run(asking);
      }}
      busy={running !== null}
      destructive={question?.destructive}
      confirmDisabled={question?.confirmDisabled}
      data-testid={options.dialogTestId}
    >
      {question?.body}
    </ConfirmDialog>
  ) : null;

  return { start: (target) => (options.confirm ? setAsking(target) : void run(target)), running, dialog };
}
