/**
 * /seller/tickets: the tickets about the shop's own keys, newest activity first, filtered by
 * status (in the query string), a page at a time. /seller/tickets/:id: one of them, where the
 * seller answers, sets Pending or Resolved and replaces a key (TicketView as the seller).
 */
import { chakra, Flex, Stack } from "@chakra-ui/react";
import { useLocation } from "react-router";
import { NativeSelect } from "../../components/NativeSelect";
import { T, useT } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { useListState, type ListSpec } from "../console/list-state";
import { useServerList } from "../console/use-server-list";
import { STATUS_LABELS, TICKET_STATUSES } from "./labels";
import { TicketTable } from "./TicketTable";
import { TicketView } from "./TicketView";
import { SellerTicketsQuery } from "./tickets.graphql";
import type { TicketStatus } from "./types";

export const SELLER_TICKETS_LIST: ListSpec<"status"> = { pageSizes: [10, 20, 50], defaultSize: 20, filters: { status: { values: TICKET_STATUSES } } };

export function SellerTicketsPage() {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const state = useListState(SELLER_TICKETS_LIST);
  const status = state.filters.status;
  const list = useServerList(
    SellerTicketsQuery,
    { status: status ? [status as TicketStatus] : null, skip: state.skip, take: state.take },
    (d) => d.sellerTickets,
    state,
  );
  return (
    <Stack gap="4" data-testid="seller-tickets">
      <Flex gap="2" align="center" wrap="wrap">
        <chakra.label htmlFor="seller-tickets-status" fontSize="sm" color="fg.muted">
          <T id="tickets.filter.status" />
        </chakra.label>
        <NativeSelect
          id="seller-tickets-status"
          value={status}
          onChange={(e) => state.update({ filters: { status: e.currentTarget.value } })}
          data-testid="seller-tickets-status"
        >
          <option value="">{t("tickets.filter.anyStatus")}</option>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </NativeSelect>
      </Flex>
      <TicketTable
        list={list}
        state={state}
        pageSizes={SELLER_TICKETS_LIST.pageSizes}
        viewer="seller"
        pathOf={(r) => localePath(locale, `/seller/tickets/${r.id}`)}
        empty={<T id="tickets.emptySeller" />}
      />
    </Stack>
  );
}

export function SellerTicketPage({ id }: { id: string }) {
  const { pathname, state } = useLocation();
  const locale = localeOfPath(pathname);
  const back = (state as { list?: string } | null)?.list ?? "";
  return <TicketView key={id} id={id} viewer="seller" locale={locale} backTo={localePath(locale, `/seller/tickets${back}`)} />;
}
