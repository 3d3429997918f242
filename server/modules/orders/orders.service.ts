/**
 * Orders as people read them: a buyer's own orders, an admin's view of all (the review queue is
 * the Manual ones), an order's timeline, and revealing a key. Only the buyer can reveal; an admin
 * sees that a key was revealed, never its value. Every reveal is recorded (user, time, IP).
 */
import { KeyContentType, KeyState, OrderStatus } from "../../common/enums.js";
import { ForbiddenError, IllegalOperationError, InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { SqlParams } from "../../db/sql.js";
import { ownedWhere, ownerScope } from "../../core/auth/index.js";
import { withTransaction } from "../../db/transaction.js";
import { isUuid } from "../../core/validation/index.js";
import type { RequestContext } from "../../graphql/context.js";
import type { KeyVault } from "../keys/key-vault.js";
import { KeyReveal, Order, OrderEvent } from "./order.entities.js";
import { AdminOrderSort, type RevealedKeyView } from "./orders.types.js";
import type { FraudDecision, PaymentProvider, PaymentStatus } from "../../common/enums.js";

/** The filters of the admins' order list (all optional, combined with AND). */
export interface AdminOrderFilter {
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  fraudDecision?: FraudDecision | null;
  provider?: PaymentProvider | null;
  placedFrom?: Date | null;
  placedBefore?: Date | null;
  customer?: string | null;
  sort?: AdminOrderSort | null;
}

/** Statuses in which a buyer holds the delivered keys of an order. */
const KEYS_HELD = [OrderStatus.Sold, OrderStatus.Closed, OrderStatus.PreOrder, OrderStatus.RefundedPartially];

export class OrdersService {
  constructor(private readonly vault: KeyVault) {}

  /** The caller's own orders (admins too see only their own here), newest first. */
  async mine(ctx: RequestContext, page: { skip: number; take: number }): Promise<{ items: Order[]; totalItems: number }> {
    const scope = ownerScope(ctx, "orders:info", "customer");
    const where = scope.kind === "all" ? { userId: ctx.user!.id } : ownedWhere<Order>(scope);
    const [items, totalItems] = await ctx.manager
      .getRepository(Order)
      .findAndCount({ where, order: { createdAt: "DESC", number: "DESC" }, skip: page.skip, take: page.take });
    return { items, totalItems };
  }

  /** One order: the buyer's own, or any for staff (admins, support); a foreign id answers like an unknown one. */
  async get(ctx: RequestContext, id: string): Promise<Order> {
    const scope = ownerScope(ctx, "orders:info", "customer");
    if (!isUuid(id)) throw new NotFoundError("Order");
    const order = await ctx.manager.getRepository(Order).findOneBy({ id, ...ownedWhere<Order>(scope) });
    if (!order) throw new NotFoundError("Order");
    return order;
  }

  /**
   * Every order (admins), filtered by status, payment status, fraud decision, provider, placing
   * date and the buyer's email, newest or oldest first (the review queue, status Manual, oldest
   * first by default). One statement per page, whatever its size: the count and the page's rows.
   */
  async all(ctx: RequestContext, args: AdminOrderFilter & { skip: number; take: number }): Promise<{ items: Order[]; totalItems: number }> {
    // Staff only (admins, support): reading every order; a customer's own-orders grant is not enough.
    if (ownerScope(ctx, "orders:info", "customer").kind !== "all") throw new ForbiddenError();
    const p = new SqlParams();
    const where: string[] = [];
    if (args.status != null) where.push(`o.status = ${p.add(args.status)}`);
    if (args.paymentStatus != null) where.push(`o.payment_status = ${p.add(args.paymentStatus)}`);
    if (args.fraudDecision != null) where.push(`o.fraud_decision = ${p.add(args.fraudDecision)}`);
    if (args.provider != null) where.push(`o.provider = ${p.add(args.provider)}`);
    if (args.placedFrom != null) where.push(`o.created_at >= ${p.add(args.placedFrom)}::timestamptz`);
    if (args.placedBefore != null) where.push(`o.created_at < ${p.add(args.placedBefore)}::timestamptz`);
    const customer = args.customer?.trim().toLowerCase();
    if (customer) where.push(`lower(o.email) LIKE ${p.add(`%${customer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    if (args.placedFrom != null && args.placedBefore != null && args.placedFrom >= args.placedBefore) {
      throw new InvalidInputError("The end of the date range must come after its start");
    }
    const sort = args.sort ?? (args.status === OrderStatus.Manual ? AdminOrderSort.OLDEST : AdminOrderSort.NEWEST);
    const dir = sort === AdminOrderSort.OLDEST ? "ASC" : "DESC";
    const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const columns = ctx.manager.connection
      .getMetadata(Order)
      .columns.map((c) => `o.${c.databaseName} AS "${c.propertyName}"`)
      .join(", ");
    // The count and the page in one statement (a page past the end still has its count).
    const rows: ({ __matching: number } & Partial<Order>)[] = await ctx.manager.query(
      `SELECT t.matching AS "__matching", page.* FROM (SELECT count(*)::int AS matching FROM orders o ${filter}) t
         LEFT JOIN LATERAL (SELECT ${columns} FROM orders o ${filter}
                             ORDER BY o.created_at ${dir}, o.number ${dir} LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)}) page ON true`,
      p.values,
    );
    const totalItems = rows[0]?.__matching ?? 0;
    const items = rows.filter((r) => r.id != null).map(({ __matching: _, ...r }) => ctx.manager.getRepository(Order).create(r as Order));
    return { items, totalItems };
  }

  /** An order's timeline, oldest first. */
  async events(ctx: RequestContext, orderId: string): Promise<(OrderEvent & { actorEmail?: string | null })[]> {
    const events: (OrderEvent & { actorEmail?: string | null })[] = await ctx.manager
      .getRepository(OrderEvent)
      .find({ where: { orderId }, order: { id: "ASC" } });
    // Who acted, for the shop's staff: the addresses of the admins (and customers) named.
    const ids = [...new Set(events.map((e) => e.actorUserId).filter((id): id is string => id != null))];
    if (ids.length) {
      const users: { id: string; email: string }[] = await ctx.manager.query(`SELECT id, email FROM users WHERE id = ANY($1::uuid[])`, [ids]);
      const email = new Map(users.map((u) => [u.id, u.email]));
      for (const e of events) e.actorEmail = e.actorUserId ? (email.get(e.actorUserId) ?? null) : null;
    }
    return events;
  }

  /**
   * Reveals a key to its buyer: the first reveal moves it to Revealed; every reveal is audited.
   * Anyone else's key, admins' included, answers "Key not found".
   */
  async revealKey(ctx: RequestContext, keyId: string): Promise<RevealedKeyView> {
    ownerScope(ctx, "orders:keys", "customer");
    if (!isUuid(keyId)) throw new NotFoundError("Key");
    return withTransaction(ctx, async (tx) => {
      const rows: {
        id: string;
        state: KeyState;
        content_type: KeyContentType;
        value_ciphertext: Buffer;
        value_key_id: string;
        revealed_at: Date | null;
        status: OrderStatus;
      }[] = await tx.manager.query(
        `SELECT k.id, k.state, k.content_type, k.value_ciphertext, k.value_key_id, k.revealed_at, o.status
             FROM product_keys k JOIN order_items i ON i.id = k.order_item_id JOIN orders o ON o.id = i.order_id
            WHERE k.id = $1 AND o.user_id = $2
            FOR UPDATE OF k`,
        [keyId, ctx.user!.id],
      );
      const key = rows[0];
      if (!key) throw new NotFoundError("Key");
      if (!KEYS_HELD.includes(key.status) || ![KeyState.Delivered, KeyState.Revealed, KeyState.Replaced].includes(key.state)) {
        throw new IllegalOperationError("This key cannot be revealed (it is not delivered, or it was refunded or replaced)");
      }
      let revealedAt = key.revealed_at;
      if (!revealedAt) {
        revealedAt = new Date();
        await tx.manager.query(
          // A replacement key (a support ticket's) stays Replaced: the state tells it from the original sale.
          `UPDATE product_keys SET state = CASE WHEN state = ${KeyState.Replaced} THEN ${KeyState.Replaced} ELSE ${KeyState.Revealed} END, revealed_at = $2, updated_at = now()
            WHERE id = $1 AND state IN (${KeyState.Delivered}, ${KeyState.Replaced})`,
          [keyId, revealedAt],
        );
      }
      await tx.manager.getRepository(KeyReveal).insert({ keyId, userId: ctx.user!.id, ip: ctx.ip || null });
      const value = this.vault.decrypt(key.value_ciphertext, key.value_key_id);
      return {
        keyId,
        contentType: key.content_type,
        value,
        credentials: key.content_type === KeyContentType.credentials ? parseCredentials(value) : null,
        revealedAt,
      };
    });
  }
}

/** "login: a@b.c\npassword: xyz" → { login, password } (the value as a whole when it has another shape). */
export function parseCredentials(value: string): { login: string; password: string } {
  const login = /^\s*(?:login|user(?:name)?|email)\s*:\s*(.+)$/im.exec(value)?.[1]?.trim();
  const password = /^\s*pass(?:word)?\s*:\s*(.+)$/im.exec(value)?.[1]?.trim();
  return login && password ? { login, password } : { login: value.trim(), password: "" };
}
