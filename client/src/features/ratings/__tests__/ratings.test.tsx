/**
 * Seller ratings in jsdom (the real route tree, msw as the API): on an order's page, a line with
 * a revealed key offers "Rate the seller" (a line without one does not), the stars and comment
 * are sent, the rating then shows with "Edit" while editable and can be changed; a locked rating's
 * refusal is shown; Italian texts. On the product page: each offer's seller score or "New seller",
 * in the server's best-offer order for the shopper's currency. The admin seller page's ratings
 * panel: score, count, distribution, replacement and refund rates, latest comments.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { emptySellerCalls, sellerBook, sellerHandlers } from "../../../../../test/client/admin-sellers-fixtures";
import { eldenRing } from "../../../../../test/client/graphql-handlers";
import { server } from "../../../../../test/client/msw-server";
import { emptyOrderCalls, ORDER_ID, orderHandlers, orderRows, paidOrder } from "../../../../../test/client/orders-fixtures";
import { renderApp } from "../../../../../test/client/render-app";

interface RateInput {
  orderItemId: string;
  score: number;
  comment: string | null;
}

type Sent = RateInput & { op: "rate" | "update" };

/** The order's page as a customer's; `answer` gives both mutations' answers (`op` says which was sent). */
function asCustomer(answer: (input: RateInput, n: number, op: Sent["op"]) => object) {
  const sent: Sent[] = [];
  const handle = (op: Sent["op"], operation: string, field: string) =>
    graphql.mutation(operation, ({ variables }) => {
      const input = (variables as { input: RateInput }).input;
      sent.push({ ...input, op });
      return HttpResponse.json({ data: { [field]: answer(input, sent.length, op) } });
    });
  server.use(
    meHandler(meAs("user")),
    ...orderHandlers(orderRows(1), paidOrder(), emptyOrderCalls()),
    handle("rate", "RateSeller", "rateSeller"),
    handle("update", "UpdateSellerRating", "updateSellerRating"),
  );
  return sent;
}

const rating = (input: RateInput) => ({
  __typename: "SellerRating",
  id: "r-1",
  orderItemId: input.orderItemId,
  score: input.score,
  comment: input.comment,
  editable: true,
  editableUntil: "2026-04-02T09:00:00.000Z",
});

const lineCard = (name: string) => screen.getAllByTestId("order-line").find((l) => l.textContent?.includes(name))!;

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("rating the seller on an order's page", () => {
  it("rates the seller of a line with a revealed key, then shows the rating with Edit and changes it", async () => {
    const sent = asCustomer((input) => rating(input));
    const user = userEvent.setup();
    renderApp(`/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    const line = lineCard("Elden Ring");
    const box = within(line).getByTestId("rate-seller");
    expect(box).toHaveTextContent("Rate the seller");
    expect(box).toHaveTextContent("How was your purchase from NordKeys?");
    // Lines without a revealed key offer nothing yet.
    expect(within(lineCard("Netflix")).queryByTestId("rate-seller")).not.toBeInTheDocument();

    // The comment box comes with the first star; a score is required.
    expect(within(box).queryByTestId("rate-seller-comment")).not.toBeInTheDocument();
    await user.click(within(box).getByRole("radio", { name: "4 stars out of 5" }));
    await user.type(within(box).getByTestId("rate-seller-comment"), "  Fast and fine  ");
    expect(within(box).getByText("17/1000")).toBeInTheDocument();
    await user.click(within(box).getByTestId("rate-seller-submit"));
    await waitFor(() => expect(sent).toEqual([{ op: "rate", orderItemId: "line-1", score: 4, comment: "Fast and fine" }]));

    const given = await within(line).findByTestId("seller-rating");
    expect(given).toHaveAttribute("data-score", "4");
    expect(given).toHaveTextContent("Your rating of NordKeys");
    expect(within(given).getByRole("img", { name: "4 stars out of 5" })).toBeInTheDocument();
    expect(given).toHaveTextContent("Fast and fine");
    expect(given).toHaveTextContent("You can change it until Apr 2, 2026.");

    await user.click(within(given).getByTestId("seller-rating-edit"));
    const form = within(line).getByTestId("rate-seller-form");
    expect(form).toHaveTextContent("Change your rating");
    expect(within(form).getByRole("radio", { name: "4 stars out of 5" })).toBeChecked();
    expect(within(form).getByTestId("rate-seller-comment")).toHaveValue("Fast and fine");
    await user.click(within(form).getByRole("radio", { name: "5 stars out of 5" }));
    await user.clear(within(form).getByTestId("rate-seller-comment"));
    await user.click(within(form).getByTestId("rate-seller-submit"));
    // The change is updateSellerRating's: rateSeller gives a line's one rating.
    await waitFor(() => expect(sent.at(-1)).toEqual({ op: "update", orderItemId: "line-1", score: 5, comment: null }));
    expect(await within(line).findByTestId("seller-rating")).toHaveAttribute("data-score", "5");
    expect(within(line).queryByTestId("seller-rating-comment")).not.toBeInTheDocument();
  });

  it("asks for a score before sending, and shows a refusal as it comes", async () => {
    const sent = asCustomer(() => ({
      __typename: "RatingNotAllowedError",
      errorCode: "RATING_NOT_ALLOWED",
      message: "You can rate the seller once a key of this order line has been revealed",
    }));
    const user = userEvent.setup();
    renderApp(`/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    const box = within(lineCard("Elden Ring")).getByTestId("rate-seller");
    await user.click(within(box).getByRole("radio", { name: "2 stars out of 5" }));
    await user.click(within(box).getByTestId("rate-seller-submit"));
    expect(await within(box).findByTestId("rate-seller-error")).toHaveTextContent("You can rate the seller once a key of this line has been revealed.");
    expect(sent).toHaveLength(1);
    expect(within(box).queryByTestId("seller-rating")).not.toBeInTheDocument();
  });

  it("shows the rating given meanwhile in another tab, and a locked rating's refusal when it is changed", async () => {
    const sent = asCustomer((_input, _n, op) =>
      op === "rate"
        ? {
            __typename: "RatingAlreadyGivenError",
            errorCode: "RATING_ALREADY_GIVEN",
            message: "You have already rated the seller of this order line: change that rating instead",
            rating: { ...rating({ orderItemId: "line-1", score: 3, comment: "From the other tab" }), id: "r-9" },
          }
        : { __typename: "RatingLockedError", errorCode: "RATING_LOCKED", message: "This rating can no longer be changed" },
    );
    const user = userEvent.setup();
    renderApp(`/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    const line = lineCard("Elden Ring");
    await user.click(within(within(line).getByTestId("rate-seller")).getByRole("radio", { name: "5 stars out of 5" }));
    await user.click(within(line).getByTestId("rate-seller-submit"));
    const given = await within(line).findByTestId("seller-rating");
    expect(given).toHaveAttribute("data-score", "3");
    expect(given).toHaveTextContent("From the other tab");

    await user.click(within(given).getByTestId("seller-rating-edit"));
    const form = within(line).getByTestId("rate-seller-form");
    await user.click(within(form).getByRole("radio", { name: "1 star out of 5" }));
    await user.click(within(form).getByTestId("rate-seller-submit"));
    expect(await within(form).findByTestId("rate-seller-error")).toHaveTextContent("This rating can no longer be changed (30 days have passed).");
    expect(sent.map((x) => x.op)).toEqual(["rate", "update"]);
  });

  it("speaks Italian under /it", async () => {
    asCustomer((input) => rating(input));
    renderApp(`/it/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    const box = within(lineCard("Elden Ring")).getByTestId("rate-seller");
    expect(box).toHaveTextContent("Valuta il venditore");
    expect(within(box).getByRole("radio", { name: "3 stelle su 5" })).toBeInTheDocument();
  });
});

describe("seller scores on the product page", () => {
  it("shows each offer's seller score or New seller, in the server's order for the currency", async () => {
    const p = eldenRing.product!;
    // In GBP the second offer ranks first (the server's best-offer rule), whatever the order sent.
    const offers = [
      { ...p.offers[0]!, rank: { __typename: "OfferRank", eur: 1, usd: 1, gbp: 2 } },
      { ...p.offers[1]!, rank: { __typename: "OfferRank", eur: 2, usd: 2, gbp: 1 } },
    ];
    server.use(graphql.query("ProductPage", () => HttpResponse.json({ data: { product: { ...p, offers } } })));
    const eur = renderApp("/games/rpg/elden-ring-steam");
    const list = await screen.findByTestId("offers");
    const rows = () => Array.from(list.querySelectorAll<HTMLElement>("[data-offer]"));
    expect(rows().map((r) => r.dataset.offer)).toEqual(["3356", "3358"]);
    expect(rows()[0]).toHaveAttribute("data-best", "true");
    expect(within(rows()[0]!).getByTestId("seller-score")).toHaveTextContent("★4.6(41 ratings)");
    expect(within(rows()[0]!).getByTestId("seller-score")).toHaveAttribute("data-count", "41");
    expect(within(rows()[1]!).getByTestId("seller-new")).toHaveTextContent("New seller");
    eur.unmount();

    renderApp("/games/rpg/elden-ring-steam", { currency: "GBP" });
    const gbp = await screen.findByTestId("offers");
    await waitFor(() => expect(Array.from(gbp.querySelectorAll<HTMLElement>("[data-offer]")).map((r) => r.dataset.offer)).toEqual(["3358", "3356"]));
    expect(gbp.querySelector("[data-offer='3358']")).toHaveAttribute("data-best", "true");
  });
});

describe("the admin seller page's ratings", () => {
  it("shows score, count, distribution, replacement and refund rates, and the latest comments", async () => {
    const book = sellerBook(3);
    const asked: { take: number }[] = [];
    // Before the fixture's own (empty) ratings answers: the first matching handler answers.
    server.use(
      meHandler(meAs("admin")),
      graphql.query("SellerRatingSummary", ({ variables }) =>
        HttpResponse.json({
          data: {
            sellerRatingSummary: {
              __typename: "SellerRatingSummary",
              sellerId: (variables as { sellerId: string }).sellerId,
              score: 4.3,
              average: 4.3,
              count: 12,
              distribution: [1, 0, 1, 3, 7],
              keysSold: 200,
              keysReplaced: 3,
              keysRefunded: 5,
              replacementRate: 0.015,
              refundRate: 0.025,
            },
          },
        }),
      ),
      graphql.query("SellerRatings", ({ variables }) => {
        const v = variables as { take: number };
        asked.push({ take: v.take });
        const all = Array.from({ length: 12 }, (_, i) => ({
          __typename: "SellerRating",
          id: `r${i}`,
          score: i % 5 === 0 ? 1 : 5,
          comment: i === 0 ? "Key did not work" : i === 1 ? null : `Comment ${i}`,
          productName: `Product ${i}`,
          createdAt: "2026-03-01T10:00:00.000Z",
        }));
        return HttpResponse.json({ data: { sellerRatings: { __typename: "SellerRatingList", totalItems: all.length, items: all.slice(0, v.take) } } });
      }),
      ...sellerHandlers(book, emptySellerCalls()),
    );
    const user = userEvent.setup();
    renderApp(`/admin/sellers/${book[0]!.id}`);
    const panel = await screen.findByTestId("seller-ratings");
    await waitFor(() => expect(within(panel).getByTestId("seller-ratings-score")).toHaveTextContent("4.3"));
    expect(within(panel).getByTestId("seller-ratings-count")).toHaveTextContent("12");
    expect(within(panel).getByTestId("seller-replacement-rate")).toHaveTextContent("1.5% (3 of 200 keys sold)");
    expect(within(panel).getByTestId("seller-refund-rate")).toHaveTextContent("2.5% (5 of 200 keys sold)");
    const dist = within(panel).getByTestId("rating-distribution");
    expect(Array.from(dist.querySelectorAll<HTMLElement>("[data-score]")).map((r) => [r.dataset.score, r.dataset.count])).toEqual([
      ["5", "7"],
      ["4", "3"],
      ["3", "1"],
      ["2", "0"],
      ["1", "1"],
    ]);
    const list = await within(panel).findByTestId("seller-ratings-list");
    expect(list.querySelectorAll("li")).toHaveLength(5);
    expect(list).toHaveTextContent("Key did not work");
    expect(list).toHaveTextContent("No comment");
    expect(list).toHaveTextContent("Product 0");
    await user.click(within(panel).getByTestId("seller-ratings-more"));
    await waitFor(() => expect(within(panel).getByTestId("seller-ratings-list").querySelectorAll("li")).toHaveLength(12));
    expect(asked.at(-1)).toEqual({ take: 15 });
    expect(within(panel).queryByTestId("seller-ratings-more")).not.toBeInTheDocument();
  });
});
