/**
 * DocSearch's keyboard shortcuts, for the navbar button: Ctrl/Cmd+K toggles
 * the modal, "/" opens it unless the reader is typing in a field, Escape
 * closes it, and a letter or digit typed on the focused button opens it with
 * that character. DocSearch ships the same hook, but only inside the bundle
 * that holds its modal; this copy lets the modal load on demand.
 */
import {useEffect, type RefObject} from 'react';

export type ShortcutAction = 'open' | 'close' | 'type-into' | null;

function isEditing(target: EventTarget | null): boolean {
  if (!target || !(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function shortcutAction(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'target'>,
  {isOpen, buttonFocused}: {isOpen: boolean; buttonFocused: boolean},
): ShortcutAction {
  if (event.key === 'Escape' && isOpen) {
    return 'close';
  }
  if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
    return isOpen ? 'close' : 'open';
  }
  if (event.key === '/' && !isOpen && !isEditing(event.target)) {
    return 'open';
  }
  if (buttonFocused && !isOpen && !event.metaKey && !event.ctrlKey && !event.altKey && /^[a-z0-9]$/i.test(event.key)) {
    return 'type-into';
  }
  return null;
}

export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onTypeInto,
  buttonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onTypeInto: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutAction(event, {isOpen, buttonFocused: buttonRef.current === document.activeElement});
      if (action === null) {
        return;
      }
      event.preventDefault();
      if (action === 'close') {
        onClose();
      } else if (action === 'open') {
        onOpen();
      } else {
        onTypeInto(event.key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onTypeInto, buttonRef]);
}
