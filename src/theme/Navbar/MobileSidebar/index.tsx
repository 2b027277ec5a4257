/**
 * Wraps the theme's Navbar/MobileSidebar (a safe swizzle) so that a phone does
 * not build the hidden menu panel while the page hydrates. The stock component
 * mounts the whole panel, the navbar items and the doc sidebar's tree (about
 * 120 elements on a deep page), as soon as the layout switches to 'mobile',
 * in the same blocking render as that switch, although the panel stays
 * off-screen until the reader taps the menu button. Here it mounts in an idle
 * period after hydration, as a non-blocking transition, so it is ready (and
 * slides in as before) by the time a reader taps; a tap that comes earlier
 * mounts it at once.
 */
import React, {startTransition, useEffect, useState, type ComponentProps} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {whenIdle} from '@site/src/client/whenIdle';
import {useNavbarMobileSidebar} from '@site/src/internals/themeHooks';

export default function MobileSidebarWhenIdle(props: ComponentProps<typeof MobileSidebar>): React.JSX.Element | null {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!shouldRender || idle) {
      return undefined;
    }
    return whenIdle(() => startTransition(() => setIdle(true)), {timeout: 2000, fallbackDelay: 200});
  }, [shouldRender, idle]);
  return idle || shown ? <MobileSidebar {...props} /> : null;
}
