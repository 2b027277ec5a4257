/**
 * The plugin's one client module, for an open Full view: opening it puts
 * the keyboard on the graph, so the arrow keys pan it at once; Escape closes
 * it, as it closes a dialog; + and - zoom the graph (0 brings it back). Full
 * view and Whole graph are checkboxes and CSS and work without script;
 * pinching zooms on a touch screen.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Zoom steps of the keys, and the largest zoom: 8 times the size Full view opens at. */
const zoomStep = 1.25;
const maxZoom = 8;

/** Starts handling an open Full view's keys and focus; returns the function that stops it. */
export function closeFullViewOnEscape(document: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const open = document.querySelector<HTMLInputElement>('.bp-full input:checked');
    const figure = open?.closest<HTMLElement>('.bp');
    if (!open || !figure) {
      return;
    }
    if (event.key === 'Escape') {
      // Focus first: the control shows for certain only while Full view is open.
      open.focus();
      open.checked = false;
      const whole = figure.querySelector<HTMLInputElement>('.bp-whole input');
      if (whole) {
        whole.checked = false;
      }
      figure.style.removeProperty('--bp-zoom');
      return;
    }
    const zoom = Number(figure.style.getPropertyValue('--bp-zoom') || 1);
    const next = {'+': zoom * zoomStep, '=': zoom * zoomStep, '-': zoom / zoomStep, '0': 1}[event.key];
    if (next !== undefined) {
      event.preventDefault();
      figure.style.setProperty('--bp-zoom', String(Math.min(maxZoom, Math.max(1, next))));
    }
  };
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.checked && input.closest('.bp-full')) {
      input.closest('.bp')?.querySelector<HTMLElement>('.bp-scroll')?.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('change', onChange);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('change', onChange);
  };
}

if (ExecutionEnvironment.canUseDOM) {
  closeFullViewOnEscape(window.document);
}
