/**
 * /checkout/sandbox/:id: the built-in sandbox provider's payment page (README "The sandbox
 * provider"): the amount and the merchant, a card form (number in groups of four, MM/YY,
 * CVC, holder), the test cards as a hint, the 3-D Secure challenge when the card or the
 * shop asks for it, decline messages and cancelling. After a result the browser follows the
 * payment's `redirectUrl`, which settles the order and lands on the confirmation page.
 * Like a provider's own page it needs no session: the payment id is the capability.
 */
import { Badge, Box, Button, Flex, Grid, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { tableSlotRecipe } from "@chakra-ui/react/theme";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { PageLoader } from "../../components/ClientOnly";
import { Price } from "../../components/Price";
import { T, useT, type MessageId } from "../../i18n";
import { isCurrencyCode } from "../../lib/money";
import { ShellPage } from "../../app/layouts/ShellPage";
import { FormStack, Notice, Panel, TextField } from "../accounts/ui";
import {
  cardNumberProblem,
  cvcProblem,
  digitsOf,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  sandboxApi,
  SandboxCallError,
  TEST_CARDS,
  type CardProblem,
  type SandboxPaymentView,
} from "./sandbox-api";
import { page } from "./leave";
import { CheckoutRecipes } from "./ui";

const CARD_PROBLEMS: Record<CardProblem, MessageId> = {
  required: "form.required",
  cardNumber: "checkout.sandbox.error.cardNumber",
  expiry: "checkout.sandbox.error.expiry",
  expired: "checkout.sandbox.error.expired",
  cvc: "checkout.sandbox.error.cvc",
};

const DECLINES: Record<string, MessageId> = {
  card_declined: "checkout.sandbox.declined.card_declined",
  insufficient_funds: "checkout.sandbox.declined.insufficient_funds",
  authentication_failed: "checkout.sandbox.declined.authentication_failed",
};

const OUTCOMES: Record<(typeof TEST_CARDS)[number]["outcome"], MessageId> = {
  approved: "checkout.sandbox.card.approved",
  declined: "checkout.sandbox.card.declined",
  insufficientFunds: "checkout.sandbox.card.insufficientFunds",
  challenge: "checkout.sandbox.card.challenge",
};

/** Leaves for the payment's next address (a server route: the whole page goes). */
const follow = (url: string) => page.leaveTo(url);

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}

function CardForm({ payment, onResult }: { payment: SandboxPaymentView; onResult(p: SandboxPaymentView): void }) {
  const t = useT();
  const [failed, setFailed] = useState<MessageId | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CardValues>({ mode: "onTouched", defaultValues: { cardNumber: "", expiry: "", cvc: "", holder: "" } });
  const check = (f: (v: string) => CardProblem | null) => (v: string) => {
    const p = f(v);
    return p ? t(CARD_PROBLEMS[p]) : true;
  };

  const onSubmit = async (v: CardValues) => {
    setFailed(null);
    try {
      onResult(
        await sandboxApi.pay(payment.id, {
          cardNumber: digitsOf(v.cardNumber),
          expiry: v.expiry.trim(),
          cvc: v.cvc.trim(),
          ...(v.holder.trim() ? { holder: v.holder.trim() } : {}),
        }),
      );
    } catch (e) {
      setFailed(e instanceof SandboxCallError && e.status === 400 ? "checkout.sandbox.error.refused" : "auth.error.internal");
    }
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      onResult(await sandboxApi.cancel(payment.id));
    } catch {
      setFailed("auth.error.internal");
      setCancelling(false);
    }
  };

  const number = register("cardNumber", { validate: check(cardNumberProblem) });
  const expiry = register("expiry", { validate: check((x) => expiryProblem(x)) });
  const cvc = register("cvc", { validate: check(cvcProblem) });
  return (
    <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("checkout.sandbox.cardTitle")} data-testid="sandbox-card-form">
      {failed && <Notice status="error" title={<T id={failed} />} data-testid="sandbox-error" />}
      <TextField
        label={t("checkout.sandbox.cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
        error={errors.cardNumber?.message}
        data-testid="sandbox-card-number"
        {...number}
        onChange={(e) => {
          e.target.value = formatCardNumber(e.target.value);
          return number.onChange(e);
        }}
      />
      <Grid templateColumns="1fr 1fr" gap="4">
        <TextField
          label={t("checkout.sandbox.expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("checkout.sandbox.expiryPlaceholder")}
          maxLength={5}
          required
          error={errors.expiry?.message}
          data-testid="sandbox-expiry"
          {...expiry}
          onChange={(e) => {
            e.target.value = formatExpiry(e.target.value, getValues("expiry"));
            return expiry.onChange(e);
          }}
        />
        <TextField
          label={t("checkout.sandbox.cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
          error={errors.cvc?.message}
          data-testid="sandbox-cvc"
          {...cvc}
          onChange={(e) => {
            e.target.value = digitsOf(e.target.value).slice(0, 4);
            return cvc.onChange(e);
          }}
        />
      </Grid>
      <TextField label={t("checkout.sandbox.holder")} autoComplete="cc-name" data-testid="sandbox-holder" {...register("holder")} />
      <Flex gap="3" direction={{ base: "column-reverse", sm: "row" }} justify="space-between">
        <Button variant="outline" onClick={cancel} loading={cancelling} disabled={isSubmitting} data-testid="sandbox-cancel">
          <T id="checkout.sandbox.cancel" />
        </Button>
        <Button type="submit" colorPalette="purple" size="lg" loading={isSubmitting} disabled={cancelling} data-testid="sandbox-pay">
          <span>
            <T id="checkout.sandbox.pay" values={{ amount: <PaymentAmount payment={payment} /> }} />
          </span>
        </Button>
      </Flex>
    </FormStack>
  );
}

function ChallengeForm({ payment, onResult }: { payment: SandboxPaymentView; onResult(p: SandboxPaymentView): void }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const onSubmit = async (v: { code: string }) => {
    setFailed(false);
    try {
      onResult(await sandboxApi.challenge(payment.id, v.code.trim()));
    } catch {
      setFailed(true);
    }
  };
  return (
    <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("checkout.sandbox.challengeTitle")} data-testid="sandbox-challenge-form">
      <Notice status="info" title={<T id="checkout.sandbox.challengeTitle" />}>
        <T id="checkout.sandbox.challengeLead" values={{ code: <strong>1234</strong> }} />
      </Notice>
      {failed && <Notice status="error" title={<T id="auth.error.internal" />} />}
      <TextField
        label={t("checkout.sandbox.challengeCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        required
        autoFocus
        error={errors.code?.message}
        data-testid="sandbox-challenge-code"
        {...register("code", { validate: (v) => (v.trim() ? true : t("form.required")) })}
      />
      <Button type="submit" colorPalette="purple" size="lg" loading={isSubmitting} alignSelf={{ sm: "flex-end" }} data-testid="sandbox-challenge-submit">
        <T id="checkout.sandbox.challengeSubmit" />
      </Button>
    </FormStack>
  );
}

function PaymentAmount({ payment }: { payment: SandboxPaymentView }) {
  // The sandbox names currencies in lower case ("eur").
  const currency = payment.currency.toUpperCase();
  return isCurrencyCode(currency) ? (
    <Price amount={payment.amount} currency={currency} />
  ) : (
    <>
      {payment.amount.toFixed(2)} {payment.currency}
    </>
  );
}

function TestCards() {
  return (
    <Panel title={<T id="checkout.sandbox.testCards" />} description={<T id="checkout.sandbox.testCardsLead" />} data-testid="sandbox-test-cards">
      <Table.Root size="sm" recipe={tableSlotRecipe}>
        <Table.Body>
          {TEST_CARDS.map((c) => (
            <Table.Row key={c.number} bg="transparent">
              <Table.Cell ps="0" whiteSpace="nowrap" fontFamily="mono" fontSize="xs">
                {c.number}
              </Table.Cell>
              <Table.Cell pe="0" fontSize="xs" color="fg.muted">
                <T id={OUTCOMES[c.outcome]} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Panel>
  );
}

function SandboxContent({ id }: { id: string }) {
  const t = useT();
  const [payment, setPayment] = useState<SandboxPaymentView | null>(null);
  const [problem, setProblem] = useState<"notFound" | "failed" | null>(null);

  const load = useCallback(() => {
    setProblem(null);
    sandboxApi.view(id).then(setPayment, (e) => setProblem(e instanceof SandboxCallError && e.status === 404 ? "notFound" : "failed"));
  }, [id]);
  useEffect(load, [load]);

  const onResult = (p: SandboxPaymentView) => {
    setPayment(p);
    // Paid or given up: on to the shop at once. A decline is said here first.
    if (p.redirectUrl && (p.status === "captured" || p.status === "cancelled")) follow(p.redirectUrl);
  };

  if (problem === "notFound") return <Notice status="error" title={<T id="checkout.sandbox.notFound" />} data-testid="sandbox-not-found" />;
  if (problem)
    return (
      <Notice
        status="error"
        title={<T id="auth.error.internal" />}
        action={
          <Button size="sm" alignSelf="flex-start" onClick={load}>
            <T id="common.retry" />
          </Button>
        }
      />
    );
  if (!payment) return <PageLoader />;

  const done = payment.status === "captured" || payment.status === "cancelled" || payment.status === "declined";
  return (
    <Grid
      templateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 1fr) 320px" }}
      gap="6"
      alignItems="start"
      data-testid="sandbox-page"
      data-status={payment.status}
    >
      <Stack gap="5" minW="0">
        <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" p={{ base: "4", md: "6" }}>
          <Stack gap="1">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Text color="fg.muted" fontSize="sm" data-testid="sandbox-merchant">
                <T id="checkout.sandbox.merchant" values={{ merchant: <strong>KeyMarket</strong> }} />
              </Text>
              <Badge colorPalette="orange" variant="surface">
                <T id="checkout.provider.test" />
              </Badge>
            </HStack>
            <Heading as="h2" size="3xl" data-testid="sandbox-amount">
              <PaymentAmount payment={payment} />
            </Heading>
            <Text color="fg.muted" fontSize="sm" data-testid="sandbox-order">
              <T id="checkout.sandbox.order" values={{ number: payment.orderNumber }} />
            </Text>
          </Stack>
        </Box>
        <Panel title={<T id={payment.status === "challenge" ? "checkout.sandbox.challengeHeading" : "checkout.sandbox.cardTitle"} />}>
          {payment.status === "created" ? (
            <CardForm payment={payment} onResult={onResult} />
          ) : payment.status === "challenge" ? (
            <ChallengeForm payment={payment} onResult={onResult} />
          ) : done ? (
            <Stack gap="4" data-testid="sandbox-result">
              {payment.status === "declined" ? (
                <Notice status="error" title={<T id="checkout.sandbox.declinedTitle" />} data-testid="sandbox-declined">
                  <T id={DECLINES[payment.declineReason ?? ""] ?? "checkout.sandbox.declined.other"} />
                </Notice>
              ) : payment.status === "captured" ? (
                <Notice status="success" title={<T id="checkout.sandbox.captured" />} />
              ) : (
                <Notice status="info" title={<T id="checkout.sandbox.cancelled" />} />
              )}
              {payment.redirectUrl && (
                <Button colorPalette="purple" alignSelf={{ sm: "flex-start" }} onClick={() => follow(payment.redirectUrl!)} data-testid="sandbox-continue">
                  <T id="checkout.sandbox.continue" />
                </Button>
              )}
            </Stack>
          ) : null}
        </Panel>
        <Text fontSize="xs" color="fg.muted">
          {t("checkout.sandbox.noMoney")}
        </Text>
      </Stack>
      <TestCards />
    </Grid>
  );
}

export function SandboxPaymentPage({ id }: { id: string }) {
  return (
    <ShellPage title="checkout.sandbox.title" lead="checkout.sandbox.lead" maxW="5xl">
      <CheckoutRecipes>
        <SandboxContent id={id} />
      </CheckoutRecipes>
    </ShellPage>
  );
}
