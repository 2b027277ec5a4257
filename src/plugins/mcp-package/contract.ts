/**
 * How assistants install and start the docs' MCP server from the site: the
 * site's build writes the server's npm tarball at `mcpPackagePath` below its
 * base URL (./index.ts), and the pages' "Open in an assistant" menu, the
 * READMEs and the package test give the command that runs it.
 */

/** Where the build writes the tarball, below the site's base URL: one address whatever the version. */
export const mcpPackagePath = 'mcp/narrative-docs-mcp.tgz';

/** The name assistants list the server under. */
export const mcpServerName = 'narrative-docs';

/**
 * The command an assistant runs to start the server reading the site at
 * `siteUrl` (its origin and base path, without a trailing slash): npx
 * fetches the package from the site itself, with no dependency to install.
 */
export function mcpServerCommand(siteUrl: string): {command: string; args: string[]} {
  return {command: 'npx', args: ['-y', `${siteUrl}/${mcpPackagePath}`, '--site', siteUrl]};
}
