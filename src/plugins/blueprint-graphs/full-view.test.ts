import {JSDOM} from 'jsdom';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: false}}));

const {closeFullViewOnEscape} = await import('./full-view');

function setUp() {
  const {window} = new JSDOM(`<body>
    <figure class="bp"><div class="bp-scroll" tabindex="0"></div><label class="bp-full"><input type="checkbox" checked>Full view</label><label class="bp-whole"><input type="checkbox" checked>Whole graph</label></figure>
    <figure class="bp"><div class="bp-scroll" tabindex="0"></div><label class="bp-full"><input type="checkbox">Full view</label><label class="bp-whole"><input type="checkbox">Whole graph</label></figure>
  </body>`);
  const stop = closeFullViewOnEscape(window.document);
  const press = (key: string) => window.document.dispatchEvent(new window.KeyboardEvent('keydown', {key}));
  const [open, whole, closed] = [...window.document.querySelectorAll('input')];
  return {press, open: open!, whole: whole!, closed: closed!, stop, window, document: window.document};
}

describe('Escape and Full view', () => {
  it('closes the open Full view and its overview, and puts focus on its control', () => {
    const {press, open, whole, closed, document} = setUp();
    press('Escape');
    expect(open.checked).toBe(false);
    expect(whole.checked).toBe(false);
    expect(closed.checked).toBe(false);
    expect(document.activeElement).toBe(open);
  });

  it('puts the keyboard on the graph when Full view opens, so the arrow keys pan it', () => {
    const {closed, window, document} = setUp();
    closed.checked = true;
    closed.dispatchEvent(new window.Event('change', {bubbles: true}));
    expect(document.activeElement).toBe(closed.closest('.bp')!.querySelector('.bp-scroll'));
  });

  it('leaves Full view open on other keys, and once stopped', () => {
    const {press, open, stop} = setUp();
    press('Enter');
    expect(open.checked).toBe(true);
    stop();
    press('Escape');
    expect(open.checked).toBe(true);
  });
});

describe('zooming in Full view', () => {
  it('zooms the open graph in with + and out with -, never below the size that fits, and 0 fits it again', () => {
    const {press, open, closed} = setUp();
    const zoom = (input: HTMLInputElement) => input.closest<HTMLElement>('.bp')!.style.getPropertyValue('--bp-zoom');
    press('+');
    press('+');
    expect(Number(zoom(open))).toBeCloseTo(1.5625);
    expect(zoom(closed)).toBe('');
    press('-');
    press('-');
    press('-');
    expect(zoom(open)).toBe('1');
    press('+');
    press('0');
    expect(zoom(open)).toBe('1');
    press('Escape');
    expect(zoom(open)).toBe('');
  });
});
