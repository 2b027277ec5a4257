/**
 * "Open in an assistant" beside Copy page: a menu that opens a chat about the
 * page in ChatGPT or Claude (their prompt carries the page's Markdown
 * address), installs the docs' MCP server in Cursor or VS Code, and gives the
 * Claude Code command. The menu is an HTML popover, which opens, closes on
 * Escape or a click elsewhere and takes keyboard focus in order with no
 * script; the links are plain links, so nothing reaches those sites before a
 * click. Only the Copy button's code loads, on its first click.
 */
/* eslint-disable @docusaurus/no-html-links -- links to other sites and to apps, which Docusaurus's Link would open in a new tab */
import React, {useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {assistantLinks} from './links';
import styles from './styles.module.css';

const menuId = 'open-in-assistant';

export default function OpenInAssistant({markdownUrl}: {markdownUrl: string}): React.JSX.Element {
  const {url, baseUrl} = useDocusaurusContext().siteConfig;
  // The Markdown address already starts with the base URL.
  const links = assistantLinks(url + markdownUrl, url + baseUrl.replace(/\/$/, ''));
  const [message, setMessage] = useState('');
  const copy = async () => {
    const {copyCommand} = await import('./copyCommand');
    setMessage(await copyCommand(links.claudeCode));
  };
  return (
    <>
      <button type="button" className={`button button--sm button--secondary ${styles.trigger}`} popoverTarget={menuId}>
        Open in an assistant
      </button>
      <div id={menuId} popover="auto" className={styles.panel}>
        <div role="group" aria-labelledby={`${menuId}-chat`}>
          <span id={`${menuId}-chat`}>Ask about this page, in a new tab</span>
          <a href={links.chatGpt} target="_blank" rel="noreferrer">
            Open in ChatGPT
          </a>
          <a href={links.claude} target="_blank" rel="noreferrer">
            Open in Claude
          </a>
        </div>
        <div role="group" aria-labelledby={`${menuId}-server`}>
          <span id={`${menuId}-server`}>Docs in your editor (MCP)</span>
          <a href={links.cursor}>Add to Cursor</a>
          <a href={links.vsCode}>Add to VS Code</a>
          <span>Claude Code:</span>
          <div className={styles.command}>
            <code>{links.claudeCode}</code>
            <button
              type="button"
              className="button button--sm button--secondary"
              aria-label="Copy the Claude Code command"
              onClick={copy}>
              Copy
            </button>
          </div>
          <span role="status">{message}</span>
        </div>
      </div>
    </>
  );
}
