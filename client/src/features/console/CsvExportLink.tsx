/**
 * The consoles' "Export CSV" button: a real link to the export (it works without JavaScript,
 * and a modified click still opens it the browser's way), which on a plain click downloads the
 * file through useStreamedDownload and shows what has arrived (rows and size, a bar when the
 * size is known), then saves it; a failure says so under the button. Used by every CSV export
 * of the seller and admin consoles.
 */
import { Button, chakra, HStack, Progress, Stack, Text, type ButtonProps } from "@chakra-ui/react";
import { progressSlotRecipe } from "@chakra-ui/react/theme";
import type { MouseEvent, ReactNode } from "react";
import { useIntl } from "react-intl";
import { T, useT } from "../../i18n";
import { useStreamedDownload } from "./use-streamed-download";

export interface CsvExportLinkProps {
  href: string;
  children: ReactNode;
  size?: ButtonProps["size"];
  "aria-label"?: string;
  "data-testid"?: string;
}

/** A size in kB or MB, in the page's language. */
function useSize() {
  const intl = useIntl();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? intl.formatNumber(bytes / (1024 * 1024), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(bytes, 1) / 1024, { style: "unit", unit: "kilobyte", maximumFractionDigits: bytes < 10 * 1024 ? 1 : 0 });
}

export function CsvExportLink({ href, children, size = "sm", "aria-label": ariaLabel, "data-testid": testId }: CsvExportLinkProps) {
  const t = useT();
  const intl = useIntl();
  const formatSize = useSize();
  const { state, start, cancel } = useStreamedDownload();
  const running = state.status === "running";

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // New tab, new window, save as: the browser's own way.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (!running) void start(href);
  };

  return (
    <Stack gap="1" align="flex-start" maxW="full" minW="0">
      <Button asChild size={size} variant="outline" loading={running}>
        <a href={href} download onClick={onClick} aria-label={ariaLabel} aria-busy={running || undefined} data-testid={testId}>
          {children}
        </a>
      </Button>
      {running && (
        <Stack gap="1" w={{ base: "full", sm: "56" }} maxW="full" data-testid={testId ? `${testId}-progress` : undefined}>
          <Progress.Root
            recipe={progressSlotRecipe}
            size="xs"
            value={state.total ? Math.min(100, Math.round((state.bytes / state.total) * 100)) : null}
            max={100}
          >
            <Progress.Track aria-label={t("console.export.progressLabel")}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <HStack gap="2" justify="space-between" wrap="wrap">
            <Text fontSize="xs" color="fg.muted" role="status" aria-live="polite">
              {state.bytes === 0 ? (
                <T id="console.export.preparing" />
              ) : (
                <T id="console.export.progress" values={{ rows: state.rows, size: formatSize(state.bytes) }} />
              )}
            </Text>
            <chakra.button type="button" fontSize="xs" textDecoration="underline" color="fg.muted" onClick={cancel} data-testid="export-cancel">
              <T id="console.export.cancel" />
            </chakra.button>
          </HStack>
        </Stack>
      )}
      {state.status === "done" && (
        <Text fontSize="xs" color="fg.muted" role="status" overflowWrap="anywhere" data-testid={testId ? `${testId}-done` : undefined}>
          <T id="console.export.saved" values={{ file: state.file, rows: state.rows }} />
        </Text>
      )}
      {state.status === "failed" && (
        <Text fontSize="xs" color="fg.error" role="alert" maxW="xs" data-testid={testId ? `${testId}-error` : undefined}>
          {state.httpStatus != null
            ? t("console.export.failedStatus", { status: intl.formatNumber(state.httpStatus, { useGrouping: false }) })
            : t("console.export.failed")}
        </Text>
      )}
    </Stack>
  );
}
