/**
 * The code block's content, ejected from @docusaurus/theme-classic 3.10.2
 * (unsafe: CodeBlock/Content is internal to the code block). The theme
 * highlights with prism-react-renderer in the browser; here the lines come
 * highlighted from the build (src/plugins/code-highlighting), so neither
 * Prism nor its languages load with a page. The changes are fenced by
 * CUSTOM CODE markers; the rest is the theme's, in TypeScript.
 */
import React, {forwardRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// CUSTOM CODE
import {useHighlightedLines} from '../../../HighlightedLines';
// CUSTOM CODE END
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
));
Pre.displayName = 'Pre';

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

// CUSTOM CODE
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The lines as HTML: as the build highlighted them, or as plain text where
 * the theme changed the code the build saw (a magic comment removed) or no
 * build step saw it (a code block written in JSX).
 */
function useLines(): readonly string[] {
  const {metadata} = useCodeBlockContext();
  const highlighted = useHighlightedLines();
  const unchanged = metadata.code === metadata.codeInput.replace(/\r?\n$/, '');
  return highlighted && unchanged ? highlighted : metadata.code.split('\n').map(escapeHtml);
}
// CUSTOM CODE END

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {language, lineNumbersStart, lineClassNames} = metadata;
  // CUSTOM CODE
  const lines = useLines();
  const showLineNumbers = lineNumbersStart !== undefined;
  return (
    <Pre ref={codeBlockRef} className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      <Code>
        {lines.map((html, index) => (
          <div key={index} className={clsx('token-line', lineClassNames[index], showLineNumbers && styles.codeLine)}>
            {showLineNumbers ? (
              <>
                <span className={styles.codeLineNumber} />
                <span className={styles.codeLineContent} dangerouslySetInnerHTML={{__html: html}} />
              </>
            ) : (
              <span dangerouslySetInnerHTML={{__html: html}} />
            )}
            <br />
          </div>
        ))}
      </Code>
    </Pre>
  );
  // CUSTOM CODE END
}
