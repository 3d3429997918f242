/**
 * The day range of the sales and payouts pages, held in the URL (`?from=2026-10-28&to=2026-11-26`):
 * the last 30 days unless the URL says otherwise, presets for 7, 30, 90 and 365 days, and two
 * date fields. Days are UTC calendar days, like the server's.
 */
import { Button, chakra, Flex, HStack, Input } from "@chakra-ui/react";
import { T, useT } from "../../../i18n";

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const isDay = (s: string): boolean => DAY_RE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && addDays(s, 0) === s;
export const PRESET_DAYS = [7, 30, 90, 365] as const;

export interface DayRange {
  from: string;
  to: string;
}

/** The range the URL's `from`/`to` stand for: the last 30 days by default; a reversed range is put right. */
export function readRange(from: string, to: string): DayRange {
  const end = isDay(to) ? to : todayUtc();
  const start = isDay(from) ? from : addDays(end, -29);
  return start <= end ? { from: start, to: end } : { from: end, to: start };
}

/** Days in a range, ends included. */
export const rangeDays = (r: DayRange): number => Math.round((Date.parse(r.to) - Date.parse(r.from)) / DAY_MS) + 1;

export function RangeFilter({ range, onChange, prefix }: { range: DayRange; onChange(range: { from: string; to: string }): void; prefix: string }) {
  const t = useT();
  const today = todayUtc();
  const preset = range.to === today ? PRESET_DAYS.find((n) => rangeDays(range) === n) : undefined;
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <HStack gap="1.5" role="group" aria-label={t("seller.sales.range")} wrap="wrap">
        {PRESET_DAYS.map((n) => (
          <Button
            key={n}
            size="xs"
            variant={preset === n ? "solid" : "outline"}
            aria-pressed={preset === n}
            onClick={() => onChange(n === 30 ? { from: "", to: "" } : { from: addDays(today, -(n - 1)), to: today })}
            data-testid={`${prefix}-last-${n}`}
          >
            <T id="seller.sales.lastDays" values={{ days: n }} />
          </Button>
        ))}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <HStack gap="1.5">
          <chakra.label htmlFor={`${prefix}-from`} fontSize="sm" color="fg.muted">
            <T id="seller.sales.from" />
          </chakra.label>
          <Input
            id={`${prefix}-from`}
            type="date"
            size="sm"
            w="auto"
            value={range.from}
            max={range.to}
            onChange={(e) => isDay(e.currentTarget.value) && onChange({ from: e.currentTarget.value, to: range.to })}
            data-testid={`${prefix}-from`}
          />
        </HStack>
        <HStack gap="1.5">
          <chakra.label htmlFor={`${prefix}-to`} fontSize="sm" color="fg.muted">
            <T id="seller.sales.to" />
          </chakra.label>
          <Input
            id={`${prefix}-to`}
            type="date"
            size="sm"
            w="auto"
            value={range.to}
            min={range.from}
            max={today}
            onChange={(e) => isDay(e.currentTarget.value) && onChange({ from: range.from, to: e.currentTarget.value })}
            data-testid={`${prefix}-to`}
          />
        </HStack>
      </HStack>
    </Flex>
  );
}
