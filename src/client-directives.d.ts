/** The site's own client directive (astro.config.mjs, src/islands/after-load-directive.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-load'?: boolean | string;
  }
}

export {};
