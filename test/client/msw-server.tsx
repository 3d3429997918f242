/** The msw server of the client tests, answering as the GraphQL API would. */
import { setupServer } from "msw/node";
import { graphqlHandlers } from "./graphql-handlers";

export const GRAPHQL_URL = "http://localhost/graphql";
export const server = setupServer(...graphqlHandlers);
