/** A console list's currency filter: every currency ("") or one of the shop's three. */
import { chakra, HStack } from "@chakra-ui/react";
import { NativeSelect } from "../../components/NativeSelect";
import { T, useT } from "../../i18n";
import { CURRENCY_CODES } from "../../lib/money";

export interface CurrencyFilterProps {
  /** The select's id (its label points at it). */
  id: string;
  /** "" for every currency. */
  value: string;
  onChange(value: string): void;
  /** Show the "Currency" label beside the select (otherwise it is only announced). */
  labelled?: boolean;
  "data-testid"?: string;
}

export function CurrencyFilter({ id, value, onChange, labelled = true, "data-testid": testId }: CurrencyFilterProps) {
  const t = useT();
  const select = (
    <NativeSelect
      id={id}
      aria-label={labelled ? undefined : t("console.currency")}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid={testId}
    >
      <option value="">{t("console.anyCurrency")}</option>
      {CURRENCY_CODES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </NativeSelect>
  );
  if (!labelled) return select;
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted">
        <T id="console.currency" />
      </chakra.label>
      {select}
    </HStack>
  );
}
