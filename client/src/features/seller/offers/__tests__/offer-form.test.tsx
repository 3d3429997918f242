/**
 * The offer form: its rules apart from the screen (amounts with a comma or a point and two
 * decimals at most, the server's bounds, floors under prices, "fill from EUR"), and the edit
 * screen at /seller/offers/:id in jsdom with msw as the API: what it refuses before sending,
 * what it sends, and the server's refusal shown on its field.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";
import { liveHandler, type LiveOperation, type LiveSubscriber } from "../../../../../../test/client/live-handlers";
import { emptyOfferForm, fillFromEur, offerInputOf, parseAmount, validateOfferForm, type OfferFormRules } from "../offer-form";

const RULES: OfferFormRules = { minPrice: 0.1, maxPrice: 10000, maxPerOrderCap: 5, rates: { EUR: 1, USD: 1.09, GBP: 0.85 } };

describe("offer form rules", () => {
  it("reads amounts with a comma or a point and at most two decimals", () => {
    expect(parseAmount("12,49")).toBe(12.49);
    expect(parseAmount(" 12.5 ")).toBe(12.5);
    expect(parseAmount("7")).toBe(7);
    for (const bad of ["", "12,499", "1.2.3", "-3", "abc", "12,"]) expect(parseAmount(bad)).toBeNull();
  });

  it("checks prices, floors and the per-order maximum like the server", () => {
    const v = { ...emptyOfferForm(), prices: { EUR: "12,49", USD: "0,05", GBP: "" } };
    expect(validateOfferForm(v, RULES)).toEqual({
      "price.USD": { id: "seller.offers.form.outOfBounds", values: { min: "0,10", max: "10000,00" } },
      "price.GBP": { id: "seller.offers.form.required" },
    });
    const auto = {
      ...emptyOfferForm(),
      prices: { EUR: "10", USD: "11", GBP: "9" },
      autoPricing: true,
      floors: { EUR: "10,01", USD: "x", GBP: "8" },
      maxPerOrder: "6",
    };
    expect(validateOfferForm(auto, RULES)).toEqual({
      "floor.EUR": { id: "seller.offers.form.floorAbove" },
      "floor.USD": { id: "seller.offers.form.notAmount" },
      maxPerOrder: { id: "seller.offers.form.maxPerOrderRange", values: { max: 5 } },
    });
    const ok = { ...auto, floors: { EUR: "9", USD: "10,5", GBP: "8" }, maxPerOrder: "2" };
    expect(validateOfferForm(ok, RULES)).toEqual({});
    expect(offerInputOf(ok)).toEqual({
      priceEur: 10,
      priceUsd: 11,
      priceGbp: 9,
      enabled: true,
      maxPerOrder: 2,
      autoPricing: { floorEur: 9, floorUsd: 10.5, floorGbp: 8 },
    });
  });

  it("fills dollars and pounds from the euro price with the configured rates", () => {
    expect(fillFromEur("12,49", RULES.rates)).toEqual({ USD: "13,61", GBP: "10,62" });
    expect(fillFromEur("nope", RULES.rates)).toBeNull();
  });
});

const OFFER = {
  __typename: "SellerOffer",
  id: "41",
  productId: "7",
  productName: "Elden Ring (Steam)",
  platformName: "Steam",
  coverImage: "/media/covers/7.svg",
  priceEur: 29.99,
  priceUsd: 32.99,
  priceGbp: 25.99,
  enabled: true,
  state: "Enabled",
  stock: 3,
  salesCount: 5,
  maxPerOrder: null,
  updatedAt: "2026-03-01T09:00:00.000Z",
  autoPricing: null,
  competition: ["EUR", "USD", "GBP"].map((currency) => ({
    __typename: "OfferCompetition",
    currency,
    yourPrice: 29.99,
    bestPrice: 28.99,
    bestOtherPrice: 28.99,
    rank: 2,
    offerCount: 3,
    competing: true,
    isBest: false,
    priceToWin: 28.98,
    reductionToWin: 1.01,
  })),
};

function api(answer: (input: Record<string, unknown>) => Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    meHandler(meAs("seller")),
    graphql.query("OfferRules", () =>
      HttpResponse.json({
        data: {
          offerRules: {
            __typename: "OfferRules",
            minPrice: 0.1,
            maxPrice: 10000,
            maxPerOrderCap: 5,
            rates: [
              { __typename: "ExchangeRate", currency: "EUR", perEur: 1 },
              { __typename: "ExchangeRate", currency: "USD", perEur: 1.09 },
              { __typename: "ExchangeRate", currency: "GBP", perEur: 0.85 },
            ],
          },
        },
      }),
    ),
    graphql.query("SellerOffer", () => HttpResponse.json({ data: { sellerOffer: OFFER } })),
    graphql.query("SellerOffers", () => HttpResponse.json({ data: { sellerOffers: { __typename: "SellerOfferList", totalItems: 1, items: [OFFER] } } })),
    graphql.mutation("UpdateOffer", ({ variables }) => {
      sent.push(variables.input);
      return HttpResponse.json({ data: { updateOffer: answer(variables.input) } });
    }),
  );
  return sent;
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the offer edit screen", () => {
  it("refuses bad amounts before sending, then sends the offer's new prices and settings", async () => {
    const sent = api(() => ({ __typename: "OfferSaved", offer: { ...OFFER, priceEur: 27.5 } }));
    const user = userEvent.setup();
    const { router } = renderApp("/seller/offers/41");
    const eur = await screen.findByTestId("offer-price-EUR");
    expect(eur).toHaveValue("29,99");
    expect(screen.getByTestId("offer-product")).toHaveTextContent("Elden Ring (Steam)");

    await user.clear(eur);
    await user.type(eur, "27,555");
    await user.click(screen.getByTestId("offer-save"));
    expect(await screen.findByText("Enter an amount such as 12,49.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(eur);
    await user.type(eur, "27,5");
    await user.click(screen.getByTestId("offer-fill"));
    expect(screen.getByTestId("offer-price-USD")).toHaveValue("29,98");
    expect(screen.getByTestId("offer-price-GBP")).toHaveValue("23,38");
    await user.selectOptions(screen.getByTestId("offer-max"), "2");
    await user.click(screen.getByTestId("offer-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/seller/offers"));
    expect(sent).toEqual([{ offerId: "41", priceEur: 27.5, priceUsd: 29.98, priceGbp: 23.38, enabled: true, maxPerOrder: 2, autoPricing: null }]);
  });

  it("shows the server's refusal on the field it is about", async () => {
    api(() => ({
      __typename: "PriceOutOfBoundsError",
      errorCode: "PRICE_OUT_OF_BOUNDS",
      message: "The price in GBP must be between £0.10 and £10000.00",
      currency: "GBP",
      field: "price",
      minimum: 0.1,
      maximum: 10000,
    }));
    const user = userEvent.setup();
    renderApp("/it/seller/offers/41");
    await screen.findByTestId("offer-price-GBP");
    await user.click(screen.getByTestId("offer-save"));
    expect(await screen.findByText("Inserisci un importo tra 0,10 e 10000,00.")).toBeInTheDocument();
    expect(screen.getByTestId("offer-price-GBP")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("the offers list", () => {
  it("follows sales and competitors live: stock and best offer change without a reload", async () => {
    api(() => ({}));
    const subscribed: LiveOperation[] = [];
    let push: LiveSubscriber | undefined;
    server.use(
      liveHandler((op, subscriber) => {
        subscribed.push(op);
        push = subscriber;
      }),
    );
    renderApp("/seller/offers");
    const stock = await screen.findByTestId("offer-stock");
    expect(stock).toHaveTextContent("3");
    expect(screen.queryByTestId("offer-best")).not.toBeInTheDocument();
    await waitFor(() => expect(push).toBeDefined());
    expect(subscribed[0]).toMatchObject({ operationName: "SellerOffersUpdated", variables: { ids: ["41"] } });
    // A key sold, and the cheaper competitor gone: this offer is now the best.
    push!.next({
      sellerOffersUpdated: [
        {
          ...OFFER,
          stock: 2,
          salesCount: 6,
          competition: OFFER.competition.map((c) => ({
            ...c,
            bestPrice: 29.99,
            bestOtherPrice: null,
            rank: 1,
            offerCount: 1,
            isBest: true,
            priceToWin: null,
            reductionToWin: null,
          })),
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId("offer-stock")).toHaveTextContent("2"));
    expect(screen.getByTestId("offer-best")).toBeInTheDocument();
  });
});
