/**
 * /admin/products/new and /admin/products/:id: a product's editor. Sections: general (shown on
 * the storefront, category, platform, region, pre-order state, tags, publisher, developer,
 * release date, Steam id and score), list prices per currency, the texts in English and in
 * Italian (tabs: name, slug, heading, descriptions, SEO fields, requirements, instructions, alt
 * text, genres) and, once the product exists, its images (the images panel). An empty slug is
 * made from the name; a changed slug keeps redirecting (the old ones are listed). Checked as the
 * admin types; what only the server knows (a slug another product has) comes back on its field.
 * Leaving with unsaved changes asks first. A new product opens its own editor once created.
 */
import { Badge, Box, Button, chakra, Field, Flex, Grid, Heading, HStack, Link, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { textareaRecipe } from "@chakra-ui/react/theme";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useBlocker, useLocation, useNavigate } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import type { AdminProductFieldsFragment, Locale, PreOrderState, ProductTag, Region } from "../../../gql/graphql";
import { T, useT, type MessageId } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { formatMoney } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { CheckboxField, ConfirmDialog, Notice, TextField } from "../../accounts/ui";
import { useCan } from "../permissions";
import { ProductImagesPanel } from "./images/ProductImagesPanel";
import { categoryOptions, PRE_ORDER_LABELS, PRE_ORDER_STATES, REGION_LABELS, REGIONS, TAG_LABELS, TAGS } from "./labels";
import { AdminProductChoicesQuery, AdminProductQuery, CreateProductMutation, UpdateProductMutation } from "./products.graphql";

type Product = AdminProductFieldsFragment;
const LOCALES: readonly Locale[] = ["en", "it"];
const CURRENCIES = ["eur", "usd", "gbp"] as const;
type Currency = (typeof CURRENCIES)[number];
const CURRENCY_CODE = { eur: "EUR", usd: "USD", gbp: "GBP" } as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The form's selects fill their grid cell (the select's own style sizes it to its text). */
const FULL_WIDTH_SELECT = { "& .km-select, & .km-select__field": { width: "100%", minWidth: 0 } } as const;

const TEXT_KEYS = [
  "name",
  "slug",
  "title",
  "descriptionShort",
  "description",
  "metaTitle",
  "metaDescription",
  "metaKeywords",
  "requirements",
  "instructions",
  "alt",
  "genres",
] as const;
type TextKey = (typeof TEXT_KEYS)[number];
type Texts = Record<TextKey, string>;

interface FormValues {
  enabled: boolean;
  categoryId: string;
  platformId: string;
  region: Region;
  preOrder: PreOrderState;
  tags: ProductTag[];
  publisher: string;
  manufacturer: string;
  releaseDate: string;
  steamAppId: string;
  steamScore: string;
  listPrice: Record<Currency, string>;
  texts: Record<Locale, Texts>;
}

const amountText = (n: number | null | undefined) => (n == null ? "" : String(n));

function textsOf(p: Product | null, locale: Locale): Texts {
  const t = p?.translations.find((x) => x.locale === locale);
  return {
    name: t?.name ?? "",
    slug: t?.slug ?? "",
    title: t?.title ?? "",
    descriptionShort: t?.descriptionShort ?? "",
    description: t?.description ?? "",
    metaTitle: t?.metaTitle ?? "",
    metaDescription: t?.metaDescription ?? "",
    metaKeywords: t?.metaKeywords ?? "",
    requirements: t?.requirements ?? "",
    instructions: t?.instructions ?? "",
    alt: t?.alt ?? "",
    genres: t?.genres.join(", ") ?? "",
  };
}

function initialValues(p: Product | null): FormValues {
  return {
    enabled: p?.enabled ?? true,
    categoryId: p?.categoryId ?? "",
    platformId: p?.platformId ?? "",
    region: p?.region ?? "GLOBAL",
    preOrder: p?.preOrder ?? "None",
    tags: p?.tags ?? [],
    publisher: p?.publisher ?? "",
    manufacturer: p?.manufacturer ?? "",
    releaseDate: p?.releaseDate ?? "",
    steamAppId: p?.steamAppId != null ? String(p.steamAppId) : "",
    steamScore: p?.steamScore != null ? String(p.steamScore) : "",
    listPrice: { eur: amountText(p?.listPrice.eur), usd: amountText(p?.listPrice.usd), gbp: amountText(p?.listPrice.gbp) },
    texts: { en: textsOf(p, "en"), it: textsOf(p, "it") },
  };
}

/** An amount typed in the form (comma or dot): the number, null when empty, NaN when not an amount. */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(",", ".");
  if (s === "") return null;
  return /^\d{1,6}(\.\d{1,2})?$/.test(s) && Number(s) > 0 ? Number(s) : Number.NaN;
}

const parseWhole = (text: string, max: number): number | null => {
  const s = text.trim();
  if (s === "") return null;
  return /^\d{1,10}$/.test(s) && Number(s) <= max ? Number(s) : Number.NaN;
};

type FieldError = MessageId | { id: MessageId; values: Record<string, string> };
type Errors = Partial<
  Record<"categoryId" | "platformId" | "steamAppId" | "steamScore" | `price.${Currency}` | `${Locale}.name` | `${Locale}.slug`, FieldError>
>;

/** The form's problems, and the input they make when there are none. */
function check(v: FormValues) {
  const errors: Errors = {};
  if (!v.categoryId) errors.categoryId = "admin.products.form.categoryRequired";
  if (!v.platformId) errors.platformId = "admin.products.form.platformRequired";
  const steamAppId = parseWhole(v.steamAppId, 2 ** 31 - 1);
  if (Number.isNaN(steamAppId) || steamAppId === 0) errors.steamAppId = "admin.products.form.steamAppIdInvalid";
  const steamScore = parseWhole(v.steamScore, 100);
  if (Number.isNaN(steamScore)) errors.steamScore = "admin.products.form.steamScoreInvalid";
  const listPrice = {} as Record<Currency, number | null>;
  for (const c of CURRENCIES) {
    listPrice[c] = parseAmount(v.listPrice[c]);
    if (Number.isNaN(listPrice[c])) errors[`price.${c}`] = "admin.products.form.priceInvalid";
  }
  for (const l of LOCALES) {
    if (!v.texts[l].name.trim()) errors[`${l}.name`] = "admin.products.form.nameRequired";
    const slug = v.texts[l].slug.trim();
    if (slug && !SLUG.test(slug)) errors[`${l}.slug`] = "admin.products.form.slugInvalid";
  }
  const translations = LOCALES.map((locale) => {
    const x = v.texts[locale];
    return {
      locale,
      name: x.name.trim(),
      slug: x.slug.trim(),
      title: x.title.trim(),
      descriptionShort: x.descriptionShort.trim(),
      description: x.description.trim(),
      metaTitle: x.metaTitle.trim(),
      metaDescription: x.metaDescription.trim(),
      metaKeywords: x.metaKeywords.trim(),
      requirements: x.requirements.trim(),
      instructions: x.instructions.trim(),
      alt: x.alt.trim(),
      genres: [
        ...new Set(
          x.genres
            .split(",")
            .map((g) => g.trim())
            .filter(Boolean),
        ),
      ],
    };
  });
  const input = {
    enabled: v.enabled,
    categoryId: v.categoryId,
    platformId: v.platformId,
    region: v.region,
    preOrder: v.preOrder,
    tags: v.tags,
    publisher: v.publisher.trim(),
    manufacturer: v.manufacturer.trim(),
    releaseDate: v.releaseDate,
    steamAppId,
    steamScore,
    listPrice,
    translations,
  };
  return { errors, input };
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderColor="border.muted" rounded="l3" p={{ base: "4", md: "5" }} minW="0" data-testid={testId}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function TextAreaField({
  label,
  helper,
  value,
  onChange,
  rows = 4,
  maxLength,
  lang,
  testId,
}: {
  label: string;
  helper?: string;
  value: string;
  onChange(v: string): void;
  rows?: number;
  maxLength: number;
  lang: string;
  testId: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea
        recipe={textareaRecipe}
        rows={rows}
        maxLength={maxLength}
        value={value}
        lang={lang}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

function SelectField({
  id,
  label,
  value,
  onChange,
  error,
  required,
  children,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
  required?: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap="1.5" minW="0" css={FULL_WIDTH_SELECT}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
        {required && (
          <chakra.span color="fg.error" ms="1" aria-hidden>
            *
          </chakra.span>
        )}
      </chakra.label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required={required}
        data-testid={testId}
      >
        {children}
      </NativeSelect>
      {error && (
        <Text id={`${id}-error`} fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Asks before leaving the page (a link, the back button, closing the tab) while the form has unsaved changes. */
function useLeaveGuard(dirty: boolean) {
  // Read when a navigation starts: a save that navigates right away clears it before the next render.
  const guard = useRef(dirty);
  guard.current = dirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guard.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return { blocker, release: () => void (guard.current = false) };
}

function Editor({ product, backTo, tab, setTab }: { product: Product | null; backTo: string; tab: Locale; setTab(l: Locale): void }) {
  const t = useT();
  const intl = useIntl();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const uiLocale = localeOfPath(location.pathname);
  const allowed = useCan();
  const mayWrite = allowed(product ? "products:edit" : "products:add");
  const { data: choices } = useQuery(AdminProductChoicesQuery, { variables: { locale: uiLocale }, fetchPolicy: "cache-first" });
  const categories = useMemo(() => categoryOptions(choices?.adminCategories ?? [], uiLocale), [choices, uiLocale]);
  const initial = useMemo(() => initialValues(product), [product]);
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [slugTaken, setSlugTaken] = useState<Partial<Record<Locale, string>>>({});
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError) errorRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [serverError]);
  const dirty = !saved && JSON.stringify(values) !== JSON.stringify(initial);
  const { blocker, release } = useLeaveGuard(dirty && !busy);

  const set = <K extends keyof FormValues>(k: K, v: FormValues[K]) => setValues((old) => ({ ...old, [k]: v }));
  const setText = (l: Locale, k: TextKey, v: string) => {
    setValues((old) => {
      const texts = { ...old.texts[l], [k]: v };
      // The heading, the SEO title and the alt text follow the name while they are the name.
      if (k === "name") for (const f of ["title", "metaTitle", "alt"] as const) if (old.texts[l][f] === old.texts[l].name) texts[f] = v;
      return { ...old, texts: { ...old.texts, [l]: texts } };
    });
    if (k === "slug") setSlugTaken((s) => ({ ...s, [l]: undefined }));
  };
  const { errors, input } = check(values);
  const shown = touched ? errors : {};
  const err = (k: keyof Errors) => {
    const e = shown[k];
    return e == null ? undefined : typeof e === "string" ? t(e) : t(e.id, e.values);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    const bad = Object.keys(errors);
    if (bad.length) {
      // The first problem in a language tab that is not shown: show that tab.
      const inTab = LOCALES.find((l) => bad.some((k) => k.startsWith(`${l}.`)));
      if (inTab && !bad.some((k) => k.startsWith(`${tab}.`))) setTab(inTab);
      return;
    }
    setBusy(true);
    try {
      const result = product
        ? (await client.mutate({ mutation: UpdateProductMutation, variables: { input: { ...input, id: product.id } } })).data?.updateProduct
        : (await client.mutate({ mutation: CreateProductMutation, variables: { input } })).data?.createProduct;
      if (result?.__typename === "SlugAlreadyInUseError") {
        setSlugTaken({ [result.locale]: result.slug });
        setTab(result.locale);
        setServerError(
          t("admin.products.form.slugTaken", { slug: result.slug, language: t(result.locale === "it" ? "admin.products.italian" : "admin.products.english") }),
        );
      } else if (result?.__typename === "AdminProduct") {
        const name = result.translations.find((x) => x.locale === uiLocale)?.name ?? "";
        notify({ type: "success", title: t(product ? "admin.products.saved" : "admin.products.created", { name }) });
        setSaved(true);
        client.refetchQueries({ include: ["AdminProducts"] }).catch(() => undefined);
        release();
        if (!product) navigate(localePath(uiLocale, `/admin/products/${result.id}`), { replace: true, state: location.state });
      }
    } catch (e) {
      const first = CombinedGraphQLErrors.is(e) ? e.errors[0] : undefined;
      setServerError(first?.extensions?.code === "BAD_USER_INPUT" ? first.message : t("console.failed"));
    } finally {
      setBusy(false);
    }
  };

  const current = product?.translations.find((x) => x.locale === uiLocale);
  const x = values.texts[tab];
  const langName = (l: Locale) => t(l === "it" ? "admin.products.italian" : "admin.products.english");
  const slugError = slugTaken[tab] ? t("admin.products.form.slugTakenShort") : err(`${tab}.slug`);
  const oldSlugs = product?.translations.find((y) => y.locale === tab)?.oldSlugs ?? [];

  return (
    <Stack gap="5" data-testid="product-editor" data-product-id={product?.id ?? ""}>
      <Link asChild fontSize="sm" color="colorPalette.fg" alignSelf="flex-start">
        <RouterLink to={backTo} data-testid="product-back">
          ‹ <T id="admin.products.back" />
        </RouterLink>
      </Link>
      <Flex gap="3" direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "flex-start" }}>
        <Stack gap="2" minW="0">
          <Heading as="h1" size="xl" overflowWrap="anywhere" data-testid="product-title">
            {product ? (current?.name ?? product.translations[0]?.name) : <T id="admin.products.newTitle" />}
          </Heading>
          {product && (
            <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
              <Badge colorPalette={product.enabled ? "green" : "gray"} variant="subtle">
                <T id={product.enabled ? "admin.products.shown" : "admin.products.hidden"} />
              </Badge>
              <span>#{product.id}</span>
              <span>
                <T id="admin.products.keys" values={{ keys: product.stock }} /> · <T id="admin.products.offers" values={{ offers: product.offerCount }} /> ·{" "}
                <T id="admin.products.sold" values={{ sold: product.salesCount }} />
              </span>
              {product.bestPrice.eur != null && (
                <span>
                  <T id="admin.products.bestPriceValue" values={{ price: formatMoney(product.bestPrice.eur, "EUR") }} />
                </span>
              )}
              <span>
                <T id="admin.products.updatedOn" values={{ date: intl.formatDate(product.updatedAt, { dateStyle: "medium", timeStyle: "short" }) }} />
              </span>
            </HStack>
          )}
        </Stack>
        {product && current && product.enabled && (
          <Button asChild size="sm" variant="outline" flexShrink={0}>
            <a href={current.url} target="_blank" rel="noreferrer" data-testid="product-view">
              <T id="admin.products.view" />
            </a>
          </Button>
        )}
      </Flex>

      {serverError && (
        <Box ref={errorRef}>
          <Notice status="error" title={serverError} data-testid="product-error" />
        </Box>
      )}

      <chakra.form id="product-form" onSubmit={submit} noValidate display="contents">
        <Section title={<T id="admin.products.form.general" />} testId="product-general">
          <CheckboxField checked={values.enabled} onChange={(on) => set("enabled", on)} data-testid="product-enabled-field">
            <T id="admin.products.form.enabled" />
          </CheckboxField>
          <Grid templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
            <SelectField
              id="product-category"
              label={t("admin.products.category")}
              value={values.categoryId}
              onChange={(v) => set("categoryId", v)}
              error={err("categoryId")}
              required
              testId="product-category"
            >
              <option value="">{t("admin.products.form.choose")}</option>
              {categories.map(({ category, name }) =>
                category.depth === 0 ? (
                  <option key={category.id} value="" disabled>
                    {name}
                  </option>
                ) : (
                  // A hidden subcategory takes no new products (the server refuses it); the current one stays listed.
                  <option key={category.id} value={category.id} disabled={!category.enabled && category.id !== product?.categoryId}>
                    {`\u00a0\u00a0${name}${category.enabled ? "" : ` (${t("admin.products.hidden")})`}`}
                  </option>
                ),
              )}
            </SelectField>
            <SelectField
              id="product-platform"
              label={t("admin.products.platform")}
              value={values.platformId}
              onChange={(v) => set("platformId", v)}
              error={err("platformId")}
              required
              testId="product-platform"
            >
              <option value="">{t("admin.products.form.choose")}</option>
              {(choices?.platforms ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="product-region"
              label={t("admin.products.region")}
              value={values.region}
              onChange={(v) => set("region", v as Region)}
              testId="product-region"
            >
              {REGIONS.map((r) => (
                <option key={r} value={r}>
                  {t(REGION_LABELS[r])}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="product-preorder"
              label={t("admin.products.preOrderLabel")}
              value={values.preOrder}
              onChange={(v) => set("preOrder", v as PreOrderState)}
              testId="product-preorder"
            >
              {PRE_ORDER_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(PRE_ORDER_LABELS[s])}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("admin.products.form.publisher")}
              value={values.publisher}
              onChange={(e) => set("publisher", e.currentTarget.value)}
              maxLength={200}
              data-testid="product-publisher"
            />
            <TextField
              label={t("admin.products.form.manufacturer")}
              value={values.manufacturer}
              onChange={(e) => set("manufacturer", e.currentTarget.value)}
              maxLength={200}
              data-testid="product-manufacturer"
            />
            <TextField
              label={t("admin.products.form.releaseDate")}
              type="date"
              value={values.releaseDate}
              onChange={(e) => set("releaseDate", e.currentTarget.value)}
              data-testid="product-release"
            />
            <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
              <TextField
                label={t("admin.products.form.steamAppId")}
                inputMode="numeric"
                error={err("steamAppId")}
                value={values.steamAppId}
                onChange={(e) => set("steamAppId", e.currentTarget.value)}
                maxLength={10}
                data-testid="product-steam-id"
              />
              <TextField
                label={t("admin.products.form.steamScore")}
                inputMode="numeric"
                error={err("steamScore")}
                value={values.steamScore}
                onChange={(e) => set("steamScore", e.currentTarget.value)}
                maxLength={3}
                data-testid="product-steam-score"
              />
            </Grid>
          </Grid>
          <Stack gap="1.5" role="group" aria-labelledby="product-tags-label">
            <Text id="product-tags-label" fontSize="sm" fontWeight="medium">
              <T id="admin.products.form.tags" />
            </Text>
            <HStack gap="4" wrap="wrap">
              {TAGS.map((tag) => (
                <CheckboxField
                  key={tag}
                  checked={values.tags.includes(tag)}
                  onChange={(on) => set("tags", on ? [...values.tags, tag] : values.tags.filter((x) => x !== tag))}
                  data-testid={`product-tag-${tag}`}
                >
                  <T id={TAG_LABELS[tag]} />
                </CheckboxField>
              ))}
            </HStack>
          </Stack>
        </Section>

        <Section title={<T id="admin.products.form.prices" />} testId="product-prices">
          <Text fontSize="sm" color="fg.muted">
            <T id="admin.products.form.pricesHelp" />
          </Text>
          <Grid templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" }} gap="3">
            {CURRENCIES.map((c) => (
              <TextField
                key={c}
                label={t("admin.products.form.listPrice", { currency: CURRENCY_CODE[c] })}
                inputMode="decimal"
                error={err(`price.${c}`)}
                value={values.listPrice[c]}
                onChange={(e) => set("listPrice", { ...values.listPrice, [c]: e.currentTarget.value })}
                maxLength={10}
                data-testid={`product-price-${c}`}
              />
            ))}
          </Grid>
        </Section>

        <Section title={<T id="admin.products.form.texts" />} testId="product-texts">
          <HStack gap="2" role="tablist" aria-label={t("admin.products.form.language")}>
            {LOCALES.map((l) => {
              const broken = touched && (errors[`${l}.name`] || errors[`${l}.slug`] || slugTaken[l]);
              return (
                <Button
                  key={l}
                  size="sm"
                  role="tab"
                  id={`product-tab-${l}`}
                  aria-selected={tab === l}
                  aria-controls="product-texts-panel"
                  variant={tab === l ? "solid" : "outline"}
                  colorPalette={broken ? "red" : undefined}
                  onClick={() => setTab(l)}
                  data-testid={`product-tab-${l}`}
                >
                  {langName(l)}
                  {broken && <span aria-hidden>!</span>}
                </Button>
              );
            })}
          </HStack>
          <Stack gap="4" role="tabpanel" id="product-texts-panel" aria-labelledby={`product-tab-${tab}`} lang={tab} key={tab}>
            <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }} gap="4">
              <TextField
                label={t("admin.products.form.name")}
                required
                error={err(`${tab}.name`)}
                value={x.name}
                onChange={(e) => setText(tab, "name", e.currentTarget.value)}
                maxLength={200}
                data-testid="product-name"
              />
              <TextField
                label={t("admin.products.form.slug")}
                helper={t(product ? "admin.products.form.slugHelpEdit" : "admin.products.form.slugHelp")}
                error={slugError}
                value={x.slug}
                onChange={(e) => setText(tab, "slug", e.currentTarget.value.toLowerCase())}
                maxLength={120}
                autoComplete="off"
                fontFamily="mono"
                data-testid="product-slug"
              />
            </Grid>
            {oldSlugs.length > 0 && (
              <Text fontSize="xs" color="fg.muted" data-testid="product-old-slugs">
                <T id="admin.products.form.oldSlugs" values={{ slugs: oldSlugs.join(", ") }} />
              </Text>
            )}
            <TextField
              label={t("admin.products.form.title")}
              helper={t("admin.products.form.titleHelp")}
              value={x.title}
              onChange={(e) => setText(tab, "title", e.currentTarget.value)}
              maxLength={200}
              data-testid="product-heading"
            />
            <TextField
              label={t("admin.products.form.descriptionShort")}
              value={x.descriptionShort}
              onChange={(e) => setText(tab, "descriptionShort", e.currentTarget.value)}
              maxLength={500}
              data-testid="product-description-short"
            />
            <TextAreaField
              label={t("admin.products.form.description")}
              helper={t("admin.products.form.descriptionHelp")}
              value={x.description}
              onChange={(v) => setText(tab, "description", v)}
              rows={8}
              maxLength={20000}
              lang={tab}
              testId="product-description"
            />
            <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }} gap="4">
              <TextField
                label={t("admin.products.form.metaTitle")}
                helper={t("admin.products.form.metaTitleHelp")}
                value={x.metaTitle}
                onChange={(e) => setText(tab, "metaTitle", e.currentTarget.value)}
                maxLength={200}
                data-testid="product-meta-title"
              />
              <TextField
                label={t("admin.products.form.metaKeywords")}
                value={x.metaKeywords}
                onChange={(e) => setText(tab, "metaKeywords", e.currentTarget.value)}
                maxLength={500}
                data-testid="product-meta-keywords"
              />
            </Grid>
            <TextAreaField
              label={t("admin.products.form.metaDescription")}
              value={x.metaDescription}
              onChange={(v) => setText(tab, "metaDescription", v)}
              rows={2}
              maxLength={500}
              lang={tab}
              testId="product-meta-description"
            />
            <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }} gap="4">
              <TextAreaField
                label={t("admin.products.form.requirements")}
                helper={t("admin.products.form.requirementsHelp")}
                value={x.requirements}
                onChange={(v) => setText(tab, "requirements", v)}
                maxLength={10000}
                lang={tab}
                testId="product-requirements"
              />
              <TextAreaField
                label={t("admin.products.form.instructions")}
                value={x.instructions}
                onChange={(v) => setText(tab, "instructions", v)}
                maxLength={10000}
                lang={tab}
                testId="product-instructions"
              />
            </Grid>
            <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }} gap="4">
              <TextField
                label={t("admin.products.form.alt")}
                helper={t("admin.products.form.altHelp")}
                value={x.alt}
                onChange={(e) => setText(tab, "alt", e.currentTarget.value)}
                maxLength={300}
                data-testid="product-alt"
              />
              <TextField
                label={t("admin.products.form.genres")}
                helper={t("admin.products.form.genresHelp")}
                value={x.genres}
                onChange={(e) => setText(tab, "genres", e.currentTarget.value)}
                maxLength={1000}
                data-testid="product-genres"
              />
            </Grid>
          </Stack>
        </Section>
      </chakra.form>
      {/* Outside the form: the panel saves on its own, and its fields must not submit the product. */}
      {product ? (
        <Box data-testid="product-images">
          <ProductImagesPanel productId={product.id} />
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="product-images-later">
          <T id="admin.products.form.imagesLater" />
        </Text>
      )}

      <Flex gap="2" justify="flex-end" wrap="wrap" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" borderColor="border.muted" zIndex="1">
        {dirty && (
          <Text fontSize="sm" color="fg.muted" alignSelf="center" me="auto" data-testid="product-dirty">
            <T id="admin.products.form.unsaved" />
          </Text>
        )}
        <Button asChild variant="outline">
          <RouterLink to={backTo}>
            <T id="common.cancel" />
          </RouterLink>
        </Button>
        <Button type="submit" form="product-form" loading={busy} disabled={!mayWrite} data-testid="product-save">
          <T id={product ? "admin.products.form.save" : "admin.products.form.create"} />
        </Button>
      </Flex>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title={<T id="admin.products.form.leaveTitle" />}
        confirmLabel={<T id="admin.products.form.leave" />}
        onConfirm={() => blocker.proceed?.()}
        destructive
        data-testid="product-leave"
      >
        <T id="admin.products.form.leaveBody" />
      </ConfirmDialog>
    </Stack>
  );
}

/** /admin/products/new (`id` "new") or /admin/products/:id. */
export function AdminProductEditorPage({ id }: { id: string }) {
  const intl = useIntl();
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const list = (location.state as { list?: string } | null)?.list ?? "";
  const backTo = localePath(locale, "/admin/products") + list;
  const isNew = id === "new";
  // The language tab shown, kept when the form starts afresh after a save.
  const [tab, setTab] = useState<Locale>(locale);
  const { data, loading, error } = useQuery(AdminProductQuery, {
    variables: { id },
    skip: isNew,
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const product = data?.adminProduct;
  if (isNew) return <Editor product={null} backTo={backTo} tab={tab} setTab={setTab} />;
  if (!product && loading) return <Spinner role="status" aria-label={intl.formatMessage({ id: "common.loading" })} />;
  if (!product) {
    const notFound = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "NOT_FOUND" || e.extensions?.code === "BAD_USER_INPUT");
    return (
      <Stack gap="4">
        <Notice status="error" title={<T id={notFound ? "admin.products.notFound" : "console.failed"} />} data-testid="product-load-error" />
        <Link asChild fontSize="sm" color="colorPalette.fg" alignSelf="flex-start">
          <RouterLink to={backTo}>
            ‹ <T id="admin.products.back" />
          </RouterLink>
        </Link>
      </Stack>
    );
  }
  // A fresh form for each saved version of the product (the save answers it, the cache updates).
  return <Editor key={`${product.id}:${product.updatedAt}`} product={product} backTo={backTo} tab={tab} setTab={setTab} />;
}
