/**
 * What the filter box (./index) and the list of matches it loads on first
 * use (./Results) share: the filter's state, and what ./Results gives. Both
 * import these types from here, so neither imports the other's types.
 */
import type React from 'react';
import type {RefObject} from 'react';
import type {CategoryEntry, FilterResult, LinkEntry, countMessage, filterSidebar} from './filterSidebar';

export type FilterResultsProps = {
  filter: SidebarFilterState;
  /** The mobile sidebar's closer. */
  onItemClick?: (item: LinkEntry | CategoryEntry) => void;
  /** Puts the list in a desktop sidebar `nav` like the theme's. */
  inNav?: boolean;
};

/** What ./Results gives once loaded: the matching, its count, and the list of matches. */
export type ResultsModule = {
  filterSidebar: typeof filterSidebar;
  countMessage: typeof countMessage;
  FilterResults: (props: FilterResultsProps) => React.JSX.Element | null;
};

export type SidebarFilterState = {
  query: string;
  setQuery: (query: string) => void;
  /** Null while the box is blank (or the matching not loaded yet): show the theme's sidebar. */
  result: FilterResult | null;
  /** Starts loading the matching and the list of matches. */
  load: () => void;
  loaded: ResultsModule | undefined;
  input: RefObject<HTMLInputElement | null>;
  results: RefObject<HTMLUListElement | null>;
};
