/**
 * /checkout (and /it/checkout), signed-in shoppers only: the billing address (prefilled from
 * the account), the order summary (the server cart, or for buy-now the one product of the
 * address priced by `cartQuote`), the payment provider, the two consents the law asks for,
 * and "Pay", which places the order with the total shown (`expectedTotal`) and sends the
 * shopper to the provider's page. Every typed result of `placeOrder` gets its own message.
 */
import { CombinedGraphQLErrors } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import {
  Badge,
  Box,
  Button,
  chakra,
  Dialog,
  Flex,
  Grid,
  HStack,
  Image,
  Link,
  List,
  NativeSelect,
  Portal,
  RadioCard,
  Stack,
  Text,
  Field,
  CloseButton,
} from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageLoader } from "../../components/ClientOnly";
import { AppLink } from "../../components/links";
import { Price } from "../../components/Price";
import type { CheckoutCartFieldsFragment, PaymentProvider, PlaceOrderMutation as PlaceOrderData } from "../../gql/graphql";
import { T, useT, type MessageId } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, localePath, type Locale } from "../../lib/locale";
import type { CurrencyCode } from "../../lib/money";
import { ShellPage } from "../../app/layouts/ShellPage";
import { CheckboxField, Notice, Panel, TextField } from "../accounts/ui";
import { ToLogin, useMe, type Me } from "../accounts/use-me";
import {
  type BillingField,
  type BillingValues,
  billingInput,
  COUNTRY_CODES,
  billingProblem,
  countryOptions,
  fieldsOfServerMessage,
  problemOfServerText,
} from "./billing";
import { CheckoutCartQuery, CheckoutQuoteQuery, LastBillingQuery, PaymentProvidersQuery, PlaceOrderMutation } from "./checkout.graphql";
import { page } from "./leave";
import { type CheckoutOutcome, outcomeOf } from "./place-order";
import { AmountRow, CheckoutRecipes } from "./ui";

type Summary = CheckoutCartFieldsFragment;
type Line = Summary["products"][number];

export interface BuyNowItem {
  productId: string;
  offerId?: string;
  quantity: number;
}

const ID = /^[\w-]{1,64}$/;

/** The buy-now product of the address (`?product=ID&offer=ID&quantity=N`), or null for the cart. */
export function buyNowOf(search: URLSearchParams): BuyNowItem | null {
  const productId = search.get("product");
  if (!productId || !ID.test(productId)) return null;
  const offerId = search.get("offer");
  const quantity = Number(search.get("quantity") ?? "1");
  return {
    productId,
    ...(offerId && ID.test(offerId) ? { offerId } : {}),
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 5 ? quantity : 1,
  };
}

/** The summary: the server cart, or the buy-now quote. */
function useSummary(buyNow: BuyNowItem | null, currency: CurrencyCode, locale: Locale) {
  const cart = useQuery(CheckoutCartQuery, { variables: { currency, locale }, skip: !!buyNow, fetchPolicy: "network-only" });
  const quote = useQuery(CheckoutQuoteQuery, {
    variables: { input: { items: buyNow ? [buyNow] : [], currency, locale } },
    skip: !buyNow,
    fetchPolicy: "network-only",
  });
  const q = buyNow ? quote : cart;
  const summary: Summary | null = (buyNow ? quote.data?.cartQuote : cart.data?.cart) ?? null;
  return {
    summary,
    loading: q.loading && !summary,
    error: !!q.error && !summary,
    refetch: () => q.refetch().catch(() => undefined),
  };
}

const PROVIDER_LABELS: Record<PaymentProvider, MessageId> = {
  Sandbox: "checkout.provider.sandbox",
  Paypal: "checkout.provider.paypal",
  Checkout: "checkout.provider.card",
};
const PROVIDER_HELP: Record<PaymentProvider, MessageId> = {
  Sandbox: "checkout.provider.sandboxHelp",
  Paypal: "checkout.provider.paypalHelp",
  Checkout: "checkout.provider.cardHelp",
};

const PROBLEM_MESSAGES: Record<string, MessageId> = {
  required: "form.required",
  tooLong: "form.tooLong",
  tooShort: "form.tooShort",
  email: "form.email",
  postalCode: "checkout.billing.postalCodeInvalid",
  country: "checkout.billing.countryRequired",
};

interface FormValues extends BillingValues {
  terms: boolean;
  withdrawal: boolean;
}

function CheckoutContent() {
  const { me, loading, error, refetch } = useMe();
  if (loading) return <PageLoader />;
  if (error)
    return (
      <Notice
        status="error"
        title={<T id="auth.error.internal" />}
        action={
          <Button size="sm" alignSelf="flex-start" onClick={refetch}>
            <T id="common.retry" />
          </Button>
        }
      />
    );
  if (!me) return <ToLogin />;
  return <CheckoutForm me={me} />;
}

function CheckoutForm({ me }: { me: Me }) {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const [search] = useSearchParams();
  const buyNow = useMemo(() => buyNowOf(search), [search]);
  const { currency } = useCurrency();
  const { summary, loading, error, refetch } = useSummary(buyNow, currency, locale);
  const providers = useQuery(PaymentProvidersQuery, { fetchPolicy: "cache-first" });
  const options = providers.data?.paymentProviders ?? [];
  const [provider, setProvider] = useState<PaymentProvider | null>(null);
  const chosen = provider ?? options[0]?.provider ?? null;
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null);
  const [leaving, setLeaving] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);

  const form = useForm<FormValues>({
    mode: "onTouched",
    defaultValues: {
      name: me.name ?? "",
      surname: me.surname ?? "",
      email: me.email ?? "",
      address: "",
      city: "",
      code: "",
      country_code: locale === "it" ? "IT" : "",
      terms: false,
      withdrawal: false,
    },
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  // The address of the last order fills what the account cannot (before the form is shown).
  const last = useQuery(LastBillingQuery, { fetchPolicy: "network-only" });
  const lastBilling = last.data?.orders.items[0]?.billing;
  useEffect(() => {
    if (!lastBilling || form.formState.isDirty) return;
    const { name, surname, email, address, city, code, country_code } = lastBilling;
    const country = COUNTRY_CODES.includes(country_code) ? country_code : form.getValues("country_code");
    form.reset({ ...form.getValues(), name, surname, email, address, city, code, country_code: country });
  }, [lastBilling, form]);

  const rules = (field: BillingField) => ({
    validate: (v: string) => {
      const p = billingProblem(field, v);
      return p ? t(PROBLEM_MESSAGES[p.problem]!, { max: p.limit ?? 0, min: p.limit ?? 0 }) : true;
    },
  });

  const show = (o: CheckoutOutcome) => {
    setOutcome(o);
    // The message is where the Pay button is: bring it into view (phones: below the fold).
    requestAnimationFrame(() => outcomeRef.current?.scrollIntoView?.({ block: "center", behavior: "smooth" }));
  };

  const onSubmit = async (v: FormValues) => {
    if (!summary || !chosen) return;
    setOutcome(null);
    let data: PlaceOrderData | null | undefined;
    try {
      ({ data } = await client.mutate({
        mutation: PlaceOrderMutation,
        variables: {
          input: {
            billing: billingInput(v, locale),
            provider: chosen,
            acceptTerms: v.terms,
            waiveWithdrawal: v.withdrawal,
            expectedTotal: summary.total.amount,
            currency,
            locale,
            ...(buyNow ? { buyNow } : {}),
          },
        },
      }));
    } catch (e) {
      const invalid = CombinedGraphQLErrors.is(e) ? e.errors.find((x) => x.extensions?.code === "BAD_USER_INPUT") : undefined;
      const fields = invalid ? fieldsOfServerMessage(invalid.message) : [];
      if (fields.length) {
        for (const [i, f] of fields.entries()) {
          const p = problemOfServerText(f.field, f.text);
          setError(f.field, { type: "server", message: t(PROBLEM_MESSAGES[p]!, { max: 100, min: 2 }) }, { shouldFocus: i === 0 });
        }
        return;
      }
      show({ kind: invalid ? "invalid" : "failed" });
      return;
    }
    const result = data?.placeOrder;
    const o = outcomeOf(result);
    if (o.kind === "success") {
      setLeaving(true);
      const confirmation = localePath(locale, `/checkout/confirmation/${o.orderId}`);
      if (!o.redirectUrl) return void navigate(confirmation);
      const url = new URL(o.redirectUrl, window.location.href);
      // Our own pages (the sandbox's, the confirmation) within the app; providers and server routes by the browser.
      if (url.origin === window.location.origin && !url.pathname.startsWith("/api/")) navigate(`${url.pathname}${url.search}${url.hash}`);
      else page.leaveTo(url.href);
      return;
    }
    show(o);
    // The summary shows the new prices, stock and coupon.
    if (o.kind !== "disabled" && o.kind !== "declined") await refetch();
  };

  if (loading || providers.loading || (last.loading && !last.data && !last.error)) return <PageLoader />;
  if (error || !summary)
    return (
      <Notice
        status="error"
        title={<T id="checkout.loadFailed" />}
        action={
          <Button size="sm" alignSelf="flex-start" onClick={() => void refetch()}>
            <T id="common.retry" />
          </Button>
        }
      />
    );
  if (summary.products.length === 0)
    return (
      <Notice status="info" title={<T id="checkout.empty.title" />} data-testid="checkout-empty">
        <Stack gap="2" align="flex-start">
          <T id="checkout.empty.lead" />
          <AppLink to={localePath(locale, "/")} fontWeight="semibold" color="colorPalette.fg">
            <T id="checkout.empty.browse" />
          </AppLink>
        </Stack>
      </Notice>
    );

  const names = new Map(summary.products.map((l) => [l.productId, l.name]));
  const cartPath = localePath(locale, "/cart");
  const cur = summary.currency as CurrencyCode;

  return (
    <chakra.form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={t("checkout.title")}
      display="grid"
      gridTemplateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 400px" }}
      gap={{ base: "5", md: "6" }}
      alignItems="start"
      data-testid="checkout-form"
    >
      <Stack gap={{ base: "5", md: "6" }} minW="0">
        {buyNow && (
          <Notice status="info" title={<T id="checkout.buyNow.title" />} data-testid="checkout-buy-now">
            <T id="checkout.buyNow.lead" />
          </Notice>
        )}
        <Panel title={<T id="checkout.billing.title" />} description={<T id="checkout.billing.lead" />} data-testid="checkout-billing">
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <TextField
              label={t("checkout.billing.name")}
              autoComplete="given-name"
              required
              error={errors.name?.message}
              {...register("name", rules("name"))}
            />
            <TextField
              label={t("checkout.billing.surname")}
              autoComplete="family-name"
              required
              error={errors.surname?.message}
              {...register("surname", rules("surname"))}
            />
            <Box gridColumn={{ sm: "span 2" }}>
              <TextField
                label={t("checkout.billing.email")}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                helper={t("checkout.billing.emailHelp")}
                error={errors.email?.message}
                {...register("email", rules("email"))}
              />
            </Box>
            <Box gridColumn={{ sm: "span 2" }}>
              <TextField
                label={t("checkout.billing.address")}
                autoComplete="billing street-address"
                required
                error={errors.address?.message}
                {...register("address", rules("address"))}
              />
            </Box>
            <TextField
              label={t("checkout.billing.city")}
              autoComplete="billing address-level2"
              required
              error={errors.city?.message}
              {...register("city", rules("city"))}
            />
            <TextField
              label={t("checkout.billing.code")}
              autoComplete="billing postal-code"
              required
              error={errors.code?.message}
              {...register("code", rules("code"))}
            />
            <Box gridColumn={{ sm: "span 2" }}>
              <Field.Root invalid={!!errors.country_code} required>
                <Field.Label>
                  <T id="checkout.billing.country" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field autoComplete="billing country" data-testid="checkout-country" {...register("country_code", rules("country_code"))}>
                    <option value="">{t("checkout.billing.countryChoose")}</option>
                    {countries.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {errors.country_code && <Field.ErrorText>{errors.country_code.message}</Field.ErrorText>}
              </Field.Root>
            </Box>
          </Grid>
        </Panel>

        <Panel title={<T id="checkout.payment.title" />} description={<T id="checkout.payment.lead" />} data-testid="checkout-payment">
          {options.length === 0 ? (
            <Notice status="warning" title={<T id="checkout.payment.none" />} />
          ) : (
            <RadioCard.Root
              value={chosen}
              onValueChange={(d) => d.value && setProvider(d.value as PaymentProvider)}
              colorPalette="purple"
              aria-label={t("checkout.payment.title")}
            >
              <Stack gap="3">
                {options.map((o) => (
                  <RadioCard.Item key={o.provider} value={o.provider} data-testid={`provider-${o.provider}`}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <HStack gap="2" flexWrap="wrap">
                          <RadioCard.ItemText>
                            <T id={PROVIDER_LABELS[o.provider]} />
                          </RadioCard.ItemText>
                          {o.test && (
                            <Badge colorPalette="orange" variant="surface" data-testid="provider-test">
                              <T id="checkout.provider.test" />
                            </Badge>
                          )}
                        </HStack>
                        <RadioCard.ItemDescription>
                          <T id={PROVIDER_HELP[o.provider]} />
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </Stack>
            </RadioCard.Root>
          )}
        </Panel>
      </Stack>

      <Box position={{ lg: "sticky" }} top={{ lg: "4" }} minW="0">
        <Panel title={<T id="checkout.summary.title" />} data-testid="checkout-summary">
          <SummaryLines lines={summary.products} currency={cur} />
          <Stack gap="1.5" borderTopWidth="1px" borderColor="border.muted" pt="3">
            <AmountRow label={<T id="checkout.summary.subtotal" />} amount={summary.subtotal.amount} currency={cur} data-testid="checkout-subtotal" />
            {summary.discount.amount > 0 && (
              <AmountRow
                label={<T id="checkout.summary.discount" values={{ code: summary.coupon?.code ?? summary.couponCode ?? "" }} />}
                amount={summary.discount.amount}
                currency={cur}
                negative
                data-testid="checkout-discount"
              />
            )}
            <AmountRow label={<T id="checkout.summary.total" />} amount={summary.total.amount} currency={cur} total data-testid="checkout-total" />
            <Text fontSize="xs" color="fg.muted">
              <T id="checkout.summary.vat" />
            </Text>
          </Stack>

          {!summary.purchasable && (
            <Notice status="warning" title={<T id="checkout.notPurchasable.title" />} data-testid="checkout-not-purchasable">
              {buyNow ? <T id="checkout.notPurchasable.buyNow" /> : <ToCart path={cartPath} id="checkout.notPurchasable.cart" />}
            </Notice>
          )}

          <Stack gap="3">
            <Controller
              control={control}
              name="terms"
              rules={{ validate: (v) => v || t("checkout.consent.termsRequired") }}
              render={({ field }) => (
                <ConsentBox checked={field.value} onChange={field.onChange} error={errors.terms?.message} testId="consent-terms">
                  <T id="checkout.consent.terms" values={{ link: (chunks: ReactNode[]) => <TermsDialog trigger={chunks} /> }} />
                </ConsentBox>
              )}
            />
            <Controller
              control={control}
              name="withdrawal"
              rules={{ validate: (v) => v || t("checkout.consent.withdrawalRequired") }}
              render={({ field }) => (
                <ConsentBox checked={field.value} onChange={field.onChange} error={errors.withdrawal?.message} testId="consent-withdrawal">
                  <T
                    id="checkout.consent.withdrawal"
                    values={{
                      link: (chunks: ReactNode[]) => (
                        <Link
                          href={withdrawalLawUrl(locale)}
                          target="_blank"
                          rel="noopener noreferrer"
                          color="colorPalette.fg"
                          textDecoration="underline"
                          fontWeight="medium"
                        >
                          {chunks}
                        </Link>
                      ),
                    }}
                  />
                </ConsentBox>
              )}
            />
          </Stack>

          <div ref={outcomeRef}>{outcome && <OutcomeNotice outcome={outcome} names={names} cartPath={cartPath} buyNow={!!buyNow} />}</div>

          <Button
            type="submit"
            size="lg"
            colorPalette="purple"
            w="full"
            loading={isSubmitting || leaving}
            disabled={!summary.purchasable || !chosen}
            data-testid="checkout-pay"
          >
            <span>
              <T id="checkout.pay" values={{ total: <Price amount={summary.total.amount} currency={cur} /> }} />
            </span>
          </Button>
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            <T id="checkout.payNote" />
          </Text>
        </Panel>
      </Box>
    </chakra.form>
  );
}

function ToCart({ path, id }: { path: string; id: MessageId }) {
  return (
    <T
      id={id}
      values={{
        link: (chunks: ReactNode[]) => (
          <AppLink to={path} fontWeight="semibold" textDecoration="underline">
            {chunks}
          </AppLink>
        ),
      }}
    />
  );
}

function ConsentBox({
  checked,
  onChange,
  error,
  testId,
  children,
}: {
  checked: boolean;
  onChange(v: boolean): void;
  error?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <CheckboxField checked={checked} onChange={onChange} data-testid={testId}>
        <Text as="span" fontSize="sm">
          {children}
        </Text>
      </CheckboxField>
      {error && (
        <Text fontSize="sm" color="fg.error" ps="7" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The EU rule on digital content and the right of withdrawal (Directive 2011/83/EU, art. 16(m)), in the shopper's language. */
export const withdrawalLawUrl = (locale: Locale) => `https://eur-lex.europa.eu/legal-content/${locale === "it" ? "IT" : "EN"}/TXT/?uri=CELEX:32011L0083`;

/** The terms of sale, read in a dialog without leaving the form. */
function TermsDialog({ trigger }: { trigger: ReactNode }) {
  const t = useT();
  const points: MessageId[] = ["checkout.terms.p1", "checkout.terms.p2", "checkout.terms.p3", "checkout.terms.p4", "checkout.terms.p5"];
  return (
    <Dialog.Root placement="center" size={{ base: "full", sm: "lg" }} scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Box
          as="button"
          // Opening the terms must not tick the box around the link.
          onClick={(e) => e.stopPropagation()}
          color="colorPalette.fg"
          textDecoration="underline"
          fontWeight="medium"
          cursor="pointer"
          data-testid="terms-link"
        >
          {trigger}
        </Box>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="terms-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <T id="checkout.terms.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root gap="2" ps="4" fontSize="sm">
                {points.map((p) => (
                  <List.Item key={p}>
                    <T id={p} />
                  </List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
                  <T id="common.close" />
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SummaryLines({ lines, currency }: { lines: readonly Line[]; currency: CurrencyCode }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="checkout-lines">
      {lines.map((l) => (
        <Flex as="li" key={`${l.productId}-${l.offerId ?? ""}`} gap="3" align="flex-start" data-testid="checkout-line" data-product={l.productId}>
          {l.product?.coverImage ? (
            <Image src={l.product.coverImage.src} alt="" w="12" h="16" objectFit="cover" rounded="md" flexShrink="0" bg="bg.muted" loading="lazy" />
          ) : (
            <Box w="12" h="16" rounded="md" bg="bg.muted" flexShrink="0" />
          )}
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontWeight="medium" fontSize="sm" lineClamp={2} data-testid="checkout-line-name">
              {l.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {[l.product?.platform?.name, l.sellerName].filter(Boolean).join(" · ")}
            </Text>
            <Text fontSize="xs" color="fg.muted" data-testid="checkout-line-quantity">
              <T id="checkout.summary.quantity" values={{ quantity: l.quantity, price: <Price amount={l.price} currency={currency} /> }} />
            </Text>
            {l.preOrder && (
              <Badge colorPalette="purple" variant="subtle" alignSelf="flex-start" size="sm">
                <T id="checkout.summary.preOrder" />
              </Badge>
            )}
            {l.problem && (
              <Text fontSize="xs" color="fg.error" fontWeight="medium">
                <T id={l.problem === "OUT_OF_STOCK" ? "checkout.summary.outOfStock" : "checkout.summary.unavailable"} />
              </Text>
            )}
          </Stack>
          <Stack gap="0" align="flex-end" flexShrink="0">
            <Text fontSize="sm" fontWeight="semibold" data-testid="checkout-line-total">
              <Price amount={l.lineTotal.amount} currency={currency} />
            </Text>
            {l.discount.amount > 0 && (
              <Text fontSize="xs" color="green.fg">
                −<Price amount={l.discount.amount} currency={currency} />
              </Text>
            )}
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

const COUPON_REASONS: Record<string, MessageId> = {
  NOT_FOUND: "checkout.coupon.NOT_FOUND",
  DISABLED: "checkout.coupon.DISABLED",
  NOT_STARTED: "checkout.coupon.NOT_STARTED",
  EXPIRED: "checkout.coupon.EXPIRED",
  USAGE_LIMIT_REACHED: "checkout.coupon.USAGE_LIMIT_REACHED",
  USER_LIMIT_REACHED: "checkout.coupon.USER_LIMIT_REACHED",
  MINIMUM_NOT_REACHED: "checkout.coupon.MINIMUM_NOT_REACHED",
  CURRENCY_NOT_SUPPORTED: "checkout.coupon.CURRENCY_NOT_SUPPORTED",
  NO_ELIGIBLE_PRODUCT: "checkout.coupon.NO_ELIGIBLE_PRODUCT",
};

/** What placeOrder answered, as the shopper reads it (the server's English message is never shown). */
export function OutcomeNotice({
  outcome,
  names,
  cartPath,
  buyNow,
}: {
  outcome: CheckoutOutcome;
  names: Map<string, string>;
  cartPath: string;
  buyNow: boolean;
}) {
  const name = (id: string) => names.get(id) ?? `#${id}`;
  const fix = buyNow ? null : <ToCart path={cartPath} id="checkout.error.fixInCart" />;
  switch (outcome.kind) {
    case "success":
      return null;
    case "cartEmpty":
      return (
        <Notice status="error" title={<T id="checkout.error.cartEmpty" />} data-testid="checkout-error">
          <ToCart path={cartPath} id="checkout.error.toCart" />
        </Notice>
      );
    case "unavailable":
      return (
        <Notice status="error" title={<T id="checkout.error.unavailable" values={{ name: name(outcome.productId) }} />} data-testid="checkout-error">
          {fix}
        </Notice>
      );
    case "outOfStock":
      return (
        <Notice status="error" title={<T id="checkout.error.outOfStock" />} data-testid="checkout-error">
          <Stack gap="1">
            <List.Root ps="4">
              {outcome.lines.map((l) => (
                <List.Item key={`${l.productId}-${l.offerId ?? ""}`} data-testid="checkout-error-line">
                  <T id="checkout.error.outOfStockLine" values={{ name: name(l.productId), left: l.quantityAvailable, requested: l.requested }} />
                </List.Item>
              ))}
            </List.Root>
            {fix}
          </Stack>
        </Notice>
      );
    case "coupon":
      return (
        <Notice status="error" title={<T id="checkout.error.coupon" values={{ code: outcome.code }} />} data-testid="checkout-error">
          <Stack gap="1">
            <T
              id={COUPON_REASONS[outcome.reason] ?? "checkout.coupon.NOT_FOUND"}
              values={{ minimum: outcome.minimum ? <Price amount={outcome.minimum.amount} currency={outcome.minimum.currency as CurrencyCode} /> : "" }}
            />
            {fix}
          </Stack>
        </Notice>
      );
    case "priceChanged":
      return (
        <Notice status="warning" title={<T id="checkout.error.priceChanged" />} data-testid="checkout-error">
          <T
            id="checkout.error.priceChangedLead"
            values={{
              before: <Price amount={outcome.expected.amount} currency={outcome.expected.currency as CurrencyCode} />,
              now: (
                <Text as="strong" data-testid="checkout-new-total">
                  <Price amount={outcome.current.amount} currency={outcome.current.currency as CurrencyCode} />
                </Text>
              ),
            }}
          />
        </Notice>
      );
    case "disabled":
      return <Notice status="error" title={<T id="checkout.error.disabled" />} data-testid="checkout-error" />;
    case "declined":
      return (
        <Notice status="error" title={<T id="checkout.error.declined" />} data-testid="checkout-error">
          <T id="checkout.error.declinedLead" />
        </Notice>
      );
    case "invalid":
      return <Notice status="error" title={<T id="checkout.error.invalid" />} data-testid="checkout-error" />;
    default:
      return <Notice status="error" title={<T id="auth.error.internal" />} data-testid="checkout-error" />;
  }
}

export function CheckoutPage() {
  return (
    <ShellPage title="checkout.title" lead="checkout.lead" maxW="6xl">
      <CheckoutRecipes>
        <CheckoutContent />
      </CheckoutRecipes>
    </ShellPage>
  );
}
