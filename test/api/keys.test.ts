/**
 * Adding keys: a seller adds to its own offers only (another seller's offer answers like an
 * unknown one); each value is encrypted and fingerprinted; duplicates in the upload and anywhere
 * in the marketplace are refused per line, without naming the other seller.
 */
import "reflect-metadata";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { systemContext } from "../../server/graphql/context";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A Bearer token for the user owning a seller shop. */
async function sellerToken(sellerId: number): Promise<string> {
  const [{ user_id }] = await app.server.dataSource.query(`SELECT user_id FROM seller_profiles WHERE id = $1`, [sellerId]);
  return (await app.server.services.sessions.create(systemContext(app.server.dataSource, app.server.services), user_id)).token;
}

const UPLOAD = `mutation($i: UploadKeysInput!) { uploadKeys(input: $i) {
  state accepted malformed duplicateInUpload duplicateInMarketplace lines(take: 100) { items { line status } }
} }`;
/** The report as line numbers per status (the old per-line shape). */
const byStatus = (u: any) => {
  const out: Record<string, unknown> = { accepted: u.accepted, malformed: [], duplicateInUpload: [], duplicateInMarketplace: [] };
  for (const l of u.lines.items) if (l.status !== "accepted") (out[l.status] as number[]).push(l.line);
  return out;
};

it("adds keys to the seller's own offer, refusing duplicates per line; another seller's offer is NOT_FOUND", async () => {
  const [a, b] = await app.server.dataSource
    .query(
      `SELECT o.id AS "offerId", o.seller_id AS "sellerId", o.product_id AS "productId" FROM offers o
      WHERE o.seller_id IN (SELECT DISTINCT seller_id FROM offers ORDER BY seller_id LIMIT 2)
      ORDER BY o.seller_id, o.id`,
    )
    .then((rows: any[]) => [rows[0], rows.find((r) => r.sellerId !== rows[0].sellerId)]);
  const tokenA = await sellerToken(a.sellerId);
  const tokenB = await sellerToken(b.sellerId);

  // A code already sold by seller B somewhere in the marketplace.
  const [existing] = await app.server.dataSource.query(`SELECT value_ciphertext, value_key_id FROM product_keys WHERE seller_id = $1 LIMIT 1`, [b.sellerId]);
  const taken = app.server.services.vault.decrypt(existing.value_ciphertext, existing.value_key_id);
  const fresh = [`FRESH-${Date.now()}-A`, `FRESH-${Date.now()}-B`];
  const r = await app.gql(
    UPLOAD,
    { i: { offerId: String(a.offerId), keys: [fresh[0], fresh[1], ` ${fresh[0]} `, "   ", taken] } },
    { authorization: `Bearer ${tokenA}` },
  );
  expect(r.body.data.uploadKeys.state).toBe("done");
  expect(byStatus(r.body.data.uploadKeys)).toEqual({ accepted: 2, malformed: [4], duplicateInUpload: [3], duplicateInMarketplace: [5] });
  // The report names lines, never the seller who has the duplicate (its shape has no room for one).
  expect(Object.keys(r.body.data.uploadKeys.lines.items[0]).sort()).toEqual(["line", "status"]);
  const stored = await app.server.dataSource.query(`SELECT state, value_ciphertext FROM product_keys WHERE offer_id = $1 ORDER BY created_at DESC LIMIT 2`, [
    a.offerId,
  ]);
  for (const k of stored) {
    expect(k.state).toBe(0);
    expect(Buffer.from(k.value_ciphertext).toString("utf8")).not.toContain("FRESH"); // encrypted at rest
  }

  const foreign = await app.gql(UPLOAD, { i: { offerId: String(a.offerId), keys: ["FOREIGN-1"] } }, { authorization: `Bearer ${tokenB}` });
  expect(foreign.body.errors[0]).toMatchObject({ message: "Offer not found", extensions: { code: "NOT_FOUND" } });
  const urls = await app.gql(UPLOAD, { i: { offerId: String(a.offerId), keys: ["not a url"], contentType: "url" } }, { authorization: `Bearer ${tokenA}` });
  expect(byStatus(urls.body.data.uploadKeys).malformed).toEqual([1]);
});
