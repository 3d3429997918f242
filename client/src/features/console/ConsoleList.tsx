/**
 * A console list's body, the same on every admin and seller list: a retry notice when the first
 * page could not be fetched, the table of the page's rows, and the pager, wired to the list's URL
 * state (useListState) and its server page (useServerList). Pages give the columns, the texts and
 * the test ids; filters and counts above the list stay theirs.
 */
import { Box, Button } from "@chakra-ui/react";
import { T } from "../../i18n";
import { Notice } from "../accounts/ui";
import { ConsolePager } from "./ConsolePager";
import { ConsoleTable, type ConsoleTableProps } from "./ConsoleTable";
import type { ServerList } from "./use-server-list";

export interface ConsoleListProps<Row> extends Omit<ConsoleTableProps<Row>, "rows" | "loading" | "pastEnd" | "onFirstPage"> {
  list: ServerList<Row>;
  /** The list's URL state: its page and page size, and how to change them. */
  state: { page: number; size: number; update(patch: { page?: number; size?: number }): void };
  pageSizes: readonly number[];
  /** Prefix of the pager's test ids. */
  prefix: string;
}

export function ConsoleList<Row>({ list, state, pageSizes, prefix, ...table }: ConsoleListProps<Row>) {
  return (
    <>
      {list.error != null && !list.rows && (
        <Notice
          status="error"
          title={<T id="console.failed" />}
          action={
            <Button size="sm" alignSelf="flex-start" onClick={list.refetch}>
              <T id="common.retry" />
            </Button>
          }
        />
      )}
      <Box>
        <ConsoleTable {...table} rows={list.rows} loading={list.loading} pastEnd={list.pastEnd} onFirstPage={() => state.update({ page: 1 })} />
      </Box>
      <ConsolePager
        prefix={prefix}
        page={state.page}
        pages={list.pages}
        size={state.size}
        pageSizes={pageSizes}
        onPage={(page) => state.update({ page })}
        onSize={(size) => state.update({ size })}
      />
    </>
  );
}
