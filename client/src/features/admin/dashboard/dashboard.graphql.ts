import { graphql } from "../../../gql/index.js";

/** The dashboard of a period: sales per day and currency, top lists, low stock, queues, signups. */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard($from: String, $to: String) {
    adminDashboard(from: $from, to: $to) {
      from
      to
      daily {
        day
        currency
        orders
        revenue {
          amount
          currency
        }
      }
      totals {
        currency
        orders
        revenue {
          amount
          currency
        }
      }
      topProducts {
        productId
        name
        currency
        keys
        revenue {
          amount
          currency
        }
      }
      topSellers {
        sellerId
        name
        currency
        keys
        revenue {
          amount
          currency
        }
      }
      lowStock {
        offerId
        productId
        productName
        sellerId
        sellerName
        stock
      }
      lowStockTotal
      reviewQueue
      pendingSellers
      signups {
        day
        count
      }
      signupsTotal
    }
  }
`);

/** Orders and revenue by source, channel and/or campaign. */
export const AttributionReportQuery = graphql(`
  query AttributionReport($from: String, $to: String, $groupBy: [AttributionDimension!]) {
    attributionReport(from: $from, to: $to, groupBy: $groupBy) {
      from
      to
      groupBy
      rows {
        source
        channel
        campaign
        currency
        orders
        revenue {
          amount
          currency
        }
      }
    }
  }
`);
