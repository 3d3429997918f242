/**
 * The pieces every ticket screen shares (customer, seller, support): the status, priority
 * and unread marks, the screenshots picker with its uploads, the thread (messages with who
 * wrote them, their screenshots as thumbnails opening full size, and the events inline in
 * time order), and the reply box.
 */
import { Badge, Box, Button, chakra, CloseButton, Flex, HStack, Image, Link, Progress, Stack, Text, Textarea } from "@chakra-ui/react";
import { useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { T, useT, type MessageId } from "../../i18n";
import { useCodedText } from "../../i18n/coded-text";
import { Notice } from "../accounts/ui";
import { type AttachmentErrorCode, precheckAttachment, uploadAttachment } from "./attachments";
import {
  ATTACHMENT_TYPES,
  EVENT_LABELS,
  MAX_ATTACHMENTS,
  NOTE_AMOUNTS,
  NOTE_LABELS,
  PARTY_LABELS,
  PARTY_PALETTES,
  PRIORITY_LABELS,
  PRIORITY_PALETTES,
  STATUS_LABELS,
  STATUS_PALETTES,
} from "./labels";
import type { TicketAttachment, TicketDetail, TicketEvent, TicketMessage, TicketPriority, TicketStatus } from "./types";

export function TicketStatusBadge({ status, size }: { status: TicketStatus; size?: "sm" | "md" | "lg" }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size={size} data-testid="ticket-status" data-status={status}>
      <T id={STATUS_LABELS[status]} />
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge colorPalette={PRIORITY_PALETTES[priority]} variant="outline" data-testid="ticket-priority" data-priority={priority}>
      <T id={PRIORITY_LABELS[priority]} />
    </Badge>
  );
}

/** A dot before a ticket with something unread (named for screen readers). */
export function UnreadDot({ unread }: { unread: boolean }) {
  const t = useT();
  if (!unread) return <Box as="span" w="2" h="2" flexShrink={0} aria-hidden="true" />;
  return (
    <Box as="span" w="2" h="2" rounded="full" bg="colorPalette.solid" flexShrink={0} role="img" aria-label={t("tickets.unread")} data-testid="ticket-unread" />
  );
}

/** A date with its time, in the reader's language. */
export function When({ iso }: { iso: string }) {
  const intl = useIntl();
  return <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" })}</time>;
}

const ATTACHMENT_ERRORS: Record<AttachmentErrorCode, MessageId> = {
  TOO_LARGE: "tickets.attach.tooLarge",
  NOT_AN_IMAGE: "tickets.attach.notAnImage",
  FAILED: "tickets.attach.failed",
};

interface Upload {
  key: number;
  name: string;
  progress: number;
  attachment?: TicketAttachment;
  error?: AttachmentErrorCode;
}

export interface AttachmentsState {
  uploads: Upload[];
  /** The ids to send with the message (the uploads that succeeded). */
  ids: string[];
  busy: boolean;
  add(files: FileList | File[]): void;
  remove(key: number): void;
  clear(): void;
}

/** Up to three screenshots, each checked, then uploaded at once with its progress. */
export function useAttachments(): AttachmentsState {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const patch = (key: number, p: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...p } : u)));
  const add = (files: FileList | File[]) => {
    const kept = uploads.filter((u) => !u.error).length;
    const chosen = Array.from(files).slice(0, Math.max(0, MAX_ATTACHMENTS - kept));
    const fresh = chosen.map((file) => ({
      file,
      upload: { key: next.current++, name: file.name, progress: 0, error: precheckAttachment(file) ?? undefined } as Upload,
    }));
    setUploads((all) => [...all.filter((u) => !u.error), ...fresh.map((f) => f.upload)]);
    for (const { file, upload } of fresh) {
      if (upload.error) continue;
      void uploadAttachment(file, (progress) => patch(upload.key, { progress })).then((outcome) =>
        patch(upload.key, outcome.ok ? { progress: 1, attachment: outcome.attachment } : { error: outcome.code }),
      );
    }
  };
  return {
    uploads,
    ids: uploads.flatMap((u) => (u.attachment ? [u.attachment.id] : [])),
    busy: uploads.some((u) => !u.attachment && !u.error),
    add,
    remove: (key) => setUploads((all) => all.filter((u) => u.key !== key)),
    clear: () => setUploads([]),
  };
}

/** The screenshots' file button and the list of chosen files with their progress or error. */
export function AttachmentPicker({ state, disabled }: { state: AttachmentsState; disabled?: boolean }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const kept = state.uploads.filter((u) => !u.error).length;
  return (
    <Stack gap="2" data-testid="ticket-attachments">
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled || kept >= MAX_ATTACHMENTS} data-testid="ticket-attach">
          <T id="tickets.attach.add" />
        </Button>
        <Text fontSize="xs" color="fg.muted">
          <T id="tickets.attach.hint" values={{ max: MAX_ATTACHMENTS }} />
        </Text>
        <chakra.input
          ref={input}
          type="file"
          accept={ATTACHMENT_TYPES.join(",")}
          multiple
          hidden
          aria-label={t("tickets.attach.add")}
          data-testid="ticket-attach-input"
          onChange={(e) => {
            if (e.currentTarget.files?.length) state.add(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
      </HStack>
      {state.uploads.length > 0 && (
        <chakra.ul m="0" p="0" display="flex" flexDirection="column" gap="2">
          {state.uploads.map((u) => (
            <chakra.li key={u.key} listStyleType="none" data-testid="ticket-upload" data-state={u.error ? "error" : u.attachment ? "done" : "uploading"}>
              <Flex gap="2" align="center">
                <Text fontSize="sm" truncate flex="1" minW="0">
                  {u.name}
                </Text>
                <CloseButton size="2xs" aria-label={t("tickets.attach.remove", { name: u.name })} onClick={() => state.remove(u.key)} />
              </Flex>
              {u.error ? (
                <Text fontSize="xs" color="fg.error" data-testid="ticket-upload-error">
                  <T id={ATTACHMENT_ERRORS[u.error]} values={{ max: "5 MB" }} />
                </Text>
              ) : (
                !u.attachment && (
                  <Progress.Root size="xs" value={Math.round(u.progress * 100)} aria-label={t("tickets.attach.uploading", { name: u.name })}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )
              )}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}

/** A message's screenshots as thumbnails, each opening the full image. */
function Thumbnails({ attachments }: { attachments: TicketAttachment[] }) {
  const t = useT();
  if (attachments.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" data-testid="ticket-message-attachments">
      {attachments.map((a) => (
        <Link key={a.id} href={a.url} target="_blank" rel="noopener" title={a.fileName} data-testid="ticket-attachment">
          <Image
            src={a.url}
            alt={t("tickets.attach.open", { name: a.fileName })}
            w="24"
            h="16"
            objectFit="cover"
            rounded="l2"
            borderWidth="1px"
            borderColor="border.muted"
            loading="lazy"
          />
        </Link>
      ))}
    </Flex>
  );
}

function MessageItem({ message, own }: { message: TicketMessage; own: boolean }) {
  return (
    <chakra.li
      listStyleType="none"
      data-testid="ticket-message"
      data-party={message.party}
      alignSelf={own ? "flex-end" : "flex-start"}
      maxW={{ base: "full", md: "85%" }}
      w="full"
    >
      <Box bg={own ? "colorPalette.subtle" : "bg.panel"} borderWidth="1px" borderColor={own ? "colorPalette.muted" : "border.muted"} rounded="l3" p="3">
        <Stack gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold" fontSize="sm">
              {message.authorName}
            </Text>
            <Badge size="sm" variant="surface" colorPalette={PARTY_PALETTES[message.party]} data-testid="ticket-party">
              <T id={PARTY_LABELS[message.party]} />
            </Badge>
            <Text fontSize="xs" color="fg.muted" ms="auto">
              <When iso={message.createdAt} />
            </Text>
          </Flex>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
            {message.body}
          </Text>
          <Thumbnails attachments={message.attachments} />
        </Stack>
      </Box>
    </chakra.li>
  );
}

function EventItem({ event }: { event: TicketEvent }) {
  const t = useT();
  const noteText = useCodedText(NOTE_LABELS, NOTE_AMOUNTS);
  const actor = event.actorName ?? t(PARTY_LABELS[event.party]);
  const label = EVENT_LABELS[event.kind];
  const values = {
    actor,
    from: event.fromStatus ? t(STATUS_LABELS[event.fromStatus]) : event.fromPriority ? t(PRIORITY_LABELS[event.fromPriority]) : "",
    to: event.toStatus ? t(STATUS_LABELS[event.toStatus]) : event.toPriority ? t(PRIORITY_LABELS[event.toPriority]) : "",
  };
  return (
    <chakra.li listStyleType="none" data-testid="ticket-event" data-kind={event.kind} alignSelf="center" textAlign="center" px="2">
      <Text fontSize="xs" color="fg.muted">
        {label ? <T id={label} values={values} /> : event.kind}
        {event.note && (
          <>
            {" · "}
            <span data-testid="ticket-event-note" data-code={event.noteCode ?? undefined}>
              {noteText({ text: event.note, code: event.noteCode, params: event.noteParams })}
            </span>
          </>
        )}
        {" · "}
        <When iso={event.createdAt} />
      </Text>
    </chakra.li>
  );
}

/** Messages and events in time order; `ownParty` draws the reader's own messages on the right. */
export function TicketThread({ ticket, ownParty }: { ticket: Pick<TicketDetail, "messages" | "events">; ownParty: TicketMessage["party"] }) {
  const t = useT();
  const items = [
    ...ticket.messages.map((m) => ({ at: m.createdAt, node: <MessageItem key={`m${m.id}`} message={m} own={m.party === ownParty} /> })),
    // "opened" is the first message itself.
    ...ticket.events.filter((e) => e.kind !== "opened").map((e) => ({ at: e.createdAt, node: <EventItem key={`e${e.id}`} event={e} /> })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <chakra.ol m="0" p="0" display="flex" flexDirection="column" gap="3" aria-label={t("tickets.thread")} data-testid="ticket-thread">
      {items.map((i) => i.node)}
    </chakra.ol>
  );
}

/** Why a reply was refused. */
export type ReplyRefusal = "closed" | "attachment" | "failed";

const REPLY_ERRORS: Record<ReplyRefusal, MessageId> = {
  closed: "tickets.reply.closed",
  attachment: "tickets.reply.attachment",
  failed: "tickets.reply.failed",
};

/** The reply box: the text (1 to 5000 characters), up to three screenshots, send; `extra` buttons beside "Send". */
export function ReplyBox({
  onSend,
  disabled,
  extra,
}: {
  onSend(body: string, attachmentIds: string[]): Promise<ReplyRefusal | null>;
  disabled?: boolean;
  extra?: ReactNode;
}) {
  const t = useT();
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<ReplyRefusal | null>(null);
  const attachments = useAttachments();
  const ready = body.trim().length >= 1 && !attachments.busy && !sending;
  const send = async () => {
    setSending(true);
    setRefusal(null);
    const outcome = await onSend(body.trim(), attachments.ids).catch(() => "failed" as const);
    setSending(false);
    setRefusal(outcome);
    if (!outcome) {
      setBody("");
      attachments.clear();
    }
  };
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void send();
      }}
      data-testid="ticket-reply"
    >
      <chakra.label htmlFor="ticket-reply-body" fontWeight="medium" fontSize="sm">
        <T id="tickets.reply.label" />
      </chakra.label>
      <Textarea
        id="ticket-reply-body"
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        rows={4}
        maxLength={5000}
        borderWidth="1px"
        borderColor="border.emphasized"
        placeholder={t("tickets.reply.placeholder")}
        disabled={disabled}
        data-testid="ticket-reply-body"
      />
      <AttachmentPicker state={attachments} disabled={disabled} />
      {refusal && <Notice status="error" title={<T id={REPLY_ERRORS[refusal]} />} data-testid="ticket-reply-error" />}
      <Flex gap="2" wrap="wrap" justify="flex-end">
        {extra}
        <Button type="submit" disabled={!ready || disabled} loading={sending} data-testid="ticket-reply-send">
          <T id="tickets.reply.send" />
        </Button>
      </Flex>
    </Stack>
  );
}
