/**
 * The language toggle asks the translator for the current page in the other language and
 * navigates there; a failed switch sets the failed flag, tells the user, and stays put.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

describe("the language toggle", () => {
  it("navigates to the translated URL and shows the page in Italian", async () => {
    let asked: Record<string, unknown> | undefined;
    server.use(
      graphql.query("TranslatedUrl", ({ variables }) => {
        asked = variables;
        return HttpResponse.json({ data: { translatedUrl: { __typename: "TranslatedUrl", url: "/it/activation/steam", exact: true } } });
      }),
    );
    const { router } = renderApp("/activation/steam");
    expect(await screen.findByRole("heading", { level: 1, name: "How to activate a Steam key" })).toBeInTheDocument();
    const toggle = screen.getByTestId("language-toggle");
    expect(toggle).toHaveTextContent("IT");

    await userEvent.click(toggle);
    expect(await screen.findByRole("heading", { level: 1, name: "Come attivare una chiave Steam" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/it/activation/steam");
    expect(asked).toEqual({ currentUrl: "/activation/steam", currentLocale: "en", nextLocale: "it" });
    expect(screen.getByTestId("language-toggle")).toHaveTextContent("EN");
    expect(screen.getByText("Installa il client Steam e accedi.")).toBeInTheDocument();
  });

  it("comes back to English the same way", async () => {
    const { router } = renderApp("/it/activation/steam");
    expect(await screen.findByRole("heading", { level: 1, name: "Come attivare una chiave Steam" })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("language-toggle"));
    expect(await screen.findByRole("heading", { level: 1, name: "How to activate a Steam key" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/activation/steam");
  });

  it("on failure sets the failed flag, tells the user and stays on the page", async () => {
    server.use(graphql.query("TranslatedUrl", () => HttpResponse.json({ errors: [{ message: "Something went wrong" }] })));
    const { router } = renderApp("/activation/steam");
    await screen.findByRole("heading", { level: 1, name: "How to activate a Steam key" });
    await userEvent.click(screen.getByTestId("language-toggle"));

    // The toaster is loaded on the first notice (its own chunk).
    expect(await screen.findByText("Language not changed", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText("The page could not be opened in the other language. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("language-toggle")).toHaveAttribute("data-status", "failed"));
    expect(router.state.location.pathname).toBe("/activation/steam");
    expect(screen.getByRole("heading", { level: 1, name: "How to activate a Steam key" })).toBeInTheDocument();
  });

  it("also fails cleanly when the translator cannot be reached", async () => {
    server.use(graphql.query("TranslatedUrl", () => HttpResponse.error()));
    const { router } = renderApp("/activation/steam");
    await screen.findByRole("heading", { level: 1, name: "How to activate a Steam key" });
    await userEvent.click(screen.getByTestId("language-toggle"));
    // (the toaster outlives a test: the previous test's notice may still be on screen)
    expect((await screen.findAllByText("Language not changed", {}, { timeout: 4000 })).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId("language-toggle")).toHaveAttribute("data-status", "failed"));
    expect(router.state.location.pathname).toBe("/activation/steam");
  });
});
