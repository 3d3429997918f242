/**
 * "Report a problem" under an order line: opens the ticket form for that line (key not
 * working by default; wrong region, not received or other), its subject prefilled with the
 * product's name. Sent, the new ticket's page opens.
 */
import { Box, Button } from "@chakra-ui/react";
import { useState } from "react";
import { T } from "../../i18n";
import type { Locale } from "../../lib/locale";
import { TicketForm } from "./TicketForm";

export function ReportProblem({ orderItemId, productName, locale }: { orderItemId: string; productName: string; locale: Locale }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)} data-testid="report-problem">
        <T id="tickets.report" />
      </Button>
    );
  return (
    <Box borderTopWidth="1px" borderColor="border.muted" pt="3" data-testid="report-problem-form">
      <TicketForm locale={locale} orderItemId={orderItemId} productName={productName} reason="key_not_working" onCancel={() => setOpen(false)} />
    </Box>
  );
}
