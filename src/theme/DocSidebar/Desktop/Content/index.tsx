/**
 * Wraps the theme's DocSidebar/Desktop/Content to put the sidebar filter
 * (src/components/SidebarFilter) at the top of the desktop docs sidebar.
 * An unsafe swizzle by Docusaurus's list (the component is internal to the
 * sidebar); the wrapper only relies on its props `path`, `sidebar` and
 * `className`. While the box holds a query, the theme's sidebar is hidden but
 * kept mounted, and a sidebar of the matches shows in its place.
 */
import React from 'react';
import clsx from 'clsx';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';
import {
  SidebarFilterBox,
  SidebarFilterResults,
  hiddenWhileFiltering,
  useSidebarFilter,
} from '@site/src/components/SidebarFilter';

export default function ContentWithFilter(props: Props): React.JSX.Element {
  const filter = useSidebarFilter(props.sidebar, props.path);
  return (
    <>
      <SidebarFilterBox filter={filter} />
      <Content {...props} className={clsx(props.className, filter.result !== null && hiddenWhileFiltering)} />
      <SidebarFilterResults filter={filter} inNav />
    </>
  );
}
