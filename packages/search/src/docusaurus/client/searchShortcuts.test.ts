import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {shortcutAction} from './searchShortcuts';

const {window} = new JSDOM('<input id="field"><div id="text"></div><div id="editor" contenteditable="true"></div>');
Object.assign(globalThis, {HTMLElement: window.HTMLElement});
const field = window.document.getElementById('field');
const text = window.document.getElementById('text');
const editor = window.document.getElementById('editor');
Object.defineProperty(editor, 'isContentEditable', {value: true});

const key = (name: string, extra: Partial<KeyboardEvent> = {}) =>
  ({key: name, metaKey: false, ctrlKey: false, altKey: false, target: text, ...extra}) as KeyboardEvent;
const closed = {isOpen: false, buttonFocused: false};
const open = {isOpen: true, buttonFocused: false};

describe('shortcutAction', () => {
  it('opens with Ctrl+K or Cmd+K, and closes with them when open', () => {
    expect(shortcutAction(key('k', {ctrlKey: true}), closed)).toBe('open');
    expect(shortcutAction(key('K', {metaKey: true}), closed)).toBe('open');
    expect(shortcutAction(key('k', {ctrlKey: true}), open)).toBe('close');
  });

  it('opens with "/" unless the reader is typing in a field', () => {
    expect(shortcutAction(key('/'), closed)).toBe('open');
    expect(shortcutAction(key('/', {target: field}), closed)).toBeNull();
    expect(shortcutAction(key('/', {target: editor}), closed)).toBeNull();
    expect(shortcutAction(key('/'), open)).toBeNull();
  });

  it('closes with Escape only when open', () => {
    expect(shortcutAction(key('Escape'), open)).toBe('close');
    expect(shortcutAction(key('Escape'), closed)).toBeNull();
  });

  it('types a letter or digit into the modal when the button has focus', () => {
    expect(shortcutAction(key('q'), {isOpen: false, buttonFocused: true})).toBe('type-into');
    expect(shortcutAction(key('7'), {isOpen: false, buttonFocused: true})).toBe('type-into');
    expect(shortcutAction(key('q'), closed)).toBeNull();
    expect(shortcutAction(key('Tab'), {isOpen: false, buttonFocused: true})).toBeNull();
    expect(shortcutAction(key('c', {ctrlKey: true}), {isOpen: false, buttonFocused: true})).toBeNull();
  });
});
