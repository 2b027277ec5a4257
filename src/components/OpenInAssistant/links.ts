/**
 * The addresses of the "Open in an assistant" menu, for one page: chats that
 * start by reading the page's Markdown twin, and installs of the docs' MCP
 * server that start it from the site (src/plugins/mcp-package/contract.ts).
 */
import {mcpServerCommand, mcpServerName} from '@site/src/plugins/mcp-package/contract';

export type AssistantLinks = {
  chatGpt: string;
  claude: string;
  /** Cursor's install link: the server's configuration, as JSON in base64. */
  cursor: string;
  /** VS Code's install link: the server's name and configuration, as JSON. */
  vsCode: string;
  /** The command that adds the server to Claude Code, for every project of the user. */
  claudeCode: string;
};

/** What a chat is asked first: to read the page's Markdown, by its absolute address. */
export const readPagePrompt = (markdownUrl: string) => `Read ${markdownUrl} so I can ask questions about it.`;

/** The menu's addresses for the page whose Markdown is at `markdownUrl`, on the site at `siteUrl` (no trailing slash). */
export function assistantLinks(markdownUrl: string, siteUrl: string): AssistantLinks {
  const prompt = encodeURIComponent(readPagePrompt(markdownUrl));
  const server = mcpServerCommand(siteUrl);
  return {
    // ChatGPT reads a link only with its search tool, which `hints=search` turns on for the new chat.
    chatGpt: `https://chatgpt.com/?hints=search&q=${prompt}`,
    claude: `https://claude.ai/new?q=${prompt}`,
    cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=${mcpServerName}&config=${encodeURIComponent(btoa(JSON.stringify(server)))}`,
    vsCode: `vscode:mcp/install?${encodeURIComponent(JSON.stringify({name: mcpServerName, ...server}))}`,
    claudeCode: `claude mcp add ${mcpServerName} --scope user -- ${[server.command, ...server.args].join(' ')}`,
  };
}
