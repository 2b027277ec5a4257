import {JSDOM} from 'jsdom';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: false}}));

const {keyboardNavigationClassName, trackKeyboardNavigation} = await import('./keyboardNavigation');

function setUp() {
  const {window} = new JSDOM('<body><a href="#">link</a></body>');
  const stop = trackKeyboardNavigation(window.document);
  const press = (key: string) => window.document.dispatchEvent(new window.KeyboardEvent('keydown', {key}));
  const mouseDown = () => window.document.dispatchEvent(new window.MouseEvent('mousedown'));
  const isOn = () => window.document.body.classList.contains(keyboardNavigationClassName);
  return {press, mouseDown, isOn, stop};
}

describe('keyboard-navigation mode', () => {
  it('turns on with Tab and off with a mouse press', () => {
    const {press, mouseDown, isOn} = setUp();
    expect(isOn()).toBe(false);
    press('Tab');
    expect(isOn()).toBe(true);
    mouseDown();
    expect(isOn()).toBe(false);
  });

  it('ignores other keys', () => {
    const {press, isOn} = setUp();
    press('Enter');
    press('a');
    expect(isOn()).toBe(false);
  });

  it('stops tracking when asked', () => {
    const {press, isOn, stop} = setUp();
    stop();
    press('Tab');
    expect(isOn()).toBe(false);
  });
});
