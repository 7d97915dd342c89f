// @ts-check
/**
 * Prettier, set to the style the code was written in (single quotes, trailing commas, lines up to
 * 120 characters), so formatting the tree moves as few lines as it can. `.astro` files go through
 * prettier-plugin-astro.
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-astro'],
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
