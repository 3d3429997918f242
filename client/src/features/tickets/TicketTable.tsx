/**
 * A page of tickets as a console list (a table; cards on phones): unread dot and number,
 * subject (with the product), status, and for the seller and support the priority and
 * customer, support also the assignee; the last activity. Each row opens the ticket.
 */
import { Flex, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import { T, useT } from "../../i18n";
import { ConsoleList } from "../console/ConsoleList";
import type { ConsoleColumn } from "../console/ConsoleTable";
import type { ServerList } from "../console/use-server-list";
import { REASON_LABELS, ticketNumber } from "./labels";
import { TicketPriorityBadge, TicketStatusBadge, UnreadDot } from "./TicketParts";
import type { TicketViewer } from "./TicketView";
import type { TicketRow } from "./types";

export function TicketTable({
  list,
  state,
  pageSizes,
  viewer,
  pathOf,
  empty,
}: {
  list: ServerList<TicketRow>;
  state: { page: number; size: number; update(patch: { page?: number; size?: number }): void };
  pageSizes: readonly number[];
  viewer: TicketViewer;
  pathOf(row: TicketRow): string;
  empty: ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  const { search } = useLocation();
  // The ticket's "back" link returns to this very page of the list.
  const back = { list: search };
  const columns: ConsoleColumn<TicketRow>[] = [
    {
      id: "number",
      header: t("tickets.column.number"),
      card: "title",
      cell: (r) => (
        <Flex gap="2" align="center">
          <UnreadDot unread={r.unread} />
          <Link asChild fontWeight="semibold" fontFamily="mono" color="colorPalette.fg">
            <RouterLink to={pathOf(r)} state={back} data-testid="ticket-link">
              {ticketNumber(r.number)}
            </RouterLink>
          </Link>
        </Flex>
      ),
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "subject",
      header: t("tickets.column.subject"),
      card: "line",
      cell: (r) => (
        <Stack gap="0" minW="0">
          <Text as="span" fontWeight={r.unread ? "semibold" : "normal"} truncate title={r.subject}>
            {r.subject}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" truncate>
            <T id={REASON_LABELS[r.reason]} />
            {r.productName && ` · ${r.productName}`}
            {r.orderNumber && ` · ${r.orderNumber}`}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: viewer === "staff" ? "60" : "80" } }),
    },
    { id: "status", header: t("tickets.column.status"), cell: (r) => <TicketStatusBadge status={r.status} /> },
  ];
  if (viewer !== "customer") {
    columns.push({ id: "priority", header: t("tickets.column.priority"), cell: (r) => <TicketPriorityBadge priority={r.priority} /> });
    columns.push({
      id: "customer",
      header: t("tickets.column.customer"),
      card: "line",
      cell: (r) => r.customerEmail ?? r.customerName,
      cellProps: (r) => ({ maxW: { sm: "44" }, truncate: true, title: r.customerEmail ?? r.customerName }),
    });
  }
  if (viewer === "staff")
    columns.push({
      id: "assignee",
      header: t("tickets.column.assignee"),
      card: "meta",
      cell: (r) => r.assignee?.name ?? <T id="tickets.unassigned" />,
    });
  columns.push({
    id: "activity",
    header: t("tickets.column.activity"),
    card: "meta",
    // Date over time in the table (narrower), one line on a phone's card.
    cell: (r) => (
      <time dateTime={r.lastMessageAt}>
        <Text as="span" display={{ sm: "block" }}>
          {intl.formatDate(r.lastMessageAt, { dateStyle: "medium" })}
        </Text>{" "}
        <Text as="span" display={{ sm: "block" }} fontSize={{ sm: "xs" }} color={{ sm: "fg.muted" }}>
          {intl.formatTime(r.lastMessageAt, { timeStyle: "short" })}
        </Text>
      </time>
    ),
    cellProps: () => ({ whiteSpace: "nowrap", fontSize: "sm" }),
  });
  return (
    <ConsoleList
      caption={t("tickets.caption")}
      columns={columns}
      list={list}
      state={state}
      pageSizes={pageSizes}
      prefix="tickets"
      rowKey={(r) => r.id}
      rowProps={(r) => ({ "data-ticket": String(r.number), "data-status": r.status, "data-unread": r.unread ? "true" : "false" })}
      empty={empty}
      data-testid="tickets-table"
    />
  );
}
