import { graphql } from "../../../../gql/index.js";

/** What the bulk edit bar shows of a job: progress and report. */
export const AdminJobFieldsFragment = graphql(`
  fragment AdminJobFields on AdminJob {
    id
    kind
    status
    total
    done
    failed
    error
    createdAt
    finishedAt
    report {
      changed
      unchanged
      failures {
        targetId
        code
        message
      }
    }
  }
`);

/** One job's progress (polled while it runs). */
export const AdminJobProgressQuery = graphql(`
  query AdminJobProgress($id: ID!) {
    adminJob(id: $id) {
      ...AdminJobFields
    }
  }
`);

export const StartProductBulkEditMutation = graphql(`
  mutation StartProductBulkEdit($input: StartProductBulkEditInput!) {
    startProductBulkEdit(input: $input) {
      ...AdminJobFields
    }
  }
`);

/** The choices of the bulk edit dialog: the category tree and the platforms. */
export const ProductBulkOptionsQuery = graphql(`
  query ProductBulkOptions($locale: Locale!) {
    adminCategories {
      id
      parentId
      position
      depth
      translations {
        locale
        name
      }
    }
    platforms(locale: $locale) {
      id
      locale
      name
    }
  }
`);
