/**
 * Below a console list: the page size and the previous/next page buttons around
 * "Page 2 of 5". Test ids: `<prefix>-page-size`, `<prefix>-prev`, `<prefix>-page`, `<prefix>-next`.
 */
import { Box, chakra, Flex, HStack, IconButton } from "@chakra-ui/react";
import { NativeSelect } from "../../components/NativeSelect";
import { T, useT } from "../../i18n";

export interface ConsolePagerProps {
  /** Names the controls (`id` of the size select, test ids). */
  prefix: string;
  page: number;
  pages: number;
  size: number;
  pageSizes: readonly number[];
  onPage(page: number): void;
  onSize(size: number): void;
}

export function ConsolePager({ prefix, page, pages, size, pageSizes, onPage, onSize }: ConsolePagerProps) {
  const t = useT();
  return (
    <Flex as="nav" aria-label={t("pagination.label")} gap="3" align="center" justify="space-between" flexWrap="wrap">
      <HStack gap="2">
        <chakra.label display="block" htmlFor={`${prefix}-page-size`} fontSize="sm" color="fg.muted">
          <T id="console.pageSize" />
        </chakra.label>
        <NativeSelect
          id={`${prefix}-page-size`}
          value={String(size)}
          onChange={(e) => onSize(Number(e.currentTarget.value))}
          data-testid={`${prefix}-page-size`}
        >
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </HStack>
      <HStack gap="2">
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t("pagination.previous")}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          data-testid={`${prefix}-prev`}
        >
          <span aria-hidden="true">‹</span>
        </IconButton>
        <Box fontSize="sm" minW="24" textAlign="center" data-testid={`${prefix}-page`}>
          <T id="console.page" values={{ page, pages }} />
        </Box>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t("pagination.next")}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          data-testid={`${prefix}-next`}
        >
          <span aria-hidden="true">›</span>
        </IconButton>
      </HStack>
    </Flex>
  );
}
