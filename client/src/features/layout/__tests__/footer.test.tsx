/** The footer's activation guides: every platform that has products, the most stocked first; none without. */
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../../../test/client/render-app";

describe("the footer's activation guides", () => {
  it("lists the platforms with products, most products first, and leaves out the empty ones", async () => {
    renderApp("/activation/steam");
    const guides = await screen.findByRole("navigation", { name: "Activation guides" });
    expect(
      within(guides)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["PS5", "/activation/ps5"],
      ["Steam", "/activation/steam"],
    ]);
  });
});
