/**
 * Loaders reach the request's Apollo client and currency through the router context:
 * one RouterContextProvider per server request, one per client-side navigation.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { createContext, RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import type { AppEnv } from "./env";
import { localeOfPath, type Locale } from "../lib/locale";

export const envContext = createContext<AppEnv>();

export function routerContextFor(env: AppEnv): RouterContextProvider {
  const ctx = new RouterContextProvider();
  ctx.set(envContext, env);
  return ctx;
}

/** The env, the request URL and its language, for a loader. */
export function loaderEnv(args: LoaderFunctionArgs): { env: AppEnv; url: URL; locale: Locale } {
  const env = (args.context as RouterContextProvider).get(envContext);
  const url = new URL(args.request.url);
  return { env, url, locale: localeOfPath(url.pathname) };
}

/** Loaders fetch into the Apollo cache and return nothing the router needs to ship. */
export type PageLoaderResult = null;

/**
 * Fetches a loader's query into the request's Apollo cache and returns its data: on the
 * server through the render's normalised results (`env.prefetch`, entry-server.tsx), in the
 * browser with `client.query` (cache-first).
 */
export async function loadQuery<TData, TVariables extends OperationVariables>(
  env: AppEnv,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData | undefined> {
  if (env.prefetch) return env.prefetch(query, variables);
  return (await env.client.query({ query, variables } as ApolloClient.QueryOptions<TData, TVariables>)).data as TData | undefined;
}
