import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

/**
 * The scheduled-rebuild workflow, checked against the GitHub workflow schema (SchemaStore's, as
 * @action-validator/core bundles it, with its cron and glob checks): a workflow GitHub refuses
 * never runs, and nothing would say so until the schedule came round.
 */

const PATH = '.github/workflows/rebuild.yml';
const WORKFLOW = readFileSync(resolve(import.meta.dirname, '../../..', PATH), 'utf8');

/** Where the validator finds the workflow wrong (empty when it is valid). */
const problems = (content: string) => validateWorkflow(content).errors.map((error) => `${error.code}: ${error.title}`);

describe(PATH, () => {
  it('is a valid workflow', () => {
    expect(problems(WORKFLOW)).toEqual([]);
  });

  it('runs `npm run rebuild` on Node 24, on a schedule and by hand, with the caches and the secrets', () => {
    expect(WORKFLOW).toMatch(
      /^on:\n {2}schedule:\n(\s+#.*\n)*\s+- cron: '23 \*\/3 \* \* \*'\n {2}workflow_dispatch:\n/m,
    );
    expect(WORKFLOW).toMatch(/node-version: 24\n\s+cache: npm/);
    expect(WORKFLOW).toContain('ASTRO_CACHE_DIR: .cache/astro');
    for (const cached of ['data-store.json', 'catalogue-details', 'incremental-build.json', 'full-text-index'])
      expect(WORKFLOW).toContain(`.cache/astro/${cached}`);
    expect(WORKFLOW).toContain('npm run --silent rebuild -- --target "$REBUILD_TARGET"');
    for (const secret of ['API_ORIGIN', 'REBUILD_TARGET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'])
      expect(WORKFLOW).toContain(`${secret}: \${{ secrets.${secret} }}`);
  });

  it('is checked by a validator that does refuse broken copies', () => {
    const broken = {
      'a misspelt key': WORKFLOW.replace('    runs-on: ubuntu-latest', '    runs_on: ubuntu-latest'),
      'a cron of six fields': WORKFLOW.replace("cron: '23 */3 * * *'", "cron: '0 23 */3 * * *'"),
      'an unknown event': WORKFLOW.replace('  workflow_dispatch:', '  workflow_dispatched:'),
      'a step with neither run nor uses': WORKFLOW.replace(
        '      - run: npm ci --no-audit --no-fund',
        '      - name: Nothing',
      ),
    };
    for (const [what, content] of Object.entries(broken)) {
      expect(content, what).not.toBe(WORKFLOW);
      expect(problems(content), what).not.toEqual([]);
    }
  });
});
