import { graphql } from "../../../gql/index.js";

/** Everything the coupon screen shows and edits of a coupon. */
export const AdminCouponFields = graphql(`
  fragment AdminCouponFields on Coupon {
    id
    code
    description
    descriptionIt
    kind
    percentOff
    amounts {
      eur
      usd
      gbp
    }
    minimumPurchase {
      eur
      usd
      gbp
    }
    validFrom
    validUntil
    maxUses
    maxUsesPerUser
    categoryIds
    enabled
    usedCount
    status
    customerCount
    discountGiven {
      eur
      usd
      gbp
    }
    createdAt
    updatedAt
  }
`);

/** A page of coupons, searched and filtered by state. */
export const AdminCouponsQuery = graphql(`
  query AdminCoupons($search: String, $status: CouponStatus, $skip: Int!, $take: Int!) {
    coupons(search: $search, status: $status, skip: $skip, take: $take) {
      totalItems
      items {
        ...AdminCouponFields
      }
    }
  }
`);

/** The categories a coupon can be limited to (the whole tree, flat). */
export const CouponCategoriesQuery = graphql(`
  query CouponCategories($locale: Locale!) {
    categories(flat: true, locale: $locale) {
      id
      locale
      name
      depth
      parentId
      position
    }
  }
`);

export const CreateCouponMutation = graphql(`
  mutation CreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      ...AdminCouponFields
    }
  }
`);

export const UpdateCouponMutation = graphql(`
  mutation UpdateCoupon($input: UpdateCouponInput!) {
    updateCoupon(input: $input) {
      ...AdminCouponFields
    }
  }
`);
