/** DocSearch's search button: its markup and class names, so @docsearch/css gives it DocSearch's look. */
import React, {forwardRef, type ComponentProps} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The reader's modifier key; none in the server-rendered page and during hydration, which must match it, and none on
 * a touch screen, where the reader has no keys to press.
 */
function useModifierKey(): {symbol: string; name: string} | null {
  const isBrowser = useIsBrowser();
  if (!isBrowser || matchMedia('(hover: none) and (pointer: coarse)').matches) {
    return null;
  }
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)
    ? {symbol: '⌘', name: 'Command'}
    : {symbol: 'Ctrl', name: 'Control'};
}

const SearchButton = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(function SearchButton(props, ref) {
  const modifier = useModifierKey();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={modifier ? `Search (${modifier.name}+K)` : 'Search'}
      ref={ref}
      {...props}>
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier.symbol}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
