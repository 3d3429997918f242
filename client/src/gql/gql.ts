/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    slug\n    url\n    tags\n    preOrder\n    inStock\n    coverImage {\n      src\n      width\n      height\n      alt\n    }\n    platform {\n      slug\n      name\n    }\n    bestPrice(currency: $currency) {\n      amount\n      currency\n    }\n    discountPercent(currency: $currency)\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query Products(\n    $filter: ProductFilterInput\n    $sort: ProductSort\n    $skip: Int\n    $take: Int\n    $locale: Locale\n    $currency: CurrencyCode\n  ) {\n    products(filter: $filter, sort: $sort, skip: $skip, take: $take, locale: $locale, currency: $currency) {\n      totalItems\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.ProductsDocument,
};
const documents: Documents = {
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    slug\n    url\n    tags\n    preOrder\n    inStock\n    coverImage {\n      src\n      width\n      height\n      alt\n    }\n    platform {\n      slug\n      name\n    }\n    bestPrice(currency: $currency) {\n      amount\n      currency\n    }\n    discountPercent(currency: $currency)\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query Products(\n    $filter: ProductFilterInput\n    $sort: ProductSort\n    $skip: Int\n    $take: Int\n    $locale: Locale\n    $currency: CurrencyCode\n  ) {\n    products(filter: $filter, sort: $sort, skip: $skip, take: $take, locale: $locale, currency: $currency) {\n      totalItems\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.ProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    name\n    slug\n    url\n    tags\n    preOrder\n    inStock\n    coverImage {\n      src\n      width\n      height\n      alt\n    }\n    platform {\n      slug\n      name\n    }\n    bestPrice(currency: $currency) {\n      amount\n      currency\n    }\n    discountPercent(currency: $currency)\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    id\n    name\n    slug\n    url\n    tags\n    preOrder\n    inStock\n    coverImage {\n      src\n      width\n      height\n      alt\n    }\n    platform {\n      slug\n      name\n    }\n    bestPrice(currency: $currency) {\n      amount\n      currency\n    }\n    discountPercent(currency: $currency)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products(\n    $filter: ProductFilterInput\n    $sort: ProductSort\n    $skip: Int\n    $take: Int\n    $locale: Locale\n    $currency: CurrencyCode\n  ) {\n    products(filter: $filter, sort: $sort, skip: $skip, take: $take, locale: $locale, currency: $currency) {\n      totalItems\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products(\n    $filter: ProductFilterInput\n    $sort: ProductSort\n    $skip: Int\n    $take: Int\n    $locale: Locale\n    $currency: CurrencyCode\n  ) {\n    products(filter: $filter, sort: $sort, skip: $skip, take: $take, locale: $locale, currency: $currency) {\n      totalItems\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;