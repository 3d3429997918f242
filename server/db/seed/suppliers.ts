/**
 * A supplier connection so /admin/suppliers has something to show: the built-in sandbox supplier
 * connected to the second demo shop, schedule off (an admin imports with "Import now").
 * Idempotent: a shop has one connection per supplier.
 */
import type { EntityManager } from "typeorm";
import type { KeyVault } from "../../modules/keys/key-vault.js";

export async function seedSupplierConnection(m: EntityManager, vault: KeyVault, sellerId: number, adminEmail: string): Promise<void> {
  const credentials = vault.encrypt(JSON.stringify({ integration: "sandbox" }));
  await m.query(
    `INSERT INTO supplier_connections (integration, name, seller_id, credentials_cipher, credentials_key_id, credentials_hint, margin_bps,
                                       round_prices, enabled, import_hour, updated_by)
     VALUES ('sandbox', 'Sandbox supplier (demo)', $1, $2, $3, '', 1500, true, false, NULL, (SELECT id FROM users WHERE email = $4))
     ON CONFLICT (seller_id, integration) DO NOTHING`,
    [sellerId, credentials.ciphertext, credentials.keyId, adminEmail],
  );
}
