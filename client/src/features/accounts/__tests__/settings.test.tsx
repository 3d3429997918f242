/**
 * The account settings in jsdom (the real route tree, msw as the API): offers and the
 * newsletter are one switch, "Email me offers and the newsletter", that sends
 * `updateAccount(input: { marketingConsent })` (the server subscribes and unsubscribes with
 * it) and says what changed; when the server cannot reach the newsletter provider the switch
 * goes back to where it was and a toast says the choice was not saved.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { accountSettings, accountSettingsHandlers, meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { cartHandlers, newCalls } from "../../../../../test/client/cart-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

let updates: Record<string, unknown>[];
let refuse: boolean;

function signedIn(marketingConsent: boolean, locale: "en" | "it" = "en") {
  const me = meAs("user", { locale });
  updates = [];
  refuse = false;
  document.cookie = "km_signed_in=1; Path=/";
  server.use(
    meHandler(me),
    ...cartHandlers(newCalls()), // the header's cart, for a signed-in user
    ...accountSettingsHandlers(accountSettings(me, { marketingConsent }), updates, { refuse: () => refuse }),
  );
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

const marketingSwitch = () => screen.getByRole("checkbox", { name: "Email me offers and the newsletter" });

describe("the marketing switch", () => {
  it("is one control: no separate consent checkbox or newsletter button", async () => {
    signedIn(true);
    renderApp("/account/settings");
    await screen.findByTestId("settings-section");
    expect(marketingSwitch()).toBeChecked();
    expect(marketingSwitch()).toHaveAccessibleDescription("You can switch it off at any time. Emails about your orders and your account always arrive.");
    expect(screen.getAllByRole("checkbox")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /newsletter/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/send me offers/i)).not.toBeInTheDocument();
  });

  it("switches offers and the newsletter on and off with the marketing consent", async () => {
    signedIn(false);
    const user = userEvent.setup();
    renderApp("/account/settings");
    await screen.findByTestId("settings-section");
    expect(marketingSwitch()).not.toBeChecked();

    await user.click(screen.getByText("Email me offers and the newsletter"));
    expect(await screen.findByText("You will receive offers and the newsletter")).toBeInTheDocument();
    expect(updates).toEqual([{ marketingConsent: true }]);
    await waitFor(() => expect(marketingSwitch()).toBeChecked());
    expect(marketingSwitch()).toBeEnabled();

    await user.click(screen.getByText("Email me offers and the newsletter"));
    expect(await screen.findByText("You will no longer receive offers and the newsletter")).toBeInTheDocument();
    expect(updates).toEqual([{ marketingConsent: true }, { marketingConsent: false }]);
    await waitFor(() => expect(marketingSwitch()).not.toBeChecked());
  });

  it("goes back and says so when the change cannot be saved", async () => {
    signedIn(true);
    refuse = true;
    const user = userEvent.setup();
    renderApp("/account/settings");
    await screen.findByTestId("settings-section");
    expect(marketingSwitch()).toBeChecked();

    await user.click(screen.getByText("Email me offers and the newsletter"));
    expect(await screen.findByText("Your choice could not be saved. Please try again later.")).toBeInTheDocument();
    expect(updates).toEqual([{ marketingConsent: false }]);
    await waitFor(() => expect(marketingSwitch()).toBeChecked());
    expect(marketingSwitch()).toBeEnabled();

    // Once the provider answers again, the same switch works.
    refuse = false;
    await user.click(screen.getByText("Email me offers and the newsletter"));
    await waitFor(() => expect(marketingSwitch()).not.toBeChecked());
    expect(updates).toEqual([{ marketingConsent: false }, { marketingConsent: false }]);
  });

  it("speaks Italian under /it", async () => {
    signedIn(false, "it");
    renderApp("/it/account/settings");
    await screen.findByTestId("settings-section");
    expect(screen.getByRole("checkbox", { name: "Inviami via email offerte e la newsletter" })).not.toBeChecked();
  });
});
