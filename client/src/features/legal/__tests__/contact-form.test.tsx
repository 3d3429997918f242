/**
 * The contact page in jsdom: the company's details, the form's checks before the server is
 * asked (required fields, the message's length, the order number's format), what it sends
 * (the page's language included), the success with the request's reference, the refusals
 * the server answers, and a signed-in visitor's name and address filled in.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

type Input = Record<string, unknown>;

function answerContact(answer: (input: Input) => Record<string, unknown> | "error") {
  const calls: Input[] = [];
  server.use(
    graphql.mutation("SendContactMessage", ({ variables }) => {
      const input = (variables as { input: Input }).input;
      calls.push(input);
      const r = answer(input);
      if (r === "error") return HttpResponse.json({ errors: [{ message: "message must be longer", extensions: { code: "BAD_USER_INPUT" } }] });
      return HttpResponse.json({ data: { sendContactMessage: r } });
    }),
  );
  return calls;
}

const sent = (input: Input) => ({ __typename: "ContactMessageSent", reference: "C-1A2B3C4D", email: input.email });

const LABELS = {
  en: { name: /^your name/i, email: /^your email address/i, topic: /^topic/i, order: /^order number/i, message: /^message/i },
  it: { name: /^il tuo nome/i, email: /^il tuo indirizzo email/i, topic: /^argomento/i, order: /^numero d'ordine/i, message: /^messaggio/i },
};

async function fill(locale: "en" | "it", v: { name?: string; email?: string; topic?: string; order?: string; message?: string }) {
  const l = LABELS[locale];
  if (v.name) await userEvent.type(await screen.findByLabelText(l.name), v.name);
  if (v.email) await userEvent.type(screen.getByLabelText(l.email), v.email);
  if (v.topic) await userEvent.selectOptions(screen.getByLabelText(l.topic), v.topic);
  if (v.order) await userEvent.type(screen.getByLabelText(l.order), v.order);
  if (v.message) await userEvent.type(screen.getByLabelText(l.message), v.message);
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the contact page", () => {
  it("shows the company's details from the server's configuration", async () => {
    renderApp("/contact");
    expect(await screen.findByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
    const company = screen.getByTestId("contact-company");
    expect(company).toHaveTextContent("Registered officeVia Giuseppe Verdi 12, 20121 Milano (MI), Italy");
    expect(company).toHaveTextContent("VAT numberIT01234567890");
    expect(company).toHaveTextContent("Support hoursMonday–Friday 09:00–18:00 (Italian time)");
    expect(within(company).getByRole("link", { name: "support@keymarket.test" })).toHaveAttribute("href", "mailto:support@keymarket.test");
    await waitFor(() => expect(document.title).toBe("Contact us | KeyMarket"));
  });

  it("checks the fields before asking the server", async () => {
    const calls = answerContact(sent);
    renderApp("/contact");
    await userEvent.click(await screen.findByTestId("contact-submit"));
    expect(await screen.findAllByText("This field is required")).toHaveLength(4);
    expect(screen.getByLabelText(LABELS.en.name)).toHaveFocus();

    await fill("en", { name: "Ada", email: "ada@", topic: "Problem with an order", order: "KM 12", message: " too short " });
    await userEvent.click(screen.getByTestId("contact-submit"));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Use letters, digits and dashes only, as in KM-000123")).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.en.message)).toHaveAccessibleDescription("At least 10 characters");
    expect(screen.getByLabelText(LABELS.en.message)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("sends the message with the page's language and shows the reference; another one can follow", async () => {
    const calls = answerContact(sent);
    renderApp("/contact");
    expect(await screen.findByLabelText(LABELS.en.message)).toHaveAccessibleDescription("10 to 5,000 characters");
    await fill("en", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      topic: "Payment or refund",
      order: "KM-000123",
      message: "I was charged twice for my order.",
    });
    await userEvent.click(screen.getByTestId("contact-submit"));
    expect(await screen.findByTestId("contact-sent")).toHaveTextContent(
      "Message sentThank you! We emailed a confirmation to ada@example.com. Your reference is C-1A2B3C4D",
    );
    expect(calls).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        topic: "payment",
        orderNumber: "KM-000123",
        message: "I was charged twice for my order.",
        locale: "en",
      },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect(await screen.findByLabelText(LABELS.en.email)).toHaveValue("ada@example.com");
    expect(screen.getByLabelText(LABELS.en.name)).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText(LABELS.en.message)).toHaveValue("");
    expect(screen.getByLabelText(LABELS.en.topic)).toHaveValue("");
  });

  it("in Italian: takes the topic from the link, sends `it`, and says how long to wait when there were too many messages", async () => {
    const calls = answerContact(() => ({ __typename: "TooManyRequestsError", errorCode: "TOO_MANY_REQUESTS", message: "x", retryAfterSeconds: 300 }));
    renderApp("/it/contact?topic=privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Contattaci" })).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.it.topic)).toHaveValue("privacy");
    await fill("it", { name: "Ada", email: "ada@example.com", message: "Vorrei una copia dei miei dati." });
    await userEvent.click(screen.getByTestId("contact-submit"));
    const error = await screen.findByTestId("contact-error");
    expect(error).toHaveTextContent("Hai inviato diversi messaggi in poco tempo");
    expect(error).toHaveTextContent("Riprova tra 5 minuti.");
    expect(calls).toEqual([
      { name: "Ada", email: "ada@example.com", topic: "privacy", orderNumber: null, message: "Vorrei una copia dei miei dati.", locale: "it" },
    ]);
    // The form stays as it was, to try again later.
    expect(screen.getByLabelText(LABELS.it.message)).toHaveValue("Vorrei una copia dei miei dati.");
  });

  it("says when the anti-robot check failed, and offers the address when sending failed", async () => {
    let answer: "captcha" | "error" = "captcha";
    answerContact(() => (answer === "error" ? "error" : { __typename: "CaptchaCheckFailedError", errorCode: "CAPTCHA_CHECK_FAILED", message: "x" }));
    renderApp("/contact");
    await fill("en", { name: "Ada", email: "ada@example.com", topic: "Other", message: "Hello, a question about gift cards." });
    await userEvent.click(screen.getByTestId("contact-submit"));
    expect(await screen.findByRole("alert")).toHaveTextContent("The anti-robot check failed. Please try again.");
    answer = "error";
    await userEvent.click(screen.getByTestId("contact-submit"));
    await waitFor(() => expect(screen.getByTestId("contact-error")).toHaveTextContent("Your message could not be sent"));
    expect(within(screen.getByTestId("contact-error")).getByRole("link", { name: "support@keymarket.test" })).toHaveAttribute(
      "href",
      "mailto:support@keymarket.test",
    );
  });

  it("fills in a signed-in visitor's name and address", async () => {
    document.cookie = "km_signed_in=1; Path=/";
    server.use(meHandler(meAs("user")));
    renderApp("/contact");
    await waitFor(() => expect(screen.getByLabelText(LABELS.en.email)).toHaveValue("user@keymarket.test"));
    expect(screen.getByLabelText(LABELS.en.name)).toHaveValue("Carla Rossi");
  });
});
