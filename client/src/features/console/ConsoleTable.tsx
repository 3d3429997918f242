/**
 * A console list's rows: a table on wide screens, cards on phones. Below the sm breakpoint
 * the header hides and each row wraps into a card (its title and its actions on lines of
 * their own, the badges in between), instead of a table scrolled sideways with its actions
 * out of sight. It says when the list is loading, empty, or the page is past its end.
 */
import { Button, HStack, Table, type TableCellProps } from "@chakra-ui/react";
import { tableSlotRecipe } from "@chakra-ui/react/theme";
import type { ReactNode } from "react";
import { T } from "../../i18n";

export interface ConsoleColumn<Row> {
  /** Names the cell (`data-cell`). */
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /**
   * Its place on a phone's card: "title" and "line" on lines of their own (a line muted),
   * "meta" small and muted at the end of its line, "actions" last on their own line
   * (and right-aligned in the table); none: side by side (badges).
   */
  card?: "title" | "line" | "meta" | "actions";
  /** Chakra props of the row's cell (e.g. `truncate` with a `title`). */
  cellProps?(row: Row): TableCellProps;
}

export interface ConsoleTableProps<Row> {
  /** For screen readers: what the table lists. */
  caption: ReactNode;
  columns: readonly ConsoleColumn<Row>[];
  /** The page's rows; undefined until the first answer. */
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  /** Attributes of a row's `<tr>` (e.g. `data-user` for tests and styles). */
  rowProps?(row: Row): Record<`data-${string}`, string>;
  loading: boolean;
  /** Shown when the list has no rows at all. */
  empty: ReactNode;
  /** The page is past the end (an old link, fewer rows since): offers the first page. */
  pastEnd?: boolean;
  onFirstPage?(): void;
  "data-testid"?: string;
}

const CARDS_ON_PHONES = {
  "@media screen and (max-width: 599.98px)": {
    "& thead": { display: "none" },
    "& tbody tr[data-row]": {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      columnGap: "2",
      rowGap: "1.5",
      paddingBlock: "3",
      paddingInline: "3",
      borderBottomWidth: "1px",
      borderColor: "border.muted",
    },
    "& tbody tr[data-row] td": { display: "block", borderBottomWidth: "0", padding: "0" },
    "& tbody tr[data-row] td[data-card=title], & tbody tr[data-row] td[data-card=actions]": { flexBasis: "100%", maxWidth: "100%" },
    "& tbody tr[data-row] td[data-card=line]": { flexBasis: "100%", color: "fg.muted" },
    "& tbody tr[data-row] td[data-card=meta]": { color: "fg.muted", fontSize: "xs", marginInlineStart: "auto" },
    "& tbody tr[data-row] td[data-card=actions] > div": { justifyContent: "flex-start" },
  },
} as const;

export function ConsoleTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  loading,
  empty,
  pastEnd,
  onFirstPage,
  "data-testid": testId,
}: ConsoleTableProps<Row>) {
  const note = (content: ReactNode) => (
    <Table.Row>
      <Table.Cell colSpan={columns.length} textAlign="center" py="8" color="fg.muted">
        {content}
      </Table.Cell>
    </Table.Row>
  );
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="l2" aria-busy={loading}>
      <Table.Root recipe={tableSlotRecipe} size="sm" interactive stickyHeader css={CARDS_ON_PHONES} data-testid={testId}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.id} textAlign={c.card === "actions" ? "end" : undefined}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows?.map((row) => (
            <Table.Row key={rowKey(row)} data-row="" {...rowProps?.(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.id} data-cell={c.id} data-card={c.card} {...c.cellProps?.(row)}>
                  {c.card === "actions" ? (
                    <HStack gap="1" justify="flex-end">
                      {c.cell(row)}
                    </HStack>
                  ) : (
                    c.cell(row)
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {rows?.length === 0 &&
            note(
              pastEnd ? (
                <Button size="sm" variant="outline" onClick={onFirstPage}>
                  <T id="console.firstPage" />
                </Button>
              ) : (
                empty
              ),
            )}
          {!rows && loading && note(<T id="common.loading" />)}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
