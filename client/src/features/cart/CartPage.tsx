/**
 * /cart (and /it/cart): the shopper's cart. Lines (cover, name, platform, seller, unit price,
 * a quantity stepper clamped between 1 and the line's maximum, line total, remove), the
 * coupon (apply, remove, why it does not apply), subtotal, discount and total in the chosen
 * currency, a notice when a seller stopped selling a product (the line moved to the best
 * offer), "Proceed to checkout" (guests sign in first and come back to the checkout, their
 * cart merged), the empty state, a skeleton while loading, and the answer of a cart-recovery
 * link (`?restored=1` / `?restored=0`, see server/modules/payments/payments.rest.ts).
 * Lines are cards; below 992 px the total and the checkout button stay in a bar at the bottom.
 */
import { Badge, Box, Button, Flex, Grid, Heading, HStack, IconButton, Input, Link, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { ShellPage } from "../../app/layouts/ShellPage";
import { Price } from "../../components/Price";
import { imageSources } from "../../components/ResponsiveImage";
import type { CouponProblem } from "../../gql/graphql";
import { T, useT, type MessageId } from "../../i18n";
import { localeOfPath, localePath, type Locale } from "../../lib/locale";
import { formatMoney as formatPrice, type CurrencyCode } from "../../lib/money";
import { Notice, ScreenRecipes } from "../accounts/ui";
import { loginPath } from "../accounts/session";
import { useCartView, type CartLine, type CartView, type CouponRefusal } from "./use-cart";

export const COUPON_REASONS: Record<CouponProblem, MessageId> = {
  NOT_FOUND: "cart.coupon.reason.NOT_FOUND",
  DISABLED: "cart.coupon.reason.DISABLED",
  NOT_STARTED: "cart.coupon.reason.NOT_STARTED",
  EXPIRED: "cart.coupon.reason.EXPIRED",
  USAGE_LIMIT_REACHED: "cart.coupon.reason.USAGE_LIMIT_REACHED",
  USER_LIMIT_REACHED: "cart.coupon.reason.USER_LIMIT_REACHED",
  MINIMUM_NOT_REACHED: "cart.coupon.reason.MINIMUM_NOT_REACHED",
  CURRENCY_NOT_SUPPORTED: "cart.coupon.reason.CURRENCY_NOT_SUPPORTED",
  NO_ELIGIBLE_PRODUCT: "cart.coupon.reason.NO_ELIGIBLE_PRODUCT",
  SIGN_IN_REQUIRED: "cart.coupon.reason.SIGN_IN_REQUIRED",
};

const svg = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
const MinusIcon = () => (
  <svg {...svg} aria-hidden="true">
    <path d="M5 12h14" />
  </svg>
);
const PlusIcon = () => (
  <svg {...svg} aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);
const TrashIcon = () => (
  <svg {...svg} aria-hidden="true">
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
);
const EmptyCartIcon = () => (
  <svg {...svg} aria-hidden="true" width="56" height="56" strokeWidth={1.5}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 8H6.2" />
  </svg>
);

function Stepper({ line, busy, onChange }: { line: CartLine; busy: boolean; onChange(q: number): void }) {
  const t = useT();
  const max = line.available ? line.maxQuantity : line.quantity;
  return (
    <HStack
      gap="0"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      data-testid="line-stepper"
      role="group"
      aria-label={t("cart.line.quantityOf", { name: line.name })}
    >
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t("cart.line.decrease")}
        disabled={busy || line.quantity <= 1}
        onClick={() => onChange(line.quantity - 1)}
        data-testid="line-decrease"
      >
        <MinusIcon />
      </IconButton>
      <Text as="output" minW="8" textAlign="center" fontWeight="semibold" aria-live="polite" data-testid="line-quantity">
        {line.quantity}
      </Text>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t("cart.line.increase")}
        disabled={busy || !line.available || line.quantity >= max}
        onClick={() => onChange(line.quantity + 1)}
        data-testid="line-increase"
      >
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}

function LineProblem({ line }: { line: CartLine }) {
  if (line.problem === "UNAVAILABLE")
    return (
      <Badge colorPalette="red" alignSelf="flex-start" data-testid="line-problem">
        <T id="cart.line.unavailable" />
      </Badge>
    );
  if (line.problem === "OUT_OF_STOCK")
    return (
      <Badge colorPalette="red" alignSelf="flex-start" data-testid="line-problem">
        <T id="cart.line.outOfStock" />
      </Badge>
    );
  return null;
}

function CartLineCard({ line, currency, view }: { line: CartLine; currency: CurrencyCode; view: CartView }) {
  const t = useT();
  const busy = view.pendingLine === line.productId;
  const cover = line.product?.coverImage;
  const src = cover ? imageSources(cover, 640) : null;
  const name = line.product?.url ? (
    <Link asChild fontWeight="semibold" color="fg" lineClamp="2" _hover={{ color: "colorPalette.fg" }}>
      <RouterLink to={line.product.url}>{line.name}</RouterLink>
    </Link>
  ) : (
    <Text fontWeight="semibold" lineClamp="2">
      {line.name}
    </Text>
  );
  return (
    <Box
      as="li"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l3"
      p={{ base: "3", md: "4" }}
      opacity={busy ? 0.7 : 1}
      transition="opacity 0.15s"
      data-testid="cart-line"
      data-product-id={line.productId}
      aria-busy={busy || undefined}
    >
      <Grid templateColumns={{ base: "64px 1fr auto", md: "80px 1fr auto auto auto" }} columnGap={{ base: "3", md: "5" }} rowGap="3" alignItems="center">
        <Box
          gridRow={{ base: "span 2", md: "auto" }}
          alignSelf="start"
          w={{ base: "64px", md: "80px" }}
          aspectRatio="3 / 4"
          rounded="l1"
          overflow="hidden"
          bg="bg.muted"
        >
          {src && cover && (
            <img
              src={src.src}
              srcSet={src.srcSet}
              sizes="80px"
              width={cover.width}
              height={cover.height}
              alt=""
              loading="lazy"
              style={{ width: "100%", height: "100%", objectFit: "cover" }}
            />
          )}
        </Box>
        <Stack gap="1.5" minW="0">
          {name}
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            {line.product?.platform && (
              <Badge variant="subtle" colorPalette="purple" data-testid="line-platform">
                {line.product.platform.name}
              </Badge>
            )}
            {line.sellerName && (
              <Text data-testid="line-seller">
                <T id="cart.line.seller" values={{ seller: line.sellerName }} />
              </Text>
            )}
            {line.preOrder && (
              <Badge colorPalette="orange" variant="subtle">
                <T id="cart.line.preOrder" />
              </Badge>
            )}
          </HStack>
          <LineProblem line={line} />
          {line.offerChanged && (
            <Text fontSize="sm" color="fg.warning" data-testid="offer-changed">
              <T id="cart.line.offerChanged" values={{ seller: line.sellerName ?? "" }} />
            </Text>
          )}
        </Stack>
        <IconButton
          gridColumn={{ base: "3", md: "5" }}
          gridRow={{ base: "1", md: "1" }}
          alignSelf="start"
          variant="ghost"
          size="sm"
          colorPalette="gray"
          aria-label={t("cart.line.remove", { name: line.name })}
          title={t("cart.line.removeShort")}
          disabled={busy}
          onClick={() => void view.remove(line)}
          data-testid="line-remove"
        >
          <TrashIcon />
        </IconButton>
        <Flex
          gridColumn={{ base: "2 / span 2", md: "3 / span 2" }}
          gridRow={{ base: "2", md: "1" }}
          align="center"
          justify={{ base: "space-between", md: "flex-end" }}
          gap={{ base: "3", md: "6" }}
        >
          <Stepper line={line} busy={busy} onChange={(q) => void view.setQuantity(line, q)} />
          <Stack gap="0" align="flex-end" minW={{ md: "28" }}>
            <Text fontWeight="bold" fontSize="lg" data-testid="line-total">
              <Price amount={line.lineTotal.amount} currency={currency} />
            </Text>
            <Text fontSize="xs" color="fg.muted" data-testid="line-unit-price">
              <T id="cart.line.each" values={{ price: <Price amount={line.price} currency={currency} /> }} />
            </Text>
          </Stack>
        </Flex>
      </Grid>
    </Box>
  );
}

function couponMessage(t: ReturnType<typeof useT>, refusal: CouponRefusal, currency: CurrencyCode): string {
  if (refusal.reason === "MINIMUM_NOT_REACHED" && refusal.minimum != null) {
    return t("cart.coupon.reason.MINIMUM_WITH_AMOUNT", { minimum: formatPrice(refusal.minimum, currency) });
  }
  return t(COUPON_REASONS[refusal.reason] ?? "cart.coupon.reason.NOT_FOUND");
}

function CouponBox({ view, currency }: { view: CartView; currency: CurrencyCode }) {
  const t = useT();
  const cart = view.cart!;
  const [code, setCode] = useState("");
  const [refusal, setRefusal] = useState<CouponRefusal | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    const r = await view.applyCoupon(code);
    setRefusal(r);
    if (!r) setCode("");
  };
  if (cart.coupon) {
    return (
      <Flex justify="space-between" align="center" gap="3" bg="bg.subtle" rounded="l2" px="3" py="2" data-testid="coupon-applied">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" fontFamily="mono" data-testid="coupon-code">
            {cart.coupon.code}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate title={cart.coupon.description}>
            {cart.coupon.description}
          </Text>
        </Stack>
        <Button size="xs" variant="ghost" onClick={() => void view.removeCoupon()} disabled={view.status === "loading"} data-testid="coupon-remove">
          <T id="cart.coupon.remove" />
        </Button>
      </Flex>
    );
  }
  return (
    <Stack gap="2" asChild>
      <form onSubmit={submit} data-testid="coupon-form" noValidate>
        <Text asChild fontWeight="medium" fontSize="sm">
          <label htmlFor="cart-coupon">
            <T id="cart.coupon.label" />
          </label>
        </Text>
        <HStack gap="2">
          <Input
            id="cart-coupon"
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setRefusal(null);
            }}
            placeholder={t("cart.coupon.placeholder")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? "cart-coupon-error" : undefined}
            textTransform="uppercase"
            _placeholder={{ textTransform: "none" }}
            data-testid="coupon-input"
          />
          <Button type="submit" variant="outline" loading={view.couponPending} disabled={!code.trim()} data-testid="coupon-apply">
            <T id="cart.coupon.apply" />
          </Button>
        </HStack>
        {refusal && (
          <Text id="cart-coupon-error" role="alert" fontSize="sm" color="fg.error" data-testid="coupon-error" data-reason={refusal.reason}>
            {couponMessage(t, refusal, currency)}
          </Text>
        )}
        {cart.couponCode && cart.couponProblem && (
          <HStack gap="2" justify="space-between" fontSize="sm" color="fg.warning" data-testid="coupon-problem">
            <Text>
              <T id="cart.coupon.noLongerApplies" values={{ code: cart.couponCode, reason: t(COUPON_REASONS[cart.couponProblem]) }} />
            </Text>
            <Button size="xs" variant="ghost" onClick={() => void view.removeCoupon()}>
              <T id="cart.coupon.remove" />
            </Button>
          </HStack>
        )}
      </form>
    </Stack>
  );
}

function useCheckout(view: CartView, locale: Locale) {
  const navigate = useNavigate();
  const checkout = localePath(locale, "/checkout");
  return () => void navigate(view.mode === "user" ? checkout : loginPath(locale, checkout));
}

function Summary({ view, currency, locale }: { view: CartView; currency: CurrencyCode; locale: Locale }) {
  const cart = view.cart!;
  const goCheckout = useCheckout(view, locale);
  return (
    <Stack
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l3"
      p={{ base: "4", md: "5" }}
      position={{ lg: "sticky" }}
      top={{ lg: "4" }}
      data-testid="cart-summary"
    >
      <Heading as="h2" size="md">
        <T id="cart.summary.title" />
      </Heading>
      <CouponBox view={view} currency={currency} />
      <Separator />
      <Stack gap="2" fontSize="sm">
        <Flex justify="space-between">
          <Text color="fg.muted">
            <T id="cart.summary.subtotal" values={{ count: cart.quantity }} />
          </Text>
          <Text data-testid="cart-subtotal">
            <Price amount={cart.subtotal.amount} currency={currency} />
          </Text>
        </Flex>
        {cart.discount.amount > 0 && (
          <Flex justify="space-between" color="fg.success">
            <Text>
              <T id="cart.summary.discount" values={{ code: cart.coupon?.code ?? "" }} />
            </Text>
            <Text data-testid="cart-discount">
              −<Price amount={cart.discount.amount} currency={currency} />
            </Text>
          </Flex>
        )}
      </Stack>
      <Separator />
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="semibold">
          <T id="cart.summary.total" />
        </Text>
        <Text fontWeight="bold" fontSize="2xl" data-testid="cart-total">
          <Price amount={cart.total.amount} currency={currency} />
        </Text>
      </Flex>
      {/* Below 992 px the bottom bar carries the button. */}
      <Button
        size="lg"
        colorPalette="purple"
        onClick={goCheckout}
        disabled={!cart.purchasable}
        display={{ base: "none", lg: "flex" }}
        data-testid="checkout-button"
      >
        <T id="cart.checkout" />
      </Button>
      {!cart.purchasable && (
        <Text fontSize="sm" color="fg.warning" data-testid="not-purchasable">
          <T id="cart.summary.notPurchasable" />
        </Text>
      )}
      {view.mode === "guest" && (
        <Text fontSize="xs" color="fg.muted">
          <T id="cart.summary.guestHint" />
        </Text>
      )}
      <Link asChild fontSize="sm" alignSelf="center" color="colorPalette.fg">
        <RouterLink to={localePath(locale, "/")}>
          <T id="cart.continueShopping" />
        </RouterLink>
      </Link>
    </Stack>
  );
}

/**
 * Below 992 px: the total and the checkout button stay at the bottom of the screen while the
 * lines and the summary scroll (sticky at the end of the cart, so it never hides the footer).
 */
function MobileBar({ view, currency, locale }: { view: CartView; currency: CurrencyCode; locale: Locale }) {
  const cart = view.cart!;
  const goCheckout = useCheckout(view, locale);
  return (
    <Flex
      display={{ base: "flex", lg: "none" }}
      position="sticky"
      bottom="0"
      zIndex="docked"
      mx={{ base: "-4", md: "-6" }}
      px={{ base: "4", md: "6" }}
      py="3"
      gap="3"
      align="center"
      justify="space-between"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border.muted"
      boxShadow="0 -4px 12px rgba(0,0,0,0.08)"
      data-testid="cart-mobile-bar"
    >
      <Stack gap="0">
        <Text fontSize="xs" color="fg.muted">
          <T id="cart.summary.total" />
        </Text>
        <Text fontWeight="bold" fontSize="lg">
          <Price amount={cart.total.amount} currency={currency} />
        </Text>
      </Stack>
      <Button colorPalette="purple" onClick={goCheckout} disabled={!cart.purchasable} data-testid="checkout-button-mobile">
        <T id="cart.checkout" />
      </Button>
    </Flex>
  );
}

function EmptyCart({ locale }: { locale: Locale }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="4"
      py={{ base: "10", md: "16" }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l3"
      data-testid="cart-empty"
    >
      <Box color="fg.subtle">
        <EmptyCartIcon />
      </Box>
      <Heading as="h2" size="lg">
        <T id="cart.empty.title" />
      </Heading>
      <Text color="fg.muted" maxW="sm" px="4">
        <T id="cart.empty.lead" />
      </Text>
      <Button asChild colorPalette="purple">
        <RouterLink to={localePath(locale, "/")} data-testid="cart-empty-shop">
          <T id="cart.empty.shop" />
        </RouterLink>
      </Button>
    </Stack>
  );
}

function CartSkeleton() {
  const t = useT();
  return (
    <Grid
      templateColumns={{ base: "1fr", lg: "1fr 22rem" }}
      gap="6"
      data-testid="cart-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t("common.loading")}
    >
      <Stack gap="3">
        {[0, 1].map((i) => (
          <Flex key={i} gap="4" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" p="4">
            <Skeleton w="64px" h="85px" rounded="l1" />
            <Stack flex="1" gap="2">
              <Skeleton h="5" w="70%" />
              <Skeleton h="4" w="40%" />
              <Skeleton h="8" w="32" mt="2" />
            </Stack>
          </Flex>
        ))}
      </Stack>
      <Skeleton h="64" rounded="l3" />
    </Grid>
  );
}

function RestoredNotice({ locale, mode }: { locale: Locale; mode: CartView["mode"] }) {
  const [params] = useSearchParams();
  const restored = params.get("restored");
  if (restored === "0") return <Notice status="warning" title={<T id="cart.restored.failed" />} data-testid="cart-restored" />;
  if (restored !== "1") return null;
  return (
    <Notice
      status="success"
      title={<T id="cart.restored.done" />}
      data-testid="cart-restored"
      action={
        mode === "guest" ? (
          <Button asChild size="sm" alignSelf="flex-start" colorPalette="green">
            <RouterLink to={loginPath(locale, localePath(locale, "/cart"))}>
              <T id="cart.restored.signIn" />
            </RouterLink>
          </Button>
        ) : undefined
      }
    >
      {mode === "guest" ? <T id="cart.restored.guest" /> : null}
    </Notice>
  );
}

function CartContent() {
  const locale = localeOfPath(useLocation().pathname);
  const view = useCartView();
  const cart = view.cart;
  const currency = (cart?.currency ?? "EUR") as CurrencyCode;
  let body: React.ReactNode;
  if (view.loading) body = <CartSkeleton />;
  else if (view.error && !cart)
    body = (
      <Notice
        status="error"
        title={<T id="cart.error.fetch" />}
        data-testid="cart-error"
        action={
          <Button size="sm" alignSelf="flex-start" onClick={view.refetch}>
            <T id="common.retry" />
          </Button>
        }
      />
    );
  else if (!cart || cart.products.length === 0) body = <EmptyCart locale={locale} />;
  else
    body = (
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 22rem" }} gap={{ base: "4", md: "6" }} alignItems="start">
        <Stack gap="4" minW="0">
          <Text color="fg.muted" fontSize="sm" data-testid="cart-count">
            <T id="cart.count" values={{ count: cart.quantity }} />
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" data-testid="cart-lines">
            {cart.products.map((line) => (
              <CartLineCard key={line.productId} line={line} currency={currency} view={view} />
            ))}
          </Stack>
        </Stack>
        <Summary view={view} currency={currency} locale={locale} />
        <MobileBar view={view} currency={currency} locale={locale} />
      </Grid>
    );
  return (
    <Stack gap="5" data-testid="cart-page" data-mode={view.mode} data-status={view.status}>
      <RestoredNotice locale={locale} mode={view.mode} />
      {body}
    </Stack>
  );
}

export function CartPage() {
  return (
    <ShellPage title="shell.cart.title" lead="shell.cart.lead" maxW="6xl">
      <ScreenRecipes>
        <CartContent />
      </ScreenRecipes>
    </ShellPage>
  );
}
