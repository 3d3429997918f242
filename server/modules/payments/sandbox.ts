/**
 * The built-in sandbox provider: a payment page served by KeyMarket itself (`/checkout/sandbox/:id`,
 * and the REST calls under /api/sandbox/payments that the page and scripts use), test cards, an
 * optional 3-D Secure challenge, and signed webhooks, so the shop can sell end to end offline. No
 * money moves. It is on outside production (SANDBOX_PAYMENTS).
 *
 * Test cards (any future expiry, any 3-digit CVC):
 *   4242 4242 4242 4242  approved (so does any other valid card number)
 *   4000 0000 0000 0002  declined (card declined)
 *   4000 0000 0000 9995  declined (insufficient funds)
 *   4000 0000 0000 3220  asks for the 3-D Secure challenge; code 1234 approves, anything else declines
 * When the shop asks for 3-D Secure (fraud rule_3ds_1), every approving card gets the challenge.
 * The listed test cards are shared by everyone trying the shop, so they carry no card
 * fingerprint (the card-velocity rule would otherwise hold every demo order for review); any
 * other valid number is fingerprinted like a real card.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { DataSource } from "typeorm";
import { PaymentProvider } from "../../common/enums.js";
import { InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { toAmount } from "../../common/money.js";
import { isUuid } from "../../core/validation/index.js";
import { SandboxPayment } from "./payment.entities.js";
import {
  WebhookSignatureError,
  type IncomingWebhook,
  type PaymentProviderAdapter,
  type ProviderPayment,
  type ProviderPaymentState,
  type RefundRequest,
  type RefundResult,
  type StartPaymentRequest,
  type WebhookEvent,
} from "./provider.js";

export const SANDBOX_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  insufficientFunds: "4000000000009995",
  challenge: "4000000000003220",
} as const;
export const SANDBOX_CHALLENGE_CODE = "1234";
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

const STATE: Record<SandboxPayment["status"], ProviderPaymentState> = {
  created: "created",
  challenge: "created",
  captured: "captured",
  declined: "declined",
  cancelled: "cancelled",
};

/** Luhn check of a card number (digits only). */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
  holder?: string;
}

/** What the sandbox page and scripts see of a payment (never card data). */
export interface SandboxPaymentView {
  id: string;
  orderNumber: string;
  /** Amount to pay, rounded to 2 decimals, and in minor units. */
  amount: number;
  amountMinor: number;
  currency: string;
  status: SandboxPayment["status"];
  threeDsRequested: boolean;
  declineReason: string | null;
  /** Where the shopper goes next (set once the payment is finished). */
  redirectUrl: string | null;
}

export class SandboxProvider implements PaymentProviderAdapter {
  readonly name = PaymentProvider.Sandbox;

  constructor(
    private readonly dataSource: DataSource,
    private readonly opts: { publicUrl: string; secret: string; onEvent: (webhook: IncomingWebhook) => Promise<void> },
  ) {}

  private get repo() {
    return this.dataSource.getRepository(SandboxPayment);
  }

  async start(r: StartPaymentRequest): Promise<ProviderPayment> {
    // One payment per order: a retried start returns the same one (idempotent on the order id).
    const [p] = await this.dataSource.query(
      `INSERT INTO sandbox_payments (order_id, order_number, amount, currency, three_ds_requested, return_url, cancel_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (order_id) DO UPDATE SET order_id = EXCLUDED.order_id
       RETURNING id, status`,
      [r.orderId, r.orderNumber, r.amount, r.currency, r.threeDs, r.returnUrl, r.cancelUrl],
    );
    const prefix = r.locale === "it" ? "/it" : "";
    return { providerRef: p.id, state: STATE[p.status as SandboxPayment["status"]], redirectUrl: `${this.opts.publicUrl}${prefix}/checkout/sandbox/${p.id}` };
  }

  async complete(providerRef: string): Promise<ProviderPayment> {
    return this.status(providerRef);
  }

  async status(providerRef: string): Promise<ProviderPayment> {
    const p = await this.find(providerRef);
    return {
      providerRef: p.id,
      state: STATE[p.status],
      redirectUrl: null,
      capturedAmount: p.status === "captured" ? p.amount : undefined,
      captureRef: p.status === "captured" ? `cap_${p.id}` : undefined,
      threeDsAuthenticated: p.threeDsAuthenticated,
      cardFingerprint: p.cardFingerprint ?? undefined,
      declineReason: p.declineReason ?? undefined,
    };
  }

  async refund(r: RefundRequest): Promise<RefundResult> {
    await this.find(r.providerRef);
    return { refundRef: `ref_${r.refundId}`, state: "completed" };
  }

  async parseWebhook(w: IncomingWebhook): Promise<WebhookEvent> {
    const given = Buffer.from(w.headers[SANDBOX_SIGNATURE_HEADER] ?? "", "hex");
    const wanted = createHmac("sha256", this.opts.secret).update(w.rawBody).digest();
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new WebhookSignatureError("sandbox");
    const body = JSON.parse(w.rawBody.toString("utf8")) as { id: string; type: string; paymentId: string; orderId: string; status: SandboxPayment["status"] };
    return { eventId: body.id, providerRef: body.paymentId, orderId: body.orderId, state: STATE[body.status], type: body.type };
  }

  /** A signed webhook body as the sandbox sends it (tests replay these). */
  signedEvent(payment: { id: string; orderId: string; status: SandboxPayment["status"] }): IncomingWebhook {
    const body = Buffer.from(
      JSON.stringify({
        id: `evt_${payment.id}_${payment.status}`,
        type: `payment.${payment.status}`,
        paymentId: payment.id,
        orderId: payment.orderId,
        status: payment.status,
      }),
    );
    return { rawBody: body, headers: { [SANDBOX_SIGNATURE_HEADER]: createHmac("sha256", this.opts.secret).update(body).digest("hex") } };
  }

  // ------------------------------------------------------------ the payment page's calls

  async view(id: string): Promise<SandboxPaymentView> {
    return this.toView(await this.find(id));
  }

  /** Pays with a test card: approved, declined, or waiting for the 3-D Secure challenge. */
  async pay(id: string, card: SandboxCard): Promise<SandboxPaymentView> {
    const digits = card.number.replace(/[\s-]/g, "");
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) throw new InvalidInputError("cardNumber is not a valid card number");
    const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
    const month = Number(m?.[1]);
    const year = m ? Number(m[2]!.length === 2 ? `20${m[2]}` : m[2]) : 0;
    if (!m || month < 1 || month > 12) throw new InvalidInputError("expiry must be MM/YY");
    const now = new Date();
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) throw new InvalidInputError("The card has expired");
    if (!/^\d{3,4}$/.test(card.cvc)) throw new InvalidInputError("cvc must be 3 or 4 digits");
    const p = await this.find(id);
    if (p.status !== "created") return this.toView(p);
    const shared = (Object.values(SANDBOX_CARDS) as string[]).includes(digits);
    const fingerprint = shared ? null : createHash("sha256").update(`sandbox-card:${digits}`).digest("hex").slice(0, 32);
    const last4 = digits.slice(-4);
    let status: SandboxPayment["status"];
    let declineReason: string | null = null;
    if (digits === SANDBOX_CARDS.decline) [status, declineReason] = ["declined", "card_declined"];
    else if (digits === SANDBOX_CARDS.insufficientFunds) [status, declineReason] = ["declined", "insufficient_funds"];
    else if (digits === SANDBOX_CARDS.challenge || p.threeDsRequested) status = "challenge";
    else status = "captured";
    return this.finish(p, { status, declineReason, cardLast4: last4, cardFingerprint: fingerprint });
  }

  /** Answers the 3-D Secure challenge. */
  async challenge(id: string, code: string): Promise<SandboxPaymentView> {
    const p = await this.find(id);
    if (p.status !== "challenge") return this.toView(p);
    const ok = code.trim() === SANDBOX_CHALLENGE_CODE;
    return this.finish(p, ok ? { status: "captured", threeDsAuthenticated: true } : { status: "declined", declineReason: "authentication_failed" });
  }

  /** The shopper gives up on the page. */
  async cancel(id: string): Promise<SandboxPaymentView> {
    const p = await this.find(id);
    if (p.status !== "created" && p.status !== "challenge") return this.toView(p);
    return this.finish(p, { status: "cancelled" });
  }

  /** Moves the payment if it is still where `p` saw it (one winner under concurrent clicks), then sends the webhook. */
  private async finish(p: SandboxPayment, set: Partial<SandboxPayment>): Promise<SandboxPaymentView> {
    const moved = await this.repo
      .createQueryBuilder()
      .update()
      .set(set)
      .where("id = :id AND status = :from", { id: p.id, from: p.status })
      .returning("id")
      .execute();
    // The winner knows the row it wrote; a loser reads what the winner wrote.
    const now = moved.affected ? Object.assign(new SandboxPayment(), p, set) : await this.find(p.id);
    if (moved.affected && now.status !== "challenge") await this.opts.onEvent(this.signedEvent(now));
    return this.toView(now);
  }

  private async find(id: string): Promise<SandboxPayment> {
    const p = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    if (!p) throw new NotFoundError("Payment");
    return p;
  }

  private toView(p: SandboxPayment): SandboxPaymentView {
    const done = p.status === "captured" || p.status === "declined" || p.status === "cancelled";
    return {
      id: p.id,
      orderNumber: p.orderNumber,
      amount: toAmount(p.amount),
      amountMinor: p.amount,
      currency: p.currency,
      status: p.status,
      threeDsRequested: p.threeDsRequested,
      declineReason: p.declineReason,
      redirectUrl: done ? (p.status === "captured" ? p.returnUrl : p.cancelUrl) : null,
    };
  }
}
