import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.dist-*/', 'cdk.out/', 'build-ladle/', 'node_modules/', 'coverage/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The site and the functions meet in functions/contract/ alone, so each can be read and tested
  // without the other. The contract imports neither. Two imports cross the line on purpose: the
  // functions' mails and the CDN's report address name the business, whose facts live in the content
  // (site/content/facts/); the CDN sends the editor the policy its own folder writes
  // (site/admin/contentSecurityPolicy.ts). The editor's folder is left out of the site's zone.
  {
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/admin/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+functions/(?!contract/)', message: 'The site imports from the functions only their shared contract (functions/contract/).' }] }],
    },
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+site/(?!content/facts/business$|admin/contentSecurityPolicy$)', message: 'The functions import nothing of the site: what both need goes in functions/contract/.' }] },
      ],
    },
  },
  {
    files: ['functions/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'The contract stands alone: the site and the functions import it, it imports neither.' }] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
