/**
 * Wraps the theme's code block (a safe swizzle): takes the lines the build
 * highlighted (src/plugins/code-highlighting/rehype.ts) out of its props and
 * hands them to CodeBlock/Content, which the theme's layout renders.
 */
import React, {type ReactNode} from 'react';
// @theme-init: the classic theme's component, below this plugin's wrapper (@theme-original would be this file).
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {highlightedLinesProp, type HighlightedLines} from '../../contract';
import {HighlightedLinesContext} from '../../HighlightedLines';

type WithLines = Props & {[highlightedLinesProp]?: string};

export default function CodeBlockWithHighlightedLines({[highlightedLinesProp]: json, ...props}: WithLines): ReactNode {
  const lines = json === undefined ? undefined : (JSON.parse(json) as HighlightedLines);
  return (
    <HighlightedLinesContext.Provider value={lines}>
      <CodeBlock {...props} />
    </HighlightedLinesContext.Provider>
  );
}
