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
  /** The products, one section of llms.txt each, named by `label`, holding the pages below `to`. */
  products: {label: string; to: string}[];
  /** Title of the section holding every page outside the products; with the products' names, the names readers filter by. */
  generalSectionTitle: string;
};

const schema = Joi.object<LlmsTxtOptions>({
  summary: Joi.string().trim().required(),
  sidebarId: Joi.string().trim().required(),
  products: Joi.array()
    .items(Joi.object({label: Joi.string().trim().required(), to: Joi.string().pattern(/^\//).required()}))
    .min(1)
    .required(),
  generalSectionTitle: Joi.string().trim().required(),
});

/** Docusaurus's hook for a plugin's options: the options, or an error that names the one to fix. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<LlmsTxtOptions> | undefined, LlmsTxtOptions>): LlmsTxtOptions {
  return validate(schema, options ?? {});
}
