/**
 * A public listing's state, kept in the address (spec §2 "Hotel listing", "Guest-house listing"):
 * one definition per listing (lib/catalogue/hotel-search.ts, guest-house-search.ts) and the code
 * every listing shares — reading the address, writing it back with the defaults left out, the page
 * of results, what the filter sheet, its chips and its badge do, and the texts of its controls.
 * Pure: the server pages read their list with it, the controls in the browser build the next
 * address with it (so it must never import zod: lib/validation/limits.ts holds the bounds).
 *
 * Every listing has typed text (`q`), a sort, a price range and a checklist of names (the hotels'
 * amenities, the guest houses' facilities); some have single-choice filters (a guest house's
 * type) or carry parameters along that no filter touches (the home search's stay, on /hotels).
 * Parameters are written in one order: carried ones, q, choices, sort, minPrice, maxPrice, names.
 * The page (`page`) is not part of the state: an address built from a state has none, so every
 * change of search, sort or filter starts again at page 1.
 */
import { pageHref, parsePageParam } from "./paging";
import {
  cleanText,
  parseNameList,
  parsePriceRange,
  queryString,
  rangeBoundLabel,
  readParam,
  setPriceRange,
  toggleName,
  uniqueNames,
  type PriceRange,
  type SearchParamsInput,
} from "./url-state";

export type { PriceRange, SearchParamsInput };

/** A choice offered by a control: the value in the address and the words on screen. */
export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** The sorts every listing offers first (spec §5): the recommended order, then price up and down. */
export const SHARED_SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
] as const;

/** What every listing's state holds. */
export interface ListingStateBase {
  /** Typed text, tidied; "" when none. */
  q: string;
  sort: string;
  /** USD per night; the range's ends mean no bound. */
  minPrice: number;
  maxPrice: number;
}

/** The keys of `S` whose values are `V`. */
export type KeysOf<S, V> = { [K in keyof S]-?: S[K] extends V ? K : never }[keyof S] & string;

/** A single-choice filter ("" = any): its own chip, its own section of the sheet. */
export interface ChoiceFilter<S> {
  key: KeysOf<S, string>;
  /** The section's title in the filter sheet, e.g. "Accommodation Type". */
  title: string;
  /** The choice standing for no filter, e.g. "Any type". */
  anyLabel: string;
  options: readonly Option[];
}

/** A parameter the listing carries along untouched by its filters, tidied by `normalize` ("" = absent). */
export interface CarriedParam<S> {
  key: KeysOf<S, string>;
  normalize: (raw: string) => string;
}

/** The words of a listing's controls (spec §2). */
export interface ListingTexts {
  search: { label: string; placeholder: string };
  /** Spoken while skeleton cards stand in for the list. */
  loading: string;
  /** The filter sheet's description. */
  sheet: string;
  empty: { title: string; hint: string; clear: string };
}

export interface ListingDefinition<S extends ListingStateBase> {
  /** The listing's path, also where its search form goes without JavaScript. */
  path: string;
  /** Names its controls and test hooks: `${name}-search`, `${name}-sort`, `${name}-results`, `${name}-count`, `${name}-card`. */
  name: string;
  /** Which skeleton cards stand in for the list. */
  cardKind: "hotel" | "guestHouse";
  pageSize: number;
  /** The sort dropdown's choices; the first is the default (left out of the address). */
  sorts: readonly Option<S["sort"]>[];
  priceRange: PriceRange;
  /** The checklist: its parameter and state key, and its title in the sheet. */
  names: { key: KeysOf<S, string[]>; title: string };
  choices?: readonly ChoiceFilter<S>[];
  carried?: readonly CarriedParam<S>[];
  texts: ListingTexts;
}

/** The filter sheet's draft: changed freely, applied at once by 'Apply Filters'. */
export interface FilterDraft {
  choices: Record<string, string>;
  price: [number, number];
  names: string[];
}

/** One active filter as a removable chip. */
export interface ActiveFilter<S> {
  key: string;
  label: string;
  /** Numbers that line up (the price range). */
  tabular: boolean;
  /** The remove button's accessible name. */
  removeLabel: string;
  /** The state without this filter. */
  remove: (state: S) => S;
}

export interface Listing<S extends ListingStateBase> extends Readonly<ListingDefinition<S>> {
  readonly choices: readonly ChoiceFilter<S>[];
  /** The state of an address without parameters. */
  readonly defaults: S;
  /** The state from the address (Next's `searchParams` or a URLSearchParams); anything malformed is left at its default. */
  parse(params: SearchParamsInput): S;
  /** The address query of a state (no leading "?"), defaults left out: an unfiltered list is the plain path. */
  query(state: S): string;
  /** The path with the state's query. */
  href(state: S): string;
  /** The `page` parameter (1 when absent or malformed; at most the deepest page served). */
  parsePage(params: SearchParamsInput): number;
  /** The address of one page of the state's results (page 1 = the plain search address); `extraQuery` is appended. */
  pageHref(state: S, page: number, extraQuery?: string): string;
  /** "$0", "$250", and "$1000+" at the top of the range (no upper limit). */
  priceLabel(value: number): string;
  hasPriceFilter(state: Pick<S, "minPrice" | "maxPrice">): boolean;
  /** The price bounds the database applies: the range's ends are no bound. */
  priceBounds(state: Pick<S, "minPrice" | "maxPrice">): { minPrice?: number; maxPrice?: number };
  /** The checklist's selected names. */
  selectedNames(state: S): string[];
  /** The filter button's badge: each choice made, a narrowed price range, and each name. */
  activeFilterCount(state: S): number;
  /** The active filters as chips, in the order: choices, price, names. */
  activeFilters(state: S): ActiveFilter<S>[];
  /** The chips' 'Clear All': every filter back to its default (the text and the sort stay). */
  clearFilters(state: S): S;
  /** The sheet's 'Reset All': the filters and the sort back to defaults (the text stays). */
  resetFilters(state: S): S;
  /** The empty list's button: the filters, the sort and the text (carried parameters stay). */
  clearAll(state: S): S;
  /** The sheet's draft of a state. */
  draft(state: S): FilterDraft;
  /** The state with the sheet's draft applied. */
  applyDraft(state: S, draft: FilterDraft): S;
  /** Adds or removes one name of the checklist (case-insensitively). */
  toggleName(selected: readonly string[], name: string, on: boolean): string[];
}

/** The listing's shared code over its definition. */
export function defineListing<S extends ListingStateBase>(definition: ListingDefinition<S>): Listing<S> {
  const { path, pageSize, sorts, priceRange: range, names } = definition;
  const choices = definition.choices ?? [];
  const carried = definition.carried ?? [];
  const defaultSort = sorts[0]!.value;
  const get = (state: S, key: string) => (state as unknown as Record<string, unknown>)[key];
  const set = (state: S, values: Record<string, unknown>) => ({ ...state, ...values }) as S;
  const isOption = (options: readonly Option[], value: string) => options.some((o) => o.value === value);

  function parse(params: SearchParamsInput): S {
    const state: Record<string, unknown> = {};
    for (const param of carried) state[param.key] = param.normalize(readParam(params, param.key));
    state.q = cleanText(readParam(params, "q"));
    for (const choice of choices) {
      const value = readParam(params, choice.key).trim();
      state[choice.key] = isOption(choice.options, value) ? value : "";
    }
    const sort = readParam(params, "sort").trim();
    state.sort = isOption(sorts, sort) ? sort : defaultSort;
    [state.minPrice, state.maxPrice] = parsePriceRange(
      range,
      readParam(params, "minPrice"),
      readParam(params, "maxPrice"),
    );
    state[names.key] = parseNameList(readParam(params, names.key));
    return state as unknown as S;
  }

  function query(state: S): string {
    const q = new URLSearchParams();
    const put = (key: string, value: string) => {
      if (value) q.set(key, value);
    };
    for (const param of carried) put(param.key, get(state, param.key) as string);
    put("q", cleanText(state.q));
    for (const choice of choices) put(choice.key, get(state, choice.key) as string);
    if (state.sort !== defaultSort) put("sort", state.sort);
    setPriceRange(q, range, state.minPrice, state.maxPrice);
    put(names.key, uniqueNames(get(state, names.key) as string[]).join(","));
    return queryString(q);
  }

  const priceLabel = (value: number) => rangeBoundLabel(range, value);
  const hasPriceFilter = (state: Pick<S, "minPrice" | "maxPrice">) =>
    state.minPrice > range.min || state.maxPrice < range.max;
  const selected = (state: S) => get(state, names.key) as string[];
  const anyPrice = { minPrice: range.min, maxPrice: range.max };
  const noChoices = () => Object.fromEntries(choices.map((c) => [c.key, ""]));

  const clearFilters = (state: S) => set(state, { ...noChoices(), ...anyPrice, [names.key]: [] });
  const resetFilters = (state: S) => set(clearFilters(state), { sort: defaultSort });

  const listing: Listing<S> = {
    ...definition,
    choices,
    defaults: Object.freeze(parse(undefined)),
    parse,
    query,
    href(state) {
      const text = query(state);
      return text ? `${path}?${text}` : path;
    },
    parsePage: (params) => parsePageParam(params, pageSize),
    pageHref(state, page, extraQuery = "") {
      return pageHref(path, [query(state), extraQuery].filter(Boolean).join("&"), page);
    },
    priceLabel,
    hasPriceFilter,
    priceBounds: (state) => ({
      ...(state.minPrice > range.min ? { minPrice: state.minPrice } : {}),
      ...(state.maxPrice < range.max ? { maxPrice: state.maxPrice } : {}),
    }),
    selectedNames: selected,
    activeFilterCount: (state) =>
      choices.filter((c) => get(state, c.key)).length + (hasPriceFilter(state) ? 1 : 0) + selected(state).length,
    activeFilters(state) {
      const chips: ActiveFilter<S>[] = [];
      for (const choice of choices) {
        const option = choice.options.find((o) => o.value === get(state, choice.key));
        if (!option) continue;
        chips.push({
          key: choice.key,
          label: option.label,
          tabular: false,
          removeLabel: `Remove ${option.label} filter`,
          remove: (s) => set(s, { [choice.key]: "" }),
        });
      }
      if (hasPriceFilter(state)) {
        const lo = priceLabel(state.minPrice);
        const hi = priceLabel(state.maxPrice);
        chips.push({
          key: "price",
          label: `${lo} – ${hi}`,
          tabular: true,
          removeLabel: `Remove price filter ${lo} to ${hi}`,
          remove: (s) => set(s, anyPrice),
        });
      }
      for (const name of selected(state)) {
        chips.push({
          key: `${names.key}:${name}`,
          label: name,
          tabular: false,
          removeLabel: `Remove ${name} filter`,
          remove: (s) => set(s, { [names.key]: toggleName(selected(s), name, false) }),
        });
      }
      return chips;
    },
    clearFilters,
    resetFilters,
    clearAll: (state) => set(resetFilters(state), { q: "" }),
    draft: (state) => ({
      choices: Object.fromEntries(choices.map((c) => [c.key, get(state, c.key) as string])),
      price: [state.minPrice, state.maxPrice],
      names: selected(state),
    }),
    applyDraft: (state, draft) =>
      set(state, {
        ...Object.fromEntries(
          choices.map((c) => [c.key, isOption(c.options, draft.choices[c.key] ?? "") ? draft.choices[c.key] : ""]),
        ),
        minPrice: draft.price[0],
        maxPrice: draft.price[1],
        [names.key]: draft.names,
      }),
    toggleName,
  };
  return listing;
}
