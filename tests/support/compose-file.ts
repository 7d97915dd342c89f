import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * deploy/compose.yaml as the tests read it: parsed, and its `${…}` variables filled as Compose
 * fills them.
 */

const REPO = resolve(import.meta.dirname, '../..');

/** The compose file's path in the repository; its relative paths are relative to its folder. */
export const COMPOSE_FILE = resolve(REPO, 'deploy/compose.yaml');

/** What the tests read of a service. */
export interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  /** Short syntax (`source:target:mode`) or long (`type`, `source`, `target`…). */
  volumes?: (string | Record<string, unknown>)[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  command?: string[];
  stop_grace_period?: string;
}

/** deploy/compose.yaml, parsed. */
export function readCompose(): { services: Record<string, ComposeService> } {
  return parse(readFileSync(COMPOSE_FILE, 'utf8')) as { services: Record<string, ComposeService> };
}

/**
 * `text` with `${VAR:?…}` and `${VAR}` filled from `values` and `${VAR:-default}` defaulted, as
 * Compose fills them; a variable with neither a value nor a default is an error.
 */
export function interpolate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
    const value = values[name];
    if (value !== undefined) return value;
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} has no value in the test and no default`);
  });
}
