/**
 * The PayPal (Orders v2) and Checkout.com (Hosted Payments Page) adapters against msw standing in
 * for the providers, with the request and answer shapes of their API references: what is sent
 * (paths, auth, idempotency keys, amounts), how answers map to payment states, refunds, outages
 * and webhook signatures. Plain HTTP clients: no server, no database.
 */
import { createHmac } from "node:crypto";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { CurrencyCode, Locale, PaymentProvider } from "../../server/common/enums";
import { ProviderUnavailableError, WebhookSignatureError, type StartPaymentRequest } from "../../server/modules/payments/provider";
import { ProviderRequestError, decimalToMinor, minorToDecimal } from "../../server/modules/payments/provider-http";
import { PayPalAdapter } from "../../server/modules/payments/paypal";
import { CheckoutComAdapter } from "../../server/modules/payments/checkout-com";

const PP = "https://api-m.sandbox.paypal.com";
const CKO = "https://api.sandbox.checkout.com";
const ORDER_ID = "6f1c2d3e-4b5a-4c6d-8e7f-901234567890";
const PP_ORDER = "5O190127TN364715T";
const PP_CAPTURE = "3C679366HH908993F";

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  text: string;
  json: any;
}
let calls: Call[] = [];
const callsTo = (path: string) => calls.filter((c) => c.path === path);

async function record(request: Request): Promise<Call> {
  const text = await request.clone().text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const call = { method: request.method, path: new URL(request.url).pathname, headers: Object.fromEntries(request.headers), text, json };
  calls.push(call);
  return call;
}

let tokensIssued = 0;
const mock = setupServer(
  http.post(`${PP}/v1/oauth2/token`, async ({ request }) => {
    await record(request);
    tokensIssued++;
    return HttpResponse.json({
      scope: "https://uri.paypal.com/services/payments/payment",
      access_token: `A21AAtoken-${tokensIssued}`,
      token_type: "Bearer",
      app_id: "APP-80W284485P519543T",
      expires_in: 32400,
      nonce: "2024-01-01T00:00:00ZnonceValue",
    });
  }),
);

beforeAll(() => mock.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  calls = [];
  tokensIssued = 0;
});
afterEach(() => {
  mock.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => mock.close());

function startRequest(overrides: Partial<StartPaymentRequest> = {}): StartPaymentRequest {
  return {
    orderId: ORDER_ID,
    orderNumber: "KM-000123",
    amount: 5397,
    currency: CurrencyCode.EUR,
    locale: Locale.en,
    returnUrl: "https://shop.example/checkout/return?order=KM-000123",
    cancelUrl: "https://shop.example/checkout/cancel?order=KM-000123",
    customer: { email: "ada@example.com", name: "Ada", surname: "Lovelace" },
    billing: { address: "Via Roma 1", city: "Milano", code: "20121", country_code: "it" },
    threeDs: true,
    // 3 × 19.99 = 59.97, less a 6.00 coupon = 53.97
    items: [{ name: "Elden Ring (Steam)", quantity: 3, unitAmount: 1999 }],
    ...overrides,
  };
}

describe("amounts", () => {
  it("convert between minor units and decimal strings exactly", () => {
    expect(minorToDecimal(5397, CurrencyCode.EUR)).toBe("53.97");
    expect(minorToDecimal(5, CurrencyCode.USD)).toBe("0.05");
    expect(minorToDecimal(0, CurrencyCode.GBP)).toBe("0.00");
    expect(minorToDecimal(100000005, CurrencyCode.EUR)).toBe("1000000.05");
    // 19.99 * 100 is 1998.9999999999998 in floating point
    expect(decimalToMinor("19.99", CurrencyCode.EUR)).toBe(1999);
    expect(decimalToMinor("1.1", CurrencyCode.EUR)).toBe(110);
    expect(decimalToMinor("12", CurrencyCode.EUR)).toBe(1200);
    expect(decimalToMinor("0.30", CurrencyCode.EUR)).toBe(30);
    expect(() => decimalToMinor("1.005", CurrencyCode.EUR)).toThrow();
    expect(() => decimalToMinor("1e3", CurrencyCode.EUR)).toThrow();
    expect(() => minorToDecimal(12.5, CurrencyCode.EUR)).toThrow();
    expect(() => minorToDecimal(-1, CurrencyCode.EUR)).toThrow();
  });
});

describe("PayPal adapter", () => {
  const paypal = (opts: Partial<ConstructorParameters<typeof PayPalAdapter>[0]> = {}) =>
    new PayPalAdapter({ clientId: "client-id", clientSecret: "client-secret", webhookId: "8PT597110X687430LKGECATA", ...opts });

  const createdOrder = (id = PP_ORDER) => ({
    id,
    status: "PAYER_ACTION_REQUIRED",
    payment_source: { paypal: {} },
    links: [
      { href: `${PP}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: "payer-action", method: "GET" },
    ],
  });

  const capturedOrder = (captureStatus = "COMPLETED", value = "53.97") => ({
    id: PP_ORDER,
    status: "COMPLETED",
    payment_source: { paypal: { email_address: "buyer@example.com", account_id: "QYR5Z8XDVJNXQ", account_status: "VERIFIED" } },
    purchase_units: [
      {
        reference_id: ORDER_ID,
        payments: {
          captures: [
            {
              id: PP_CAPTURE,
              status: captureStatus,
              ...(captureStatus === "DECLINED" ? { status_details: { reason: "DECLINED_BY_RISK_FRAUD_FILTERS" } } : {}),
              amount: { currency_code: "EUR", value },
              final_capture: true,
              seller_protection: { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] },
              seller_receivable_breakdown: {
                gross_amount: { currency_code: "EUR", value },
                paypal_fee: { currency_code: "EUR", value: "2.14" },
                net_amount: { currency_code: "EUR", value: "51.83" },
              },
              custom_id: ORDER_ID,
              invoice_id: "KM-000123",
              links: [{ href: `${PP}/v2/payments/captures/${PP_CAPTURE}/refund`, rel: "refund", method: "POST" }],
              create_time: "2026-11-25T12:00:00Z",
              update_time: "2026-11-25T12:00:00Z",
            },
          ],
        },
      },
    ],
    payer: { name: { given_name: "John", surname: "Doe" }, email_address: "buyer@example.com", payer_id: "QYR5Z8XDVJNXQ" },
    links: [{ href: `${PP}/v2/checkout/orders/${PP_ORDER}`, rel: "self", method: "GET" }],
  });

  const unprocessable = (issue: string, description = issue) => ({
    name: "UNPROCESSABLE_ENTITY",
    details: [{ issue, description }],
    message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
    debug_id: "f5a9e2b5c8d7e",
    links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: "information_link", method: "GET" }],
  });

  it("starts: a token by client credentials, then an order with the documented shape; the shopper goes to the payer-action link", async () => {
    mock.use(
      http.post(`${PP}/v2/checkout/orders`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(createdOrder(), { status: 200 });
      }),
    );
    const adapter = paypal({ brandName: "KeyMarket Test" });
    expect(adapter.name).toBe(PaymentProvider.Paypal);
    const payment = await adapter.start(startRequest());
    expect(payment).toEqual({ providerRef: PP_ORDER, state: "created", redirectUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${PP_ORDER}` });

    const [token] = callsTo("/v1/oauth2/token");
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from("client-id:client-secret").toString("base64")}`);
    expect(token.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(token.text).toBe("grant_type=client_credentials");

    const [create] = callsTo("/v2/checkout/orders");
    expect(create.headers.authorization).toBe("Bearer A21AAtoken-1");
    expect(create.headers["paypal-request-id"]).toBe(`km-order-${ORDER_ID}`);
    expect(create.headers["content-type"]).toBe("application/json");
    expect(create.json).toEqual({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: ORDER_ID,
          custom_id: ORDER_ID,
          invoice_id: "KM-000123",
          description: "KeyMarket Test order KM-000123",
          amount: {
            currency_code: "EUR",
            value: "53.97",
            breakdown: { item_total: { currency_code: "EUR", value: "59.97" }, discount: { currency_code: "EUR", value: "6.00" } },
          },
          items: [{ name: "Elden Ring (Steam)", quantity: "3", unit_amount: { currency_code: "EUR", value: "19.99" }, category: "DIGITAL_GOODS" }],
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: "KeyMarket Test",
            locale: "en-US",
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
            payment_method_preference: "IMMEDIATE_PAYMENT_REQUIRED",
            return_url: "https://shop.example/checkout/return?order=KM-000123",
            cancel_url: "https://shop.example/checkout/cancel?order=KM-000123",
          },
        },
      },
    });

    // A second payment reuses the cached token; Italian shoppers see PayPal in Italian; no lines, no breakdown.
    await adapter.start(startRequest({ orderId: "other-order", locale: Locale.it, currency: CurrencyCode.GBP, amount: 100000005, items: [] }));
    expect(callsTo("/v1/oauth2/token")).toHaveLength(1);
    const second = callsTo("/v2/checkout/orders")[1];
    expect(second.headers.authorization).toBe("Bearer A21AAtoken-1");
    expect(second.headers["paypal-request-id"]).toBe("km-order-other-order");
    expect(second.json.purchase_units[0].amount).toEqual({ currency_code: "GBP", value: "1000000.05" });
    expect(second.json.purchase_units[0].items).toBeUndefined();
    expect(second.json.payment_source.paypal.experience_context.locale).toBe("it-IT");
    expect(second.json.payment_source.paypal.experience_context.brand_name).toBe("KeyMarket Test");
  });

  it("shows an amount above the lines as handling, and uses the live URL when configured", async () => {
    const LIVE = "https://api-m.paypal.com";
    mock.use(
      http.post(`${LIVE}/v1/oauth2/token`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ access_token: "LIVE-token", token_type: "Bearer", expires_in: 32400 });
      }),
      http.post(`${LIVE}/v2/checkout/orders`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { ...createdOrder(), links: [{ href: "https://www.paypal.com/checkoutnow?token=X", rel: "approve", method: "GET" }] },
          { status: 201 },
        );
      }),
    );
    const payment = await paypal({ apiUrl: `${LIVE}/` }).start(startRequest({ amount: 6097 }));
    expect(payment.redirectUrl).toBe("https://www.paypal.com/checkoutnow?token=X");
    const [create] = callsTo("/v2/checkout/orders");
    expect(create.headers.authorization).toBe("Bearer LIVE-token");
    expect(create.json.purchase_units[0].amount.breakdown).toEqual({
      item_total: { currency_code: "EUR", value: "59.97" },
      handling: { currency_code: "EUR", value: "1.00" },
    });
  });

  it("completes: captures with an idempotency key from the order and answers captured with the capture id and amount", async () => {
    mock.use(
      http.post(`${PP}/v2/checkout/orders/:id/capture`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(capturedOrder(), { status: 201 });
      }),
    );
    const payment = await paypal().complete(PP_ORDER, ORDER_ID);
    expect(payment).toEqual({ providerRef: PP_ORDER, state: "captured", redirectUrl: null, captureRef: PP_CAPTURE, capturedAmount: 5397 });
    const [capture] = callsTo(`/v2/checkout/orders/${PP_ORDER}/capture`);
    expect(capture.method).toBe("POST");
    expect(capture.headers["paypal-request-id"]).toBe(`km-capture-${ORDER_ID}`);
    expect(capture.headers.prefer).toBe("return=representation");
    expect(capture.headers.authorization).toBe("Bearer A21AAtoken-1");
  });

  it("completes an order captured before by reading it (ORDER_ALREADY_CAPTURED)", async () => {
    mock.use(
      http.post(`${PP}/v2/checkout/orders/:id/capture`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(unprocessable("ORDER_ALREADY_CAPTURED", "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed."), {
          status: 422,
        });
      }),
      http.get(`${PP}/v2/checkout/orders/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(capturedOrder());
      }),
    );
    const payment = await paypal().complete(PP_ORDER, ORDER_ID);
    expect(payment).toMatchObject({ state: "captured", captureRef: PP_CAPTURE, capturedAmount: 5397 });
    expect(callsTo(`/v2/checkout/orders/${PP_ORDER}`).map((c) => c.method)).toEqual(["GET"]);
  });

  it("answers declines as results: a refused funding source, a denied capture; an unapproved order stays created", async () => {
    let captureAnswer: () => Response = () =>
      HttpResponse.json(
        unprocessable("INSTRUMENT_DECLINED", "The instrument presented was either declined by the processor or bank, or it can't be used for this payment."),
        { status: 422 },
      );
    mock.use(
      http.post(`${PP}/v2/checkout/orders/:id/capture`, () => captureAnswer()),
      http.get(`${PP}/v2/checkout/orders/:id`, () => HttpResponse.json(createdOrder())),
    );
    const adapter = paypal();
    expect(await adapter.complete(PP_ORDER, ORDER_ID)).toEqual({
      providerRef: PP_ORDER,
      state: "declined",
      redirectUrl: null,
      declineReason: "INSTRUMENT_DECLINED",
    });

    captureAnswer = () => HttpResponse.json(capturedOrder("DECLINED"), { status: 201 });
    expect(await adapter.complete(PP_ORDER, ORDER_ID)).toMatchObject({
      state: "declined",
      captureRef: PP_CAPTURE,
      declineReason: "DECLINED_BY_RISK_FRAUD_FILTERS",
    });

    captureAnswer = () => HttpResponse.json(capturedOrder("PENDING"), { status: 201 });
    expect((await adapter.complete(PP_ORDER, ORDER_ID)).state).toBe("processing");

    captureAnswer = () => HttpResponse.json(unprocessable("ORDER_NOT_APPROVED"), { status: 422 });
    expect(await adapter.complete(PP_ORDER, ORDER_ID)).toEqual({
      providerRef: PP_ORDER,
      state: "created",
      redirectUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${PP_ORDER}`,
    });
  });

  it("reads where an order stands (approved, voided) and throws on an unknown order", async () => {
    let order: any = { id: PP_ORDER, status: "APPROVED", links: [] };
    mock.use(
      http.get(`${PP}/v2/checkout/orders/:id`, ({ params }) =>
        params.id === PP_ORDER
          ? HttpResponse.json(order)
          : HttpResponse.json(
              {
                name: "RESOURCE_NOT_FOUND",
                details: [{ issue: "INVALID_RESOURCE_ID", description: "Specified resource ID does not exist." }],
                debug_id: "abc",
              },
              { status: 404 },
            ),
      ),
    );
    const adapter = paypal();
    expect(await adapter.status(PP_ORDER)).toEqual({ providerRef: PP_ORDER, state: "approved", redirectUrl: null });
    order = { id: PP_ORDER, status: "VOIDED" };
    expect((await adapter.status(PP_ORDER)).state).toBe("cancelled");
    const err = await adapter.status("NOPE").catch((e) => e);
    expect(err).toBeInstanceOf(ProviderRequestError);
    expect(err).toMatchObject({ status: 404, code: "INVALID_RESOURCE_ID" });
    expect(err.message).toContain("abc");
  });

  it("fetches a new token once when PayPal answers 401, and again when the cached one is about to expire", async () => {
    let orders = 0;
    mock.use(
      http.post(`${PP}/v2/checkout/orders`, async ({ request }) => {
        await record(request);
        orders++;
        if (request.headers.get("authorization") === "Bearer A21AAtoken-1") {
          return HttpResponse.json({ error: "invalid_token", error_description: "Token signature verification failed" }, { status: 401 });
        }
        return HttpResponse.json(createdOrder(), { status: 201 });
      }),
    );
    const adapter = paypal();
    expect((await adapter.start(startRequest())).state).toBe("created");
    expect(callsTo("/v1/oauth2/token")).toHaveLength(2);
    expect(callsTo("/v2/checkout/orders").map((c) => [c.headers.authorization, c.headers["paypal-request-id"]])).toEqual([
      ["Bearer A21AAtoken-1", `km-order-${ORDER_ID}`],
      ["Bearer A21AAtoken-2", `km-order-${ORDER_ID}`],
    ]);
    // Kept until five minutes before expires_in (32,400 s)...
    const now = Date.now();
    jest.spyOn(Date, "now").mockReturnValue(now + (32400 - 301) * 1000);
    await adapter.start(startRequest());
    expect(callsTo("/v1/oauth2/token")).toHaveLength(2);
    // ...then renewed.
    jest.spyOn(Date, "now").mockReturnValue(now + (32400 - 299) * 1000);
    await adapter.start(startRequest());
    expect(callsTo("/v1/oauth2/token")).toHaveLength(3);
    expect(callsTo("/v2/checkout/orders").at(-1)!.headers.authorization).toBe("Bearer A21AAtoken-3");
    expect(orders).toBe(4);
  });

  it("gives up after one renewed token is refused too, and reports refused credentials as a configuration error", async () => {
    mock.use(http.post(`${PP}/v2/checkout/orders`, () => HttpResponse.json({ error: "invalid_token" }, { status: 401 })));
    const err = await paypal()
      .start(startRequest())
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderRequestError);
    expect(err.status).toBe(401);

    mock.use(
      http.post(`${PP}/v1/oauth2/token`, () =>
        HttpResponse.json({ error: "invalid_client", error_description: "Client Authentication failed" }, { status: 401 }),
      ),
    );
    const bad = await paypal()
      .start(startRequest())
      .catch((e) => e);
    expect(bad).toBeInstanceOf(ProviderRequestError);
    expect(bad.message).toContain("invalid_client");
    expect(bad.message).not.toContain("client-secret");
  });

  it("refunds all or part of a capture with the refund id as PayPal-Request-Id", async () => {
    mock.use(
      http.post(`${PP}/v2/payments/captures/:id/refund`, async ({ request }) => {
        const call = await record(request);
        const value = call.json.amount.value;
        if (value === "99.00")
          return HttpResponse.json(
            unprocessable("REFUND_AMOUNT_EXCEEDED", "The refund amount must be less than or equal to the capture amount that has not yet been refunded."),
            { status: 422 },
          );
        return HttpResponse.json(
          { id: value === "53.97" ? "1JU08902781691411" : "0P363933A7536842D", status: value === "53.97" ? "COMPLETED" : "PENDING", links: [] },
          { status: 201 },
        );
      }),
      http.get(`${PP}/v2/checkout/orders/:id`, () => HttpResponse.json(capturedOrder())),
    );
    const adapter = paypal();
    const base = { orderId: ORDER_ID, providerRef: PP_ORDER, currency: CurrencyCode.EUR, reason: "customer request" };
    const full = await adapter.refund({ ...base, refundId: "refund-1", captureRef: PP_CAPTURE, amount: 5397 });
    expect(full).toEqual({ refundRef: "1JU08902781691411", state: "completed" });
    const [call] = callsTo(`/v2/payments/captures/${PP_CAPTURE}/refund`);
    expect(call.headers["paypal-request-id"]).toBe("refund-1");
    expect(call.headers.authorization).toBe("Bearer A21AAtoken-1");
    expect(call.json).toEqual({ amount: { currency_code: "EUR", value: "53.97" }, custom_id: "refund-1" });

    // Partial, and without a captureRef: the capture id is read from the order.
    const partial = await adapter.refund({ ...base, refundId: "refund-2", amount: 1000 });
    expect(partial).toEqual({ refundRef: "0P363933A7536842D", state: "pending" });
    const second = callsTo(`/v2/payments/captures/${PP_CAPTURE}/refund`)[1];
    expect(second.json.amount).toEqual({ currency_code: "EUR", value: "10.00" });
    expect(second.headers["paypal-request-id"]).toBe("refund-2");

    expect(await adapter.refund({ ...base, refundId: "refund-3", captureRef: PP_CAPTURE, amount: 9900 })).toEqual({
      refundRef: "",
      state: "failed",
      failureReason: "REFUND_AMOUNT_EXCEEDED",
    });
  });

  it("throws ProviderUnavailableError on 5xx, timeouts and network errors", async () => {
    const adapter = paypal({ timeoutMs: 50 });
    mock.use(http.post(`${PP}/v2/checkout/orders`, () => HttpResponse.json({ name: "INTERNAL_SERVER_ERROR" }, { status: 500 })));
    await expect(adapter.start(startRequest())).rejects.toBeInstanceOf(ProviderUnavailableError);

    mock.use(
      http.post(`${PP}/v2/checkout/orders/:id/capture`, async () => {
        await delay(1000);
        return HttpResponse.json(capturedOrder(), { status: 201 });
      }),
    );
    const started = Date.now();
    const timeout = await adapter.complete(PP_ORDER, ORDER_ID).catch((e) => e);
    expect(timeout).toBeInstanceOf(ProviderUnavailableError);
    expect(timeout.message).toContain("no answer within 50 ms");
    expect(Date.now() - started).toBeLessThan(900);

    mock.use(http.get(`${PP}/v2/checkout/orders/:id`, () => HttpResponse.error()));
    await expect(adapter.status(PP_ORDER)).rejects.toBeInstanceOf(ProviderUnavailableError);

    mock.use(http.post(`${PP}/v1/oauth2/token`, () => new HttpResponse("upstream connect error", { status: 503 })));
    await expect(paypal().status(PP_ORDER)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("refuses a malformed request as an error, not a decline", async () => {
    mock.use(
      http.post(`${PP}/v2/checkout/orders`, () =>
        HttpResponse.json(
          {
            name: "INVALID_REQUEST",
            message: "Request is not well-formed, syntactically incorrect, or violates schema.",
            debug_id: "b1d1f06c7246c",
            details: [{ field: "/purchase_units/0/amount/value", issue: "DECIMAL_PRECISION" }],
          },
          { status: 400 },
        ),
      ),
    );
    const err = await paypal()
      .start(startRequest())
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderRequestError);
    expect(err).toMatchObject({ status: 400, code: "DECIMAL_PRECISION" });
  });

  describe("webhooks", () => {
    const headers = {
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270",
      "paypal-transmission-id": "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
      "paypal-transmission-sig":
        "lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==",
      "paypal-transmission-time": "2016-02-18T20:01:35Z",
    };
    const captureCompleted = {
      id: "WH-58D329510W468432D-8HN650336L201105X",
      create_time: "2026-11-25T12:00:07.940Z",
      resource_type: "capture",
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      summary: "Payment completed for € 53.97 EUR",
      resource: {
        amount: { currency_code: "EUR", value: "53.97" },
        seller_protection: { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] },
        supplementary_data: { related_ids: { order_id: PP_ORDER } },
        update_time: "2026-11-25T12:00:58Z",
        create_time: "2026-11-25T12:00:58Z",
        final_capture: true,
        seller_receivable_breakdown: {
          gross_amount: { currency_code: "EUR", value: "53.97" },
          paypal_fee: { currency_code: "EUR", value: "2.14" },
          net_amount: { currency_code: "EUR", value: "51.83" },
        },
        custom_id: ORDER_ID,
        invoice_id: "KM-000123",
        links: [{ href: `${PP}/v2/payments/captures/${PP_CAPTURE}`, rel: "self", method: "GET" }],
        id: PP_CAPTURE,
        status: "COMPLETED",
      },
      links: [{ href: `${PP}/v1/notifications/webhooks-events/WH-58D329510W468432D-8HN650336L201105X`, rel: "self", method: "GET" }],
      event_version: "1.0",
      resource_version: "2.0",
    };
    const orderApproved = {
      id: "WH-COC11055RA711503B-4YM959094A144403T",
      create_time: "2026-11-25T11:59:00.000Z",
      resource_type: "checkout-order",
      event_type: "CHECKOUT.ORDER.APPROVED",
      summary: "An order has been approved by buyer",
      resource: {
        id: PP_ORDER,
        intent: "CAPTURE",
        status: "APPROVED",
        purchase_units: [{ reference_id: ORDER_ID, custom_id: ORDER_ID, invoice_id: "KM-000123", amount: { currency_code: "EUR", value: "53.97" } }],
        payer: { name: { given_name: "John", surname: "Doe" }, email_address: "buyer@example.com", payer_id: "QYR5Z8XDVJNXQ" },
        links: [],
      },
      event_version: "1.0",
      resource_version: "2.0",
    };

    let verification = "SUCCESS";
    beforeEach(() => {
      verification = "SUCCESS";
      mock.use(
        http.post(`${PP}/v1/notifications/verify-webhook-signature`, async ({ request }) => {
          await record(request);
          return HttpResponse.json({ verification_status: verification });
        }),
      );
    });

    it("verifies the event with PayPal, sending the headers, the webhook id and the body as received", async () => {
      // Odd spacing and an escaped character: the event must reach PayPal as these bytes.
      const raw = JSON.stringify(captureCompleted, null, 1).replace("€", "\\u20ac");
      const event = await paypal().parseWebhook({ rawBody: Buffer.from(raw), headers });
      expect(event).toEqual({
        eventId: "WH-58D329510W468432D-8HN650336L201105X",
        providerRef: PP_ORDER,
        state: "captured",
        type: "PAYMENT.CAPTURE.COMPLETED",
        orderId: ORDER_ID,
        orderNumber: "KM-000123",
      });
      const [verify] = callsTo("/v1/notifications/verify-webhook-signature");
      expect(verify.headers.authorization).toBe("Bearer A21AAtoken-1");
      expect(verify.json).toEqual({
        auth_algo: "SHA256withRSA",
        cert_url: headers["paypal-cert-url"],
        transmission_id: headers["paypal-transmission-id"],
        transmission_sig: headers["paypal-transmission-sig"],
        transmission_time: headers["paypal-transmission-time"],
        webhook_id: "8PT597110X687430LKGECATA",
        webhook_event: captureCompleted,
      });
      expect(verify.text).toContain(raw);
    });

    it("maps order and capture events to states and to the PayPal order id", async () => {
      const parse = (body: unknown) => paypal().parseWebhook({ rawBody: Buffer.from(JSON.stringify(body)), headers });
      expect(await parse(orderApproved)).toEqual({
        eventId: orderApproved.id,
        providerRef: PP_ORDER,
        state: "approved",
        type: "CHECKOUT.ORDER.APPROVED",
        orderId: ORDER_ID,
        orderNumber: "KM-000123",
      });
      for (const [type, state] of [
        ["PAYMENT.CAPTURE.DENIED", "declined"],
        ["PAYMENT.CAPTURE.DECLINED", "declined"],
        ["PAYMENT.CAPTURE.PENDING", "processing"],
        ["PAYMENT.CAPTURE.REFUNDED", null],
        ["PAYMENT.CAPTURE.REVERSED", null],
      ] as const) {
        const event = await parse({ ...captureCompleted, id: `WH-${type}`, event_type: type });
        expect(event).toMatchObject({ eventId: `WH-${type}`, providerRef: PP_ORDER, state, type });
      }
      // An order event says what its capture says.
      const completed = { ...orderApproved, id: "WH-completed", event_type: "CHECKOUT.ORDER.COMPLETED", resource: capturedOrder() };
      expect(await parse(completed)).toMatchObject({ providerRef: PP_ORDER, state: "captured", orderId: ORDER_ID });
      const denied = { ...completed, resource: capturedOrder("DECLINED") };
      expect((await parse(denied)).state).toBe("declined");
      expect((await parse({ ...orderApproved, event_type: "CHECKOUT.ORDER.VOIDED", resource: { ...orderApproved.resource, status: "VOIDED" } })).state).toBe(
        "cancelled",
      );
    });

    it("throws WebhookSignatureError when PayPal answers FAILURE, when headers are missing, or on a body that is not JSON", async () => {
      verification = "FAILURE";
      const rawBody = Buffer.from(JSON.stringify(captureCompleted));
      await expect(paypal().parseWebhook({ rawBody, headers })).rejects.toBeInstanceOf(WebhookSignatureError);
      expect(callsTo("/v1/notifications/verify-webhook-signature")).toHaveLength(1);

      const { "paypal-transmission-sig": _sig, ...unsigned } = headers;
      const missing = await paypal()
        .parseWebhook({ rawBody, headers: unsigned })
        .catch((e) => e);
      expect(missing).toBeInstanceOf(WebhookSignatureError);
      expect(missing.message).toContain("transmission_sig");
      await expect(paypal().parseWebhook({ rawBody: Buffer.from("not json"), headers })).rejects.toBeInstanceOf(WebhookSignatureError);
      expect(callsTo("/v1/notifications/verify-webhook-signature")).toHaveLength(1);

      mock.use(http.post(`${PP}/v1/notifications/verify-webhook-signature`, () => HttpResponse.json({ name: "VALIDATION_ERROR" }, { status: 400 })));
      await expect(paypal().parseWebhook({ rawBody, headers })).rejects.toBeInstanceOf(WebhookSignatureError);
      mock.use(http.post(`${PP}/v1/notifications/verify-webhook-signature`, () => new HttpResponse(null, { status: 502 })));
      await expect(paypal().parseWebhook({ rawBody, headers })).rejects.toBeInstanceOf(ProviderUnavailableError);
    });
  });
});

describe("Checkout.com adapter", () => {
  const SECRET = "sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e";
  const WEBHOOK_SECRET = "2ca8ae9e-0a8d-4f5c-9a54-6b6e0d3b1f3f";
  const HPP = "hpp_kQhs_fI9b8oQ";
  const PAY = "pay_mbabizu24mvu3mela5njyhpit4";
  const checkout = (opts: Partial<ConstructorParameters<typeof CheckoutComAdapter>[0]> = {}) =>
    new CheckoutComAdapter({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET, ...opts });

  const hostedPayment = (status: string, paymentId?: string) => ({
    id: HPP,
    status,
    ...(paymentId ? { payment_id: paymentId } : {}),
    amount: 5997,
    currency: "EUR",
    reference: "KM-000123",
    billing: { address: { address_line1: "Via Roma 1", city: "Milano", zip: "20121", country: "IT" } },
    metadata: { order_id: ORDER_ID },
    success_url: "https://shop.example/checkout/return?order=KM-000123",
    cancel_url: "https://shop.example/checkout/cancel?order=KM-000123",
    failure_url: "https://shop.example/checkout/cancel?order=KM-000123",
    _links: { self: { href: `${CKO}/hosted-payments/${HPP}` }, redirect: { href: `https://pay.sandbox.checkout.com/page/${HPP}` } },
  });

  const payment = (status: string, extra: Record<string, unknown> = {}) => ({
    id: PAY,
    requested_on: "2026-11-25T12:00:00Z",
    source: {
      type: "card",
      id: "src_nwd3m4in3hkuddfpjsaevunhdy",
      billing_address: { address_line1: "Via Roma 1", city: "Milano", zip: "20121", country: "IT" },
      expiry_month: 6,
      expiry_year: 2029,
      name: "Ada Lovelace",
      scheme: "Visa",
      last4: "4242",
      fingerprint: "F639CAB2745BEE4140BF86DF6B6D6",
      bin: "424242",
      card_type: "CREDIT",
      issuer_country: "IT",
    },
    amount: 5997,
    currency: "EUR",
    payment_type: "Regular",
    reference: "KM-000123",
    status,
    approved: status !== "Declined",
    "3ds": {
      downgraded: false,
      enrolled: "Y",
      signature_valid: "Y",
      authentication_response: "Y",
      cryptogram: "hv8mUFzPzRZoCAAAAAEQBDMAAAA=",
      xid: "MDAwMDAwMDAwMDAwMDAwMzIyNzY=",
      version: "2.1.0",
    },
    balances: {
      total_authorized: 5997,
      total_voided: 0,
      available_to_void: 0,
      total_captured: status === "Captured" ? 5997 : 0,
      available_to_capture: status === "Authorized" ? 5997 : 0,
      total_refunded: 0,
      available_to_refund: status === "Captured" ? 5997 : 0,
    },
    metadata: { order_id: ORDER_ID },
    eci: "05",
    scheme_id: "638284745624527",
    actions: [{ id: "act_y3oqhf46pyzuxjbcn2giaqnb44", type: "Authorization", response_code: "10000", response_summary: "Approved" }],
    _links: { self: { href: `${CKO}/payments/${PAY}` } },
    ...extra,
  });

  it("starts a hosted payment with the documented shape; the shopper goes to the page's redirect link", async () => {
    mock.use(
      http.post(`${CKO}/hosted-payments`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          {
            id: HPP,
            reference: "KM-000123",
            _links: { self: { href: `${CKO}/hosted-payments/${HPP}` }, redirect: { href: `https://pay.sandbox.checkout.com/page/${HPP}` } },
          },
          { status: 201 },
        );
      }),
    );
    const adapter = checkout({ processingChannelId: "pc_q4dbxom5jbgudnjzjpz7j2z6uq" });
    expect(adapter.name).toBe(PaymentProvider.Checkout);
    const started = await adapter.start(startRequest({ amount: 5997 }));
    expect(started).toEqual({ providerRef: HPP, state: "created", redirectUrl: `https://pay.sandbox.checkout.com/page/${HPP}` });
    const [call] = callsTo("/hosted-payments");
    expect(call.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(call.headers["cko-idempotency-key"]).toBe(`km-hpp-${ORDER_ID}`);
    expect(call.json).toEqual({
      amount: 5997,
      currency: "EUR",
      reference: "KM-000123",
      billing: { address: { address_line1: "Via Roma 1", city: "Milano", zip: "20121", country: "IT" } },
      customer: { email: "ada@example.com", name: "Ada Lovelace" },
      products: [{ name: "Elden Ring (Steam)", quantity: 3, price: 1999 }],
      metadata: { order_id: ORDER_ID },
      locale: "en-GB",
      "3ds": { enabled: true },
      capture: true,
      processing_channel_id: "pc_q4dbxom5jbgudnjzjpz7j2z6uq",
      success_url: "https://shop.example/checkout/return?order=KM-000123",
      failure_url: "https://shop.example/checkout/cancel?order=KM-000123",
      cancel_url: "https://shop.example/checkout/cancel?order=KM-000123",
    });

    // Lines that do not add up to the total (a coupon) are left out; no channel configured, none sent.
    await checkout().start(startRequest({ locale: Locale.it, threeDs: false, currency: CurrencyCode.GBP }));
    const second = callsTo("/hosted-payments")[1];
    expect(second.json).toMatchObject({ amount: 5397, currency: "GBP", locale: "it-IT", "3ds": { enabled: false } });
    expect(second.json.products).toBeUndefined();
    expect("processing_channel_id" in second.json).toBe(false);
  });

  it("reads a page the shopper has not paid yet as created, with its link; an expired page as cancelled", async () => {
    let page = hostedPayment("Payment Pending");
    mock.use(http.get(`${CKO}/hosted-payments/:id`, () => HttpResponse.json(page)));
    const adapter = checkout();
    expect(await adapter.status(HPP)).toEqual({ providerRef: HPP, state: "created", redirectUrl: `https://pay.sandbox.checkout.com/page/${HPP}` });
    expect(await adapter.complete(HPP, ORDER_ID)).toEqual({ providerRef: HPP, state: "created", redirectUrl: `https://pay.sandbox.checkout.com/page/${HPP}` });
    page = hostedPayment("Expired");
    expect((await adapter.status(HPP)).state).toBe("cancelled");
  });

  it("completes a paid page: follows its payment id and answers captured with amount, card fingerprint and 3-D Secure", async () => {
    mock.use(
      http.get(`${CKO}/hosted-payments/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(hostedPayment("Payment Received", PAY));
      }),
      http.get(`${CKO}/payments/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          payment("Captured", {
            actions: [{ id: "act_capture1", type: "Capture", response_code: "10000", response_summary: "Approved" }, ...payment("Captured").actions],
          }),
        );
      }),
    );
    const result = await checkout().complete(HPP, ORDER_ID);
    expect(result).toEqual({
      providerRef: PAY,
      state: "captured",
      redirectUrl: null,
      capturedAmount: 5997,
      captureRef: "act_capture1",
      threeDsAuthenticated: true,
      cardFingerprint: "F639CAB2745BEE4140BF86DF6B6D6",
    });
    expect(JSON.stringify(result)).not.toMatch(/4242|Ada Lovelace/);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /hosted-payments/${HPP}`, `GET /payments/${PAY}`]);
    expect(calls.every((c) => c.headers.authorization === `Bearer ${SECRET}`)).toBe(true);
    // Nothing to capture: no POST.
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("captures an authorised payment with an idempotency key from the order", async () => {
    let status = "Authorized";
    let captureStatus = "Captured";
    mock.use(
      http.get(`${CKO}/payments/:id`, () => HttpResponse.json(payment(status))),
      http.post(`${CKO}/payments/:id/captures`, async ({ request }) => {
        await record(request);
        status = captureStatus;
        return HttpResponse.json(
          { action_id: "act_capture2", reference: "KM-000123", _links: { payment: { href: `${CKO}/payments/${PAY}` } } },
          { status: 202 },
        );
      }),
    );
    const adapter = checkout();
    expect(await adapter.complete(PAY, ORDER_ID)).toMatchObject({ providerRef: PAY, state: "captured", capturedAmount: 5997 });
    const [capture] = callsTo(`/payments/${PAY}/captures`);
    expect(capture.headers["cko-idempotency-key"]).toBe(`km-capture-${ORDER_ID}`);
    expect(capture.headers.authorization).toBe(`Bearer ${SECRET}`);

    // Captures are asynchronous: still authorised right after → processing, with the capture action.
    status = "Authorized";
    captureStatus = "Authorized";
    expect(await adapter.complete(PAY, ORDER_ID)).toMatchObject({ providerRef: PAY, state: "processing", captureRef: "act_capture2" });
  });

  it("answers a declined payment as declined with the issuer's reason; a downgraded 3-D Secure is no liability shift", async () => {
    mock.use(
      http.get(`${CKO}/payments/:id`, () =>
        HttpResponse.json(
          payment("Declined", {
            "3ds": { downgraded: true, enrolled: "N" },
            actions: [{ id: "act_decl", type: "Authorization", response_code: "20051", response_summary: "Insufficient Funds" }],
          }),
        ),
      ),
    );
    expect(await checkout().status(PAY)).toEqual({
      providerRef: PAY,
      state: "declined",
      redirectUrl: null,
      threeDsAuthenticated: false,
      cardFingerprint: "F639CAB2745BEE4140BF86DF6B6D6",
      declineReason: "20051 Insufficient Funds",
    });
  });

  it("refunds all or part of a payment with the refund id as idempotency key", async () => {
    mock.use(
      http.get(`${CKO}/hosted-payments/:id`, () => HttpResponse.json(hostedPayment("Payment Received", PAY))),
      http.get(`${CKO}/payments/:id`, () => HttpResponse.json(payment("Captured"))),
      http.post(`${CKO}/payments/:id/refunds`, async ({ request }) => {
        const call = await record(request);
        if (call.json.amount > 5997)
          return HttpResponse.json(
            { request_id: "0HL80RJLS76I7", error_type: "request_invalid", error_codes: ["refund_amount_exceeds_balance"] },
            { status: 422 },
          );
        return HttpResponse.json(
          { action_id: `act_refund_${call.json.amount}`, reference: call.json.reference, _links: { payment: { href: `${CKO}/payments/${PAY}` } } },
          { status: 202 },
        );
      }),
    );
    const adapter = checkout();
    const base = { orderId: ORDER_ID, providerRef: PAY, currency: CurrencyCode.EUR, reason: "customer request" };
    expect(await adapter.refund({ ...base, refundId: "refund-1", amount: 5997 })).toEqual({ refundRef: "act_refund_5997", state: "pending" });
    const [full] = callsTo(`/payments/${PAY}/refunds`);
    expect(full.headers["cko-idempotency-key"]).toBe("refund-1");
    expect(full.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(full.json).toEqual({ amount: 5997, reference: "refund-1", metadata: { order_id: ORDER_ID } });

    // Partial, with the hosted page's id: its payment is refunded.
    expect(await adapter.refund({ ...base, providerRef: HPP, refundId: "refund-2", amount: 1000 })).toEqual({ refundRef: "act_refund_1000", state: "pending" });
    const partial = callsTo(`/payments/${PAY}/refunds`)[1];
    expect(partial.json.amount).toBe(1000);
    expect(partial.headers["cko-idempotency-key"]).toBe("refund-2");

    expect(await adapter.refund({ ...base, refundId: "refund-3", amount: 9999 })).toEqual({
      refundRef: "",
      state: "failed",
      failureReason: "refund_amount_exceeds_balance",
    });
  });

  it("throws ProviderUnavailableError on 5xx, timeouts and network errors; a refused key is a configuration error", async () => {
    const adapter = checkout({ timeoutMs: 50 });
    mock.use(http.post(`${CKO}/hosted-payments`, () => new HttpResponse(null, { status: 502 })));
    await expect(adapter.start(startRequest())).rejects.toBeInstanceOf(ProviderUnavailableError);

    mock.use(
      http.get(`${CKO}/payments/:id`, async () => {
        await delay(1000);
        return HttpResponse.json(payment("Captured"));
      }),
    );
    const timeout = await adapter.status(PAY).catch((e) => e);
    expect(timeout).toBeInstanceOf(ProviderUnavailableError);
    expect(timeout.message).toContain("no answer within 50 ms");

    mock.use(http.post(`${CKO}/payments/:id/refunds`, () => HttpResponse.error()));
    await expect(
      adapter.refund({ orderId: ORDER_ID, refundId: "r", providerRef: PAY, amount: 100, currency: CurrencyCode.EUR, reason: "x" }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);

    mock.use(http.post(`${CKO}/hosted-payments`, () => new HttpResponse(null, { status: 401 })));
    const err = await adapter.start(startRequest()).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderRequestError);
    expect(err.status).toBe(401);
    expect(err.message).not.toContain(SECRET);
  });

  describe("webhooks", () => {
    const captured = {
      id: "evt_az5sblvku4ge3dwpztvyizgcau",
      type: "payment_captured",
      version: "1.0.33",
      created_on: "2026-11-25T12:00:20Z",
      data: {
        id: PAY,
        action_id: "act_capture1",
        reference: "KM-000123",
        amount: 5997,
        currency: "EUR",
        processed_on: "2026-11-25T12:00:19Z",
        response_code: "10000",
        response_summary: "Approved",
        balances: { total_authorized: 5997, total_captured: 5997, available_to_refund: 5997 },
        metadata: { order_id: ORDER_ID },
        processing: { acquirer_transaction_id: "440295406181389185542", acquirer_reference_number: "24021219099007452440793" },
      },
      _links: { self: { href: `${CKO}/workflows/events/evt_az5sblvku4ge3dwpztvyizgcau` }, subject: { href: `${CKO}/workflows/events/subject/${PAY}/events` } },
    };
    const sign = (raw: string, secret = WEBHOOK_SECRET) => createHmac("sha256", secret).update(raw).digest("hex");

    it("accepts a body signed with the webhook key and maps the event", async () => {
      const raw = JSON.stringify(captured);
      const event = await checkout().parseWebhook({ rawBody: Buffer.from(raw), headers: { "cko-signature": sign(raw), authorization: "webhook-auth" } });
      expect(event).toEqual({
        eventId: "evt_az5sblvku4ge3dwpztvyizgcau",
        providerRef: PAY,
        state: "captured",
        type: "payment_captured",
        orderId: ORDER_ID,
        orderNumber: "KM-000123",
      });
      expect(calls).toEqual([]); // verified locally

      for (const [type, state] of [
        ["payment_approved", "approved"],
        ["payment_declined", "declined"],
        ["payment_authentication_failed", "declined"],
        ["payment_canceled", "cancelled"],
        ["payment_expired", "cancelled"],
        ["payment_voided", "cancelled"],
        ["payment_pending", "processing"],
        ["payment_refunded", null],
        ["dispute_received", null],
      ] as const) {
        const body = JSON.stringify({ ...captured, id: `evt_${type}`, type });
        expect(await checkout().parseWebhook({ rawBody: Buffer.from(body), headers: { "cko-signature": sign(body) } })).toMatchObject({
          eventId: `evt_${type}`,
          providerRef: PAY,
          state,
          type,
        });
      }
    });

    it("throws WebhookSignatureError on a wrong, missing or truncated signature and on a changed body", async () => {
      const raw = JSON.stringify(captured);
      const adapter = checkout();
      const parse = (body: string, signature?: string) => adapter.parseWebhook({ rawBody: Buffer.from(body), headers: { "cko-signature": signature } });
      await expect(parse(raw, sign(raw, "another-secret"))).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(parse(raw)).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(parse(raw, sign(raw).slice(0, 32))).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(parse(raw.replace('"amount":5997', '"amount":1'), sign(raw))).rejects.toBeInstanceOf(WebhookSignatureError);
      // Whitespace differences are a different body: the signature covers the bytes.
      await expect(parse(JSON.stringify(captured, null, 2), sign(raw))).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(parse(raw, sign(raw))).resolves.toMatchObject({ state: "captured" });
    });
  });
});
