import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

/**
 * The workflow the API starts when it publishes through CI (docs/studio.md, "Two set-ups"),
 * checked against the GitHub workflow schema, and against what the API sends it
 * (server/src/publishing/ci-pipeline.ts): GitHub refuses a dispatch whose inputs the workflow does
 * not declare, and nothing would say so until an editor clicked Publish.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const WORKFLOW = readFileSync(resolve(ROOT, '.github/workflows/publish.yml'), 'utf8');
const REBUILD = readFileSync(resolve(ROOT, '.github/workflows/rebuild.yml'), 'utf8');
const PIPELINE = readFileSync(resolve(ROOT, 'server/src/publishing/ci-pipeline.ts'), 'utf8');

describe('.github/workflows/publish.yml', () => {
  it('is a valid workflow', () => {
    expect(validateWorkflow(WORKFLOW).errors).toEqual([]);
  });

  it('declares exactly the inputs the API dispatches it with', () => {
    const sent = /inputs: \{ ([^}]*) \}/
      .exec(PIPELINE)?.[1]
      ?.split(',')
      .map((part) => part.split(':')[0]?.trim());
    const declared = [...WORKFLOW.matchAll(/^ {6}(\w+):\n {8}description:/gm)].map((match) => match[1]);
    expect(sent).toEqual(['publish_id', 'token']);
    expect(declared).toEqual(sent);
  });

  it('masks the token first, pulls from the API_ORIGIN secret, and never races the scheduled rebuild', () => {
    const steps = WORKFLOW.slice(WORKFLOW.indexOf('    steps:'));
    expect(steps.indexOf('::add-mask::$PUBLISH_RUN_TOKEN')).toBeLessThan(steps.indexOf('actions/checkout'));
    expect(WORKFLOW).toContain('API_ORIGIN: ${{ secrets.API_ORIGIN }}');
    expect(WORKFLOW).toContain(
      'npm run --silent publish:run -- --run "$PUBLISH_ID" --api "$API_ORIGIN" --target "$REBUILD_TARGET"',
    );
    const group = /concurrency:\n {2}group: (\S+)\n {2}cancel-in-progress: false/;
    expect(group.exec(WORKFLOW)?.[1]).toBe(group.exec(REBUILD)?.[1]);
    expect(WORKFLOW).toMatch(/node-version: 24\n\s+cache: npm/);
  });
});
