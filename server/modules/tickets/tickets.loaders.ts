/**
 * Per-request DataLoaders of tickets: messages (with their attachments and authors), message
 * counts and events of a page of tickets, one statement each whatever the page size.
 */
import DataLoader from "dataloader";
import type { EntityManager } from "typeorm";
import type { TicketPriority, TicketStatus } from "../../common/enums.js";
import type { TicketPartyValue } from "./ticket.entities.js";

export interface TicketMessageRow {
  id: string;
  ticketId: string;
  party: TicketPartyValue;
  body: string;
  createdAt: Date;
  authorFirst: string | null;
  authorLast: string | null;
  authorEmail: string | null;
  sellerName: string | null;
  attachments: { id: string; fileName: string; contentType: string; size: number }[];
}

export interface TicketEventRow {
  id: string;
  ticketId: string;
  kind: string;
  party: TicketPartyValue;
  actorFirst: string | null;
  actorLast: string | null;
  actorEmail: string | null;
  sellerName: string | null;
  fromStatus: TicketStatus | null;
  toStatus: TicketStatus | null;
  fromPriority: TicketPriority | null;
  toPriority: TicketPriority | null;
  note: string | null;
  noteCode: string | null;
  noteParams: Record<string, unknown> | null;
  createdAt: Date;
}

export interface TicketLoaders {
  ticketMessages: DataLoader<string, TicketMessageRow[]>;
  ticketMessageCount: DataLoader<string, number>;
  ticketEvents: DataLoader<string, TicketEventRow[]>;
}

export function createTicketLoaders(manager: () => EntityManager): TicketLoaders {
  const ticketMessages = new DataLoader<string, TicketMessageRow[]>(async (ids) => {
    const rows: TicketMessageRow[] = await manager().query(
      `SELECT m.id::text, m.ticket_id AS "ticketId", m.party, m.body, m.created_at AS "createdAt",
              u.name AS "authorFirst", u.surname AS "authorLast", u.email AS "authorEmail", s.name AS "sellerName",
              coalesce((SELECT json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'contentType', a.content_type, 'size', a.size) ORDER BY a.created_at, a.id)
                          FROM ticket_attachments a WHERE a.message_id = m.id), '[]'::json) AS attachments
         FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id
         LEFT JOIN users u ON u.id = m.author_id LEFT JOIN seller_profiles s ON s.id = t.seller_id
        WHERE m.ticket_id = ANY($1::uuid[]) ORDER BY m.id`,
      [ids],
    );
    return ids.map((id) => rows.filter((r) => r.ticketId === id));
  });
  const ticketMessageCount = new DataLoader<string, number>(async (ids) => {
    const rows: { ticketId: string; n: number }[] = await manager().query(
      `SELECT ticket_id AS "ticketId", count(*)::int AS n FROM ticket_messages WHERE ticket_id = ANY($1::uuid[]) GROUP BY ticket_id`,
      [ids],
    );
    const by = new Map(rows.map((r) => [r.ticketId, r.n]));
    return ids.map((id) => by.get(id) ?? 0);
  });
  const ticketEvents = new DataLoader<string, TicketEventRow[]>(async (ids) => {
    const rows: TicketEventRow[] = await manager().query(
      `SELECT e.id::text, e.ticket_id AS "ticketId", e.kind, e.party, e.from_status AS "fromStatus", e.to_status AS "toStatus",
              e.from_priority AS "fromPriority", e.to_priority AS "toPriority", e.note,
              e.note_code AS "noteCode", e.note_params AS "noteParams", e.created_at AS "createdAt",
              u.name AS "actorFirst", u.surname AS "actorLast", u.email AS "actorEmail", s.name AS "sellerName"
         FROM ticket_events e JOIN tickets t ON t.id = e.ticket_id
         LEFT JOIN users u ON u.id = e.actor_id LEFT JOIN seller_profiles s ON s.id = t.seller_id
        WHERE e.ticket_id = ANY($1::uuid[]) ORDER BY e.id`,
      [ids],
    );
    return ids.map((id) => rows.filter((r) => r.ticketId === id));
  });
  return { ticketMessages, ticketMessageCount, ticketEvents };
}
