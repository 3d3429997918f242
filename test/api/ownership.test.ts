/**
 * Ownership by construction: a seller reaches only its own offers, an admin every seller's,
 * and another seller's offer id answers exactly like an id that does not exist.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor } from "./accounts-helpers";
import { withoutRequestIds } from "../helpers/request-ids";

let app: TestApp;
let seller: Record<string, string>;
let admin: Record<string, string>;
let ownSellerId: string;

const LIST = `query($sellerId: ID, $take: Int) { sellerOffers(sellerId: $sellerId, take: $take) { totalItems items { id sellerId productName enabled stock } } }`;
const ONE = `query($id: ID!) { sellerOffer(id: $id) { id sellerId enabled } }`;
const SWITCH = `mutation($id: ID!, $on: Boolean!) { setOfferEnabled(input: { offerId: $id, enabled: $on }) { id enabled } }`;

beforeAll(async () => {
  app = await startTestApp();
  seller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  const [{ id }] = await app.server.dataSource.query(`SELECT sp.id FROM seller_profiles sp JOIN users u ON u.id = sp.user_id WHERE u.email = $1`, [
    DEMO_ACCOUNTS.seller.email,
  ]);
  ownSellerId = String(id);
});
afterAll(() => app?.close());

async function foreignOfferId(): Promise<string> {
  const [{ id }] = await app.server.dataSource.query(`SELECT id FROM offers WHERE seller_id <> $1 ORDER BY id LIMIT 1`, [ownSellerId]);
  return String(id);
}

describe("a seller's offers", () => {
  it("lists only the seller's own offers, whatever sellerId it asks for", async () => {
    const [{ n }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM offers WHERE seller_id = $1`, [ownSellerId]);
    expect(n).toBeGreaterThan(0);
    const own = await app.gql(LIST, { take: 100 }, seller);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.sellerOffers.totalItems).toBe(n);
    expect(new Set(own.body.data.sellerOffers.items.map((o: { sellerId: string }) => o.sellerId))).toEqual(new Set([ownSellerId]));
    const [{ other }] = await app.server.dataSource.query(`SELECT min(seller_id)::text AS other FROM offers WHERE seller_id <> $1`, [ownSellerId]);
    const asked = await app.gql(LIST, { take: 100, sellerId: other }, seller);
    expect(asked.body.data.sellerOffers.totalItems).toBe(n);
  });

  it("answers another seller's offer id exactly like an unknown id", async () => {
    const foreign = await app.gql(ONE, { id: await foreignOfferId() }, seller);
    const unknown = await app.gql(ONE, { id: "2147483000" }, seller);
    for (const r of [foreign, unknown]) {
      expect(r.status).toBe(200);
      expect(r.body.errors[0]).toMatchObject({ message: "Offer not found", extensions: { code: "NOT_FOUND" } });
    }
    expect(withoutRequestIds(foreign.body)).toEqual(withoutRequestIds(unknown.body));
    const rest = await app.gql(ONE, { id: "not-a-number" }, seller);
    expect(rest.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("cannot switch another seller's offer, and switches its own", async () => {
    const foreign = await foreignOfferId();
    const r = await app.gql(SWITCH, { id: foreign, on: false }, seller);
    expect(r.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const [{ enabled }] = await app.server.dataSource.query(`SELECT enabled FROM offers WHERE id = $1`, [foreign]);
    expect(enabled).toBe(true);

    const own = (await app.gql(LIST, { take: 1 }, seller)).body.data.sellerOffers.items[0];
    const off = await app.gql(SWITCH, { id: own.id, on: false }, seller);
    expect(off.body.data.setOfferEnabled).toEqual({ id: own.id, enabled: false });
    expect((await app.gql(SWITCH, { id: own.id, on: true }, seller)).body.data.setOfferEnabled.enabled).toBe(true);
  });
});

describe("an admin", () => {
  it("sees every seller's offers, or one seller's when asked", async () => {
    const [{ n }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM offers`);
    expect((await app.gql(LIST, { take: 1 }, admin)).body.data.sellerOffers.totalItems).toBe(n);
    const [{ m }] = await app.server.dataSource.query(`SELECT count(*)::int AS m FROM offers WHERE seller_id = $1`, [ownSellerId]);
    expect((await app.gql(LIST, { take: 1, sellerId: ownSellerId }, admin)).body.data.sellerOffers.totalItems).toBe(m);
    const one = await app.gql(ONE, { id: await foreignOfferId() }, admin);
    expect(one.body.errors).toBeUndefined();
  });

  it("refuses a page larger than the limit with a clear error", async () => {
    const r = await app.gql(LIST, { take: 101 }, admin);
    expect(r.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});
