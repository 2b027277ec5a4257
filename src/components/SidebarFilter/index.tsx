/**
 * The docs sidebar's filter: a search box and, while it holds a query, the
 * matching entries in their categories, all open, the matched text marked.
 * The theme's own sidebar stays mounted (only hidden) meanwhile, so clearing
 * the box or pressing Escape shows it exactly as it was. With an empty box,
 * nothing but the box is added.
 *
 * Only the box loads with the page. The matching (./filterSidebar, pure) and
 * the list of matches (./Results) load when the reader points at or focuses
 * the box, before the first key.
 *
 * Used by the swizzled DocSidebar/Desktop/Content and DocSidebar/Mobile.
 */
import React, {useMemo, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import type {SidebarEntry} from './filterSidebar';
import type {FilterResultsProps, ResultsModule, SidebarFilterState} from './filterState';
import styles from './styles.module.css';

/** The loaded ./Results, shared by every sidebar on the page (desktop and mobile). */
let resultsModule: ResultsModule | undefined;

export function useSidebarFilter(sidebar: readonly SidebarEntry[], activePath: string): SidebarFilterState {
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState(() => resultsModule);
  const load = () => {
    if (!loaded) {
      import('./Results').then(
        (module) => {
          resultsModule = module;
          setLoaded(module);
        },
        // Offline, say: the box stays a plain box, and the next focus tries again.
        () => undefined,
      );
    }
  };
  const result = useMemo(
    () => loaded?.filterSidebar(sidebar, query, activePath) ?? null,
    [loaded, sidebar, query, activePath],
  );
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLUListElement>(null);
  return {query, setQuery, result, load, loaded, input, results};
}

/** The class that hides the theme's sidebar while a query is shown (it stays mounted). */
export const hiddenWhileFiltering = styles.hidden;

/** The search box and the live region that announces the number of matches. */
export function SidebarFilterBox({filter}: {filter: SidebarFilterState}): React.JSX.Element {
  const {query, setQuery, result, load, loaded, input, results} = filter;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
    } else if (event.key === 'ArrowDown' && result) {
      const first = results.current?.querySelector('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  return (
    <div className={clsx(styles.box, 'sidebar-filter')}>
      <input
        ref={input}
        type="search"
        className={styles.input}
        aria-label="Filter the sidebar"
        placeholder="Filter the sidebar"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={load}
        onPointerEnter={load}
        onChange={(event) => {
          load();
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className={styles.count}>
        {loaded?.countMessage(result)}
      </p>
    </div>
  );
}

/** The list of matches, once loaded and while the box holds a query. */
export function SidebarFilterResults(props: FilterResultsProps): React.JSX.Element | null {
  const Results = props.filter.loaded?.FilterResults;
  return Results ? <Results {...props} /> : null;
}
