import type { AstroIntegration } from 'astro';
import { demoValuesWarning } from '../config/setting-values.ts';

/**
 * A build (or the dev server) outside demo mode whose settings still hold the demo's orchestra,
 * example.org links or credits says so in one warning line, before it pulls anything: the site
 * would publish them (src/config/setting-values.ts). The tagline's claim is checked against the
 * catalogue by the home page, which has it (src/data/performance-claim-check.ts).
 */
export default function settingsWarnings(): AstroIntegration {
  return {
    name: 'concert-library:settings',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        const warning = demoValuesWarning(process.env);
        if (warning !== undefined) logger.warn(warning);
      },
    },
  };
}
