/**
 * Opening a ticket: the reason (from an order line: key not working, wrong region, not
 * received, other), the subject (prefilled from the reason and the product), the text and up
 * to three screenshots. Sent, it opens the new ticket's page. Without an order line it is a
 * general request.
 */
import { Button, chakra, Flex, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { NativeSelect } from "../../components/NativeSelect";
import { T, useT, type MessageId } from "../../i18n";
import { localePath, type Locale } from "../../lib/locale";
import { Notice } from "../accounts/ui";
import { REASON_LABELS, REASON_SUBJECTS, TICKET_REASONS } from "./labels";
import { type OpenOutcome, useTicketActions } from "./ticket-actions";
import { AttachmentPicker, useAttachments } from "./TicketParts";
import type { TicketReason } from "./types";

const SUBJECT = { min: 3, max: 120 };
const BODY = { min: 10, max: 5000 };

const REFUSALS: Record<Exclude<OpenOutcome, { ok: true }>["reason"], MessageId> = {
  limit: "tickets.form.limit",
  attachment: "tickets.reply.attachment",
  failed: "tickets.form.failed",
};

export function TicketForm({
  locale,
  orderItemId,
  productName,
  reason: initialReason = "other",
  onCancel,
}: {
  locale: Locale;
  orderItemId?: string;
  productName?: string;
  reason?: TicketReason;
  onCancel(): void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const actions = useTicketActions();
  const subjectFor = (r: TicketReason) => (productName ? t(REASON_SUBJECTS[r], { product: productName }) : "");
  const [reason, setReason] = useState<TicketReason>(initialReason);
  const [subject, setSubject] = useState(subjectFor(initialReason));
  const [subjectTouched, setSubjectTouched] = useState(false);
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<MessageId | null>(null);
  const [shown, setShown] = useState(false);
  const attachments = useAttachments();
  const subjectError = subject.trim().length < SUBJECT.min;
  const bodyError = body.trim().length < BODY.min;
  const prefix = orderItemId ? `ticket-form-${orderItemId}` : "ticket-form";

  const submit = async () => {
    setShown(true);
    if (subjectError || bodyError || attachments.busy) return;
    setSending(true);
    setRefusal(null);
    const outcome = await actions.open({
      orderItemId: orderItemId ?? null,
      reason,
      subject: subject.trim(),
      body: body.trim(),
      attachmentIds: attachments.ids,
    });
    setSending(false);
    if (outcome.ok) void navigate(localePath(locale, `/account/tickets/${outcome.ticket.id}`));
    else setRefusal(REFUSALS[outcome.reason]);
  };

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="ticket-form"
    >
      <Stack gap="1">
        <chakra.label htmlFor={`${prefix}-reason`} fontSize="sm" fontWeight="medium">
          <T id="tickets.form.reason" />
        </chakra.label>
        <NativeSelect
          id={`${prefix}-reason`}
          value={reason}
          onChange={(e) => {
            const next = e.currentTarget.value as TicketReason;
            setReason(next);
            if (!subjectTouched) setSubject(subjectFor(next));
          }}
          data-testid="ticket-form-reason"
        >
          {TICKET_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(REASON_LABELS[r])}
            </option>
          ))}
        </NativeSelect>
      </Stack>
      <Stack gap="1">
        <chakra.label htmlFor={`${prefix}-subject`} fontSize="sm" fontWeight="medium">
          <T id="tickets.form.subject" />
        </chakra.label>
        <Input
          id={`${prefix}-subject`}
          value={subject}
          maxLength={SUBJECT.max}
          onChange={(e) => {
            setSubject(e.currentTarget.value);
            setSubjectTouched(true);
          }}
          aria-invalid={shown && subjectError}
          data-testid="ticket-form-subject"
        />
        {shown && subjectError && (
          <Text fontSize="xs" color="fg.error">
            <T id="tickets.form.subjectTooShort" values={{ min: SUBJECT.min }} />
          </Text>
        )}
      </Stack>
      <Stack gap="1">
        <chakra.label htmlFor={`${prefix}-body`} fontSize="sm" fontWeight="medium">
          <T id="tickets.form.body" />
        </chakra.label>
        <Textarea
          id={`${prefix}-body`}
          value={body}
          rows={5}
          maxLength={BODY.max}
          borderWidth="1px"
          borderColor="border.emphasized"
          placeholder={t("tickets.form.bodyPlaceholder")}
          onChange={(e) => setBody(e.currentTarget.value)}
          aria-invalid={shown && bodyError}
          data-testid="ticket-form-body"
        />
        {shown && bodyError && (
          <Text fontSize="xs" color="fg.error">
            <T id="tickets.form.bodyTooShort" values={{ min: BODY.min }} />
          </Text>
        )}
      </Stack>
      <AttachmentPicker state={attachments} disabled={sending} />
      {refusal && <Notice status="error" title={<T id={refusal} />} data-testid="ticket-form-error" />}
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          <T id="common.cancel" />
        </Button>
        <Button type="submit" loading={sending} disabled={attachments.busy} data-testid="ticket-form-send">
          <T id="tickets.form.send" />
        </Button>
      </Flex>
    </chakra.form>
  );
}
