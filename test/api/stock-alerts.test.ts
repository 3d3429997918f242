/**
 * Back-in-stock alerts over HTTP against a real Postgres, with the job workers on:
 * a signed-in user's alert (active at once, idempotent, theirs alone to see and cancel), a
 * guest's (double opt-in through the mailed link, the same answer for a repeat, rate-limited),
 * the refusals (unknown product, product in stock, invalid email), and delivery: a seller adds
 * a key to an out-of-stock product's offer → the products trigger's NOTIFY → the job mails every
 * active alert of the product once, in its language, and a second run sends nothing.
 */
import "reflect-metadata";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { systemContext } from "../../server/graphql/context";
import { STOCK_ALERTS_DELIVER_JOB } from "../../server/modules/stock-alerts/stock-alerts.service";
import { Browser, mailsTo, uniqueEmail } from "./accounts-helpers";
import { customers, productWithStock, waitFor } from "./commerce-helpers";

const GUEST_LIMIT = 4;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOBS: "true", STOCK_ALERTS_GUEST_MAX_PER_IP: String(GUEST_LIMIT) });
});
afterAll(() => app?.close());

const q = (sql: string, params?: unknown[]) => app.server.dataSource.query(sql, params);

const CREATE = `mutation($i: CreateStockAlertInput!) {
  createStockAlert(input: $i) {
    __typename
    ... on StockAlert { productId email locale currency createdAt expiresAt }
    ... on StockAlertConfirmationSent { email }
    ... on ErrorResult { errorCode message }
    ... on TooManyRequestsError { retryAfterSeconds }
  }
}`;
const CANCEL = `mutation($p: ID!) { cancelStockAlert(productId: $p) }`;
const MINE = `{ stockAlerts { productId email product(locale: it) { id name } } }`;

/** Out-of-stock products (enabled, not pre-orders) with a sellable offer, no alert on them yet. */
const used: number[] = [];
async function outOfStock(): Promise<{ productId: number; offerId: number; sellerId: number }> {
  const [row] = await q(
    `SELECT p.id AS "productId", o.id AS "offerId", o.seller_id AS "sellerId"
       FROM products p JOIN LATERAL (SELECT * FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 ORDER BY o.id LIMIT 1) o ON true
      WHERE p.enabled AND p.stock = 0 AND p.pre_order = 0 AND NOT (p.id = ANY($1::int[]))
        AND NOT EXISTS (SELECT 1 FROM stock_alerts a WHERE a.product_id = p.id)
      ORDER BY p.id LIMIT 1`,
    [used],
  );
  if (!row) throw new Error("no out-of-stock product left in the demo data");
  used.push(row.productId);
  return row;
}

/** A guest's browser with a CSRF token, from its own address (the rate limit counts per IP). */
let ipCounter = 10;
async function guest(ip = `203.0.113.${ipCounter++}`): Promise<Browser> {
  const b = new Browser(app, { ip });
  await b.csrf();
  return b;
}

const alertRows = (productId: number) =>
  q(`SELECT user_id, email, locale, currency, confirmed_at, notified_at FROM stock_alerts WHERE product_id = $1 ORDER BY created_at`, [productId]);

async function mails(to: string, template: string) {
  return (await mailsTo(app, to)).filter((m) => m.template === template);
}

/**
 * Opens a mail's link as a person does: the page (GET, which acts on nothing) and its one
 * button (a form POST of the page's hidden fields, no CSRF token). Answers the button's response.
 */
async function press(link: string): Promise<Response> {
  const page = await fetch(app.url + link, { redirect: "manual" });
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  expect(action).toBe(new URL(link, app.url).pathname);
  const fields = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m): [string, string] => [
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))),
    ]),
  );
  return fetch(app.url + action, { method: "POST", body: fields, redirect: "manual" });
}

/** The site path of the first link of a mail's text that contains `fragment`. */
function linkIn(text: string, fragment: string): string {
  const url = (text.match(/https?:\/\/\S+/g) ?? []).find((u) => u.includes(fragment));
  if (!url) throw new Error(`no ${fragment} link in: ${text}`);
  const u = new URL(url);
  return u.pathname + u.search;
}

describe("a signed-in user's alert", () => {
  it("is active at once at the account's address, idempotent, and shown on the product (batched) and in the account", async () => {
    const [c] = await customers(app, 1);
    const p = await outOfStock();
    const first = await c.gql(CREATE, { i: { productId: String(p.productId), locale: "it", currency: "GBP", email: "ignored@example.com" } });
    expect(first.body.data.createStockAlert).toMatchObject({
      __typename: "StockAlert",
      productId: String(p.productId),
      email: c.email,
      locale: "it",
      currency: "GBP",
    });
    const created = first.body.data.createStockAlert;
    expect(new Date(created.expiresAt).getTime() - new Date(created.createdAt).getTime()).toBe(180 * 86_400_000);

    // Again (from the English page this time): the same alert, unchanged, one row.
    const again = await c.gql(CREATE, { i: { productId: String(p.productId), locale: "en" } });
    expect(again.body.data.createStockAlert).toMatchObject({ __typename: "StockAlert", locale: "it", createdAt: created.createdAt });
    const rows = await alertRows(p.productId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: c.id, email: null, locale: "it", currency: "gbp" });
    expect(rows[0].confirmed_at).not.toBeNull();
    expect(await mailsTo(app, c.email)).toEqual([]); // no confirmation for a signed-in user

    // Product.stockAlert: the viewer's own, for a whole list in one statement.
    const other = await outOfStock();
    const listed = await c.gql(`query($ids: [ID!]!) { productsByIds(ids: $ids) { id stockAlert { productId currency } } }`, {
      ids: [String(p.productId), String(other.productId)],
    });
    expect(listed.body.data.productsByIds).toEqual([
      { id: String(p.productId), stockAlert: { productId: String(p.productId), currency: "GBP" } },
      { id: String(other.productId), stockAlert: null },
    ]);
    const mine = await c.gql(MINE);
    expect(mine.body.data.stockAlerts).toEqual([
      { productId: String(p.productId), email: c.email, product: { id: String(p.productId), name: expect.any(String) } },
    ]);
  });

  it("is the user's own: another user neither sees nor cancels it; guests see none", async () => {
    const [owner, stranger] = await customers(app, 2);
    const p = await outOfStock();
    await owner.gql(CREATE, { i: { productId: String(p.productId) } });
    const product = `query($ids: [ID!]!) { productsByIds(ids: $ids) { stockAlert { productId } } }`;

    expect((await stranger.gql(product, { ids: [String(p.productId)] })).body.data.productsByIds[0].stockAlert).toBeNull();
    expect((await stranger.gql(MINE)).body.data.stockAlerts).toEqual([]);
    expect((await app.gql(product, { ids: [String(p.productId)] })).body.data.productsByIds[0].stockAlert).toBeNull();
    // Cancelling someone else's alert answers exactly like cancelling none, and changes nothing.
    expect((await stranger.gql(CANCEL, { p: String(p.productId) })).body.data.cancelStockAlert).toBe(false);
    expect(await alertRows(p.productId)).toHaveLength(1);
    // Guests cannot cancel or list (there is nothing of theirs to reach).
    const g = await guest();
    expect((await g.gql(CANCEL, { p: String(p.productId) })).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await g.gql(MINE)).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");

    // The owner cancels it; again is a no-op.
    expect((await owner.gql(CANCEL, { p: String(p.productId) })).body.data.cancelStockAlert).toBe(true);
    expect(await alertRows(p.productId)).toHaveLength(0);
    expect((await owner.gql(CANCEL, { p: String(p.productId) })).body.data.cancelStockAlert).toBe(false);
    expect((await owner.gql(MINE)).body.data.stockAlerts).toEqual([]);
  });
});

describe("account deletion", () => {
  it("takes the account's alerts with it", async () => {
    const [c] = await customers(app, 1);
    const p = await outOfStock();
    await c.gql(CREATE, { i: { productId: String(p.productId) } });
    expect(await alertRows(p.productId)).toHaveLength(1);
    const deleted = await c.gql(`mutation { deleteAccount(input: { password: "Correct-Horse-42" }) { __typename } }`);
    expect(deleted.body.data.deleteAccount.__typename).toBe("DeleteAccountSuccess");
    expect(await alertRows(p.productId)).toEqual([]);
  });
});

describe("refusals (before any write)", () => {
  it("an unknown or disabled product, a product in stock, an invalid email", async () => {
    const [c] = await customers(app, 1);
    const g = await guest();
    const unknown = await c.gql(CREATE, { i: { productId: "999999" } });
    expect(unknown.body.data.createStockAlert).toMatchObject({ __typename: "ProductUnavailableError", errorCode: "PRODUCT_UNAVAILABLE" });

    const inStock = await productWithStock(app);
    for (const r of [
      await c.gql(CREATE, { i: { productId: String(inStock.productId) } }),
      await g.gql(CREATE, { i: { productId: String(inStock.productId), email: uniqueEmail("instock") } }),
    ]) {
      expect(r.body.data.createStockAlert).toMatchObject({ __typename: "ProductInStockError", errorCode: "PRODUCT_IN_STOCK" });
    }
    expect(await alertRows(inStock.productId)).toEqual([]);

    const p = await outOfStock();
    for (const email of [null, "", "not-an-email", "a@b", " @example.com"]) {
      const r = await g.gql(CREATE, { i: { productId: String(p.productId), email } });
      expect(r.body.data.createStockAlert).toMatchObject({ __typename: "InvalidEmailError", errorCode: "INVALID_EMAIL" });
    }
    expect(await alertRows(p.productId)).toEqual([]);
    // Malformed ids are input errors, as everywhere.
    expect((await c.gql(CREATE, { i: { productId: "abc" } })).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});

describe("a guest's alert", () => {
  it("needs its address's confirmation (double opt-in); the link activates it and leads back to the product page", async () => {
    const g = await guest();
    const p = await outOfStock();
    const email = uniqueEmail("Guest.Alert");
    const r = await g.gql(CREATE, { i: { productId: String(p.productId), email: `  ${email}  `, locale: "it", currency: "USD" } });
    expect(r.body.data.createStockAlert).toEqual({ __typename: "StockAlertConfirmationSent", email });
    const [row] = await alertRows(p.productId);
    expect(row).toMatchObject({ user_id: null, email, locale: "it", currency: "usd", confirmed_at: null });

    const [mail] = await mails(email, "stock-alert-confirm");
    expect(mail!.subject).toMatch(/^Conferma l'avviso di disponibilità: /);
    const confirm = linkIn(mail!.text, "/api/stock-alerts/confirm");
    expect(linkIn(mail!.text, "/api/stock-alerts/unsubscribe")).toContain("token=");
    // Only the token's hash is stored.
    const token = new URL(confirm, app.url).searchParams.get("token")!;
    expect((await q(`SELECT count(*)::int AS n FROM stock_alerts WHERE token_hash = convert_to($1, 'UTF8')`, [token]))[0].n).toBe(0);

    // Asking again before confirming: the same answer, a fresh link, still one row.
    const again = await g.gql(CREATE, { i: { productId: String(p.productId), email: email.toUpperCase(), locale: "it" } });
    expect(again.body.data.createStockAlert.__typename).toBe("StockAlertConfirmationSent");
    expect(await alertRows(p.productId)).toHaveLength(1);
    const confirmMails = await mails(email, "stock-alert-confirm");
    expect(confirmMails).toHaveLength(2);
    // The newest link works (mailbox: newest first); the replaced one does not.
    // Opening the link (a mail scanner, a preview) confirms nothing; its page's button does.
    const looked = await fetch(app.url + confirm, { redirect: "manual" });
    expect(looked.status).toBe(200);
    expect(await looked.text()).toContain("Conferma l&#39;avviso</button>");
    expect((await alertRows(p.productId))[0].confirmed_at).toBeNull();
    const stale = await press(confirm);
    expect(stale.status).toBe(303);
    expect(stale.headers.get("location")).toMatch(/^\/it\/.+\?stockAlert=invalid$/);
    const fresh = linkIn(confirmMails[0]!.text, "/api/stock-alerts/confirm");
    const opened = await press(fresh);
    expect(opened.status).toBe(303);
    const [page] = await app.server.services.catalog.productsByIds(systemContext(app.server.dataSource, app.server.services), [p.productId], "it" as never);
    expect(opened.headers.get("location")).toBe(
      `${await app.server.services.catalog.productUrl(systemContext(app.server.dataSource, app.server.services), page!)}?stockAlert=confirmed`,
    );
    expect((await alertRows(p.productId))[0].confirmed_at).not.toBeNull();
    // Opening it twice is fine.
    expect((await press(fresh)).headers.get("location")).toMatch(/\?stockAlert=confirmed$/);

    // Once active, asking again answers alike but mails nothing (nobody learns who subscribed).
    const active = await g.gql(CREATE, { i: { productId: String(p.productId), email } });
    expect(active.body.data.createStockAlert).toEqual({ __typename: "StockAlertConfirmationSent", email });
    expect(await mails(email, "stock-alert-confirm")).toHaveLength(2);

    // The unsubscribe link removes it.
    const unsubscribe = linkIn(confirmMails[0]!.text, "/api/stock-alerts/unsubscribe");
    const gone = await press(unsubscribe);
    expect(gone.headers.get("location")).toMatch(/\?stockAlert=unsubscribed$/);
    expect(await alertRows(p.productId)).toEqual([]);
    expect((await press(unsubscribe)).headers.get("location")).toMatch(/\?stockAlert=invalid$/);
    const bogus = await press("/api/stock-alerts/confirm?token=nope");
    expect(bogus.headers.get("location")).toBe("/?stockAlert=invalid");
  });

  it("is rate-limited per IP", async () => {
    const g = await guest("198.51.100.77");
    const p = await outOfStock();
    const answers: string[] = [];
    for (let i = 0; i <= GUEST_LIMIT; i++) {
      const r = await g.gql(CREATE, { i: { productId: String(p.productId), email: uniqueEmail("flood") } });
      answers.push(r.body.data.createStockAlert.__typename);
    }
    expect(answers).toEqual([...Array(GUEST_LIMIT).fill("StockAlertConfirmationSent"), "TooManyRequestsError"]);
    // Another address is not held back.
    const other = await guest("198.51.100.78");
    const ok = await other.gql(CREATE, { i: { productId: String(p.productId), email: uniqueEmail("other") } });
    expect(ok.body.data.createStockAlert.__typename).toBe("StockAlertConfirmationSent");
  });
});

describe("delivery", () => {
  it("mails every active alert once when a key arrives, in its language; a second run sends nothing", async () => {
    const p = await outOfStock();
    const [en, it, late] = await customers(app, 3);
    await q(`UPDATE users SET locale = 'it' WHERE id = $1`, [it.id]);
    await en.gql(CREATE, { i: { productId: String(p.productId), locale: "en", currency: "EUR" } });
    await it.gql(CREATE, { i: { productId: String(p.productId), locale: "it", currency: "GBP" } });
    // A confirmed guest, and an unconfirmed one (never mailed).
    const confirmed = uniqueEmail("confirmed");
    const pending = uniqueEmail("pending");
    const g = await guest();
    await g.gql(CREATE, { i: { productId: String(p.productId), email: confirmed } });
    await g.gql(CREATE, { i: { productId: String(p.productId), email: pending } });
    const [confirmMail] = await mails(confirmed, "stock-alert-confirm");
    await press(linkIn(confirmMail!.text, "/api/stock-alerts/confirm"));
    // An alert cancelled before the keys came: not mailed.
    await late.gql(CREATE, { i: { productId: String(p.productId) } });
    await late.gql(CANCEL, { p: String(p.productId) });

    // The seller uploads a key: stock 0 → 1, the trigger's NOTIFY, the job.
    const [{ user_id }] = await q(`SELECT user_id FROM seller_profiles WHERE id = $1`, [p.sellerId]);
    const { token } = await app.server.services.sessions.create(systemContext(app.server.dataSource, app.server.services), user_id);
    const uploaded = await app.gql(
      `mutation($i: UploadKeysInput!) { uploadKeys(input: $i) { accepted } }`,
      { i: { offerId: String(p.offerId), keys: [`BACK-${Date.now()}-IN-STOCK`] } },
      { authorization: `Bearer ${token}` },
    );
    expect(uploaded.body.data.uploadKeys.accepted).toBe(1);
    await waitFor(async () => (await mails(confirmed, "back-in-stock")).length > 0, "the back-in-stock mails", 20_000);
    await waitFor(
      async () => (await q(`SELECT count(*)::int AS n FROM stock_alerts WHERE product_id = $1 AND notified_at IS NOT NULL`, [p.productId]))[0].n === 3,
    );

    const [{ best_price_eur: eur, best_price_gbp: gbp }] = await q(`SELECT best_price_eur, best_price_gbp FROM products WHERE id = $1`, [p.productId]);
    const [enMail] = await mails(en.email, "back-in-stock");
    expect(enMail!.subject).toMatch(/^Back in stock: /);
    expect(enMail!.text).toContain(`€${(eur / 100).toFixed(2)}`);
    expect(linkIn(enMail!.text, "http")).toMatch(/^\/[a-z]/); // the product page
    const [itMail] = await mails(it.email, "back-in-stock");
    expect(itMail!.subject).toMatch(/^Di nuovo disponibile: /);
    expect(itMail!.text).toContain(`${(gbp / 100).toFixed(2).replace(".", ",")}`);
    expect(itMail!.text).toContain("£");
    expect(linkIn(itMail!.text, "/it/")).toMatch(/^\/it\//);
    expect(await mails(confirmed, "back-in-stock")).toHaveLength(1);
    expect(await mails(pending, "back-in-stock")).toHaveLength(0);
    expect(await mails(late.email, "back-in-stock")).toHaveLength(0);

    // Again, explicitly and for every product: nothing more is sent.
    await app.server.services.jobs.send(STOCK_ALERTS_DELIVER_JOB, { productIds: [p.productId] });
    await app.server.services.jobs.send(STOCK_ALERTS_DELIVER_JOB, {});
    expect(await app.server.services.stockAlerts.deliverDue(systemContext(app.server.dataSource, app.server.services))).toBe(0);
    await new Promise((r) => setTimeout(r, 3000));
    for (const to of [en.email, it.email, confirmed]) expect(await mails(to, "back-in-stock")).toHaveLength(1);
    // The user's alert is done: no longer shown as set.
    expect((await en.gql(MINE)).body.data.stockAlerts).toEqual([]);

    // The mail's unsubscribe link removes the (spent) alert.
    const gone = await press(linkIn(enMail!.text, "/api/stock-alerts/unsubscribe"));
    expect(gone.headers.get("location")).toMatch(/\?stockAlert=unsubscribed$/);
  });

  it("takes thousands of alerts in batches, each mailed once", async () => {
    const p = await outOfStock();
    const n = 450;
    await q(
      `INSERT INTO stock_alerts (product_id, email, locale, currency, confirmed_at)
       SELECT $1, 'bulk.' || g || '.' || $2 || '@example.com', 'en', 'eur', now() FROM generate_series(1, $3) g`,
      [p.productId, Date.now(), n],
    );
    const ctx = systemContext(app.server.dataSource, app.server.services);
    const [a, b] = await Promise.all([
      app.server.services.stockAlerts.deliverDue(ctx, { productIds: [p.productId], batch: 100 }),
      app.server.services.stockAlerts.deliverDue(ctx, { productIds: [p.productId], batch: 100 }),
    ]);
    expect(a + b).toBe(0); // still out of stock
    // Stock by hand this time (no upload, nothing asked of the app): the products trigger's NOTIFY alone.
    await q(`UPDATE offers SET stock = 1 WHERE id = $1`, [p.offerId]);
    await waitFor(
      async () => (await q(`SELECT count(*)::int AS n FROM stock_alerts WHERE product_id = $1 AND notified_at IS NULL`, [p.productId]))[0].n === 0,
      "every alert notified",
      30_000,
    );
    const [{ mails: sent, people }] = await q(
      `SELECT count(*)::int AS mails, count(DISTINCT "to")::int AS people FROM mails WHERE template = 'back-in-stock' AND "to" LIKE 'bulk.%'`,
    );
    expect(sent).toBe(n);
    expect(people).toBe(n);
  });

  it("forgets alerts older than 180 days and guests' unconfirmed ones after 7", async () => {
    const p = await outOfStock();
    const [c] = await customers(app, 1);
    await c.gql(CREATE, { i: { productId: String(p.productId) } });
    await q(`UPDATE stock_alerts SET created_at = now() - interval '181 days' WHERE product_id = $1`, [p.productId]);
    // An expired alert is no longer shown, even before the sweep.
    expect((await c.gql(MINE)).body.data.stockAlerts).toEqual([]);
    const g = await guest();
    await g.gql(CREATE, { i: { productId: String(p.productId), email: uniqueEmail("stale") } });
    await q(`UPDATE stock_alerts SET created_at = now() - interval '8 days' WHERE product_id = $1 AND email IS NOT NULL`, [p.productId]);
    expect(await app.server.services.stockAlerts.expire(systemContext(app.server.dataSource, app.server.services))).toBeGreaterThanOrEqual(2);
    expect(await alertRows(p.productId)).toEqual([]);
  });
});
