/**
 * The state of a console list page (admin, seller) held in the URL's query string, so that
 * every state is a link and the back button walks through it:
 *   ?q=ada&role=seller&sort=EMAIL_ASC&size=50&page=3
 * Only what differs from the defaults is written (no empty parameters); a value that does
 * not parse, or is not offered, reads as the default. Other parameters are kept.
 */
import { useSearchParams } from "react-router";

export interface FilterSpec {
  /** The values offered (a choice); without, any text (trimmed). Anything else reads as no filter. */
  values?: readonly string[];
}

export interface ListSpec<F extends string = string, S extends string = string> {
  /** The page sizes offered. */
  pageSizes: readonly number[];
  defaultSize: number;
  /** Filters by their parameter name (not `page`, `size` or `sort`); "" is no filter. */
  filters?: { readonly [K in F]: FilterSpec };
  /** The sort orders offered, the default first. */
  sorts?: readonly S[];
}

export interface ListState<F extends string = string, S extends string = string> {
  /** 1-based. */
  page: number;
  size: number;
  filters: Record<F, string>;
  /** The default (the first offered) when the URL names none; undefined when the list offers no sort. */
  sort: S | undefined;
}

/** A change of state; a change of filters, sort or size goes back to the first page unless `page` is given. */
export type ListPatch<F extends string = string, S extends string = string> = Partial<Omit<ListState<F, S>, "filters">> & {
  filters?: Partial<Record<F, string>>;
};

const filterNames = <F extends string>(spec: ListSpec<F, string>) => Object.keys(spec.filters ?? {}) as F[];

function readFilter(spec: FilterSpec, raw: string | null): string {
  const value = raw?.trim() ?? "";
  return spec.values && !spec.values.includes(value) ? "" : value;
}

/** The state a query string stands for (invalid or missing values read as the defaults). */
export function readListState<F extends string, S extends string>(spec: ListSpec<F, S>, params: URLSearchParams): ListState<F, S> {
  const size = Number(params.get("size"));
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  const filters = {} as Record<F, string>;
  for (const name of filterNames(spec)) filters[name] = readFilter(spec.filters![name], params.get(name));
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1,
    size: spec.pageSizes.includes(size) ? size : spec.defaultSize,
    filters,
    sort: spec.sorts?.find((s) => s === sort) ?? spec.sorts?.[0],
  };
}

/** A state applied to a query string: the list's parameters rewritten, defaults and empty values left out, the others kept. */
export function writeListState<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  state: ListState<F, S>,
  params = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(params);
  const put = (name: string, value: string | number | undefined, fallback: string | number | undefined) => {
    if (value === undefined || value === "" || value === fallback) out.delete(name);
    else out.set(name, String(value));
  };
  for (const name of filterNames(spec)) put(name, readFilter(spec.filters![name], state.filters[name] ?? ""), "");
  put("sort", spec.sorts?.includes(state.sort!) ? state.sort : undefined, spec.sorts?.[0]);
  put("size", spec.pageSizes.includes(state.size) ? state.size : undefined, spec.defaultSize);
  put("page", Number.isInteger(state.page) && state.page > 1 ? state.page : undefined, 1);
  return out;
}

/** The state after a change (see ListPatch). */
export function patchListState<F extends string, S extends string>(state: ListState<F, S>, patch: ListPatch<F, S>): ListState<F, S> {
  const refilters = patch.filters !== undefined || patch.sort !== undefined || patch.size !== undefined;
  return {
    page: patch.page ?? (refilters ? 1 : state.page),
    size: patch.size ?? state.size,
    filters: { ...state.filters, ...patch.filters } as Record<F, string>,
    sort: patch.sort ?? state.sort,
  };
}

export interface ListControls<F extends string, S extends string> extends ListState<F, S> {
  /** For the server's `skip`/`take`. */
  skip: number;
  take: number;
  /**
   * Changes the state (a new history entry; a change of filters replaces the current one,
   * so typing a search does not fill the history).
   */
  update(patch: ListPatch<F, S>): void;
}

/** The list state of the current URL, and its setter. */
export function useListState<F extends string, S extends string>(spec: ListSpec<F, S>): ListControls<F, S> {
  const [params, setParams] = useSearchParams();
  const state = readListState(spec, params);
  return {
    ...state,
    skip: (state.page - 1) * state.size,
    take: state.size,
    update: (patch) => setParams(writeListState(spec, patchListState(state, patch), params), { replace: patch.filters !== undefined }),
  };
}
