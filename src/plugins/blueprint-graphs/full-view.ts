/**
 * The plugin's one client module: Escape closes a graph's Full view, as it
 * closes a dialog. Full view itself is a checkbox and CSS, and works without
 * script; this adds the key readers expect once script runs.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Starts closing an open Full view on Escape, moving focus to its control; returns the function that stops it. */
export function closeFullViewOnEscape(document: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const open = event.key === 'Escape' && document.querySelector<HTMLInputElement>('.bp-full input:checked');
    if (open) {
      open.checked = false;
      open.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

if (ExecutionEnvironment.canUseDOM) {
  closeFullViewOnEscape(window.document);
}
