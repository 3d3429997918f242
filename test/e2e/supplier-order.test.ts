/**
 * An order for an offer with no keys, fulfilled from the built-in sandbox supplier, in Debian's
 * Chromium against the built app. An admin imports the sandbox supplier's catalogue (GraphQL, as
 * the admin screen's "Import now" does); the import creates offers of the connection's shop that
 * have no uploaded key, only the supplier's stock. The demo customer adds such an offer to the
 * cart from the product page, pays in the sandbox, and the confirmation shows a Sold order: the
 * key was bought from the supplier on payment. The customer reveals it on the order page, and the
 * database shows the key belongs to the supplier's offer and the purchase was recorded as bought.
 */
import { Client } from "pg";
import { KeyState, OrderStatus } from "../../server/common/enums";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, payAtCheckout, bearerToken, gqlAs } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite({}, { signIn: { account: DEMO_ACCOUNTS.customer, destination: "/account/orders" } });

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: suite.app.databaseUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

const tokenOf = (account: { email: string; password: string }) => bearerToken(suite.app, account);

const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => gqlAs<T>(suite.app, token, query, variables);

it("sells an imported offer without keys and delivers the key bought from the sandbox supplier", async () => {
  // The admin imports the sandbox supplier's catalogue and waits for the run to finish.
  const admin = await tokenOf(DEMO_ACCOUNTS.admin);
  const [connection] = await db<{ id: string }>(`SELECT id FROM supplier_connections WHERE integration = 'sandbox' ORDER BY created_at LIMIT 1`);
  expect(connection).toBeDefined();
  const { startSupplierImport: run } = await gql<{ startSupplierImport: { id: string } }>(
    admin,
    `mutation($input: SupplierConnectionIdInput!) { startSupplierImport(input: $input) { id status } }`,
    { input: { id: connection!.id } },
  );
  let status = "queued";
  let created = 0;
  for (let i = 0; i < 240 && (status === "queued" || status === "running"); i++) {
    await new Promise((r) => setTimeout(r, 500));
    const { supplierImportRun } = await gql<{ supplierImportRun: { status: string; counts: { OfferCreated: number } } }>(
      admin,
      `query($id: ID!) { supplierImportRun(id: $id) { status counts { OfferCreated } } }`,
      { id: run.id },
    );
    status = supplierImportRun.status;
    created = supplierImportRun.counts.OfferCreated;
  }
  expect(status).toBe("done");
  expect(created).toBeGreaterThan(0);

  // An imported offer on a visible product, with the supplier's stock and not one uploaded key.
  const [pick] = await db<{ offerId: number; productId: number; stock: number }>(
    `SELECT o.id AS "offerId", p.id AS "productId", o.stock
       FROM supplier_products sp JOIN offers o ON o.id = sp.offer_id JOIN products p ON p.id = o.product_id
      WHERE sp.connection_id = $1 AND sp.stock > 0 AND o.stock > 0 AND o.enabled AND p.enabled AND p.pre_order = 0
        AND NOT EXISTS (SELECT 1 FROM product_keys k WHERE k.offer_id = o.id)
      ORDER BY o.id LIMIT 1`,
    [connection!.id],
  );
  expect(pick).toBeDefined();
  const customer = await tokenOf(DEMO_ACCOUNTS.customer);
  const { productsByIds } = await gql<{ productsByIds: { url: string }[] }>(customer, "query($ids: [ID!]!) { productsByIds(ids: $ids) { url } }", {
    ids: [String(pick!.productId)],
  });

  // The customer buys that offer from the product page.
  const page = await suite.open(productsByIds[0]!.url, { width: 1280 });
  const offer = page.locator(`[data-testid=offers] [data-offer="${pick!.offerId}"]`);
  await offer.waitFor();
  await offer.locator("[data-testid=offer-add-to-cart]").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=header-cart-count]")?.textContent === "1");
  await page.goto(`${suite.app.url}/checkout`, { waitUntil: "networkidle" });
  await page.locator("[data-testid=checkout-form]").waitFor();
  expect(await page.locator("[data-testid=checkout-line]").count()).toBe(1);
  const orderId = await payAtCheckout(page);

  // The key came from the supplier on payment: the order page shows it, and it reveals.
  await page.click("[data-testid=confirmation-order-link]");
  await page.waitForURL(new RegExp(`/account/orders/${orderId}$`));
  const key = page.locator("[data-testid=order-key]").first();
  await key.waitFor();
  expect(await key.getAttribute("data-state")).toBe("Delivered");
  await key.locator("[data-testid=key-reveal]").click();
  await page.locator("[data-testid=reveal-dialog] [data-testid=confirm]").click();
  const code = key.locator("[data-testid=key-code]");
  await code.waitFor();
  expect((await code.textContent())!.trim()).toMatch(/[A-Z0-9]{4}(-[A-Z0-9]{4}){3}/);
  await page.close();

  const [row] = await db<{ status: number; state: number; offerId: number; purchase: string }>(
    `SELECT o.status, k.state, k.offer_id AS "offerId",
            (SELECT sp.status FROM supplier_purchases sp WHERE sp.order_item_id = i.id LIMIT 1) AS purchase
       FROM orders o JOIN order_items i ON i.order_id = o.id JOIN product_keys k ON k.order_item_id = i.id
      WHERE o.id = $1`,
    [orderId],
  );
  expect(row).toMatchObject({ status: OrderStatus.Sold, state: KeyState.Revealed, offerId: pick!.offerId, purchase: "bought" });
});
