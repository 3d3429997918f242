/** GraphQL of support tickets and key replacements. Thin: one service call each; a ticket's lists resolve by DataLoader. */
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { TicketStatus } from "../../common/enums.js";
import { argRule } from "../../core/validation/index.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import type { RequestContext } from "../../graphql/context.js";
import { OrderKeyView } from "../orders/orders.types.js";
import { allowedStatuses, nameFor } from "./tickets.service.js";
import type { TicketNoteCode } from "./ticket-notes.js";
import {
  AssignTicketInput,
  MarkTicketReadInput,
  OpenTicketInput,
  OpenTicketResult,
  ReplaceTicketKeyInput,
  ReplaceTicketKeyResult,
  ReplyToTicketInput,
  ReplyToTicketResult,
  SetTicketPriorityInput,
  SetTicketStatusInput,
  SetTicketStatusResult,
  TicketEventView,
  TicketList,
  TicketMessageView,
  TicketParty,
  TicketQueueInput,
  ticketRules,
  TicketView,
} from "./tickets.types.js";

@Resolver(() => TicketView)
export class TicketsResolver {
  @Authorized("tickets:info")
  @Query(() => TicketList, {
    description: "The caller's own tickets (as a customer), newest activity first. Users, sellers, staff.",
    complexity: listCost(takeOf),
  })
  myTickets(
    @Ctx() ctx: RequestContext,
    @Arg("status", () => [TicketStatus], { nullable: true, description: "Only these statuses." }) status: TicketStatus[] | null,
    @Arg("skip", () => Int, { defaultValue: 0, description: "Tickets to skip.", validateFn: argRule("skip", ticketRules.skip) }) skip: number,
    @Arg("take", () => Int, { defaultValue: 20, description: "Page size (1 to 100).", validateFn: argRule("take", ticketRules.take) }) take: number,
  ): Promise<TicketList> {
    return ctx.services.tickets.myTickets(ctx, status, skip, take);
  }

  @Authorized("tickets:info")
  @Query(() => TicketView, {
    nullable: true,
    description: "One ticket the caller may read (own, the seller's about its keys, any for staff); null for unknown or foreign ids.",
  })
  ticket(@Ctx() ctx: RequestContext, @Arg("id", () => ID, { description: "Ticket id." }) id: string): Promise<TicketView | null> {
    return ctx.services.tickets.get(ctx, id);
  }

  @Authorized("tickets:info")
  @Query(() => TicketList, {
    description: "Support's queue. Support and admins only (others: FORBIDDEN).",
    complexity: listCost((args) => (args.input as { take?: number } | null)?.take ?? 20),
  })
  ticketQueue(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => TicketQueueInput, { nullable: true, description: "Filters, order, page." }) input: TicketQueueInput | null,
  ): Promise<TicketList> {
    return ctx.services.tickets.queue(ctx, input);
  }

  @Authorized("tickets:keys")
  @Query(() => TicketList, { description: "Tickets about the caller's shop's keys, newest activity first. Sellers only.", complexity: listCost(takeOf) })
  sellerTickets(
    @Ctx() ctx: RequestContext,
    @Arg("status", () => [TicketStatus], { nullable: true, description: "Only these statuses." }) status: TicketStatus[] | null,
    @Arg("skip", () => Int, { defaultValue: 0, description: "Tickets to skip.", validateFn: argRule("skip", ticketRules.skip) }) skip: number,
    @Arg("take", () => Int, { defaultValue: 20, description: "Page size (1 to 100).", validateFn: argRule("take", ticketRules.take) }) take: number,
  ): Promise<TicketList> {
    return ctx.services.tickets.sellerTickets(ctx, status, skip, take);
  }

  @Authorized("tickets:info")
  @Query(() => Int, {
    description: "Tickets with something unread for the caller (header badge): own + the shop's + (staff) assigned to them or unassigned open ones.",
  })
  ticketUnreadCount(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.tickets.unreadCount(ctx);
  }

  @Authorized("tickets:new")
  @Mutation(() => OpenTicketResult, { description: "Opens a ticket about an own order line, or a general one. Users, sellers, staff." })
  openTicket(
    @Arg("input", () => OpenTicketInput, { description: "Line, reason, subject, first message." }) input: OpenTicketInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.tickets.open(ctx, input);
  }

  @Authorized("tickets:edit")
  @Mutation(() => ReplyToTicketResult, {
    description: "Adds a message. A staff or seller reply moves Open to Pending; a customer reply moves Pending or Resolved back to Open.",
  })
  replyToTicket(@Arg("input", () => ReplyToTicketInput, { description: "Ticket and message." }) input: ReplyToTicketInput, @Ctx() ctx: RequestContext) {
    return ctx.services.tickets.reply(ctx, input);
  }

  @Authorized("tickets:edit")
  @Mutation(() => SetTicketStatusResult, { description: "Moves a ticket to one of its allowedStatuses." })
  setTicketStatus(@Arg("input", () => SetTicketStatusInput, { description: "Ticket and status." }) input: SetTicketStatusInput, @Ctx() ctx: RequestContext) {
    return ctx.services.tickets.setStatus(ctx, input.ticketId, input.status);
  }

  @Authorized("tickets:edit")
  @Mutation(() => TicketView, { description: "Sets a ticket's priority. Support and admins only." })
  setTicketPriority(
    @Arg("input", () => SetTicketPriorityInput, { description: "Ticket and priority." }) input: SetTicketPriorityInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketView> {
    return ctx.services.tickets.setPriority(ctx, input.ticketId, input.priority);
  }

  @Authorized("tickets:edit")
  @Mutation(() => TicketView, { description: "Assigns a ticket to the caller, or unassigns it. Support and admins only." })
  assignTicket(
    @Arg("input", () => AssignTicketInput, { description: "Ticket and choice." }) input: AssignTicketInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketView> {
    return ctx.services.tickets.assign(ctx, input.ticketId, input.assignToMe);
  }

  @Authorized("tickets:info")
  @Mutation(() => TicketView, { description: "Marks a ticket read for the caller (its unread flag and the badge count)." })
  markTicketRead(
    @Arg("input", () => MarkTicketReadInput, { description: "The ticket." }) input: MarkTicketReadInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketView> {
    return ctx.services.tickets.markRead(ctx, input.ticketId);
  }

  @Authorized("tickets:keys")
  @Mutation(() => ReplaceTicketKeyResult, {
    description:
      "Replaces a key of the ticket's order line with a fresh key of the same offer (the old one becomes Changed, the new one Replaced); " +
      "without stock the key is refunded instead. Support, admins, and the seller of the key.",
  })
  replaceTicketKey(@Arg("input", () => ReplaceTicketKeyInput, { description: "Ticket and key." }) input: ReplaceTicketKeyInput, @Ctx() ctx: RequestContext) {
    return ctx.services.tickets.replaceKey(ctx, input.ticketId, input.keyId);
  }

  // ---------------------------------------------------------------- fields

  @FieldResolver(() => Int, { description: "Messages in the ticket." })
  messageCount(@Root() t: TicketView, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.ticketMessageCount.load(t.id);
  }

  @FieldResolver(() => [TicketMessageView], { description: "The messages, oldest first." })
  async messages(@Root() t: TicketView, @Ctx() ctx: RequestContext): Promise<TicketMessageView[]> {
    const rows = await ctx.loaders.ticketMessages.load(t.id);
    return rows.map((m) => ({
      id: m.id,
      party: m.party as TicketParty,
      authorName: nameFor(t.viewer, m.party, { first: m.authorFirst, last: m.authorLast, email: m.authorEmail, sellerName: m.sellerName }),
      body: m.body,
      attachments: m.attachments.map((a) => ({ ...a, url: `/api/tickets/attachments/${a.id}` })),
      createdAt: m.createdAt,
    }));
  }

  @FieldResolver(() => [TicketEventView], { description: "The timeline, oldest first." })
  async events(@Root() t: TicketView, @Ctx() ctx: RequestContext): Promise<TicketEventView[]> {
    const rows = await ctx.loaders.ticketEvents.load(t.id);
    return rows.map((e) => ({
      id: e.id,
      kind: e.kind,
      party: e.party as TicketParty,
      actorName:
        e.party === "system" ? null : nameFor(t.viewer, e.party, { first: e.actorFirst, last: e.actorLast, email: e.actorEmail, sellerName: e.sellerName }),
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      fromPriority: e.fromPriority,
      toPriority: e.toPriority,
      note: e.note,
      noteCode: e.noteCode as TicketNoteCode | null,
      noteParams: e.noteParams,
      createdAt: e.createdAt,
    }));
  }

  @FieldResolver(() => [OrderKeyView], {
    description: "The order line's keys (all states, with dates): the Changed one and its Replaced successor both appear.",
  })
  keys(@Root() t: TicketView, @Ctx() ctx: RequestContext): Promise<OrderKeyView[]> {
    return ctx.services.tickets.keysOf(ctx, t);
  }

  @FieldResolver(() => [TicketStatus], { description: "The statuses the viewer may move this ticket to now." })
  allowedStatuses(@Root() t: TicketView): TicketStatus[] {
    return allowedStatuses(t.viewer, t.status);
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may replace a key of this ticket now (reason key_not_working or wrong_region, a delivered/revealed key, support/admin or the seller of the key, ticket not Closed).",
  })
  canReplaceKey(@Root() t: TicketView, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.tickets.canReplaceKey(ctx, t);
  }
}
