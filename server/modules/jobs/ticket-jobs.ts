/**
 * The support ticket jobs, every 15 minutes: escalation (Open/Pending tickets without a staff or
 * seller reply for TICKET_ESCALATE_AFTER_HOURS go one priority up, once per period) and auto-close
 * (Resolved for 7 days without a customer reply → Closed). Both act as the System and are
 * idempotent: a retried or doubled run finds nothing left to do.
 */
import type { DataSource } from "typeorm";
import { systemContext } from "../../graphql/context.js";
import type { Services } from "../../services.js";
import { TICKET_AUTO_CLOSE_JOB, TICKET_ESCALATE_JOB } from "../tickets/tickets.service.js";

export function defineTicketJobs(services: Services, dataSource: DataSource): void {
  const { jobs, tickets } = services;
  const ctx = () => systemContext(dataSource, services);
  jobs.define({ name: TICKET_ESCALATE_JOB, cron: "*/15 * * * *", handler: () => tickets.escalate(ctx()) });
  jobs.define({ name: TICKET_AUTO_CLOSE_JOB, cron: "7-59/15 * * * *", handler: () => tickets.autoClose(ctx()) });
}
