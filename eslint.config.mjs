// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers that do not import another, in the shared folders and in every feature folder alike
 * (src/features/<name>/ holds a feature's layers under the same names): islands and page scripts stay
 * apart (an island's loader lives in the island's folder, a page script loads no island); the rules
 * (src/lib and a feature's lib/) are framework-free, so they import no store, island or page script;
 * and the pages, what they read and what runs in the browser know nothing of the integrations that
 * run the build (those read the data layer, not the other way).
 */
const WHY = {
  apart: 'islands and page scripts stay apart',
  rules: 'the rules are framework-free, and the layers above them import them, not the other way',
  build: 'pages and browser code do not know how the build renders them',
};

/** Which folders (`from`, as globs) may not import anything under a folder with which name (`forbidden`). */
const BOUNDARIES = [
  {
    from: ['src/islands', 'src/features/*/islands'],
    forbidden: { 'page-scripts': WHY.apart, integrations: WHY.build },
  },
  {
    from: ['src/page-scripts', 'src/features/*/page-scripts'],
    forbidden: { islands: WHY.apart, integrations: WHY.build },
  },
  {
    from: ['src/lib', 'src/features/*/lib'],
    forbidden: { stores: WHY.rules, islands: WHY.rules, 'page-scripts': WHY.rules, integrations: WHY.build },
  },
  {
    from: ['src/pages', 'src/data', 'src/components', 'src/layouts', 'src/stores', 'src/features/*/stores'],
    forbidden: { integrations: WHY.build },
  },
];

/**
 * One config for the files under the folders `from`, which may not import, statically, dynamically or
 * as a type, anything under a folder named one of `forbidden`'s keys, whether by a relative path or a
 * named entry (`#live/islands/…`). One config per group: ESLint keeps only the last setting of a rule
 * for a file, so a file must fall in one group.
 * @param {{ from: string[], forbidden: Record<string, string> }} boundary
 * @returns {import('eslint').Linter.Config}
 */
function importsNone({ from, forbidden }) {
  const rules = Object.entries(forbidden).map(([folder, why]) => ({
    message: `${from.join(' and ')} do not import ${folder}/: ${why} (docs/layout.md).`,
    path: `/(^|\\x2F)${folder}\\x2F/`,
    group: [`**/${folder}/**`],
  }));
  return {
    files: from.map((folder) => `${folder}/**`),
    rules: {
      'no-restricted-imports': ['error', { patterns: rules.map(({ group, message }) => ({ group, message })) }],
      'no-restricted-syntax': [
        'error',
        ...rules.flatMap(({ path, message }) => [
          { selector: `ImportExpression[source.value=${path}]`, message },
          { selector: `TSImportType[source.value=${path}]`, message },
        ]),
      ],
    },
  };
}

/**
 * `npm run lint`: typed, strict typescript-eslint over every TypeScript and Astro file, Astro's own
 * rules, accessibility rules for React and Astro markup, the rules of hooks, and no formatting rules
 * (Prettier formats; eslint-config-prettier turns off whatever would disagree with it).
 */
export default defineConfig(
  globalIgnores([
    // The published site: dist is a link to its build folder (scripts/site/publish-output.ts).
    'dist',
    'dist/',
    'dist.next/',
    'dist.build-*/',
    'dist.link-*',
    'dist.retired-*/',
    '.astro/',
    // Builds the tests and benchmarks make of the site (tests/e2e/support/global-setup.ts).
    '.cache/',
    'node_modules/',
    'server/media/',
    'bench/results/',
    'var/',
    'test-results/',
    'playwright-report/',
    'package-lock.json',
  ]),

  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    // Types come from tsconfig.json through TypeScript's project service.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Numbers in messages, paths and durations are how this code writes text; what the rule is for,
      // `undefined`, `null`, objects and arrays in a template, stays an error.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `(event) => void handle(event)` and `() => store.set(x)` are how callbacks are written here.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // A leading underscore marks a value dropped on purpose (a destructured field left out, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  astro.configs.recommended,
  astro.configs['jsx-a11y-strict'],
  {
    // astro-eslint-parser hands an .astro file's frontmatter and expressions to typescript-eslint's parser,
    // but cannot use the project service: it reads the .astro files' own project, the one astro check reads.
    files: ['**/*.astro'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.astro.json' } },
  },
  {
    // A <script> inside an .astro file is linted as a file of its own that no tsconfig can hold, so typed
    // rules cannot run there; the site's scripts are .ts modules those blocks import, and those are typed.
    // The build tests' fixture page imports modules from where it is copied to, not from where it lies.
    files: ['**/*.astro/*.ts', '**/*.astro/*.js', 'tests/fixtures/site/**/*.astro'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.strict, reactHooks.configs.flat['recommended-latest']],
  },
  {
    // Hooks live in .ts modules too (src/islands/**/use-*.ts).
    files: ['src/**/*.ts'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },

  {
    // Configuration files and scripts in plain JavaScript run on Node.
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },

  {
    // A test asserts what it found a line earlier; a failed `!` there fails the test, which is its job.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },

  ...BOUNDARIES.map(importsNone),

  prettier,
);
