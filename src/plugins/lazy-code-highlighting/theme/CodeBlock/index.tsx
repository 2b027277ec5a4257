/**
 * Wraps the theme's code block (a safe swizzle) so that it and Prism load
 * on demand: see src/plugins/lazy-code-highlighting. Server rendering waits
 * for the lazy chunk, so the built HTML is highlighted, and hydration keeps
 * that HTML until the chunk arrives. On a client-side navigation the code
 * shows as plain text for the moment the chunk takes to load.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy<ComponentType<Props>>(() => import('../../HighlightedCodeBlock'));

function PlainCodeBlock({children}: Props): ReactNode {
  return (
    <pre tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
