/**
 * Star scores: `StarsShown`, a read-only 1–5 (its number is its accessible name), and
 * `StarsInput`, five radio buttons drawn as stars (arrow keys move between them, as with any
 * radio group).
 */
import { chakra, HStack } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useT } from "../../i18n";

const SCORES = [1, 2, 3, 4, 5] as const;

export function StarsShown({ score, size = "md" }: { score: number; size?: "sm" | "md" }) {
  const t = useT();
  return (
    <HStack as="span" gap="0.5" role="img" aria-label={t("ratings.stars", { score })} data-testid="stars" data-score={score}>
      {SCORES.map((n) => (
        <chakra.span key={n} aria-hidden="true" fontSize={size === "sm" ? "sm" : "lg"} lineHeight="1" color={n <= score ? "orange.fg" : "fg.subtle"}>
          ★
        </chakra.span>
      ))}
    </HStack>
  );
}

export function StarsInput({ value, onChange, legend }: { value: number | null; onChange(score: number): void; legend: string }) {
  const t = useT();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  return (
    <chakra.fieldset border="0" m="0" p="0" minW="0" data-testid="stars-input">
      <chakra.legend srOnly>{legend}</chakra.legend>
      <HStack gap="1" onMouseLeave={() => setHover(null)}>
        {SCORES.map((n) => (
          <chakra.label
            key={n}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="10"
            minH="10"
            rounded="l2"
            cursor="pointer"
            fontSize="2xl"
            lineHeight="1"
            color={n <= lit ? "orange.fg" : "fg.subtle"}
            _hover={{ bg: "bg.muted" }}
            _focusWithin={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "1px" }}
            onMouseEnter={() => setHover(n)}
            data-testid={`star-${n}`}
          >
            <chakra.input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} srOnly />
            <span aria-hidden="true">★</span>
            <chakra.span srOnly>{t("ratings.stars", { score: n })}</chakra.span>
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}
