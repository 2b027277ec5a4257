/**
 * The code block, replacing the theme's (unsafe: none of the theme's
 * CodeBlock modules load). The theme's block highlights with Prism in the
 * browser and brings its metadata parsing, context and buttons to every
 * page, since the MDX components import it; this one draws the lines the
 * build highlighted (src/plugins/code-highlighting/rehype.ts) with the
 * theme's look, and keeps its copy button. A code block written in JSX,
 * which no build step sees, fails the build (`builtLines`).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {blockCode, builtLines, codeBlockClass, fenceTitle, highlightedLinesProp} from '../../contract';
import styles from './styles.module.css';

type CodeBlockProps = Props & {metastring?: string; [highlightedLinesProp]?: string};

/** How long the button shows that it copied, in milliseconds. */
const confirmationTime = 1000;

const textOf = (children: ReactNode): string =>
  React.Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');

function CopyButton({code}: {code: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = window.setTimeout(() => setCopied(false), confirmationTime);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.copyButton, copied && styles.copied)}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
      onClick={() => void navigator.clipboard.writeText(code).then(() => setCopied(true))}>
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}

export default function CodeBlock({
  children,
  className,
  language: languageProp,
  title: titleProp,
  metastring,
  [highlightedLinesProp]: json,
}: CodeBlockProps): ReactNode {
  const isBrowser = useIsBrowser();
  const code = blockCode(textOf(children));
  const language = (languageProp ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text').toLowerCase();
  const title = titleProp ?? fenceTitle.exec(metastring ?? '')?.[2];
  const html = builtLines(json, code)
    .map((line) => `<span class="token-line">${line}</span>`)
    .join('\n');
  return (
    <div className={clsx(codeBlockClass, styles.container, `language-${language}`)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre tabIndex={0} className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code className={styles.lines} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        {isBrowser && <CopyButton code={code} />}
      </div>
    </div>
  );
}
