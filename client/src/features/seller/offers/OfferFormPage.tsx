/**
 * /seller/offers/new and /seller/offers/:id: a new offer (pick a catalogue product, then its
 * prices) or one of the seller's offers to edit. Prices in EUR, USD and GBP ("fill from EUR"
 * suggests the other two with the configured exchange rates), the switch, the per-order maximum
 * and optional automatic pricing (floors; the prices entered become the ceiling). The form
 * checks what the server checks before sending, and shows the server's refusals on their fields.
 */
import { Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import { switchSlotRecipe } from "@chakra-ui/react/theme";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/ClientOnly";
import { NativeSelect } from "../../../components/NativeSelect";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { CURRENCY_SYMBOLS } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { FormStack, Notice, Panel, TextField } from "../../accounts/ui";
import {
  amountText,
  emptyOfferForm,
  FORM_CURRENCIES,
  fillFromEur,
  offerInputOf,
  validateOfferForm,
  type FormCurrency,
  type OfferFormErrors,
  type OfferFormRules,
  type OfferFormValues,
} from "./offer-form";
import { CreateOfferMutation, OfferProductQuery, OfferRulesQuery, SellerOfferQuery, UpdateOfferMutation } from "./offers.graphql";
import { Cover, ProductPicker, type PickedProduct } from "./ProductPicker";
import { Competition } from "./SellerOffersPage";

const CURRENCY_OF: Record<string, FormCurrency> = { EUR: "EUR", USD: "USD", GBP: "GBP", eur: "EUR", usd: "USD", gbp: "GBP" };

type SaveResult = { __typename: string; errorCode?: string; message?: string; offerId?: string; currency?: string; field?: string; offer?: { id: string } };

export function OfferFormPage({ offerId }: { offerId: string | null }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const [params] = useSearchParams();
  const rules = useQuery(OfferRulesQuery);
  const existing = useQuery(SellerOfferQuery, { variables: { id: offerId ?? "" }, skip: !offerId, fetchPolicy: "cache-and-network" });
  const preset = params.get("product");
  const presetProduct = useQuery(OfferProductQuery, {
    variables: { id: preset ?? "", locale: locale === "it" ? "it" : "en" } as never,
    skip: !!offerId || !preset || !/^\d+$/.test(preset),
  });
  const [picked, setPicked] = useState<PickedProduct | null>(null);

  if (rules.loading || (offerId && existing.loading && !existing.data)) return <PageLoader />;
  if (offerId && existing.error && !existing.data) {
    return <Notice status="error" title={<T id={existing.error.message === "Not found" ? "seller.offers.notFound" : "console.failed"} />} />;
  }
  if (!rules.data) return <Notice status="error" title={<T id="console.failed" />} />;
  const r = rules.data.offerRules;
  const formRules: OfferFormRules = {
    minPrice: r.minPrice,
    maxPrice: r.maxPrice,
    maxPerOrderCap: r.maxPerOrderCap,
    rates: Object.fromEntries(r.rates.map((x) => [CURRENCY_OF[x.currency], x.perEur])),
  };
  const back = (
    <Link asChild fontSize="sm" color="colorPalette.fg">
      <RouterLink to={localePath(locale, "/seller/offers")} data-testid="offer-back">
        ‹ <T id="seller.offers.backToList" />
      </RouterLink>
    </Link>
  );

  if (offerId && existing.data) {
    const o = existing.data.sellerOffer;
    const ap = o.autoPricing;
    const initial: OfferFormValues = {
      prices: {
        EUR: amountText(ap ? ap.ownPriceEur : o.priceEur),
        USD: amountText(ap ? ap.ownPriceUsd : o.priceUsd),
        GBP: amountText(ap ? ap.ownPriceGbp : o.priceGbp),
      },
      enabled: o.enabled,
      maxPerOrder: o.maxPerOrder == null ? "" : String(o.maxPerOrder),
      autoPricing: !!ap,
      floors: ap ? { EUR: amountText(ap.floorEur), USD: amountText(ap.floorUsd), GBP: amountText(ap.floorGbp) } : { EUR: "", USD: "", GBP: "" },
    };
    return (
      <Stack gap="4">
        {back}
        <ProductHeader product={{ id: o.productId, name: o.productName, platformName: o.platformName, coverImage: o.coverImage }} />
        <Panel title={t("seller.offers.competition")}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {(["EUR", "USD", "GBP"] as const).map((c) => (
              <Stack key={c} gap="1">
                <Text fontSize="sm" fontWeight="medium">
                  {c} {CURRENCY_SYMBOLS[c]}
                </Text>
                <Competition offer={o} currency={c} />
              </Stack>
            ))}
          </SimpleGrid>
        </Panel>
        <OfferForm key={o.id} rules={formRules} initial={initial} offerId={o.id} productId={o.productId} />
      </Stack>
    );
  }

  const fromPreset = presetProduct.data?.productsByIds[0];
  const product: PickedProduct | null =
    picked ??
    (fromPreset ? { id: String(fromPreset.id), name: fromPreset.name, platformName: fromPreset.platform.name, coverImage: fromPreset.coverImage.src } : null);
  return (
    <Stack gap="4">
      {back}
      <Heading as="h2" size="lg">
        <T id="seller.offers.newTitle" />
      </Heading>
      {product ? (
        <>
          <ProductHeader product={product} onChange={() => setPicked(null)} />
          <OfferForm key={product.id} rules={formRules} initial={emptyOfferForm()} offerId={null} productId={product.id} />
        </>
      ) : (
        <Panel title={t("seller.offers.picker.title")}>
          <ProductPicker onPick={setPicked} />
        </Panel>
      )}
    </Stack>
  );
}

function ProductHeader({ product, onChange }: { product: PickedProduct; onChange?: () => void }) {
  return (
    <HStack gap="3" p="3" borderWidth="1px" borderColor="colorPalette.muted" bg="colorPalette.subtle" rounded="l3" data-testid="offer-product">
      <Cover src={product.coverImage} size="14" />
      <Box flex="1" minW="0">
        <Heading as="h2" size="md" truncate title={product.name}>
          {product.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {product.platformName}
        </Text>
      </Box>
      {onChange && (
        <Button size="sm" variant="ghost" onClick={onChange} data-testid="offer-change-product">
          <T id="seller.offers.changeProduct" />
        </Button>
      )}
    </HStack>
  );
}

function OfferForm({ rules, initial, offerId, productId }: { rules: OfferFormRules; initial: OfferFormValues; offerId: string | null; productId: string }) {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const [values, setValues] = useState<OfferFormValues>(initial);
  const [errors, setErrors] = useState<OfferFormErrors>({});
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ title: string; offerId?: string } | null>(null);

  const update = (next: OfferFormValues) => {
    setValues(next);
    if (touched) setErrors(validateOfferForm(next, rules));
  };
  const setPrice = (c: FormCurrency, v: string) => update({ ...values, prices: { ...values.prices, [c]: v } });
  const setFloor = (c: FormCurrency, v: string) => update({ ...values, floors: { ...values.floors, [c]: v } });
  const errorText = (key: keyof OfferFormErrors) => {
    const e = errors[key];
    return e ? t(e.id, e.values) : undefined;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setRefusal(null);
    const found = validateOfferForm(values, rules);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const input = offerInputOf(values);
      const result = (
        offerId
          ? (await client.mutate({ mutation: UpdateOfferMutation, variables: { input: { offerId, ...input } } })).data?.updateOffer
          : (await client.mutate({ mutation: CreateOfferMutation, variables: { input: { productId, ...input } } })).data?.createOffer
      ) as SaveResult | undefined;
      if (!result) throw new Error("no answer");
      if (result.__typename === "OfferSaved") {
        notify({ type: "success", title: t(offerId ? "seller.offers.saved" : "seller.offers.created") });
        // The list shows the new offer and its competition: its cached pages (not mounted now, so
        // refetchQueries would skip them) and the picker's "already offered" marks are read again.
        client.cache.evict({ id: "ROOT_QUERY", fieldName: "sellerOffers" });
        client.cache.evict({ id: "ROOT_QUERY", fieldName: "offerableProducts" });
        client.cache.gc();
        navigate(localePath(locale, "/seller/offers"));
        return;
      }
      const c = result.currency ? CURRENCY_OF[result.currency] : undefined;
      if (result.__typename === "PriceOutOfBoundsError" && c) {
        setErrors({
          [`${result.field === "floor" ? "floor" : "price"}.${c}`]: {
            id: "seller.offers.form.outOfBounds",
            values: { min: amountText(rules.minPrice), max: amountText(rules.maxPrice) },
          },
        });
      } else if (result.__typename === "FloorAbovePriceError" && c) {
        setErrors({ [`floor.${c}`]: { id: "seller.offers.form.floorAbove" } });
      } else if (result.__typename === "OfferAlreadyExistsError") {
        setRefusal({ title: t("seller.offers.alreadyOffered"), offerId: result.offerId });
      } else if (result.__typename === "ProductNotFoundError") {
        setRefusal({ title: t("seller.offers.productGone") });
      } else {
        setRefusal({ title: result.message ?? t("console.failed") });
      }
    } catch {
      notify({ type: "error", title: t("console.failed") });
    } finally {
      setSaving(false);
    }
  };

  const fill = () => {
    const filled = fillFromEur(values.prices.EUR, rules.rates);
    if (!filled) {
      setTouched(true);
      setErrors({ ...validateOfferForm(values, rules) });
      return;
    }
    update({ ...values, prices: { ...values.prices, ...filled } });
  };
  const rateText = ["USD", "GBP"]
    .map((c) => `1 € = ${CURRENCY_SYMBOLS[c as FormCurrency]}${(rules.rates[c as FormCurrency] ?? 0).toFixed(2).replace(".", ",")}`)
    .join(" · ");

  return (
    <FormStack onSubmit={submit} noValidate data-testid="offer-form" gap="5">
      {refusal && (
        <Notice
          status="error"
          title={refusal.title}
          action={
            refusal.offerId ? (
              <Button asChild size="sm" alignSelf="flex-start">
                <RouterLink to={localePath(locale, `/seller/offers/${refusal.offerId}`)}>
                  <T id="seller.offers.editExisting" />
                </RouterLink>
              </Button>
            ) : undefined
          }
        />
      )}
      <Stack gap="3">
        <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Box>
            <Heading as="h3" size="sm">
              <T id={values.autoPricing ? "seller.offers.form.ownPrices" : "seller.offers.form.prices"} />
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <T id="seller.offers.form.pricesHelp" />
            </Text>
          </Box>
          <Button size="sm" variant="outline" onClick={fill} title={rateText} data-testid="offer-fill">
            <T id="seller.offers.form.fill" />
          </Button>
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {FORM_CURRENCIES.map((c) => (
            <TextField
              key={c}
              label={t("seller.offers.form.priceIn", { currency: `${c} ${CURRENCY_SYMBOLS[c]}` })}
              inputMode="decimal"
              autoComplete="off"
              value={values.prices[c]}
              onChange={(e) => setPrice(c, e.currentTarget.value)}
              error={errorText(`price.${c}`)}
              required
              data-testid={`offer-price-${c}`}
            />
          ))}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted">
          <T id="seller.offers.form.rates" values={{ rates: rateText }} />
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="start">
        <Stack gap="1">
          <Switch.Root
            recipe={switchSlotRecipe}
            colorPalette="green"
            checked={values.enabled}
            onCheckedChange={(d) => update({ ...values, enabled: d.checked })}
            data-testid="offer-enabled"
          >
            <Switch.HiddenInput aria-describedby="offer-enabled-help" />
            <Switch.Control />
            <Switch.Label fontWeight="medium">
              <T id="seller.offers.form.enabled" />
            </Switch.Label>
          </Switch.Root>
          <Text id="offer-enabled-help" fontSize="sm" color="fg.muted">
            <T id="seller.offers.form.enabledHelp" />
          </Text>
        </Stack>
        <Stack gap="1">
          <label htmlFor="offer-max" style={{ fontWeight: 500, fontSize: "0.875rem" }}>
            <T id="seller.offers.form.maxPerOrder" />
          </label>
          <Box alignSelf="flex-start" maxW="full">
            <NativeSelect
              id="offer-max"
              value={values.maxPerOrder}
              onChange={(e) => update({ ...values, maxPerOrder: e.currentTarget.value })}
              data-testid="offer-max"
            >
              <option value="">{t("seller.offers.form.maxPerOrderCap", { max: rules.maxPerOrderCap })}</option>
              {Array.from({ length: rules.maxPerOrderCap }, (_, i) => i + 1).map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </Box>
          {errors.maxPerOrder && (
            <Text fontSize="sm" color="fg.error">
              {errorText("maxPerOrder")}
            </Text>
          )}
        </Stack>
      </SimpleGrid>

      <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p="4">
        <Switch.Root
          recipe={switchSlotRecipe}
          colorPalette="green"
          checked={values.autoPricing}
          onCheckedChange={(d) => update({ ...values, autoPricing: d.checked })}
          data-testid="offer-auto"
        >
          <Switch.HiddenInput aria-describedby="offer-auto-help" />
          <Switch.Control />
          <Switch.Label fontWeight="medium">
            <T id="seller.offers.form.auto" />
          </Switch.Label>
        </Switch.Root>
        <Text id="offer-auto-help" fontSize="sm" color="fg.muted">
          <T id="seller.offers.form.autoHelp" />
        </Text>
        {values.autoPricing && (
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            {FORM_CURRENCIES.map((c) => (
              <TextField
                key={c}
                label={t("seller.offers.form.floorIn", { currency: `${c} ${CURRENCY_SYMBOLS[c]}` })}
                inputMode="decimal"
                autoComplete="off"
                value={values.floors[c]}
                onChange={(e) => setFloor(c, e.currentTarget.value)}
                error={errorText(`floor.${c}`)}
                required
                data-testid={`offer-floor-${c}`}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <HStack gap="3">
        <Button type="submit" loading={saving} data-testid="offer-save">
          <T id={offerId ? "seller.offers.save" : "seller.offers.create"} />
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to={localePath(locale, "/seller/offers")}>
            <T id="common.cancel" />
          </RouterLink>
        </Button>
      </HStack>
    </FormStack>
  );
}
