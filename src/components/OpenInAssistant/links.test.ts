import {describe, expect, it} from 'vitest';
import {assistantLinks, readPagePrompt} from './links';

const site = 'https://docs.narrativetools.io';
const markdownUrl = `${site}/tales/quests/branches.md`;
const links = assistantLinks(markdownUrl, site);
/** The server's configuration for the site at `siteUrl`, as an assistant runs it. */
const serverOf = (siteUrl: string) => ({
  command: 'npx',
  args: ['-y', `${siteUrl}/mcp/narrative-docs-mcp.tgz`, '--site', siteUrl],
});
const server = serverOf(site);

/** A query parameter as the receiving app reads it: URL-decoded, `+` as a space. */
const parameter = (link: string, name: string) => new URL(link).searchParams.get(name);

describe('assistantLinks', () => {
  it("opens ChatGPT and Claude with a prompt to read the page's Markdown by its absolute address", () => {
    expect(readPagePrompt(markdownUrl)).toBe(`Read ${markdownUrl} so I can ask questions about it.`);
    expect(links.chatGpt.startsWith('https://chatgpt.com/?')).toBe(true);
    expect(parameter(links.chatGpt, 'q')).toBe(readPagePrompt(markdownUrl));
    expect(parameter(links.chatGpt, 'hints')).toBe('search');
    expect(links.claude.startsWith('https://claude.ai/new?')).toBe(true);
    expect(parameter(links.claude, 'q')).toBe(readPagePrompt(markdownUrl));
  });

  it('installs the server in Cursor: its name, and its configuration as base64 JSON', () => {
    const url = new URL(links.cursor);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('cursor://anysphere.cursor-deeplink/mcp/install');
    expect(url.searchParams.get('name')).toBe('narrative-docs');
    expect(JSON.parse(atob(url.searchParams.get('config')!))).toEqual(server);
  });

  it("keeps Cursor's base64 whole when it holds + or /, which a query would otherwise change", () => {
    const sites = [site, 'https://docs.example.com/~narrative'];
    const raw = sites.map((other) => btoa(JSON.stringify(serverOf(other))));
    expect(raw.some((base64) => /[+/]/.test(base64))).toBe(true);
    for (const other of sites) {
      const config = parameter(assistantLinks(`${other}/index.md`, other).cursor, 'config')!;
      expect(JSON.parse(atob(config)), other).toEqual(serverOf(other));
    }
  });

  it('installs the server in VS Code: its name and configuration as JSON', () => {
    expect(links.vsCode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(links.vsCode.slice('vscode:mcp/install?'.length)))).toEqual({
      name: 'narrative-docs',
      ...server,
    });
  });

  it('gives the Claude Code command that adds the server for the user', () => {
    expect(links.claudeCode).toBe(
      `claude mcp add narrative-docs --scope user -- npx -y ${site}/mcp/narrative-docs-mcp.tgz --site ${site}`,
    );
  });

  it('follows a site under a sub-path: the Markdown, the package and the site the server reads', () => {
    const base = 'https://example.github.io/narrative';
    const page = `${base}/next/tales/quests/branches.md`;
    const under = assistantLinks(page, base);
    expect(parameter(under.claude, 'q')).toBe(`Read ${page} so I can ask questions about it.`);
    expect(JSON.parse(atob(parameter(under.cursor, 'config')!))).toEqual(serverOf(base));
    expect(under.claudeCode).toBe(
      `claude mcp add narrative-docs --scope user -- npx -y ${base}/mcp/narrative-docs-mcp.tgz --site ${base}`,
    );
  });
});
