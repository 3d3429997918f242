/**
 * Client tests: jest-dom matchers, the browser APIs jsdom lacks (matchMedia for the colour
 * mode, scrolling, a FormData that reads forms), a clean document between tests, and msw standing in for the GraphQL
 * server (handlers in ./graphql-handlers.tsx; tests override them per case).
 */
import "@testing-library/jest-dom";
import { cleanup, configure } from "@testing-library/react";
import { server } from "./msw-server";
import { getTreeSystem } from "../../client/src/app/system";

// Pages load their module and messages lazily; on a busy 2-core machine (the e2e project
// runs beside this one) the first find* can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

// jest-fixed-jsdom gives Node's FormData (for msw), which cannot read a <form>: the GET forms
// (search box, listing filters) build their URL from `new FormData(form)`. This one reads the
// form's successful controls as a browser does (named, enabled, checked when a box).
const NodeFormData = globalThis.FormData;
class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    if (!form) return;
    for (const el of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
      if (!el.name || el.disabled || el instanceof HTMLButtonElement) continue;
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") && !el.checked) continue;
      if (el instanceof HTMLInputElement && (el.type === "submit" || el.type === "button" || el.type === "file")) continue;
      if (el instanceof HTMLSelectElement) for (const o of Array.from(el.selectedOptions)) this.append(el.name, o.value);
      else this.append(el.name, el.value);
    }
  }
}
globalThis.FormData = FormDataOfForm as typeof FormData;

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

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // Chakra's design system is built when the first page drawn with Chakra renders (see
  // app/ChakraArea.tsx); built here, outside the first test's waits.
  getTreeSystem();
});
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
