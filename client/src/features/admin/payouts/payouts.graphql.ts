import { graphql } from "../../../gql/index.js";

/** A page of balances (one per seller and currency). */
export const AdminPayoutBalancesQuery = graphql(`
  query AdminPayoutBalances($filter: PayoutBalancesFilter, $sort: PayoutBalanceSort, $skip: Int!, $take: Int!) {
    payoutBalances(filter: $filter, sort: $sort, skip: $skip, take: $take) {
      totalItems
      items {
        seller {
          id
          name
          email
        }
        currency
        waiting {
          amount
          minor
          currency
        }
        waitingLines
        payed {
          amount
          currency
        }
        oldestWaitingAt
        lastPaidAt
        lastReference
      }
    }
  }
`);

/** A page of recorded payouts, newest first. */
export const AdminPayoutBatchesQuery = graphql(`
  query AdminPayoutBatches($filter: PayoutBatchesFilter, $skip: Int!, $take: Int!) {
    payoutBatches(filter: $filter, skip: $skip, take: $take) {
      totalItems
      items {
        id
        seller {
          id
          name
        }
        currency
        reference
        upTo
        lines
        net {
          amount
          currency
        }
        commission {
          amount
          currency
        }
        createdAt
        createdBy {
          id
          email
          name
        }
      }
    }
  }
`);

/** What a payout would settle now (shown in the confirmation). */
export const AdminPayoutPreviewQuery = graphql(`
  query AdminPayoutPreview($sellerId: ID!, $currency: CurrencyCode!, $upTo: DateTimeISO) {
    payoutPreview(sellerId: $sellerId, currency: $currency, upTo: $upTo) {
      seller {
        id
        name
      }
      currency
      upTo
      lines
      gross {
        amount
        currency
      }
      commission {
        amount
        currency
      }
      net {
        amount
        minor
        currency
      }
    }
  }
`);

export const RecordPayoutMutation = graphql(`
  mutation RecordPayout($input: RecordSellerPayoutInput!) {
    recordSellerPayout(input: $input) {
      batchId
      sellerId
      currency
      reference
      lines
      net {
        amount
        currency
      }
    }
  }
`);
