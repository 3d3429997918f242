/**
 * The login page in jsdom (the real route tree, msw answering GraphQL): every spec §8 code
 * as a translated message, the resend action of an unverified address, the wait of a
 * throttled login, "Something went wrong" for failures, the destination passed to the
 * server untouched and the browser sent where the server answered, the CSRF header, the
 * banners after the verification link, Google only when configured, Italian texts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler, signInOptionsHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";
import { loginTarget } from "../session";

interface LogInCall {
  input: { email: string; password: string; destination?: string | null };
  csrf: string | null;
}

function answerLogIn(answer: Record<string, unknown> | "network-error", calls: LogInCall[] = []) {
  server.use(
    graphql.mutation("LogIn", ({ variables, request }) => {
      calls.push({ input: (variables as { input: LogInCall["input"] }).input, csrf: request.headers.get("x-csrf-token") });
      if (answer === "network-error") return HttpResponse.error();
      return HttpResponse.json({ data: { logIn: answer } });
    }),
  );
  return calls;
}

/** An error result as the server sends it: its own type, the code, and the wait for rate limits. */
const ERROR_TYPES: Record<string, string> = {
  INVALID_LOGIN_CREDENTIALS: "InvalidCredentialsError",
  USER_DISABLED: "UserDisabledError",
  EMAIL_NOT_VERIFIED: "EmailNotVerifiedError",
  TOO_MANY_REQUESTS: "TooManyRequestsError",
};
const authError = (errorCode: string, retryAfterSeconds: number | null = null) => ({
  __typename: ERROR_TYPES[errorCode] ?? "SomeFutureError",
  errorCode,
  message: "(the server's English message is not shown)",
  ...(errorCode === "TOO_MANY_REQUESTS" ? { retryAfterSeconds } : {}),
});

async function signIn(email = "ada@example.com", password = "Correct-Horse-42") {
  await userEvent.type(await screen.findByLabelText(/email address/i), email);
  await userEvent.type(screen.getByLabelText(/^password/i), password);
  await userEvent.click(screen.getByTestId("sign-in-submit"));
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
  server.use(meHandler(null), signInOptionsHandler(false));
});

describe("sign-in errors", () => {
  it.each([
    ["INVALID_LOGIN_CREDENTIALS", "The email address or the password is wrong"],
    ["USER_DISABLED", "This account has been disabled"],
    ["INTERNAL_SERVER_ERROR", "Something went wrong. Please try again."],
    ["SOME_FUTURE_CODE", "Something went wrong. Please try again."],
  ])("%s is shown as “%s”", async (code, text) => {
    answerLogIn(authError(code));
    renderApp("/login");
    await signIn();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent("(the server's English message is not shown)");
  });

  it("says how long to wait after too many attempts", async () => {
    answerLogIn(authError("TOO_MANY_REQUESTS", 95));
    renderApp("/login");
    await signIn();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Too many attempts");
    expect(alert).toHaveTextContent("Try again in 95 seconds.");
  });

  it("waits in minutes in Italian too", async () => {
    answerLogIn(authError("TOO_MANY_REQUESTS", 240));
    renderApp("/it/login");
    await userEvent.type(await screen.findByLabelText(/indirizzo email/i), "ada@example.com");
    await userEvent.type(screen.getByLabelText(/^password/i), "x");
    await userEvent.click(screen.getByTestId("sign-in-submit"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Troppi tentativi");
    expect(alert).toHaveTextContent("Riprova tra 4 minuti.");
  });

  it("offers to send the verification link again to an unverified address", async () => {
    answerLogIn(authError("EMAIL_NOT_VERIFIED"));
    const resent: unknown[] = [];
    server.use(
      graphql.mutation("RequestEmailVerification", ({ variables }) => {
        resent.push(variables);
        return HttpResponse.json({ data: { requestEmailVerification: true } });
      }),
    );
    renderApp("/login");
    await signIn("new.user@example.com");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your email address is not verified yet");
    await userEvent.click(within(alert).getByTestId("resend-verification"));
    expect(await screen.findByTestId("verification-resent")).toHaveTextContent("We have sent a new link to new.user@example.com.");
    expect(resent).toEqual([{ input: { email: "new.user@example.com", locale: "en" } }]);
  });

  it("shows “Something went wrong” when the request fails", async () => {
    answerLogIn("network-error");
    renderApp("/login");
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  });

  it("checks the fields before asking the server", async () => {
    const calls = answerLogIn(authError("INTERNAL_SERVER_ERROR"));
    renderApp("/login");
    await userEvent.type(await screen.findByLabelText(/email address/i), "not-an-email");
    await userEvent.click(screen.getByTestId("sign-in-submit"));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("This field is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/email address/i)).toHaveFocus();
    expect(calls).toEqual([]);
  });
});

describe("signing in", () => {
  it("sends the asked destination untouched with the CSRF token, then goes where the server answered", async () => {
    const calls = answerLogIn({
      __typename: "LogInSuccess",
      destination: "/account",
      user: { __typename: "UserProfile", id: meAs("user").id, email: "carla@example.com", name: "Carla", role: "user" },
    });
    const { router } = renderApp(`/login?destination=${encodeURIComponent("https://evil.example/")}`);
    // After the login the account page asks who is signed in.
    server.use(meHandler(meAs("user")));
    await signIn("  carla@example.com ");
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(calls).toEqual([
      { input: { email: "carla@example.com", password: "Correct-Horse-42", destination: "https://evil.example/" }, csrf: "csrf-token-1" },
    ]);
    expect(await screen.findByTestId("account-name")).toHaveTextContent("Carla Rossi");
  });

  it("defaults the destination to the account page of the page's language", async () => {
    const calls = answerLogIn(authError("INVALID_LOGIN_CREDENTIALS"));
    renderApp("/it/login");
    await userEvent.type(await screen.findByLabelText(/indirizzo email/i), "a@example.com");
    await userEvent.type(screen.getByLabelText(/^password/i), "x");
    await userEvent.click(screen.getByTestId("sign-in-submit"));
    await screen.findByRole("alert");
    expect(calls[0]!.input.destination).toBe("/it/account");
  });

  it("keeps only this origin's paths in the app; anything unparsable goes home", () => {
    const origin = "http://localhost";
    expect(loginTarget("/account?x=1#top", origin)).toEqual({ path: "/account?x=1#top" });
    expect(loginTarget("http://localhost/it/account", origin)).toEqual({ path: "/it/account" });
    expect(loginTarget("http://127.0.0.1:4000/account", origin)).toEqual({ href: "http://127.0.0.1:4000/account" });
    expect(loginTarget("javascript:alert(1)", origin)).toEqual({ path: "/" });
    expect(loginTarget("http://[bad", origin)).toEqual({ path: "/" });
  });
});

describe("the login page", () => {
  it("says the address is verified after the mailed link", async () => {
    renderApp("/login?verified=1");
    expect(await screen.findByTestId("verified-banner")).toHaveTextContent("Your email address is verified");
  });

  it("explains a used or expired link, and never shows an unknown error text", async () => {
    renderApp("/login?verified=0&error=EXPIRED_ACTION_CODE");
    expect(await screen.findByTestId("error-banner")).toHaveTextContent("This link has expired");
    expect(screen.getByTestId("error-banner")).toHaveTextContent("Sign in to get a new verification link.");
  });

  it("maps an unknown ?error= to the generic message", async () => {
    renderApp("/login?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    const banner = await screen.findByTestId("error-banner");
    expect(banner).toHaveTextContent("Something went wrong. Please try again.");
    expect(banner).not.toHaveTextContent("script");
  });

  it("shows Google only when the shop offers it, linking to the server's start with destination and language", async () => {
    renderApp("/it/login?destination=/it/account/settings");
    await screen.findByTestId("sign-in-form");
    await waitFor(() => expect(screen.queryByTestId("google-sign-in")).not.toBeInTheDocument());

    server.use(signInOptionsHandler(true));
    renderApp("/it/login?destination=/it/account/settings");
    const google = (await screen.findAllByTestId("google-sign-in")).at(-1)!;
    expect(google).toHaveTextContent("Continua con Google");
    const url = new URL(google.getAttribute("href")!, "http://localhost");
    expect(url.pathname).toBe("/api/auth/google");
    expect(Object.fromEntries(url.searchParams)).toEqual({ destination: "/it/account/settings", locale: "it" });
  });

  it("asks for a reset link and answers the same whether or not the address exists", async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.mutation("RequestPasswordReset", ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { requestPasswordReset: true } });
      }),
    );
    renderApp("/login");
    await userEvent.click(await screen.findByTestId("forgot-password-link"));
    expect(await screen.findByRole("heading", { level: 1, name: "Forgot your password?" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/email address/i), "who@example.com");
    await userEvent.click(screen.getByTestId("forgot-submit"));
    expect(await screen.findByTestId("reset-requested")).toHaveTextContent("If an account exists for who@example.com");
    expect(asked).toEqual([{ input: { email: "who@example.com", locale: "en" } }]);
  });
});
