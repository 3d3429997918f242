/**
 * Client tests: jest-dom matchers, the browser APIs jsdom lacks (matchMedia for the colour
 * mode, scrolling), a clean document between tests, and msw standing in for the GraphQL
 * server (handlers in ./graphql-handlers.tsx; tests override them per case).
 */
import "@testing-library/jest-dom";
import { cleanup } from "@testing-library/react";
import { server } from "./msw-server";

let prefersDark = false;
/** Sets the system colour preference the tests' matchMedia reports. */
export function setPrefersDark(value: boolean): void {
  prefersDark = value;
}

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: query.includes("prefers-color-scheme: dark") ? prefersDark : false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
  prefersDark = false;
});
afterAll(() => server.close());
