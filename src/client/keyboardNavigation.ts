/**
 * Keyboard-navigation mode: `navigation-with-keyboard` on <body> from the
 * first Tab until the next mouse press, so focus styles can be made stronger
 * for readers who navigate by keyboard. Docusaurus 3.7 had this mode and the
 * spec keeps it; Docusaurus 3.10 dropped it for :focus-visible alone.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const keyboardNavigationClassName = 'navigation-with-keyboard';

/** Starts tracking the mode on a document; returns the function that stops it. */
export function trackKeyboardNavigation(document: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      document.body.classList.add(keyboardNavigationClassName);
    }
  };
  const onMouseDown = () => document.body.classList.remove(keyboardNavigationClassName);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('mousedown', onMouseDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('mousedown', onMouseDown);
  };
}

if (ExecutionEnvironment.canUseDOM) {
  trackKeyboardNavigation(window.document);
}
