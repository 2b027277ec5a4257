/**
 * DocSidebar/Mobile, ejected from @docusaurus/theme-classic 3.10.2 (an unsafe
 * swizzle: the component is internal to the sidebar), to put the sidebar
 * filter (src/components/SidebarFilter) at the top of the mobile docs menu.
 * It cannot be wrapped: the theme hands its menu to the navbar through
 * NavbarSecondaryMenuFiller, and the menu component inside is not exported.
 * Apart from the filter, the menu is the theme's, unchanged.
 */
import React from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, type NavbarSecondaryMenuComponent, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@site/src/internals/themeHooks';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
// CUSTOM CODE
import {
  SidebarFilterBox,
  SidebarFilterResults,
  hiddenWhileFiltering,
  useSidebarFilter,
} from '@site/src/components/SidebarFilter';
// CUSTOM CODE END

const DocSidebarMobileSecondaryMenu: NavbarSecondaryMenuComponent<Props> = ({sidebar, path}) => {
  const mobileSidebar = useNavbarMobileSidebar();
  // CUSTOM CODE: the handler is named, as the filtered list's links close the menu too.
  const filter = useSidebarFilter(sidebar, path);
  const onItemClick = (item: {type: string; href?: string}) => {
    // Mobile sidebar should only be closed if the category has a link
    if (item.type === 'category' && item.href) {
      mobileSidebar.toggle();
    }
    if (item.type === 'link') {
      mobileSidebar.toggle();
    }
  };
  return (
    <>
      <SidebarFilterBox filter={filter} />
      <ul
        className={clsx(
          ThemeClassNames.docs.docSidebarMenu,
          'menu__list',
          filter.result !== null && hiddenWhileFiltering,
        )}>
        <DocSidebarItems items={sidebar} activePath={path} onItemClick={onItemClick} level={1} />
      </ul>
      <SidebarFilterResults filter={filter} onItemClick={onItemClick} />
    </>
  );
  // CUSTOM CODE END
};

function DocSidebarMobile(props: Props) {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={props} />;
}

export default React.memo(DocSidebarMobile);
