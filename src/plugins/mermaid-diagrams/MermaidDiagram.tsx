/**
 * A Mermaid diagram drawn at build time (remark.ts): its SVG in both colour
 * modes, one shown at a time by diagrams.css, with no script.
 *
 * The page's HTML holds the drawings and hydration keeps them, since React
 * leaves alone the inside of an element whose content it is given as HTML.
 * The page's JavaScript holds only their URL (contract.ts): reached by a link
 * inside the site, the page is rendered in the browser and fetches them.
 */
import React, {useEffect, useId, useRef} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {narrowestColumnPx, type MermaidDiagramProps} from './contract';

export default function MermaidDiagram({
  drawing,
  source,
  label,
  width,
  height,
  minWidth,
}: MermaidDiagramProps): React.JSX.Element {
  const description = useId();
  const drawings = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = drawings.current;
    if (!box || box.childElementCount > 0) {
      return undefined;
    }
    const request = new AbortController();
    fetch(drawing, {signal: request.signal})
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText))))
      .then((markup) => {
        box.innerHTML = markup;
      })
      // Offline, the diagram's source is still its text alternative.
      .catch(() => undefined);
    return () => request.abort();
  }, [drawing]);
  return (
    <figure className="mermaid-diagram" data-visual="mermaid-diagram">
      {/* A diagram that may be wider than the column scrolls inside this box, which a keyboard can then scroll too. */}
      <div
        className="mermaid-diagram__scroller"
        role="img"
        aria-label={label}
        aria-describedby={description}
        tabIndex={minWidth > narrowestColumnPx ? 0 : undefined}>
        <div
          ref={drawings}
          className="mermaid-diagram__drawings"
          aria-hidden="true"
          style={{maxWidth: width, minWidth, aspectRatio: `${width} / ${height}`}}
          dangerouslySetInnerHTML={{__html: ExecutionEnvironment.canUseDOM ? '' : drawing}}
        />
      </div>
      <pre id={description} hidden>
        {source}
      </pre>
    </figure>
  );
}
