/** Options of the llms-txt plugin, checked with a message that names the option to fix. */
export type LlmsTxtOptions = {
  /** The one-paragraph summary under the title of llms.txt. */
  summary: string;
  /** The sidebar whose order llms.txt follows. */
  sidebarId: string;
  /** Title of the section holding the top-level pages outside any category. */
  looseSectionTitle: string;
};

/** Checks the options given in docusaurus.config.ts, saying which one is missing. */
export function validated(input: unknown): LlmsTxtOptions {
  const options = (input ?? {}) as Partial<LlmsTxtOptions>;
  for (const key of ['summary', 'sidebarId', 'looseSectionTitle'] as const) {
    if (typeof options[key] !== 'string' || options[key].trim() === '') {
      throw new Error(`llms-txt: the option "${key}" must be a non-empty string.`);
    }
  }
  return options as LlmsTxtOptions;
}
