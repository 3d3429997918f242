/** Parts the checkout's three pages share: the recipes of their Chakra components, the summary's rows. */
import { Box, Flex, NativeSelectPropsProvider, RadioCardPropsProvider, Text } from "@chakra-ui/react";
import { nativeSelectSlotRecipe, radioCardSlotRecipe } from "@chakra-ui/react/theme";
import type { ReactNode } from "react";
import { Price } from "../../components/Price";
import type { CurrencyCode } from "../../lib/money";
import { ScreenRecipes } from "../accounts/ui";

const nativeSelect = { recipe: nativeSelectSlotRecipe };
const radioCard = { recipe: radioCardSlotRecipe };

/** The account screens' recipes plus the select and the radio cards of the checkout form. */
export function CheckoutRecipes({ children }: { children: ReactNode }) {
  return (
    <ScreenRecipes>
      <NativeSelectPropsProvider value={nativeSelect}>
        <RadioCardPropsProvider value={radioCard}>{children}</RadioCardPropsProvider>
      </NativeSelectPropsProvider>
    </ScreenRecipes>
  );
}

/** One amount row of a summary ("Subtotal … 12,99 €"); the total is larger. */
export function AmountRow({
  label,
  amount,
  currency,
  negative,
  total,
  "data-testid": testId,
}: {
  label: ReactNode;
  amount: number;
  currency: CurrencyCode;
  negative?: boolean;
  total?: boolean;
  "data-testid"?: string;
}) {
  return (
    <Flex justify="space-between" align="baseline" gap="4" fontSize={total ? "lg" : "sm"} fontWeight={total ? "bold" : "normal"}>
      <Text color={total ? "fg" : "fg.muted"}>{label}</Text>
      <Box color={negative ? "green.fg" : "fg"} whiteSpace="nowrap" data-testid={testId}>
        {negative ? "−" : ""}
        <Price amount={amount} currency={currency} />
      </Box>
    </Flex>
  );
}
