/**
 * Sign-up in jsdom: the fields are checked before the server is asked (required, email,
 * the server's password rules), the server's answers land on the field they concern, and
 * a success sends the page's language, the referrer cookie and the consent, then says to
 * open the mailed link.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meHandler, signInOptionsHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

type SignUpInput = Record<string, unknown>;

function answerSignUp(answer: (input: SignUpInput) => Record<string, unknown>) {
  const calls: SignUpInput[] = [];
  server.use(
    graphql.mutation("SignUp", ({ variables }) => {
      const input = (variables as { input: SignUpInput }).input;
      calls.push(input);
      return HttpResponse.json({ data: { signUp: answer(input) } });
    }),
  );
  return calls;
}

const success = (input: SignUpInput) => ({
  __typename: "SignUpSuccess",
  verificationSent: true,
  user: { __typename: "UserProfile", id: "u1", email: input.email },
});

async function fill(fields: { email?: string; name?: string; surname?: string; password?: string }, italian = false) {
  const labels = italian
    ? { email: /indirizzo email/i, name: /^nome/i, surname: /^cognome/i, password: /^password/i }
    : { email: /email address/i, name: /^name/i, surname: /^surname/i, password: /^password/i };
  for (const [k, v] of Object.entries(fields)) if (v) await userEvent.type(await screen.findByLabelText(labels[k as keyof typeof labels]), v);
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
  server.use(meHandler(null), signInOptionsHandler(false));
});

describe("sign-up", () => {
  it("asks for every field and shows the password rules before calling the server", async () => {
    const calls = answerSignUp(success);
    renderApp("/login?mode=signup");
    expect(await screen.findByRole("heading", { level: 1, name: "Create your account" })).toBeInTheDocument();
    // The rules are visible before anything is typed.
    expect(screen.getByText("8 to 128 characters")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("sign-up-submit"));
    expect(await screen.findAllByText("This field is required")).toHaveLength(4);
    expect(screen.getByLabelText(/email address/i)).toHaveFocus();

    await fill({ email: "bad@", name: "Ada", surname: "Lovelace", password: "short" });
    await userEvent.click(screen.getByTestId("sign-up-submit"));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription("8 to 128 characters");

    await userEvent.type(screen.getByLabelText(/^password/i), "x".repeat(124));
    await userEvent.click(screen.getByTestId("sign-up-submit"));
    await waitFor(() => expect(screen.getByLabelText(/^password/i)).toHaveAttribute("aria-invalid", "true"));
    expect(calls).toEqual([]);
  });

  it("sends the page's language, the referrer cookie and the consent; then says to open the link", async () => {
    document.cookie = "referrer=https%3A%2F%2Fblog.example%2Freview; Path=/";
    const calls = answerSignUp(success);
    renderApp("/it/login?mode=signup");
    await fill({ email: "ada@example.com", name: "Ada", surname: "Lovelace", password: "Analytical-1843" }, true);
    await userEvent.click(screen.getByText(/Inviatemi offerte/));
    await userEvent.click(screen.getByTestId("sign-up-submit"));
    expect(await screen.findByTestId("sign-up-done")).toHaveTextContent("Abbiamo inviato un link a ada@example.com.");
    expect(calls).toEqual([
      {
        email: "ada@example.com",
        name: "Ada",
        surname: "Lovelace",
        password: "Analytical-1843",
        marketingConsent: true,
        locale: "it",
        referrer: "https://blog.example/review",
      },
    ]);
  });

  it("puts a taken address on the email field, with a way to sign in", async () => {
    answerSignUp(() => ({ __typename: "EmailAlreadyInUseError", errorCode: "EMAIL_ALREADY_IN_USE", message: "x" }));
    renderApp("/login?mode=signup");
    await fill({ email: "taken@example.com", name: "Ada", surname: "Lovelace", password: "Analytical-1843" });
    await userEvent.click(screen.getByTestId("sign-up-submit"));
    expect(await screen.findByText("This email address is already registered")).toBeInTheDocument();
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/email address/i)).toHaveFocus();
    expect(screen.getByRole("link", { name: "Sign in with this address instead" })).toHaveAttribute("href", "/login");
  });

  it("shows the server's password refusal on the password field and other codes above the form", async () => {
    let code = "WEAK_PASSWORD";
    answerSignUp(() => ({ __typename: code === "WEAK_PASSWORD" ? "WeakPasswordError" : "CaptchaCheckFailedError", errorCode: code, message: "x" }));
    renderApp("/login?mode=signup");
    await fill({ email: "ada@example.com", name: "Ada", surname: "Lovelace", password: "Analytical-1843" });
    await userEvent.click(screen.getByTestId("sign-up-submit"));
    await waitFor(() => expect(screen.getByLabelText(/^password/i)).toHaveAttribute("aria-invalid", "true"));

    code = "CAPTCHA_CHECK_FAILED";
    await userEvent.click(screen.getByTestId("sign-up-submit"));
    expect(await screen.findByRole("alert")).toHaveTextContent("The anti-robot check failed. Please try again.");
  });
});
