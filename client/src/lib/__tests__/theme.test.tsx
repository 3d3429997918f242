/**
 * Light and dark: the stored choice (selectedTheme in localStorage, mirrored in a cookie)
 * or else the system preference; admin and seller pages always light, sellers in green.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../../../test/client/render-app";
import { setPrefersDark } from "../../../../test/client/setup";
import { server } from "../../../../test/client/msw-server";
import { adminHandlers, emptyAdminCalls, meAs, meHandler, userRows } from "../../../../test/client/accounts-fixtures";
import { readCookie } from "../cookies";
import { accentForPath, isForcedLightPath, THEME_HEAD_SCRIPT } from "../theme";

const html = document.documentElement;

describe("the theme toggle", () => {
  it("switches to dark, stores the choice and mirrors it in the cookie", async () => {
    renderApp("/activation/steam");
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(html).toHaveClass("light"));

    await userEvent.click(screen.getByTestId("theme-toggle"));
    await waitFor(() => expect(html).toHaveClass("dark"));
    expect(html).not.toHaveClass("light");
    expect(localStorage.getItem("selectedTheme")).toBe("dark");
    expect(readCookie("selectedTheme")).toBe("dark");

    await userEvent.click(screen.getByTestId("theme-toggle"));
    await waitFor(() => expect(html).toHaveClass("light"));
    expect(localStorage.getItem("selectedTheme")).toBe("light");
    expect(readCookie("selectedTheme")).toBe("light");
  });

  it("follows the system preference when nothing is stored", async () => {
    setPrefersDark(true);
    renderApp("/activation/steam");
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(html).toHaveClass("dark"));
  });

  it("keeps a stored choice over the system preference", async () => {
    setPrefersDark(true);
    localStorage.setItem("selectedTheme", "light");
    renderApp("/activation/steam");
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(html).toHaveClass("light"));
  });
});

describe("admin and seller pages", () => {
  it("are always light, whatever was chosen", async () => {
    localStorage.setItem("selectedTheme", "dark");
    // (the areas are for their roles: guests are sent to the login page)
    server.use(meHandler(meAs("admin")), ...adminHandlers(userRows(3), emptyAdminCalls()));
    renderApp("/admin/users");
    expect(await screen.findByTestId("area-page")).toBeInTheDocument();
    await waitFor(() => expect(html).toHaveClass("light"));
    expect(html).not.toHaveClass("dark");
    expect(localStorage.getItem("selectedTheme")).toBe("dark");
  });

  it("use the green accent for sellers and purple elsewhere", async () => {
    server.use(meHandler(meAs("seller")));
    renderApp("/seller/offers");
    expect(await screen.findByTestId("area-page")).toBeInTheDocument();
    expect(document.querySelector("[data-area=seller]")).toBeInTheDocument();
    expect(accentForPath("/seller/offers")).toBe("green");
    expect(accentForPath("/it/seller")).toBe("green");
    expect(accentForPath("/games")).toBe("purple");
    expect(accentForPath("/admin")).toBe("purple");
    expect(isForcedLightPath("/it/admin/users")).toBe(true);
    expect(isForcedLightPath("/sellers-guide")).toBe(false);
  });
});

describe("the head script (no flash before first paint)", () => {
  const run = () => new Function(THEME_HEAD_SCRIPT)();

  it("applies the stored choice, else the system preference", () => {
    localStorage.setItem("selectedTheme", "dark");
    run();
    expect(html).toHaveClass("dark");
    expect(html.style.colorScheme).toBe("dark");
    expect(readCookie("selectedTheme")).toBe("dark");

    localStorage.clear();
    html.className = "";
    setPrefersDark(false);
    run();
    expect(html).toHaveClass("light");
  });

  it("obeys a page that forces light", () => {
    localStorage.setItem("selectedTheme", "dark");
    html.setAttribute("data-forced-theme", "light");
    try {
      run();
      expect(html).toHaveClass("light");
      expect(html).not.toHaveClass("dark");
    } finally {
      html.removeAttribute("data-forced-theme");
    }
  });
});
