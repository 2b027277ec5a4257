/**
 * The Copy to Unreal button of a graph pasted from the editor: puts the
 * figure's clipboard text, as its writer copied it, back on the clipboard for
 * the reader to paste into a Blueprint graph. Only pages with such a graph
 * import it; until the page hydrates, the stylesheet keeps it hidden, and the
 * text stays in the disclosure beside it.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';

type Outcome = 'copied' | 'select' | undefined;

/** How long the confirmation stays, in milliseconds. */
const confirmationTime = 2000;

function selectText(source: Element): void {
  source.closest('details')?.setAttribute('open', '');
  const range = document.createRange();
  range.selectNodeContents(source);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

export default function BlueprintCopyButton(): ReactNode {
  const button = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    if (outcome !== 'copied') {
      return undefined;
    }
    const timer = window.setTimeout(() => setOutcome(undefined), confirmationTime);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    const source = button.current?.closest('figure')?.querySelector('[data-blueprint-source]');
    if (!source) {
      return;
    }
    try {
      await navigator.clipboard.writeText(source.textContent ?? '');
      setOutcome('copied');
    } catch {
      // No clipboard access (an insecure page, a refused permission): the reader copies the selected text.
      selectText(source);
      setOutcome('select');
    }
  };

  return (
    <span className="bp-copy" data-llms-ignore="">
      <button ref={button} type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
        Copy to Unreal
      </button>
      <span role="status">
        {outcome === 'copied'
          ? 'Copied. Paste it into a Blueprint graph.'
          : outcome === 'select'
            ? 'Press Ctrl+C to copy the selected text.'
            : ''}
      </span>
    </span>
  );
}
