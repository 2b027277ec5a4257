/**
 * The plugin's one client module: in an open Full view, Escape closes it, as
 * it closes a dialog, and + and - zoom the graph (0 fits it again), which
 * the reader then pans with the arrow keys. Full view itself is a checkbox
 * and CSS and works without script; pinching zooms it on a touch screen.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Zoom steps of the keys, and the largest zoom: the graph at 8 times the size that fits the screen. */
const zoomStep = 1.25;
const maxZoom = 8;

/** Starts handling the keys of an open Full view; returns the function that stops it. */
export function closeFullViewOnEscape(document: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const open = document.querySelector<HTMLInputElement>('.bp-full input:checked');
    const figure = open?.closest<HTMLElement>('.bp');
    if (!open || !figure) {
      return;
    }
    if (event.key === 'Escape') {
      open.checked = false;
      figure.style.removeProperty('--bp-zoom');
      open.focus();
      return;
    }
    const zoom = Number(figure.style.getPropertyValue('--bp-zoom') || 1);
    const next = {'+': zoom * zoomStep, '=': zoom * zoomStep, '-': zoom / zoomStep, '0': 1}[event.key];
    if (next !== undefined) {
      event.preventDefault();
      figure.style.setProperty('--bp-zoom', String(Math.min(maxZoom, Math.max(1, next))));
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

if (ExecutionEnvironment.canUseDOM) {
  closeFullViewOnEscape(window.document);
}
