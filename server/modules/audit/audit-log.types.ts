/**
 * GraphQL shapes of the admin audit log (/admin/audit): one entry per admin write, newest
 * first, filtered by actor, action, target and time. `before` and `after` are the row as the
 * operator saw it, as JSON text (the schema has no JSON scalar): parse them on the client.
 */
import { ArgsType, Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { z } from "zod";
import { Rule, rules } from "../../core/validation/index.js";

export const MAX_AUDIT_TAKE = 100;

export const auditRules = {
  skip: rules.skip,
  take: z.number().int().min(1).max(MAX_AUDIT_TAKE),
  actorUserId: z.uuid({ error: () => "actorUserId must be a user id" }),
  actor: z.string().trim().max(200),
  action: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9_.-]*$/, "action must be an action name such as order.refund, or a resource such as order"),
  targetType: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9_-]*$/, "targetType must be a target type such as order"),
  targetId: z.string().trim().max(200),
};

@ObjectType("AuditActor", { description: "Who made an audited write, as they were at the time." })
export class AuditActorView {
  @Field(() => ID, { nullable: true, description: "User id; null for the system (jobs)." })
  id: string | null;
  @Field(() => String, { description: "Email at the time (empty for the system)." })
  email: string;
  @Field(() => String, { description: "Role at the time: admin, or system for jobs (other roles as they are added)." })
  role: string;
}

@ObjectType("AuditEntry", { description: "One admin write: who, what, on which row, and the row before and after." })
export class AuditEntryView {
  @Field(() => ID, { description: "Entry id (increasing)." })
  id: string;
  @Field(() => Date, { description: "When the write committed (its transaction's time)." })
  at: Date;
  @Field(() => AuditActorView, { description: "Who acted." })
  actor: AuditActorView;
  @Field(() => String, { description: "The address the request came from (empty when unknown)." })
  ip: string;
  @Field(() => String, { description: "The request id (the x-request-id answer header), to find the request in the server log." })
  requestId: string;
  @Field(() => String, { description: "What was done, `resource.verb`: category.update, order.refund, coupon.create, seller.approve …" })
  action: string;
  @Field(() => String, {
    description: "The kind of row touched: category, macrocategory, order, coupon, seller, user, offer, proposal, payout, search_synonym …",
  })
  targetType: string;
  @Field(() => String, { nullable: true, description: "The touched row's id (an order's uuid, a coupon's number, a synonym's term)." })
  targetId: string | null;
  @Field(() => String, { description: "A short human summary." })
  summary: string;
  @Field(() => String, {
    nullable: true,
    description: "The row before the write as JSON text (an object; null for creations). No secrets: no key values, tokens or passwords.",
  })
  before: string | null;
  @Field(() => String, { nullable: true, description: "The row after the write as JSON text (an object; null for deletions)." })
  after: string | null;
}

@ObjectType("AuditEntryList", { description: "A page of the audit log, newest first." })
export class AuditEntryListView {
  @Field(() => [AuditEntryView], { description: "The entries of the page." })
  items: AuditEntryView[];
  @Field(() => Int, { description: "Entries matching the filter, over all pages." })
  totalItems: number;
}

@ObjectType("AuditLogFacets", { description: "The values the audit log's filters can take: what has been recorded so far." })
export class AuditLogFacetsView {
  @Field(() => [String], { description: "Every action recorded, sorted." })
  actions: string[];
  @Field(() => [String], { description: "Every target type recorded, sorted." })
  targetTypes: string[];
}

@InputType({ description: "Which audit entries. Every field is optional; they combine with AND." })
export class AuditLogFilter {
  @Field(() => ID, { nullable: true, description: "Only this user's writes." })
  @Rule(auditRules.actorUserId)
  actorUserId?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the actor's email (any case)." })
  @Rule(auditRules.actor)
  actor?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "An action (`order.refund`), or a resource (`order`: every `order.*` action).",
  })
  @Rule(auditRules.action)
  action?: string | null;
  @Field(() => String, { nullable: true, description: "Only rows of this type (`order`, `category` …)." })
  @Rule(auditRules.targetType)
  targetType?: string | null;
  @Field(() => String, { nullable: true, description: "Only this row (with targetType, the history of one row)." })
  @Rule(auditRules.targetId)
  targetId?: string | null;
  @Field(() => Date, { nullable: true, description: "Only entries at or after this moment." })
  from?: Date | null;
  @Field(() => Date, { nullable: true, description: "Only entries before this moment." })
  to?: Date | null;
}

@ArgsType()
export class AuditLogArgs {
  @Field(() => AuditLogFilter, { nullable: true, description: "Which entries." })
  filter?: AuditLogFilter | null;
  @Field(() => Int, { defaultValue: 0, description: "Entries to skip." })
  @Rule(auditRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 25, description: `Entries to return, 1–${MAX_AUDIT_TAKE}.` })
  @Rule(auditRules.take)
  take: number;
}
