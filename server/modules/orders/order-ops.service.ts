/**
 * What an operator does to an order besides deciding and refunding it: delivering by hand is for
 * admins (`orders:edit`), resending the confirmation for admins and support (`mails:new`):
 *
 *  deliverLine  delivers the keys an order line is missing by hand: keys the admin pastes
 *               (checked, fingerprinted and encrypted like an upload, stored under the line's
 *               offer and Delivered to the line at once; a value already anywhere in the
 *               marketplace is refused) or keys taken from the offer's stock. The sellers'
 *               ledger, the sales counters and the seller's webhooks follow as for a sale; a
 *               pre-order whose lines all have their keys becomes Sold; the buyer is mailed as
 *               on a normal delivery; the timeline says who did it.
 *  resendMail   sends the order's confirmation mail again (in the order's language), at most
 *               RESEND_MAX_PER_DAY times a day and once every RESEND_GAP_MINUTES per order.
 *
 * Both lock the order row first, so two operators cannot deliver the same line twice nor slip
 * past the resend limit together.
 */
import { KeyContentType, KeyState, OrderStatus } from "../../common/enums.js";
import { ForbiddenError, IllegalOperationError, InvalidInputError, NotFoundError, TooManyRequestsError } from "../../core/errors/index.js";
import { ownerScope, type Permission } from "../../core/auth/index.js";
import { isUuid } from "../../core/validation/index.js";
import { returnedRows } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import type { CheckoutService } from "../checkout/checkout.service.js";
import { type DeliveredKey, deliverReservedKeys, reserveKeys } from "../keys/key-allocation.js";
import type { KeyVault } from "../keys/key-vault.js";
import { checkValue, KeyLineProblem } from "../keys/key-upload-parse.js";
import type { MailService } from "../mail/mail.service.js";
import { Order, OrderItem } from "./order.entities.js";
import { moveOrder, orderNumber, recordEvent } from "./order-state.js";
import { ManualDeliverySource } from "./orders.types.js";
import { recordAudit } from "../audit/audit.js";
import { orderSnapshot, orderSnapshotOf } from "../audit/snapshots.js";

/** An order's confirmation mail is sent again at most this often … */
export const RESEND_GAP_MINUTES = 5;
/** … and at most this many times in 24 hours. */
export const RESEND_MAX_PER_DAY = 5;

/** Statuses in which an order line may get its missing keys by hand (paid and not held). */
const DELIVERABLE = [OrderStatus.PreOrder, OrderStatus.Sold, OrderStatus.Closed, OrderStatus.RefundedPartially];

/** Content types an admin may paste (images come through uploads). */
const PASTABLE = [KeyContentType.text, KeyContentType.credentials, KeyContentType.url];

const PROBLEM_WORDS: Record<KeyLineProblem, string> = {
  [KeyLineProblem.empty]: "is empty",
  [KeyLineProblem.tooLong]: "is too long",
  [KeyLineProblem.controlCharacters]: "holds line breaks or control characters",
  [KeyLineProblem.notUrl]: "is not an http(s) address",
  [KeyLineProblem.notCredentials]: "is not login:password",
  [KeyLineProblem.notImage]: "is not an image",
  [KeyLineProblem.imageTooLarge]: "is too large",
};

export interface DeliverLineRequest {
  orderId: string;
  orderItemId: string;
  source: ManualDeliverySource;
  keys?: readonly string[] | null;
  contentType?: KeyContentType | null;
  quantity?: number | null;
  note?: string | null;
}

/** The mail that confirms an order in its status: held for review, or with its keys. */
function confirmationOf(status: OrderStatus): "order-received" | "order-confirmation" | null {
  if (status === OrderStatus.Manual) return "order-received";
  if (DELIVERABLE.includes(status)) return "order-confirmation";
  return null;
}

export class OrderOpsService {
  constructor(
    private readonly vault: KeyVault,
    private readonly mail: MailService,
    private readonly checkout: CheckoutService,
  ) {}

  /** Staff only: the permissions, over every order (a customer's own-orders grant is not enough). */
  private requireStaff(ctx: RequestContext, ...permissions: Permission[]): void {
    for (const permission of permissions) if (ownerScope(ctx, permission, "customer").kind !== "all") throw new ForbiddenError();
  }

  /** Delivers the missing keys of one order line by hand (see the file's comment). */
  async deliverLine(ctx: RequestContext, req: DeliverLineRequest): Promise<Order> {
    this.requireStaff(ctx, "orders:edit");
    if (!isUuid(req.orderId)) throw new NotFoundError("Order");
    if (!isUuid(req.orderItemId)) throw new NotFoundError("Order line");
    // Pasted values are checked and encrypted before any lock is taken.
    let pasted: { value: string; hash: Buffer; cipher: Buffer; keyId: string }[] = [];
    const contentType = req.contentType ?? KeyContentType.text;
    if (req.source === ManualDeliverySource.PASTED) {
      if (!PASTABLE.includes(contentType)) throw new InvalidInputError("Keys can be pasted as text, credentials or url; images come through an upload");
      const values = (req.keys ?? []).map((raw, i) => {
        const checked = checkValue(raw, contentType);
        if (checked.problem) throw new InvalidInputError(`Key ${i + 1} ${PROBLEM_WORDS[checked.problem]}`);
        return checked.value;
      });
      if (!values.length) throw new InvalidInputError("Paste at least one key");
      const seen = new Set<string>();
      pasted = values.map((value, i) => {
        const hash = this.vault.hash(value);
        if (seen.has(hash.toString("hex"))) throw new InvalidInputError(`Key ${i + 1} is given twice`);
        seen.add(hash.toString("hex"));
        const enc = this.vault.encrypt(value);
        return { value, hash, cipher: enc.ciphertext, keyId: enc.keyId };
      });
    } else if (req.keys?.length) {
      throw new InvalidInputError("Keys taken from stock are not pasted: leave `keys` out");
    }

    const mailIds: number[] = [];
    await withTransaction(ctx, async (tx) => {
      const [order] = await tx.manager.getRepository(Order).find({ where: { id: req.orderId }, lock: { mode: "pessimistic_write" } });
      if (!order) throw new NotFoundError("Order");
      const item = await tx.manager.getRepository(OrderItem).findOneBy({ id: req.orderItemId, orderId: order.id });
      if (!item) throw new NotFoundError("Order line");
      if (order.status === OrderStatus.Manual)
        throw new IllegalOperationError("The order is waiting for review: approve it first, then deliver what is missing");
      if (!DELIVERABLE.includes(order.status)) throw new IllegalOperationError("Only a paid order's lines can be delivered by hand");
      // Keys the line still lacks: ordered, not refunded, and not already on it (keys that could not be delivered do not count).
      const [{ held }] = await tx.manager.query(
        `SELECT count(*)::int AS held FROM product_keys WHERE order_item_id = $1 AND state <> ${KeyState.NotDelivered}`,
        [item.id],
      );
      const missing = item.quantity - item.refundedQuantity - held;
      if (missing <= 0) throw new IllegalOperationError("This line already has all its keys");
      let delivered: DeliveredKey[];
      if (req.source === ManualDeliverySource.PASTED) {
        if (pasted.length > missing) throw new InvalidInputError(`This line is missing ${missing} key${missing === 1 ? "" : "s"}: paste at most that many`);
        delivered = returnedRows<DeliveredKey>(
          await tx.manager.query(
            `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash, order_item_id, delivered_at)
             SELECT o.id, o.product_id, o.seller_id, $2, ${KeyState.Delivered}, t.c, t.k, t.h, $5, now()
               FROM offers o, unnest($3::bytea[], $4::text[], $6::bytea[]) AS t(c, k, h) WHERE o.id = $1
             ON CONFLICT (value_hash) DO NOTHING
             RETURNING id, order_item_id AS "orderItemId", offer_id AS "offerId", seller_id AS "sellerId"`,
            [item.offerId, contentType, pasted.map((k) => k.cipher), pasted.map((k) => k.keyId), item.id, pasted.map((k) => k.hash)],
          ),
        );
        // A value already in the marketplace (any seller, any product) is never sold twice: nothing is kept.
        if (delivered.length < pasted.length) throw new InvalidInputError("A pasted key is already in the marketplace: nothing was delivered");
      } else {
        const want = req.quantity ?? missing;
        if (want > missing) throw new InvalidInputError(`This line is missing ${missing} key${missing === 1 ? "" : "s"}: take at most that many`);
        const reserved = await reserveKeys(tx, item.offerId, item.id, want);
        if (reserved.length < want) {
          throw new IllegalOperationError(
            reserved.length ? `Only ${reserved.length} key${reserved.length === 1 ? " is" : "s are"} in the offer's stock` : "The offer has no keys in stock",
          );
        }
        delivered = await deliverReservedKeys(tx, [item.id]);
      }
      await this.checkout.recordDelivery(tx, order, [item], delivered, {
        actor: "Admin",
        actorUserId: ctx.user!.id,
        type: "keys.delivered_manually",
        reason: req.note ?? null,
        details: { orderItemId: item.id, line: item.name, source: req.source, ...(req.note ? { note: req.note } : {}) },
      });
      // A pre-order whose lines now all have their keys is complete.
      if (order.status === OrderStatus.PreOrder) {
        const [{ lacking }] = await tx.manager.query(
          `SELECT coalesce(sum(i.quantity - i.refunded_quantity - (SELECT count(*) FROM product_keys k WHERE k.order_item_id = i.id AND k.state <> ${KeyState.NotDelivered})), 0)::int AS lacking
             FROM order_items i WHERE i.order_id = $1`,
          [order.id],
        );
        if (lacking <= 0)
          await moveOrder(tx, order.id, {
            from: OrderStatus.PreOrder,
            to: OrderStatus.Sold,
            actor: "Admin",
            actorUserId: ctx.user!.id,
            type: "preorder.delivered",
            set: { delivered_at: new Date() },
          });
      } else if (!order.deliveredAt) {
        await tx.manager.getRepository(Order).update({ id: order.id }, { deliveredAt: new Date() });
      }
      await recordAudit(tx, {
        action: "order.deliver_line",
        targetType: "order",
        targetId: order.id,
        summary: `${orderNumber(order.number)}: ${delivered.length} key(s) of "${item.name}" delivered by hand (${req.source === ManualDeliverySource.PASTED ? "pasted" : "from stock"})`,
        before: { ...orderSnapshot(order), line: { id: item.id, name: item.name, quantity: item.quantity, keys: held } },
        after: { ...(await orderSnapshotOf(tx, order.id)), line: { id: item.id, name: item.name, quantity: item.quantity, keys: held + delivered.length } },
      });
      // Mailed as on a normal delivery: the pre-order mail for a pre-order line, the confirmation otherwise.
      mailIds.push(
        await this.mail.enqueue(tx, {
          template: item.preOrder ? "keys-ready" : "order-confirmation",
          to: order.email,
          locale: order.locale,
          vars: this.checkout.mailVars(order),
        }),
      );
    });
    await this.mail.deliver(...mailIds);
    return ctx.manager.getRepository(Order).findOneByOrFail({ id: req.orderId });
  }

  /** Sends an order's confirmation mail again (see the file's comment); TooManyRequestsError when too soon. */
  async resendMail(ctx: RequestContext, orderId: string): Promise<{ to: string; template: string; order: Order } | TooManyRequestsError> {
    this.requireStaff(ctx, "orders:info", "mails:new");
    if (!isUuid(orderId)) throw new NotFoundError("Order");
    const sent = await withTransaction(ctx, async (tx) => {
      const [order] = await tx.manager.getRepository(Order).find({ where: { id: orderId }, lock: { mode: "pessimistic_write" } });
      if (!order) throw new NotFoundError("Order");
      const template = confirmationOf(order.status);
      if (!template) throw new IllegalOperationError("This order has no confirmation mail to send: it was not paid, or it was cancelled or refunded");
      const [recent] = await tx.manager.query(
        `SELECT count(*)::int AS n, max(created_at) AS last,
                min(created_at) FILTER (WHERE created_at > now() - interval '24 hours') AS first
           FROM order_events WHERE order_id = $1 AND type = 'mail.resent' AND created_at > now() - interval '24 hours'`,
        [order.id],
      );
      const now = Date.now();
      if (recent.last && now - new Date(recent.last).getTime() < RESEND_GAP_MINUTES * 60_000) {
        return new TooManyRequestsError((new Date(recent.last).getTime() + RESEND_GAP_MINUTES * 60_000 - now) / 1000);
      }
      if (recent.n >= RESEND_MAX_PER_DAY) return new TooManyRequestsError((new Date(recent.first).getTime() + 24 * 3600_000 - now) / 1000);
      const mailId = await this.mail.enqueue(tx, { template, to: order.email, locale: order.locale, vars: this.checkout.mailVars(order) });
      await recordEvent(tx, order.id, {
        actor: "Admin",
        actorUserId: ctx.user!.id,
        type: "mail.resent",
        details: { template, mailId, to: order.email },
      });
      await recordAudit(tx, {
        action: "order.resend_mail",
        targetType: "order",
        targetId: order.id,
        summary: `${orderNumber(order.number)}: ${template} mail sent again to ${order.email}`,
        after: { ...orderSnapshot(order), mail: template, to: order.email },
      });
      return { mailId, to: order.email, template };
    });
    if (sent instanceof TooManyRequestsError) return sent;
    await this.mail.deliver(sent.mailId);
    return { to: sent.to, template: sent.template, order: await ctx.manager.getRepository(Order).findOneByOrFail({ id: orderId }) };
  }
}
