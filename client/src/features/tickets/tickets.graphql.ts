/**
 * The support tickets' GraphQL documents: the customer's list and thread, the seller's list,
 * support's queue, and the mutations (open, reply, status, priority, assignment, read, key
 * replacement); the header's unread count is accounts/ticket-unread.ts. Each mutation answers
 * the whole ticket, so the thread updates in place.
 */
import { graphql } from "../../gql/index.js";

/** What a list row shows (the customer's, the seller's, the queue). */
export const TicketRowFields = graphql(`
  fragment TicketRowFields on Ticket {
    id
    number
    reason
    subject
    status
    priority
    orderNumber
    productName
    sellerName
    customerName
    customerEmail
    assignee {
      id
      name
    }
    createdAt
    updatedAt
    lastMessageAt
    unread
    messageCount
  }
`);

/** A ticket with its thread, the order line's keys and what the reader may do. */
export const TicketDetailFields = graphql(`
  fragment TicketDetailFields on Ticket {
    ...TicketRowFields
    orderId
    orderItemId
    messages {
      id
      party
      authorName
      body
      createdAt
      attachments {
        id
        fileName
        contentType
        size
        url
      }
    }
    events {
      id
      kind
      party
      actorName
      fromStatus
      toStatus
      fromPriority
      toPriority
      note
      noteCode
      noteParams
      createdAt
    }
    keys {
      id
      state
      contentType
      deliveredAt
      revealedAt
    }
    allowedStatuses
    canReplaceKey
  }
`);

/** The signed-in customer's own tickets, newest activity first. */
export const MyTicketsQuery = graphql(`
  query MyTickets($status: [TicketStatus!], $skip: Int!, $take: Int!) {
    myTickets(status: $status, skip: $skip, take: $take) {
      totalItems
      items {
        ...TicketRowFields
      }
    }
  }
`);

/** Tickets about the seller's own keys. */
export const SellerTicketsQuery = graphql(`
  query SellerTickets($status: [TicketStatus!], $skip: Int!, $take: Int!) {
    sellerTickets(status: $status, skip: $skip, take: $take) {
      totalItems
      items {
        ...TicketRowFields
      }
    }
  }
`);

/** Support's queue (filters, sort and page in `input`). */
export const TicketQueueQuery = graphql(`
  query TicketQueue($input: TicketQueueInput) {
    ticketQueue(input: $input) {
      totalItems
      items {
        ...TicketRowFields
      }
    }
  }
`);

/** One ticket with its messages, events and the order line's keys (null: unknown or foreign). */
export const TicketQuery = graphql(`
  query Ticket($id: ID!) {
    ticket(id: $id) {
      ...TicketDetailFields
    }
  }
`);

export const OpenTicketMutation = graphql(`
  mutation OpenTicket($input: OpenTicketInput!) {
    openTicket(input: $input) {
      __typename
      ... on Ticket {
        ...TicketDetailFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on TicketAttachmentError {
        attachmentId
      }
    }
  }
`);

export const ReplyToTicketMutation = graphql(`
  mutation ReplyToTicket($input: ReplyToTicketInput!) {
    replyToTicket(input: $input) {
      __typename
      ... on Ticket {
        ...TicketDetailFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on TicketAttachmentError {
        attachmentId
      }
    }
  }
`);

export const SetTicketStatusMutation = graphql(`
  mutation SetTicketStatus($input: SetTicketStatusInput!) {
    setTicketStatus(input: $input) {
      __typename
      ... on Ticket {
        ...TicketDetailFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on TicketTransitionError {
        from
        to
      }
    }
  }
`);

export const SetTicketPriorityMutation = graphql(`
  mutation SetTicketPriority($input: SetTicketPriorityInput!) {
    setTicketPriority(input: $input) {
      ...TicketDetailFields
    }
  }
`);

export const AssignTicketMutation = graphql(`
  mutation AssignTicket($input: AssignTicketInput!) {
    assignTicket(input: $input) {
      ...TicketDetailFields
    }
  }
`);

export const MarkTicketReadMutation = graphql(`
  mutation MarkTicketRead($input: MarkTicketReadInput!) {
    markTicketRead(input: $input) {
      id
      unread
    }
  }
`);

export const ReplaceTicketKeyMutation = graphql(`
  mutation ReplaceTicketKey($input: ReplaceTicketKeyInput!) {
    replaceTicketKey(input: $input) {
      __typename
      ... on KeyReplaced {
        ticket {
          ...TicketDetailFields
        }
        newKey {
          id
          state
          contentType
          deliveredAt
          revealedAt
        }
      }
      ... on KeyRefundedForNoStock {
        ticket {
          ...TicketDetailFields
        }
        refunded {
          amount
          currency
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
