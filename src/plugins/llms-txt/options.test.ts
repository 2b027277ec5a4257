import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {validateOptions, type LlmsTxtOptions} from './options';

/** The options as Docusaurus validates them when the site loads. */
const validate = (options: Partial<LlmsTxtOptions>) => validateOptions({validate: normalizePluginOptions, options});

describe('validateOptions', () => {
  it('names the missing or empty option', () => {
    expect(() => validate({sidebarId: 'tutorialSidebar', looseSectionTitle: 'Start here'})).toThrow(/"summary"/);
    expect(() => validate({summary: ' ', sidebarId: 'x', looseSectionTitle: 'y'})).toThrow(/"summary"/);
  });

  it('takes the three options', () => {
    expect(validate({summary: 'S', sidebarId: 'x', looseSectionTitle: 'y'})).toMatchObject({
      summary: 'S',
      sidebarId: 'x',
      looseSectionTitle: 'y',
    });
  });
});
