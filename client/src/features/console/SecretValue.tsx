import { Code, Flex } from "@chakra-ui/react";
import { CopyButton } from "../orders/KeyReveal";

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
