/**
 * The built-in sandbox supplier: a wholesale key supplier served by KeyMarket itself under
 * /sandbox-supplier, speaking the same API as CodesWholesale v3 (OAuth2 client credentials,
 * paged product list, orders whose codes may need polling), so imports and supplier fallback
 * can be tried end to end offline, and the CodesWholesale adapter is exercised against a real
 * server. No money moves; the keys are fake (key-like codes, and PNG images for the printed card).
 *
 * It keeps what changes in Postgres (sandbox-supplier.entities.ts): keys sold per product (stock
 * goes down, atomically, under concurrent orders), orders by the buyer's reference (ordering twice
 * with one clientOrderId answers the first order) and every code sold (unique forever: a code is
 * never sold twice). Tokens are signed, not stored, so every process of a cluster accepts them.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { deflateSync } from "node:zlib";
import type { DataSource, EntityManager } from "typeorm";
import { CurrencyCode } from "../../../common/enums.js";
import { minorToDecimal } from "../../payments/provider-http.js";
import { generateKeyCode } from "../../keys/key-code.js";
import { priceToMinor } from "../adapters/supplier-http.js";
import {
  SANDBOX_SUPPLIER_CLIENT_ID,
  SANDBOX_SUPPLIER_CLIENT_SECRET,
  SANDBOX_SUPPLIER_PAGE_SIZE,
  type SandboxSupplierProduct,
  loadSandboxCatalogue,
  sandboxUnitPrice,
} from "./sandbox-catalogue.js";

/** Lifetime of an access token, in seconds. */
export const SANDBOX_SUPPLIER_TOKEN_SECONDS = 3600;
/** Keys one order may ask for. */
const MAX_QUANTITY = 100;

/** A refusal the sandbox answers as CodesWholesale would: a status and `{ code, message }`. */
export class SandboxSupplierRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SandboxSupplierRefusal";
  }
}

/** Thrown for the timeout switch: the route holds the request open instead of answering. */
export class SandboxSupplierHang extends Error {}

export interface SandboxOrderInput {
  clientOrderId: string | null;
  productId: string;
  quantity: number;
  /** The highest unit price the buyer accepts (EUR, decimal), when given. */
  price: number | null;
}

interface OrderRow {
  id: string;
  client_order_id: string | null;
  product_id: string;
  quantity: number;
  unit_price: number;
  status: "PROCESSING" | "COMPLETED";
  created_at: Date;
}

const euros = (cents: number) => Number(minorToDecimal(cents, CurrencyCode.EUR));

export class SandboxSupplierService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secret: string,
  ) {}

  // ------------------------------------------------------------------ tokens

  /** OAuth2 client credentials: the sandbox's fixed client id and secret get a signed token. */
  issueToken(grantType: unknown, clientId: unknown, clientSecret: unknown): { access_token: string; token_type: string; expires_in: number; scope: string } {
    if (grantType !== "client_credentials") throw new SandboxSupplierRefusal(400, "unsupported_grant_type", "grant_type must be client_credentials");
    if (!same(String(clientId ?? ""), SANDBOX_SUPPLIER_CLIENT_ID) || !same(String(clientSecret ?? ""), SANDBOX_SUPPLIER_CLIENT_SECRET)) {
      throw new SandboxSupplierRefusal(401, "invalid_client", "Bad client credentials");
    }
    const expires = Math.floor(Date.now() / 1000) + SANDBOX_SUPPLIER_TOKEN_SECONDS;
    return {
      access_token: `sbx1.${expires}.${this.sign(String(expires))}`,
      token_type: "bearer",
      expires_in: SANDBOX_SUPPLIER_TOKEN_SECONDS,
      scope: "read write",
    };
  }

  /** Whether a bearer token is one this shop signed and still valid. */
  tokenValid(token: string): boolean {
    const m = /^sbx1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return false;
    return Number(m[1]) > Date.now() / 1000 && same(m[2]!, this.sign(m[1]!));
  }

  private sign(text: string): string {
    return createHmac("sha256", this.secret).update(`sandbox-supplier-token|${text}`).digest("base64url");
  }

  // ------------------------------------------------------------------ products

  /** One page of the catalogue (GET /v3/products), with the next page's continuation token. */
  async listProducts(continuationToken: string | undefined): Promise<{ items: object[]; continuationToken: string | null }> {
    const { list } = await loadSandboxCatalogue();
    let offset = 0;
    if (continuationToken !== undefined && continuationToken !== "") {
      const m = /^p(\d{1,6})$/.exec(Buffer.from(continuationToken, "base64url").toString("utf8"));
      if (!m || Number(m[1]) >= list.length) throw new SandboxSupplierRefusal(400, "INVALID_CONTINUATION_TOKEN", "Unknown continuationToken");
      offset = Number(m[1]);
    }
    const page = list.slice(offset, offset + SANDBOX_SUPPLIER_PAGE_SIZE);
    const sold = await this.soldOf(page.map((p) => p.productId));
    const next = offset + page.length;
    return {
      items: page.map((p) => this.productView(p, sold.get(p.productId) ?? 0)),
      continuationToken: next < list.length ? Buffer.from(`p${next}`).toString("base64url") : null,
    };
  }

  /** One product (GET /v3/products/:id), or a 404 refusal. */
  async product(productId: string): Promise<object> {
    const p = (await loadSandboxCatalogue()).byId.get(productId);
    if (!p) throw new SandboxSupplierRefusal(404, "PRODUCT_NOT_FOUND", "Product not found");
    const sold = await this.soldOf([p.productId]);
    return this.productView(p, sold.get(p.productId) ?? 0);
  }

  private productView(p: SandboxSupplierProduct, sold: number): object {
    return {
      productId: p.productId,
      identifier: `SBX-${p.productId.slice(0, 8).toUpperCase()}`,
      name: p.name,
      platform: p.platform,
      regions: p.regions,
      languages: ["Multilanguage"],
      prices: p.prices.map((t) => ({ from: t.from, to: t.to, value: euros(t.cents) })),
      quantity: Math.max(0, p.initialStock - sold),
      releaseDate: p.releaseDate,
      images: [],
    };
  }

  private async soldOf(productIds: string[]): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const rows: { product_id: string; sold: number }[] = await this.dataSource.query(
      `SELECT product_id, sold FROM sandbox_supplier_sales WHERE product_id = ANY($1::text[])`,
      [productIds],
    );
    return new Map(rows.map((r) => [r.product_id, Number(r.sold)]));
  }

  // ------------------------------------------------------------------ orders

  /**
   * Buys keys (POST /v3/orders): checks the accepted price and the stock, takes the keys off the
   * stock and writes fresh unique codes, in one transaction. A clientOrderId already used answers
   * that order again (nothing is bought twice). Text codes come back at once; the printed card's
   * image codes come back on the first read of the order (GET /v3/orders/:id), as a supplier's
   * pending orders do.
   */
  async order(input: SandboxOrderInput): Promise<object> {
    const product = (await loadSandboxCatalogue()).byId.get(input.productId);
    if (!product) throw new SandboxSupplierRefusal(404, "PRODUCT_NOT_FOUND", "Product not found");
    if (product.fails === "error") throw new SandboxSupplierRefusal(503, "SERVICE_UNAVAILABLE", "Sandbox test switch: the supplier is unavailable");
    if (product.fails === "timeout") throw new SandboxSupplierHang("Sandbox test switch: no answer");
    if (!Number.isSafeInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_QUANTITY) {
      throw new SandboxSupplierRefusal(400, "INVALID_QUANTITY", `quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
    }
    const unit = sandboxUnitPrice(product, input.quantity);
    if (input.price !== null) {
      const accepted = priceToMinor(input.price);
      if (accepted === null) throw new SandboxSupplierRefusal(400, "INVALID_PRICE", "price must be a non-negative amount");
      if (accepted < unit)
        throw new SandboxSupplierRefusal(400, "PRICE_CHANGED", `The price has changed: ${minorToDecimal(unit, CurrencyCode.EUR)} EUR a key now`);
    }
    const created = await this.dataSource.transaction(async (m) => {
      const [row]: OrderRow[] = await m.query(
        `INSERT INTO sandbox_supplier_orders (client_order_id, product_id, quantity, unit_price, status)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (client_order_id) DO NOTHING
         RETURNING id, client_order_id, product_id, quantity, unit_price, status, created_at`,
        [input.clientOrderId, product.productId, input.quantity, unit, product.codeType === "CODE_IMAGE" ? "PROCESSING" : "COMPLETED"],
      );
      if (!row) return null; // the reference was used: answered below, outside this transaction
      await this.takeStock(m, product, input.quantity);
      await this.writeCodes(m, row.id, input.quantity);
      return row;
    });
    const order = created ?? (await this.findByClientOrderId(input.clientOrderId!));
    if (order.product_id !== product.productId || order.quantity !== input.quantity) {
      throw new SandboxSupplierRefusal(409, "DUPLICATE_CLIENT_ORDER_ID", "This clientOrderId was used for another order");
    }
    return this.orderView(order);
  }

  /** An order (GET /v3/orders/:id); a PROCESSING order is completed by this first read. */
  async getOrder(orderId: string): Promise<object> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId))
      throw new SandboxSupplierRefusal(404, "ORDER_NOT_FOUND", "Order not found");
    // An UPDATE answers [rows, count] through TypeORM.
    const [updated]: [OrderRow[], number] = await this.dataSource.query(
      `UPDATE sandbox_supplier_orders SET status = 'COMPLETED' WHERE id = $1 AND status = 'PROCESSING'
       RETURNING id, client_order_id, product_id, quantity, unit_price, status, created_at`,
      [orderId],
    );
    const order =
      updated[0] ??
      (
        (await this.dataSource.query(
          `SELECT id, client_order_id, product_id, quantity, unit_price, status, created_at FROM sandbox_supplier_orders WHERE id = $1`,
          [orderId],
        )) as OrderRow[]
      )[0];
    if (!order) throw new SandboxSupplierRefusal(404, "ORDER_NOT_FOUND", "Order not found");
    return this.orderView(order);
  }

  private async findByClientOrderId(clientOrderId: string): Promise<OrderRow> {
    const [row]: OrderRow[] = await this.dataSource.query(
      `SELECT id, client_order_id, product_id, quantity, unit_price, status, created_at FROM sandbox_supplier_orders WHERE client_order_id = $1`,
      [clientOrderId],
    );
    if (!row) throw new Error("sandbox supplier: the order of a used clientOrderId is missing");
    return row;
  }

  /** Takes keys off the stock, or refuses when too few are left (the row lock serialises buyers). */
  private async takeStock(m: EntityManager, product: SandboxSupplierProduct, quantity: number): Promise<void> {
    const taken: unknown[] =
      quantity > product.initialStock
        ? []
        : await m.query(
            `INSERT INTO sandbox_supplier_sales AS s (product_id, sold) VALUES ($1, $2)
             ON CONFLICT (product_id) DO UPDATE SET sold = s.sold + EXCLUDED.sold WHERE s.sold + EXCLUDED.sold <= $3
             RETURNING sold`,
            [product.productId, quantity, product.initialStock],
          );
    if (taken.length === 0) {
      const left = product.initialStock - ((await this.soldOf([product.productId])).get(product.productId) ?? 0);
      throw new SandboxSupplierRefusal(400, "NOT_ENOUGH_STOCK", `Not enough stock: ${Math.max(0, left)} keys left`);
    }
  }

  /** Fresh codes for an order; a code that was ever sold before is drawn again. */
  private async writeCodes(m: EntityManager, orderId: string, quantity: number): Promise<void> {
    let missing = Array.from({ length: quantity }, (_, i) => i + 1);
    for (let round = 0; missing.length > 0; round++) {
      if (round >= 10) throw new Error("sandbox supplier: could not draw unique codes");
      const codes = missing.map(() => generateKeyCode(() => randomInt(0, 1 << 30) / (1 << 30)));
      const written: { position: number }[] = await m.query(
        `INSERT INTO sandbox_supplier_codes (code, order_id, position)
         SELECT c, $1, p FROM unnest($2::text[], $3::int[]) AS t(c, p)
         ON CONFLICT (code) DO NOTHING
         RETURNING position`,
        [orderId, codes, missing],
      );
      const done = new Set(written.map((w) => Number(w.position)));
      missing = missing.filter((p) => !done.has(p));
    }
  }

  private async orderView(order: OrderRow): Promise<object> {
    const product = (await loadSandboxCatalogue()).byId.get(order.product_id);
    const image = product?.codeType === "CODE_IMAGE";
    const delivered = order.status === "COMPLETED";
    const rows: { code: string; position: number }[] = delivered
      ? await this.dataSource.query(`SELECT code, position FROM sandbox_supplier_codes WHERE order_id = $1 ORDER BY position`, [order.id])
      : [];
    return {
      orderId: order.id,
      clientOrderId: order.client_order_id,
      identifier: `SBX-${order.id.slice(0, 8).toUpperCase()}`,
      status: order.status,
      createdOn: new Date(order.created_at).toISOString(),
      totalPrice: euros(order.unit_price * order.quantity),
      products: [
        {
          productId: order.product_id,
          name: product?.name ?? order.product_id,
          unitPrice: euros(order.unit_price),
          codes: rows.map((r) =>
            image
              ? {
                  codeId: `${order.id}-${r.position}`,
                  codeType: "CODE_IMAGE",
                  code: codeImagePng(r.code).toString("base64"),
                  filename: `${order.id}-${r.position}.png`,
                }
              : { codeId: `${order.id}-${r.position}`, codeType: "CODE_TEXT", code: r.code, filename: null },
          ),
        },
      ],
    };
  }
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// ------------------------------------------------------------------ the printed card's image

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = -1;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A small greyscale PNG standing for a scanned card: a bar pattern drawn from the code's
 * characters (each code gives a different picture; no text rendering needed).
 */
export function codeImagePng(code: string): Buffer {
  const width = 160;
  const height = 40;
  const bits: number[] = [];
  for (const ch of code.replace(/-/g, "")) {
    const v = ch.charCodeAt(0);
    for (let i = 5; i >= 0; i--) bits.push((v >> i) & 1);
  }
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const border = y < 3 || y >= height - 3 || x < 3 || x >= width - 3;
      const bar = bits[Math.floor((x - 3) / 1.6) % bits.length] === 1;
      raw[y * (width + 1) + 1 + x] = border ? 40 : bar ? 20 : 245;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
