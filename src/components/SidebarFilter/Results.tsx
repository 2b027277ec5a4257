/**
 * The sidebar filter's matches as a menu list in the theme's classes, and the
 * matching itself: the part of the filter that loads when a reader first
 * reaches the box (see ./index.tsx), not with the page.
 */
import React, {useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useAnnouncementBar, useScrollPosition} from '@site/src/internals/themeHooks';
import {translate} from '@docusaurus/Translate';
import type {CategoryEntry, KeptEntry, LinkEntry} from './filterSidebar';
import type {FilterResultsProps} from './filterState';
import styles from './styles.module.css';

/** @public what ./index takes from this module once it has loaded it with import() (see `ResultsModule`) */
export {countMessage, filterSidebar} from './filterSidebar';

/**
 * The kept entries as a menu list in the theme's classes. Up and Down move
 * between its links (Up from the first returns to the box), Escape clears the
 * query and returns to the box.
 *
 * @public loaded with import() by ./index
 */
export function FilterResults({filter, onItemClick, inNav}: FilterResultsProps): React.JSX.Element | null {
  const {result, results, input, setQuery} = filter;
  if (!result) {
    return null;
  }
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(results.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
      input.current?.focus();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && at >= 0) {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? links[Math.min(at + 1, links.length - 1)] : links[at - 1];
      (next ?? input.current)?.focus();
    }
  };
  const list = (
    // The keys only move focus between the links inside, which stay ordinary Tab stops.
    <ul ref={results} className="menu__list sidebar-filter-results" onKeyDown={onKeyDown}>
      <Entries entries={result.entries} level={1} onItemClick={onItemClick} />
    </ul>
  );
  return inNav ? <DesktopNav>{list}</DesktopNav> : list;
}

/** A `nav` that looks and scrolls like the theme's desktop sidebar (DocSidebar/Desktop/Content, 3.10.2). */
function DesktopNav({children}: {children: ReactNode}): React.JSX.Element {
  const {isActive} = useAnnouncementBar();
  // As in the theme, the announcement bar shows at the top of the page only. This nav exists in the browser only.
  const [atTop, setAtTop] = useState(() => window.scrollY === 0);
  useScrollPosition(({scrollY}) => setAtTop(scrollY === 0), []);
  return (
    <nav
      aria-label={translate({
        id: 'theme.docs.sidebar.navAriaLabel',
        message: 'Docs sidebar',
        description: 'The ARIA label for the sidebar navigation',
      })}
      className={clsx('menu thin-scrollbar', styles.desktopMenu, isActive && atTop && styles.withAnnouncementBar)}>
      {children}
    </nav>
  );
}

function Entries({
  entries,
  level,
  onItemClick,
}: {
  entries: KeptEntry[];
  level: number;
  onItemClick?: (item: LinkEntry | CategoryEntry) => void;
}): React.JSX.Element {
  return (
    <>
      {entries.map((kept) => {
        const {entry} = kept;
        const label = <Label kept={kept} />;
        const click = onItemClick && (() => onItemClick(entry));
        const linkClass = clsx('menu__link', kept.active && 'menu__link--active');
        if (entry.type === 'link') {
          return (
            <li
              key={entry.href}
              className={clsx(ThemeClassNames.docs.docSidebarItemLinkLevel(level), 'menu__list-item')}>
              <Link
                className={linkClass}
                to={entry.href}
                aria-current={kept.current ? 'page' : undefined}
                onClick={click}>
                {label}
              </Link>
            </li>
          );
        }
        return (
          <li
            key={`${entry.label} ${entry.href ?? ''}`}
            className={clsx(ThemeClassNames.docs.docSidebarItemCategoryLevel(level), 'menu__list-item')}>
            {entry.href ? (
              // As in the theme, a category holding the page is coloured, and takes the background only when it is the page.
              <Link
                className={clsx(linkClass, !kept.current && 'menu__link--sublist')}
                to={entry.href}
                aria-current={kept.current ? 'page' : undefined}
                onClick={click}>
                {label}
              </Link>
            ) : (
              <span className={clsx('menu__link', styles.category)}>{label}</span>
            )}
            {kept.children.length > 0 && (
              <ul className="menu__list">
                <Entries entries={kept.children} level={level + 1} onItemClick={onItemClick} />
              </ul>
            )}
          </li>
        );
      })}
    </>
  );
}

function Label({kept}: {kept: KeptEntry}): React.JSX.Element {
  return (
    <span className={styles.label}>
      {kept.label.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
