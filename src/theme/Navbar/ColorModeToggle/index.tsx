/**
 * Wraps the theme's Navbar/ColorModeToggle (a safe swizzle) to give it a
 * stable class, `navbar-color-mode-toggle`. The theme hides the navbar's
 * switch below the desktop breakpoint, leaving it only inside the phone menu;
 * src/css/custom.css shows it in the top bar there too, one tap away.
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import ColorModeToggle from '@theme-original/Navbar/ColorModeToggle';

export default function NavbarColorModeToggle(props: ComponentProps<typeof ColorModeToggle>): React.JSX.Element {
  return <ColorModeToggle {...props} className={clsx(props.className, 'navbar-color-mode-toggle')} />;
}
