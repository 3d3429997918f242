/**
 * /admin/tickets: support's queue, a page at a time, filtered by status, priority, reason,
 * age ("no reply for more than N hours"), assignment (mine, unassigned) and a search (ticket
 * number, customer email, order number), sorted by priority (urgent first, then oldest), newest,
 * oldest or last activity; all of it in the query string, answered by the server.
 * /admin/tickets/:id: one ticket with the staff's controls (TicketView as staff).
 */
import { Button, chakra, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLocation } from "react-router";
import { NativeSelect } from "../../components/NativeSelect";
import { T, useT, type MessageId } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { ConsoleSearch } from "../console/ConsoleSearch";
import { useListState, type ListSpec } from "../console/list-state";
import { useServerList } from "../console/use-server-list";
import {
  AGE_HOURS,
  PRIORITY_LABELS,
  REASON_LABELS,
  SORT_LABELS,
  STATUS_LABELS,
  TICKET_PRIORITIES,
  TICKET_REASONS,
  TICKET_SORTS,
  TICKET_STATUSES,
} from "./labels";
import { TicketTable } from "./TicketTable";
import { TicketView } from "./TicketView";
import { TicketQueueQuery } from "./tickets.graphql";
import type { TicketPriority, TicketQueueInput, TicketReason, TicketSort, TicketStatus } from "./types";

type Filter = "status" | "priority" | "reason" | "age" | "assigned" | "q";

export const QUEUE_LIST: ListSpec<Filter, TicketSort> = {
  pageSizes: [10, 20, 50],
  defaultSize: 20,
  filters: {
    status: { values: TICKET_STATUSES },
    priority: { values: TICKET_PRIORITIES },
    reason: { values: TICKET_REASONS },
    age: { values: AGE_HOURS },
    assigned: { values: ["me", "none"] },
    q: {},
  },
  sorts: TICKET_SORTS,
};

/** The queue's input for the URL's filters (a filter the URL does not name is no filter). */
export function queueInput(f: Record<Filter, string>, sort: TicketSort | undefined, skip: number, take: number): TicketQueueInput {
  return {
    status: f.status ? [f.status as TicketStatus] : null,
    priority: f.priority ? [f.priority as TicketPriority] : null,
    reason: (f.reason || null) as TicketReason | null,
    olderThanHours: f.age ? Number(f.age) : null,
    assignedToMe: f.assigned === "me" ? true : null,
    unassigned: f.assigned === "none" ? true : null,
    search: f.q || null,
    sort: sort ?? null,
    skip,
    take,
  };
}

function FilterSelect(props: {
  id: string;
  label: MessageId;
  any?: MessageId;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(v: string): void;
}) {
  const t = useT();
  return (
    <Stack gap="1" minW="0">
      <chakra.label htmlFor={props.id} fontSize="sm" color="fg.muted">
        <T id={props.label} />
      </chakra.label>
      <NativeSelect id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} data-testid={props.id}>
        {props.any && <option value="">{t(props.any)}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Stack>
  );
}

export function AdminTicketsPage() {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const state = useListState(QUEUE_LIST);
  const f = state.filters;
  const list = useServerList(TicketQueueQuery, { input: queueInput(f, state.sort, state.skip, state.take) }, (d) => d.ticketQueue, state);
  const active = Object.values(f).some((v) => v !== "");
  return (
    <Stack gap="4" data-testid="admin-tickets">
      <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p="3" data-testid="tickets-filters">
        <Flex gap="3" align="flex-end" wrap="wrap">
          <ConsoleSearch
            label={t("tickets.filter.search")}
            placeholder={t("tickets.filter.searchPlaceholder")}
            value={f.q}
            onSearch={(q) => state.update({ filters: { q } })}
            data-testid="tickets-search"
          />
          <Button
            size="sm"
            variant={f.assigned === "me" ? "solid" : "outline"}
            aria-pressed={f.assigned === "me"}
            onClick={() => state.update({ filters: { assigned: f.assigned === "me" ? "" : "me" } })}
            data-testid="tickets-mine"
          >
            <T id="tickets.filter.mine" />
          </Button>
          <Button
            size="sm"
            variant={f.assigned === "none" ? "solid" : "outline"}
            aria-pressed={f.assigned === "none"}
            onClick={() => state.update({ filters: { assigned: f.assigned === "none" ? "" : "none" } })}
            data-testid="tickets-unassigned"
          >
            <T id="tickets.filter.unassigned" />
          </Button>
          {active && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => state.update({ filters: { status: "", priority: "", reason: "", age: "", assigned: "", q: "" } })}
              data-testid="tickets-clear"
            >
              <T id="tickets.filter.clear" />
            </Button>
          )}
        </Flex>
        <SimpleGrid
          columns={{ base: 2, md: 5 }}
          gap="3"
          css={{ "& .km-select": { display: "flex", width: "100%" }, "& .km-select__field": { width: "100%", minWidth: 0, textOverflow: "ellipsis" } }}
        >
          <FilterSelect
            id="tickets-status"
            label="tickets.filter.status"
            any="tickets.filter.anyStatus"
            value={f.status}
            options={TICKET_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
            onChange={(status) => state.update({ filters: { status } })}
          />
          <FilterSelect
            id="tickets-priority"
            label="tickets.filter.priority"
            any="tickets.filter.anyPriority"
            value={f.priority}
            options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(PRIORITY_LABELS[p]) }))}
            onChange={(priority) => state.update({ filters: { priority } })}
          />
          <FilterSelect
            id="tickets-reason"
            label="tickets.filter.reason"
            any="tickets.filter.anyReason"
            value={f.reason}
            options={TICKET_REASONS.map((r) => ({ value: r, label: t(REASON_LABELS[r]) }))}
            onChange={(reason) => state.update({ filters: { reason } })}
          />
          <FilterSelect
            id="tickets-age"
            label="tickets.filter.age"
            any="tickets.filter.anyAge"
            value={f.age}
            options={AGE_HOURS.map((h) => ({ value: h, label: t("tickets.filter.ageHours", { hours: Number(h) }) }))}
            onChange={(age) => state.update({ filters: { age } })}
          />
          <FilterSelect
            id="tickets-sort"
            label="tickets.filter.sort"
            value={state.sort ?? "PRIORITY"}
            options={TICKET_SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))}
            onChange={(sort) => state.update({ sort: sort as TicketSort })}
          />
        </SimpleGrid>
      </Stack>
      <Text fontSize="sm" color="fg.muted" data-testid="tickets-count">
        <T id="tickets.count" values={{ total: list.total }} />
      </Text>
      <TicketTable
        list={list}
        state={state}
        pageSizes={QUEUE_LIST.pageSizes}
        viewer="staff"
        pathOf={(r) => localePath(locale, `/admin/tickets/${r.id}`)}
        empty={<T id={active ? "tickets.emptyFiltered" : "tickets.emptyQueue"} />}
      />
    </Stack>
  );
}

export function AdminTicketPage({ id }: { id: string }) {
  const { pathname, state } = useLocation();
  const locale = localeOfPath(pathname);
  const back = (state as { list?: string } | null)?.list ?? "";
  return <TicketView key={id} id={id} viewer="staff" locale={locale} backTo={localePath(locale, `/admin/tickets${back}`)} />;
}
