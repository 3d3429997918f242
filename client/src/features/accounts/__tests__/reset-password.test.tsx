/**
 * The reset page of the mailed link in jsdom (the real route tree, msw answering GraphQL):
 * the new password's rules and its confirmation are checked before the server is asked,
 * the token and the new password reach the server with the CSRF header, a used or expired
 * link offers a new one, and the page speaks Italian under /it.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meHandler, signInOptionsHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

interface ResetCall {
  input: { token: string; newPassword: string };
  csrf: string | null;
}

function answerReset(answer: Record<string, unknown>, calls: ResetCall[] = []) {
  server.use(
    graphql.mutation("ResetPassword", ({ variables, request }) => {
      calls.push({ input: (variables as { input: ResetCall["input"] }).input, csrf: request.headers.get("x-csrf-token") });
      return HttpResponse.json({ data: { resetPassword: answer } });
    }),
  );
  return calls;
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-2; Path=/";
  server.use(meHandler(null), signInOptionsHandler(false));
});

describe("the reset password page", () => {
  it("checks the rules and the confirmation before asking the server, then sends the token and the new password", async () => {
    const calls = answerReset({ __typename: "ResetPasswordSuccess", email: "ada@example.com" });
    renderApp("/reset-password?token=tok-123");
    const password = await screen.findByLabelText(/^new password/i);
    const confirm = screen.getByLabelText(/^repeat the new password/i);

    await userEvent.type(password, "short");
    await userEvent.type(confirm, "short");
    await userEvent.click(screen.getByTestId("reset-submit"));
    expect(await screen.findByText("8 to 128 characters", { selector: "[data-part=error-text]" })).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, "Correct-Horse-42");
    await userEvent.clear(confirm);
    await userEvent.type(confirm, "Correct-Horse-43");
    await userEvent.click(screen.getByTestId("reset-submit"));
    expect(await screen.findByText("The passwords do not match")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(confirm);
    await userEvent.type(confirm, "Correct-Horse-42");
    await userEvent.click(screen.getByTestId("reset-submit"));
    expect(await screen.findByTestId("reset-done")).toHaveTextContent("Your password has been changed");
    expect(calls).toEqual([{ input: { token: "tok-123", newPassword: "Correct-Horse-42" }, csrf: "csrf-token-2" }]);
  });

  it("offers a new link when the mailed one has expired", async () => {
    answerReset({ __typename: "ExpiredActionCodeError", errorCode: "EXPIRED_ACTION_CODE", message: "(not shown)" });
    renderApp("/reset-password?token=old");
    await userEvent.type(await screen.findByLabelText(/^new password/i), "Correct-Horse-42");
    await userEvent.type(screen.getByLabelText(/^repeat the new password/i), "Correct-Horse-42");
    await userEvent.click(screen.getByTestId("reset-submit"));
    expect(await screen.findByTestId("auth-error")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/login?mode=forgot");
    expect(screen.queryByTestId("reset-submit")).not.toBeInTheDocument();
  });

  it("speaks Italian under /it", async () => {
    renderApp("/it/reset-password?token=tok");
    expect(await screen.findByLabelText(/^nuova password/i)).toBeInTheDocument();
    expect(screen.getByTestId("reset-submit")).toHaveTextContent("Imposta la nuova password");
  });
});
