// ESLint for the code (the docs are Markdown, checked by the content tests and cspell):
// the recommended sets of ESLint, typescript-eslint, React's hooks rules and
// Docusaurus, with the formatting rules left to Prettier.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-hosted/',
      'build-versioned/',
      '.docusaurus/',
      '.cache/',
      'docs/',
      'test-results/',
      'playwright-report/',
      'packages/*/dist/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // React lives in src/; elsewhere (Playwright fixtures) `use` is not a hook.
  {files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended},
  // The Docusaurus plugin ships its recommended set in the legacy format only.
  {plugins: {'@docusaurus': docusaurus}, rules: docusaurus.configs.recommended.rules},
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    // Docusaurus's logger is called as a tagged template: logger.info`...`.
    rules: {'@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}]},
  },
  prettier,
);
