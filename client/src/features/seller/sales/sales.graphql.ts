import { graphql } from "../../../gql/index.js";

/** A page of the seller's sold keys (newest first), filtered by day range, product and currency. */
export const SellerSalesQuery = graphql(`
  query SellerSales($filter: SellerSalesFilter, $skip: Int!, $take: Int!) {
    sellerSales(filter: $filter, skip: $skip, take: $take) {
      totalItems
      items {
        id
        orderNumber
        orderedAt
        soldAt
        productId
        productName
        currency
        status
        refundedAt
        payoutState
        price {
          amount
          currency
        }
        commission {
          amount
          currency
        }
        net {
          amount
          currency
        }
      }
    }
  }
`);

/** Keys sold and revenue per day and currency (the chart). */
export const SellerSalesDailyQuery = graphql(`
  query SellerSalesDaily($from: String, $to: String, $currency: CurrencyCode) {
    sellerSalesDaily(from: $from, to: $to, currency: $currency) {
      day
      currency
      keys
      refundedKeys
      gross {
        amount
      }
      net {
        amount
      }
    }
  }
`);

/** A page of the payout ledger (newest first). */
export const SellerPayoutLinesQuery = graphql(`
  query SellerPayoutLines($filter: SellerPayoutLinesFilter, $skip: Int!, $take: Int!) {
    sellerPayoutLines(filter: $filter, skip: $skip, take: $take) {
      totalItems
      items {
        id
        kind
        createdAt
        orderNumber
        productName
        currency
        state
        paidAt
        reference
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
          currency
        }
      }
    }
  }
`);

/** The balance per currency: Waiting (owed) and Payed. */
export const SellerBalancesQuery = graphql(`
  query SellerBalances {
    sellerBalances {
      currency
      waitingLines
      lastPaidAt
      waiting {
        amount
        currency
      }
      payed {
        amount
        currency
      }
    }
  }
`);
