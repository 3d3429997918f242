/**
 * /account/tickets (the account's Help tab): the customer's own tickets, newest activity
 * first (number with an unread dot, subject, status, last activity), a page at a time, and
 * "New request" (a general ticket, not about an order line). /account/tickets/:id: one of
 * them (TicketView as the customer).
 */
import { Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { T } from "../../i18n";
import { localePath, type Locale } from "../../lib/locale";
import { Panel } from "../accounts/ui";
import { useListState, type ListSpec } from "../console/list-state";
import { useServerList } from "../console/use-server-list";
import { TicketForm } from "./TicketForm";
import { TicketTable } from "./TicketTable";
import { TicketView } from "./TicketView";
import { MyTicketsQuery } from "./tickets.graphql";

export const MY_TICKETS_LIST: ListSpec = { pageSizes: [10, 20, 50], defaultSize: 10 };

export function MyTicketsPage({ locale }: { locale: Locale }) {
  const state = useListState(MY_TICKETS_LIST);
  const [asking, setAsking] = useState(false);
  const list = useServerList(MyTicketsQuery, { skip: state.skip, take: state.take }, (d) => d.myTickets, state);
  return (
    <Stack gap="5" data-testid="my-tickets">
      <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
        <Stack gap="1">
          <Heading as="h2" size="lg">
            <T id="tickets.title" />
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <T id="tickets.intro" />
          </Text>
        </Stack>
        {!asking && (
          <Button onClick={() => setAsking(true)} data-testid="ticket-new">
            <T id="tickets.new" />
          </Button>
        )}
      </Flex>
      {asking && (
        <Panel title={<T id="tickets.new" />} description={<T id="tickets.newHint" />} data-testid="ticket-new-panel">
          <TicketForm locale={locale} onCancel={() => setAsking(false)} />
        </Panel>
      )}
      <TicketTable
        list={list}
        state={state}
        pageSizes={MY_TICKETS_LIST.pageSizes}
        viewer="customer"
        pathOf={(r) => localePath(locale, `/account/tickets/${r.id}`)}
        empty={<T id="tickets.empty" />}
      />
    </Stack>
  );
}

export function MyTicketPage({ id, locale }: { id: string; locale: Locale }) {
  return <TicketView key={id} id={id} viewer="customer" locale={locale} backTo={localePath(locale, "/account/tickets")} />;
}
