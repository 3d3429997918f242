/**
 * The coupon form, in a dialog: create a coupon, or edit one (every setting of the model: code,
 * kind, percent or amount per currency, minimum purchase per currency, validity, total and
 * per-customer limits, categories, English and Italian descriptions, switched on). Checked as
 * the admin types; what only the server knows (a code already in use) comes back as its error.
 */
import { Box, Button, chakra, CloseButton, Dialog, Flex, Grid, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useAreaPalette } from "../../../components/area-palette";
import type { AdminCouponFieldsFragment, CouponKind } from "../../../gql/graphql";
import { T, useT, type MessageId } from "../../../i18n";
import { localeOfPath } from "../../../lib/locale";
import { CURRENCY_CODES, CURRENCY_SYMBOLS, type CurrencyCode } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { CheckboxField, Notice, TextField } from "../../accounts/ui";
import { amountText, couponSaveError, fromLocalInput, parseAmount, parseWhole, toLocalInput } from "./labels";
import { CouponCategoriesQuery, CreateCouponMutation, UpdateCouponMutation } from "./coupons.graphql";

type Coupon = AdminCouponFieldsFragment;
type PerCurrency = Record<CurrencyCode, string>;
const KEY: Record<CurrencyCode, "eur" | "usd" | "gbp"> = { EUR: "eur", USD: "usd", GBP: "gbp" };

interface FormValues {
  code: string;
  kind: CouponKind;
  percentOff: string;
  amounts: PerCurrency;
  minimum: PerCurrency;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerUser: string;
  categoryIds: string[];
  description: string;
  descriptionIt: string;
  enabled: boolean;
}

const perCurrency = (p: { eur?: number | null; usd?: number | null; gbp?: number | null } | null | undefined): PerCurrency => ({
  EUR: amountText(p?.eur),
  USD: amountText(p?.usd),
  GBP: amountText(p?.gbp),
});

function initialValues(c: Coupon | null): FormValues {
  return {
    code: c?.code ?? "",
    kind: c?.kind ?? "percent",
    percentOff: c?.percentOff != null ? String(c.percentOff) : "",
    amounts: perCurrency(c?.amounts),
    minimum: perCurrency(c?.minimumPurchase),
    validFrom: toLocalInput(c?.validFrom),
    validUntil: toLocalInput(c?.validUntil),
    maxUses: c?.maxUses != null ? String(c.maxUses) : "",
    maxUsesPerUser: c?.maxUsesPerUser != null ? String(c.maxUsesPerUser) : "",
    categoryIds: c?.categoryIds ?? [],
    description: c?.description ?? "",
    descriptionIt: c?.descriptionIt ?? "",
    enabled: c?.enabled ?? true,
  };
}

type Errors = Partial<Record<"code" | "percentOff" | "amounts" | "minimum" | "validUntil" | "maxUses" | "maxUsesPerUser", MessageId>>;

/** The form's problems (message ids), and the input they make when there are none. */
function check(v: FormValues) {
  const errors: Errors = {};
  if (!/^[A-Za-z0-9_-]{3,32}$/.test(v.code.trim())) errors.code = "admin.coupons.form.codeInvalid";
  const percent = parseWhole(v.percentOff);
  if (v.kind === "percent" && (percent == null || Number.isNaN(percent) || percent < 1 || percent > 100))
    errors.percentOff = "admin.coupons.form.percentInvalid";
  const amounts = Object.fromEntries(CURRENCY_CODES.map((c) => [KEY[c], parseAmount(v.amounts[c])])) as Record<"eur" | "usd" | "gbp", number | null>;
  if (v.kind === "fixed") {
    const given = Object.values(amounts);
    if (given.some((a) => a != null && (Number.isNaN(a) || a <= 0))) errors.amounts = "admin.coupons.form.amountInvalid";
    else if (given.every((a) => a == null)) errors.amounts = "admin.coupons.form.amountRequired";
  }
  const minimum = Object.fromEntries(CURRENCY_CODES.map((c) => [KEY[c], parseAmount(v.minimum[c])])) as Record<"eur" | "usd" | "gbp", number | null>;
  if (Object.values(minimum).some((a) => a != null && Number.isNaN(a))) errors.minimum = "admin.coupons.form.amountInvalid";
  const from = fromLocalInput(v.validFrom);
  const until = fromLocalInput(v.validUntil);
  if (from && until && until <= from) errors.validUntil = "admin.coupons.form.untilBeforeFrom";
  const maxUses = parseWhole(v.maxUses);
  if (maxUses != null && (Number.isNaN(maxUses) || maxUses < 1)) errors.maxUses = "admin.coupons.form.limitInvalid";
  const perUser = parseWhole(v.maxUsesPerUser);
  if (perUser != null && (Number.isNaN(perUser) || perUser < 1)) errors.maxUsesPerUser = "admin.coupons.form.limitInvalid";
  const input = {
    code: v.code.trim().toUpperCase(),
    kind: v.kind,
    percentOff: v.kind === "percent" ? percent : null,
    amounts: v.kind === "fixed" ? amounts : null,
    // No minimum (empty or 0) is sent as null: the schema's amounts are positive.
    minimumPurchase: { eur: minimum.eur || null, usd: minimum.usd || null, gbp: minimum.gbp || null },
    validFrom: from,
    validUntil: until,
    maxUses,
    maxUsesPerUser: perUser,
    categoryIds: v.categoryIds,
    description: v.description.trim(),
    descriptionIt: v.descriptionIt.trim(),
    enabled: v.enabled,
  };
  return { errors, input };
}

/** The categories in tree order (each after its parent), with their depth. */
function useCategories() {
  const locale = localeOfPath(useLocation().pathname);
  const { data } = useQuery(CouponCategoriesQuery, { variables: { locale }, fetchPolicy: "cache-first" });
  return useMemo(() => {
    const all = data?.categories ?? [];
    const children = new Map<string | null, typeof all>();
    for (const c of all) children.set(c.parentId ?? null, [...(children.get(c.parentId ?? null) ?? []), c]);
    const out: (typeof all)[number][] = [];
    const walk = (parent: string | null) => {
      for (const c of [...(children.get(parent) ?? [])].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))) {
        out.push(c);
        walk(c.id);
      }
    };
    walk(null);
    return out;
  }, [data]);
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="3" borderWidth="0" p="0" m="0" minW="0">
      <Text as="legend" fontWeight="semibold" fontSize="sm" mb="1">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function CurrencyFields({
  label,
  values,
  onChange,
  error,
  testId,
}: {
  label: string;
  values: PerCurrency;
  onChange(c: CurrencyCode, v: string): void;
  error?: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap="1.5">
      <Grid templateColumns={{ base: "1fr", sm: "repeat(3, minmax(0, 1fr))" }} gap="3">
        {CURRENCY_CODES.map((c) => (
          <TextField
            key={c}
            label={`${label} (${CURRENCY_SYMBOLS[c]} ${c})`}
            inputMode="decimal"
            value={values[c]}
            onChange={(e) => onChange(c, e.currentTarget.value)}
            maxLength={10}
            data-testid={`${testId}-${c.toLowerCase()}`}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </Grid>
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function CouponDialog({ coupon, open, onClose, onSaved }: { coupon: Coupon | null; open: boolean; onClose(): void; onSaved(c: Coupon): void }) {
  const t = useT();
  const palette = useAreaPalette();
  const client = useApolloClient();
  const categories = useCategories();
  const [values, setValues] = useState<FormValues>(() => initialValues(coupon));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // A refusal shows at the top of the form, which may be scrolled away: brought into view.
  useEffect(() => {
    if (serverError) errorRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [serverError]);
  const set = <K extends keyof FormValues>(k: K, v: FormValues[K]) => setValues((old) => ({ ...old, [k]: v }));
  const { errors, input } = check(values);
  const shown = touched ? errors : {};
  const err = (k: keyof Errors) => (shown[k] ? t(shown[k]!) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const saved = coupon
        ? (await client.mutate({ mutation: UpdateCouponMutation, variables: { input: { ...input, id: coupon.id } } })).data?.updateCoupon
        : (await client.mutate({ mutation: CreateCouponMutation, variables: { input } })).data?.createCoupon;
      if (saved) {
        notify({ type: "success", title: t(coupon ? "admin.coupons.saved" : "admin.coupons.created", { code: saved.code }) });
        onSaved(saved);
      }
    } catch (e) {
      const refused = couponSaveError(e);
      setServerError(
        refused?.code === "BAD_USER_INPUT" && /already used/.test(refused.message)
          ? t("admin.coupons.form.codeTaken", { code: input.code })
          : refused?.code === "BAD_USER_INPUT"
            ? refused.message
            : t("console.failed"),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center" size={{ base: "full", sm: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content colorPalette={palette} minH={{ sm: "auto" }} my={{ sm: "auto" }} rounded={{ sm: "l3" }} data-testid="coupon-dialog">
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>{coupon ? <T id="admin.coupons.editTitle" values={{ code: coupon.code }} /> : <T id="admin.coupons.newTitle" />}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="6">
                  {serverError && (
                    <Box ref={errorRef}>
                      <Notice status="error" title={serverError} data-testid="coupon-error" />
                    </Box>
                  )}
                  <Section title={<T id="admin.coupons.form.discount" />}>
                    <TextField
                      label={t("admin.coupons.form.code")}
                      helper={t("admin.coupons.form.codeHelp")}
                      error={err("code")}
                      required
                      value={values.code}
                      onChange={(e) => set("code", e.currentTarget.value.toUpperCase())}
                      maxLength={32}
                      autoComplete="off"
                      fontFamily="mono"
                      data-testid="coupon-code"
                    />
                    <Stack gap="1.5">
                      <Text fontSize="sm" fontWeight="medium" id="coupon-kind-label">
                        <T id="admin.coupons.form.kind" />
                      </Text>
                      <HStack gap="2" role="radiogroup" aria-labelledby="coupon-kind-label" wrap="wrap">
                        {(["percent", "fixed"] as const).map((k) => (
                          <Button
                            key={k}
                            size="sm"
                            role="radio"
                            aria-checked={values.kind === k}
                            variant={values.kind === k ? "solid" : "outline"}
                            onClick={() => set("kind", k)}
                            data-testid={`coupon-kind-${k}`}
                          >
                            <T id={k === "percent" ? "admin.coupons.form.kindPercent" : "admin.coupons.form.kindFixed"} />
                          </Button>
                        ))}
                      </HStack>
                    </Stack>
                    {values.kind === "percent" ? (
                      <Box maxW="48">
                        <TextField
                          label={t("admin.coupons.form.percentOff")}
                          error={err("percentOff")}
                          required
                          inputMode="numeric"
                          value={values.percentOff}
                          onChange={(e) => set("percentOff", e.currentTarget.value)}
                          maxLength={3}
                          data-testid="coupon-percent"
                        />
                      </Box>
                    ) : (
                      <Stack gap="1">
                        <CurrencyFields
                          label={t("admin.coupons.form.amountOff")}
                          values={values.amounts}
                          onChange={(c, v) => set("amounts", { ...values.amounts, [c]: v })}
                          error={err("amounts")}
                          testId="coupon-amount"
                        />
                        <Text fontSize="xs" color="fg.muted">
                          <T id="admin.coupons.form.amountHelp" />
                        </Text>
                      </Stack>
                    )}
                  </Section>
                  <Section title={<T id="admin.coupons.form.conditions" />}>
                    <CurrencyFields
                      label={t("admin.coupons.form.minimum")}
                      values={values.minimum}
                      onChange={(c, v) => set("minimum", { ...values.minimum, [c]: v })}
                      error={err("minimum")}
                      testId="coupon-minimum"
                    />
                    <Grid templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }} gap="3">
                      <TextField
                        label={t("admin.coupons.form.validFrom")}
                        type="datetime-local"
                        value={values.validFrom}
                        onChange={(e) => set("validFrom", e.currentTarget.value)}
                        data-testid="coupon-from"
                      />
                      <TextField
                        label={t("admin.coupons.form.validUntil")}
                        helper={t("admin.coupons.form.validUntilHelp")}
                        error={err("validUntil")}
                        type="datetime-local"
                        value={values.validUntil}
                        onChange={(e) => set("validUntil", e.currentTarget.value)}
                        data-testid="coupon-until"
                      />
                      <TextField
                        label={t("admin.coupons.form.maxUses")}
                        helper={t("admin.coupons.form.noLimit")}
                        error={err("maxUses")}
                        inputMode="numeric"
                        value={values.maxUses}
                        onChange={(e) => set("maxUses", e.currentTarget.value)}
                        maxLength={8}
                        data-testid="coupon-max-uses"
                      />
                      <TextField
                        label={t("admin.coupons.form.maxUsesPerUser")}
                        helper={t("admin.coupons.form.noLimit")}
                        error={err("maxUsesPerUser")}
                        inputMode="numeric"
                        value={values.maxUsesPerUser}
                        onChange={(e) => set("maxUsesPerUser", e.currentTarget.value)}
                        maxLength={8}
                        data-testid="coupon-max-per-user"
                      />
                    </Grid>
                    <Stack gap="1.5">
                      <Text fontSize="sm" fontWeight="medium">
                        <T id="admin.coupons.form.categories" />
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        <T id="admin.coupons.form.categoriesHelp" />
                      </Text>
                      <Stack
                        gap="1.5"
                        maxH="44"
                        overflowY="auto"
                        borderWidth="1px"
                        borderColor="border.muted"
                        rounded="l2"
                        p="3"
                        data-testid="coupon-categories"
                      >
                        {categories.map((c) => (
                          <Box key={c.id} ps={`${c.depth * 4}`}>
                            <CheckboxField
                              checked={values.categoryIds.includes(c.id)}
                              onChange={(on) => set("categoryIds", on ? [...values.categoryIds, c.id] : values.categoryIds.filter((x) => x !== c.id))}
                            >
                              {c.name}
                            </CheckboxField>
                          </Box>
                        ))}
                      </Stack>
                    </Stack>
                  </Section>
                  <Section title={<T id="admin.coupons.form.texts" />}>
                    <TextField
                      label={t("admin.coupons.form.descriptionEn")}
                      helper={t("admin.coupons.form.descriptionHelp")}
                      value={values.description}
                      onChange={(e) => set("description", e.currentTarget.value)}
                      maxLength={300}
                      data-testid="coupon-description"
                    />
                    <TextField
                      label={t("admin.coupons.form.descriptionIt")}
                      helper={t("admin.coupons.form.descriptionItHelp")}
                      value={values.descriptionIt}
                      onChange={(e) => set("descriptionIt", e.currentTarget.value)}
                      maxLength={300}
                      lang="it"
                      data-testid="coupon-description-it"
                    />
                    <CheckboxField checked={values.enabled} onChange={(on) => set("enabled", on)} data-testid="coupon-enabled">
                      <T id="admin.coupons.form.enabled" />
                    </CheckboxField>
                  </Section>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Flex gap="2" justify="flex-end" w="full" wrap="wrap">
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    <T id="common.cancel" />
                  </Button>
                  <Button type="submit" loading={busy} data-testid="coupon-save">
                    <T id={coupon ? "admin.coupons.save" : "admin.coupons.create"} />
                  </Button>
                </Flex>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common.close")} disabled={busy} />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
