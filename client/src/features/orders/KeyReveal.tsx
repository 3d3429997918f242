/**
 * One key of an order line: its state and dates, and, once delivered, the button that
 * reveals it. The first reveal of a key is confirmed (it waives the right of withdrawal,
 * EU law); a key revealed before is shown again at once. The value is shown by its content
 * type: text in monospace with a copy button, an image (the data: URL), credentials with
 * login and password apart (each copyable), a URL as a link. Values live in this
 * component's state only: never in the Apollo cache, gone when the page is left.
 */
import { Badge, Box, Button, chakra, Code, Flex, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { codeRecipe } from "@chakra-ui/react/theme";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { MyOrderQuery as MyOrderData, RevealKeyMutation as RevealKeyData } from "../../gql/graphql";
import { T, useT } from "../../i18n";
import { notify } from "../../lib/notify";
import { ConfirmDialog, Notice } from "../accounts/ui";
import { isRevealable, KEY_STATE_LABELS, KEY_STATE_PALETTES } from "./order-labels";
import { RevealKeyMutation } from "./orders.graphql";

export type OrderKey = MyOrderData["order"]["items"][number]["keys"][number];
type Revealed = RevealKeyData["revealKey"];

const IMAGE_TYPES = new Set(["jpeg", "jpg", "png", "gif"]);

/** Copies a text to the clipboard; the button says "Copied" for a moment. */
export function CopyButton({ value, label, "data-testid": testId }: { value: string; label: string; "data-testid"?: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      notify({ type: "error", title: t("orders.key.copyFailed") });
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={copy}
      aria-label={label}
      data-testid={testId ?? "key-copy"}
      data-copied={copied ? "true" : "false"}
      flexShrink={0}
    >
      <T id={copied ? "orders.key.copied" : "orders.key.copy"} />
    </Button>
  );
}

/** A value in monospace with its copy button beside it (a key code, a login, a password); its label above. */
function CopyableValue({ label, value, copyLabel, testId }: { label?: string; value: string; copyLabel: string; testId: string }) {
  return (
    <Stack gap="1">
      {label && (
        <Text as="span" fontSize="xs" color="fg.muted">
          {label}
        </Text>
      )}
      <Flex gap="2" align="center">
        <Code
          recipe={codeRecipe}
          size="lg"
          variant="surface"
          fontFamily="mono"
          wordBreak="break-all"
          whiteSpace="pre-wrap"
          py="1.5"
          px="2.5"
          data-testid={testId}
          flex={{ base: "1 1 auto", sm: "0 1 auto" }}
          minW="0"
        >
          {value}
        </Code>
        <CopyButton value={value} label={copyLabel} data-testid={`${testId}-copy`} />
      </Flex>
    </Stack>
  );
}

const safeUrl = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
};

/** The revealed value, drawn by its content type. */
export function KeyValue({ revealed, productName }: { revealed: Revealed; productName: string }) {
  const t = useT();
  const { contentType, value } = revealed;
  if (contentType === "credentials") {
    const login = revealed.credentials?.login ?? "";
    const password = revealed.credentials?.password ?? "";
    return (
      <Stack gap="2" data-testid="key-value" data-type="credentials">
        <CopyableValue label={t("orders.key.login")} value={login} copyLabel={t("orders.key.copyLogin")} testId="key-login" />
        <CopyableValue label={t("orders.key.password")} value={password} copyLabel={t("orders.key.copyPassword")} testId="key-password" />
      </Stack>
    );
  }
  if (IMAGE_TYPES.has(contentType) && value.startsWith("data:image/")) {
    return (
      <Box data-testid="key-value" data-type="image">
        <Image
          src={value}
          alt={t("orders.key.imageAlt", { name: productName })}
          maxW="full"
          maxH="80"
          rounded="l2"
          borderWidth="1px"
          borderColor="border.muted"
          data-testid="key-image"
        />
      </Box>
    );
  }
  if (contentType === "url") {
    const href = safeUrl(value);
    return (
      <Flex gap="2" align="center" wrap="wrap" data-testid="key-value" data-type="url">
        {href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" color="colorPalette.fg" fontWeight="medium" wordBreak="break-all" data-testid="key-url">
            {value}
          </Link>
        ) : (
          <Code recipe={codeRecipe} data-testid="key-url">
            {value}
          </Code>
        )}
        <CopyButton value={value} label={t("orders.key.copyUrl")} data-testid="key-url-copy" />
      </Flex>
    );
  }
  return (
    <Box data-testid="key-value" data-type="text">
      <CopyableValue value={value} copyLabel={t("orders.key.copyCode")} testId="key-code" />
    </Box>
  );
}

/**
 * `replacedOn`: for a Changed key (replaced after a support ticket), when its successor was
 * delivered; the key is shown struck through and greyed.
 */
export function KeyReveal({
  orderKey,
  index,
  productName,
  replacedOn,
}: {
  orderKey: OrderKey;
  index: number;
  productName: string;
  replacedOn?: string | null;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

  const reveal = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await client.mutate({
        mutation: RevealKeyMutation,
        variables: { input: { keyId: orderKey.id } },
        // The key is Revealed now (a replacement key stays Replaced): the order's page says so without asking again.
        update(cache, { data: answer }) {
          const id = cache.identify({ __typename: "OrderKey", id: orderKey.id });
          if (id && answer)
            cache.modify({ id, fields: { state: (v) => (v === "Replaced" ? v : "Revealed"), revealedAt: (v) => v ?? answer.revealKey.revealedAt } });
        },
      });
      if (data) setRevealed(data.revealKey);
      setConfirming(false);
    } catch {
      setFailed(true);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const state = orderKey.state;
  // The first reveal waives the right of withdrawal: asked for a delivered key and for a replacement never shown yet.
  const firstReveal = state === "Delivered" || (state === "Replaced" && !orderKey.revealedAt);
  return (
    <chakra.li listStyleType="none" borderTopWidth="1px" borderColor="border.muted" pt="3" data-testid="order-key" data-key={orderKey.id} data-state={state}>
      <Stack gap="2">
        <Flex gap="2" align="center" wrap="wrap" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Text
              fontWeight="medium"
              fontSize="sm"
              textDecoration={state === "Changed" ? "line-through" : undefined}
              color={state === "Changed" ? "fg.muted" : undefined}
              data-testid="key-label"
            >
              <T id="orders.key.n" values={{ n: index + 1 }} />
            </Text>
            <Badge colorPalette={KEY_STATE_PALETTES[state]} variant="subtle" data-testid="key-state">
              <T id={KEY_STATE_LABELS[state]} />
            </Badge>
          </HStack>
          {isRevealable(state) && !revealed && (
            <Button
              size="sm"
              colorPalette="purple"
              variant={firstReveal ? "solid" : "outline"}
              loading={busy && !confirming}
              onClick={() => (firstReveal ? setConfirming(true) : void reveal())}
              data-testid="key-reveal"
            >
              <T id={firstReveal ? "orders.key.reveal" : "orders.key.show"} />
            </Button>
          )}
          {revealed && (
            <Button size="sm" variant="ghost" onClick={() => setRevealed(null)} data-testid="key-hide">
              <T id="orders.key.hide" />
            </Button>
          )}
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          {state === "Using" ? (
            <T id="orders.key.waitingPayment" />
          ) : state === "Changed" ? (
            <span data-testid="key-replaced-on">
              {replacedOn ? <T id="orders.key.replacedOn" values={{ date: date(replacedOn) }} /> : <T id="orders.key.changed" />}
            </span>
          ) : (
            <>
              {orderKey.deliveredAt && <T id="orders.key.deliveredAt" values={{ date: date(orderKey.deliveredAt) }} />}
              {orderKey.revealedAt && (
                <>
                  {" · "}
                  <T id="orders.key.revealedAt" values={{ date: date(orderKey.revealedAt) }} />
                </>
              )}
            </>
          )}
        </Text>
        {revealed && <KeyValue revealed={revealed} productName={productName} />}
        {failed && <Notice status="error" title={<T id="orders.key.revealFailed" />} data-testid="key-reveal-failed" />}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={<T id="orders.key.confirmTitle" />}
        confirmLabel={<T id="orders.key.confirmReveal" />}
        onConfirm={() => void reveal()}
        busy={busy}
        data-testid="reveal-dialog"
      >
        <Text>
          <T id="orders.key.confirmWaiver" />
        </Text>
      </ConfirmDialog>
    </chakra.li>
  );
}

/** A secret value shown once (or on request): monospace, wrapping, with its copy button (`${testId}-copy`). */
export function SecretValue({ value, copyLabel, testId }: { value: string; copyLabel: string; testId: string }) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Code variant="surface" size="md" px="2" py="1" wordBreak="break-all" whiteSpace="normal" data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value} label={copyLabel} data-testid={`${testId}-copy`} />
    </Flex>
  );
}
