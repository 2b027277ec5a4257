/**
 * "Copy page" and "View as Markdown" for the page being read. The Markdown is
 * fetched only on a click, and the code that fetches and copies loads then
 * too (./copyMarkdown), so the control costs a few hundred bytes on first load.
 * The result is announced in a live region; when the browser refuses the
 * clipboard, the message says so and points at the Markdown link.
 */
import React, {useState} from 'react';
import styles from './styles.module.css';

type Status = {state: 'idle' | 'busy' | 'done' | 'refused'; message: string};

export default function CopyPage({markdownUrl}: {markdownUrl: string}): React.JSX.Element {
  const [status, setStatus] = useState<Status>({state: 'idle', message: ''});
  const copy = async () => {
    setStatus({state: 'busy', message: ''});
    const {copyMarkdown} = await import('./copyMarkdown');
    setStatus(await copyMarkdown(markdownUrl));
  };
  return (
    <div className={styles.copyPage} data-llms-ignore="">
      <button
        type="button"
        className={`button button--sm button--secondary ${styles.button}`}
        onClick={copy}
        disabled={status.state === 'busy'}>
        Copy page
      </button>
      {/* A file beside the page, not a route: the router must not take the click. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.link} href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={status.state === 'refused' ? styles.refused : styles.message}>
        {status.message}
      </span>
    </div>
  );
}
