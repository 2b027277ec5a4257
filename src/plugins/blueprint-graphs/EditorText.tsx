/**
 * The text of a graph pasted from the Blueprint editor, for the reader to take
 * back into Unreal: a Copy to Unreal button that puts it on the clipboard as
 * its writer copied it, and a disclosure that shows it ready to select. Only
 * pages with such a graph import this component. Without script the
 * disclosure is all there is: the stylesheet keeps the button hidden until
 * the page hydrates.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';

type Outcome = 'copied' | 'select' | undefined;

/** How long the confirmation stays, in milliseconds. */
const confirmationTime = 2000;

function select(text: HTMLElement): void {
  text.closest('details')?.setAttribute('open', '');
  const range = document.createRange();
  range.selectNodeContents(text);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

export default function BlueprintEditorText({source}: {source: string}): ReactNode {
  const text = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    if (outcome !== 'copied') {
      return undefined;
    }
    const timer = window.setTimeout(() => setOutcome(undefined), confirmationTime);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(source);
      setOutcome('copied');
    } catch {
      // No clipboard access (an insecure page, a refused permission): the reader copies the selected text.
      select(text.current!);
      setOutcome('select');
    }
  };

  return (
    <>
      <span className="bp-copy" data-llms-ignore="">
        <button type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
          Copy to Unreal
        </button>
        <span role="status">
          {outcome === 'copied' && 'Copied. Paste it into a Blueprint graph with Ctrl+V.'}
          {outcome === 'select' && 'Press Ctrl+C to copy the selected text.'}
        </span>
      </span>
      <details className="bp-text">
        <summary>Blueprint text to paste into Unreal</summary>
        <pre>
          <code ref={text} className="language-blueprint">
            {source}
          </code>
        </pre>
      </details>
    </>
  );
}
