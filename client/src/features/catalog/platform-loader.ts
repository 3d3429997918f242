/** The loader step shared by the platform page and its activation guide. */
import { data as response, type LoaderFunctionArgs } from "react-router";
import { loaderEnv, loadQuery } from "../../app/route-context";
import { PlatformPageQuery } from "./catalog.graphql";

/** Fetches the platform of the route's `:slug` into the page's cache; an unknown one ends the loader with a 404. */
export async function loadPlatformOr404(args: LoaderFunctionArgs) {
  const { env, url, locale } = loaderEnv(args);
  const data = await loadQuery(env, PlatformPageQuery, { slug: args.params.slug ?? "", locale });
  if (!data?.platform) throw response(null, { status: 404 });
  return { env, url, locale, platform: data.platform };
}
