/**
 * The console's confirm-then-toast action (features/console/use-confirmed-mutation.tsx):
 * nothing runs until confirmed, cancelling runs nothing, a success toasts and closes the
 * dialog, a failure toasts "Something went wrong" (in the page's language) and keeps the
 * dialog for another try; without a confirmation the action runs at once and reports which
 * target is running.
 */
import { screen, render, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChakraArea } from "../../../app/ChakraArea";
import { ToasterHost } from "../../../components/ToasterHost";
import { loadMessages, MessagesProvider } from "../../../i18n";
import type { Locale } from "../../../lib/locale";
import type { Notice } from "../../../lib/notify";
import { ScreenRecipes } from "../../accounts/ui";
import { useConfirmedMutation, type Confirmation } from "../use-confirmed-mutation";

interface Props {
  mutate(target: string): Promise<string>;
  confirm?: (target: string) => Confirmation;
  notice?: (result: string, target: string) => Notice | null;
}

function Harness({ mutate, confirm, notice = (r, target) => ({ type: "success", title: `${r} for ${target}` }) }: Props) {
  const action = useConfirmedMutation({ mutate, confirm, notice, dialogTestId: "action-dialog" });
  return (
    <>
      <button type="button" onClick={() => action.start("row-7")}>
        start
      </button>
      <output data-testid="running">{action.running ?? "idle"}</output>
      {action.dialog}
    </>
  );
}

async function renderHarness(props: Props, locale: Locale = "en") {
  await loadMessages(locale);
  render(
    <MessagesProvider locale={locale}>
      <ChakraArea>
        <ScreenRecipes>
          <Harness {...props} />
        </ScreenRecipes>
      </ChakraArea>
      <ToasterHost />
    </MessagesProvider>,
  );
}

const askToArchive = (target: string): Confirmation => ({
  title: `Archive ${target}?`,
  body: "It leaves the list.",
  confirmLabel: "Archive",
  destructive: true,
});

/** A promise settled from the test. */
function deferred() {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useConfirmedMutation", () => {
  it("asks first: cancelling runs nothing, confirming runs once, toasts the answer and closes", async () => {
    const mutate = jest.fn(async (target: string) => `archived-${target}`);
    await renderHarness({ mutate, confirm: askToArchive });

    await userEvent.click(screen.getByRole("button", { name: "start" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Archive row-7?");
    expect(dialog).toHaveTextContent("It leaves the list.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mutate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "start" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByTestId("confirm"));
    expect(await screen.findByText("archived-row-7 for row-7")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate).toHaveBeenCalledWith("row-7");
  });

  it("toasts a failure in the page's language and keeps the dialog open for another try", async () => {
    let attempt = 0;
    const mutate = jest.fn(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("network down");
      return "riuscito";
    });
    await renderHarness({ mutate, confirm: askToArchive }, "it");

    await userEvent.click(screen.getByRole("button", { name: "start" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText("Qualcosa è andato storto. Riprova.")).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId("confirm")).toBeEnabled());

    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText("riuscito for row-7")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mutate).toHaveBeenCalledTimes(2);
  });

  it("runs at once without a confirmation, says which target runs, and toasts what the answer says", async () => {
    const answer = deferred();
    const mutate = jest.fn(() => answer.promise);
    await renderHarness({ mutate, notice: (r) => ({ type: "info", title: `Already ${r}` }) });

    await userEvent.click(screen.getByRole("button", { name: "start" }));
    expect(mutate).toHaveBeenCalledWith("row-7");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("running")).toHaveTextContent("row-7");
    answer.resolve("verified");
    expect(await screen.findByText("Already verified")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("running")).toHaveTextContent("idle"));
  });
});
