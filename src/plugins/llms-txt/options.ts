/** Options of the llms-txt plugin, checked by Docusaurus when the site loads, with a message that names the option to fix. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export type LlmsTxtOptions = {
  /** The plugin instance's id, which Docusaurus adds. */
  id?: string;
  /** The one-paragraph summary under the title of llms.txt. */
  summary: string;
  /** The sidebar whose order llms.txt follows. */
  sidebarId: string;
  /** Title of the section holding the top-level pages outside any category. */
  looseSectionTitle: string;
};

const schema = Joi.object<LlmsTxtOptions>({
  summary: Joi.string().trim().required(),
  sidebarId: Joi.string().trim().required(),
  looseSectionTitle: Joi.string().trim().required(),
});

/** Docusaurus's hook for a plugin's options: the options, or an error that names the one to fix. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<LlmsTxtOptions> | undefined, LlmsTxtOptions>): LlmsTxtOptions {
  return validate(schema, options ?? {});
}
