/**
 * The legal pages in jsdom, through the real routes: each text in English and Italian with
 * its title, date, table of contents and the company details of the server's configuration;
 * the head (title, canonical, language alternates); the privacy policy's cookie table; the
 * footer's links; links inside a text go through the router.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../../../../test/client/render-app";

const headLink = (selector: string) => document.head.querySelector<HTMLLinkElement>(selector)?.getAttribute("href");

describe("the legal pages", () => {
  it("shows the terms of sale in English: title, date, contents, company, head", async () => {
    renderApp("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of sale" })).toBeInTheDocument();
    expect(screen.getByTestId("legal-updated")).toHaveTextContent("Last updated: November 26, 2026");

    // The table of contents links every section, in order, by its anchor.
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    const sections = screen.getAllByTestId("legal-section");
    expect(links).toHaveLength(sections.length);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(sections.map((s) => `#${s.id}`));
    expect(links.map((a) => a.textContent)).toContain("8.Right of withdrawal");
    expect(screen.getByRole("heading", { level: 2, name: "8. Right of withdrawal" })).toBeInTheDocument();

    // The company of the server's configuration, and the texts the brief requires.
    const who = document.getElementById("who-we-are")!;
    expect(who).toHaveTextContent("KeyMarket S.r.l., Via Giuseppe Verdi 12, 20121 Milano (MI), Italy, VAT number IT01234567890");
    expect(within(who).getByRole("link", { name: "support@keymarket.test" })).toHaveAttribute("href", "mailto:support@keymarket.test");
    expect(who).toHaveTextContent("Monday–Friday 09:00–18:00 (Italian time)");
    expect(document.getElementById("withdrawal")).toHaveTextContent("art. 16(m)");
    // The EU's ODR platform closed on 20 July 2025: the terms point to ADR bodies and European Consumer Centres instead.
    expect(document.getElementById("law")).toHaveTextContent("European Consumer Centre");
    expect(screen.queryByRole("link", { name: /ec\.europa\.eu\/consumers\/odr/ })).toBeNull();

    await waitFor(() => expect(document.title).toBe("Terms of sale | KeyMarket"));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", expect.stringContaining("terms of sale"));
    expect(headLink('link[rel="canonical"]')).toBe("http://localhost/terms");
    expect(headLink('link[rel="alternate"][hreflang="it"]')).toBe("http://localhost/it/terms");
    expect(headLink('link[rel="alternate"][hreflang="x-default"]')).toBe("http://localhost/terms");
  });

  it("shows the privacy policy in Italian with the cookie table and the way to change the choice", async () => {
    renderApp("/it/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Informativa sulla privacy" })).toBeInTheDocument();
    expect(screen.getByTestId("legal-updated")).toHaveTextContent("Ultimo aggiornamento: 26 novembre 2026");
    expect(document.getElementById("controller")).toHaveTextContent("Il titolare del trattamento dei tuoi dati personali è KeyMarket S.r.l.");

    const table = within(screen.getByTestId("cookie-table")).getByRole("table", { name: "Cookie e memoria locale usati da KeyMarket" });
    const groups = within(table).getAllByRole("rowgroup").slice(1); // after the header
    expect(groups.map((g) => within(g).getAllByRole("rowheader")[0]!.textContent)).toEqual([
      "Necessari · sempre attivi: il negozio non funziona senza",
      "Funzionali · solo con il tuo consenso",
      "Statistiche · solo con il tuo consenso",
      "Marketing · solo con il tuo consenso",
    ]);
    const row = (name: string) => within(table).getByText(name).closest("tr")!;
    expect(row("km_consent")).toHaveTextContent("6 mesi");
    expect(row("gclid")).toHaveTextContent("1 giorno");
    expect(row("awin_source")).toHaveTextContent("1 anno");
    expect(row("admitad_uid")).toHaveTextContent("30 giorni");
    expect(row("utm_campaign")).toHaveTextContent("30 giorni");
    expect(row("referrer")).toHaveTextContent("20 giorni");
    expect(document.getElementById("cookies")).toHaveTextContent("«Impostazioni cookie» nel piè di pagina");
    expect(screen.getByRole("link", { name: "Garante per la protezione dei dati personali" })).toHaveAttribute("href", "https://www.garanteprivacy.it");
    await waitFor(() => expect(document.title).toBe("Informativa sulla privacy | KeyMarket"));
    expect(headLink('link[rel="canonical"]')).toBe("http://localhost/it/privacy");
    expect(headLink('link[rel="alternate"][hreflang="en"]')).toBe("http://localhost/privacy");
  });

  it.each([
    ["/refund-policy", "Refund policy", "When we refund"],
    ["/it/refund-policy", "Politica di rimborso", "Quando rimborsiamo"],
    ["/it/terms", "Condizioni di vendita", "Diritto di recesso"],
    ["/privacy", "Privacy policy", "Cookies"],
  ])("renders %s", async (path, title, section) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toBeInTheDocument();
  });

  it("links the pages from the footer in both languages, with the company's VAT number", async () => {
    renderApp("/activation/steam");
    const help = await screen.findByRole("navigation", { name: "Help" });
    expect(
      ["Contact us", "Terms of sale", "Privacy policy", "Refund policy"].map((name) => within(help).getByRole("link", { name }).getAttribute("href")),
    ).toEqual(["/contact", "/terms", "/privacy", "/refund-policy"]);
    expect(screen.getByTestId("footer-company")).toHaveTextContent("KeyMarket S.r.l. · VAT no. IT01234567890");
  });

  it("links the Italian pages from the Italian footer", async () => {
    renderApp("/it/activation/steam");
    const help = await screen.findByRole("navigation", { name: "Aiuto" });
    expect(within(help).getByRole("link", { name: "Informativa sulla privacy" })).toHaveAttribute("href", "/it/privacy");
    expect(within(help).getByRole("link", { name: "Contattaci" })).toHaveAttribute("href", "/it/contact");
    expect(screen.getByTestId("footer-company")).toHaveTextContent("KeyMarket S.r.l. · P. IVA IT01234567890");
  });

  it("follows a link of the text to another page through the router", async () => {
    const { router } = renderApp("/refund-policy");
    const intro = (await screen.findByRole("heading", { level: 1, name: "Refund policy" })).parentElement!;
    await userEvent.click(within(intro).getByRole("link", { name: "terms of sale" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of sale" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/terms");
  });
});
