/**
 * The "My plugins" choice: which of the site's products the reader owns, one
 * click away as a disclosure button, its panel a group of check boxes. Search
 * ranks the chosen products first and shows a page and its copy in another
 * product as one result. The modal's footer and the search page show the
 * same control over the same stored choice (`useMyPlugins`).
 */
import React, {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useMyPlugins} from '../../client/myPlugins';
import {useSearchConfig} from '../../client/useSearch';
import './styles.css';

/** What the button says of the choice: the products, or that every product counts alike. */
function summary(chosen: readonly string[], all: readonly string[]): string {
  return chosen.length === 0 || chosen.length === all.length ? 'all' : chosen.join(', ');
}

export default function MyPlugins({
  className,
  onChange,
}: {
  className?: string;
  /** Called after the reader changes the choice, to search again with it. */
  onChange?: () => void;
}): ReactNode {
  const {products} = useSearchConfig();
  const labels = products.map(({label}) => label);
  const [chosen, setChosen] = useMyPlugins(labels);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = (product: string) => {
    setChosen(chosen.includes(product) ? chosen.filter((label) => label !== product) : [...chosen, product]);
    onChange?.();
  };

  // Escape closes the panel, not the search around it, and gives the focus back to the button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div className={`search-plugins ${className ?? ''}`} onKeyDown={closeOnEscape}>
      <button
        ref={toggleRef}
        type="button"
        className="search-plugins__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}>
        My plugins: <span className="search-plugins__summary">{summary(chosen, labels)}</span>
      </button>
      <fieldset id={panelId} className="search-plugins__panel" hidden={!open}>
        <legend className="search-plugins__legend">My plugins</legend>
        <p className="search-plugins__help">Their pages come first. Choose none to rank every plugin alike.</p>
        <ul className="search-plugins__list">
          {labels.map((product) => (
            <li key={product}>
              <label className="search-plugins__choice">
                <input type="checkbox" checked={chosen.includes(product)} onChange={() => toggle(product)} />
                {product}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
