/**
 * Wraps the theme's Mermaid component (a safe swizzle). Mermaid draws a
 * diagram in the browser only, so the built page would hold no trace of it;
 * the wrapper keeps the diagram's source in a data attribute, which the
 * Markdown of the page (src/plugins/llms-txt) turns back into a mermaid block.
 * No JavaScript is added: the source is already in the page's chunk.
 */
import React, {type ComponentProps} from 'react';
import Mermaid from '@theme-original/Mermaid';

export default function MermaidWithSource(props: ComponentProps<typeof Mermaid>): React.JSX.Element {
  return (
    <div data-mermaid-source={props.value}>
      <Mermaid {...props} />
    </div>
  );
}
