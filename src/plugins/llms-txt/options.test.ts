import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {validateOptions, type LlmsTxtOptions} from './options';

/** The options as Docusaurus validates them when the site loads. */
const validate = (options: Partial<LlmsTxtOptions>) => validateOptions({validate: normalizePluginOptions, options});

const products = [{label: 'Tales', to: '/tales/'}];

describe('validateOptions', () => {
  it('names the missing or empty option', () => {
    expect(() => validate({sidebarId: 'tutorialSidebar', products, generalSectionTitle: 'General'})).toThrow(
      /"summary"/,
    );
    expect(() => validate({summary: ' ', sidebarId: 'x', products, generalSectionTitle: 'y'})).toThrow(/"summary"/);
    expect(() => validate({summary: 'S', sidebarId: 'x', products: [], generalSectionTitle: 'y'})).toThrow(
      /"products"/,
    );
    expect(() =>
      validate({summary: 'S', sidebarId: 'x', products: [{label: 'Tales', to: 'tales/'}], generalSectionTitle: 'y'}),
    ).toThrow(/"products\[0\]\.to"/);
  });

  it('takes the four options', () => {
    expect(validate({summary: 'S', sidebarId: 'x', products, generalSectionTitle: 'y'})).toMatchObject({
      summary: 'S',
      sidebarId: 'x',
      products,
      generalSectionTitle: 'y',
    });
  });
});
