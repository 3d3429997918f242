import { graphql } from "../../../gql/index.js";

/** A page of the audit log, newest first. */
export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($filter: AuditLogFilter, $skip: Int!, $take: Int!) {
    auditLog(filter: $filter, skip: $skip, take: $take) {
      totalItems
      items {
        id
        at
        actor {
          id
          email
          role
        }
        ip
        requestId
        action
        targetType
        targetId
        summary
        before
        after
      }
    }
  }
`);

/** The actions and target types recorded so far (the filters' choices). */
export const AdminAuditFacetsQuery = graphql(`
  query AdminAuditFacets {
    auditLogFacets {
      actions
      targetTypes
    }
  }
`);
