import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The workflow that runs every suite on every push and pull request, checked against the GitHub
 * workflow schema (@action-validator/core, as the rebuild workflow is) and against what the suites
 * expect of the machine: PostgreSQL and Redis on the loopback ports they use, Node 24, `npm test`.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const PATH = '.github/workflows/test.yml';
const WORKFLOW = readFileSync(resolve(ROOT, PATH), 'utf8');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Service {
  image: string;
  env?: Record<string, string>;
  ports: string[];
  options?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: { test: { 'timeout-minutes': number; services: Record<string, Service>; steps: Step[] } };
}
const workflow = parse(WORKFLOW) as Workflow;
const job = workflow.jobs.test;

/** Where the validator finds the workflow wrong (empty when it is valid). */
const problems = (content: string) => validateWorkflow(content).errors.map((error) => `${error.code}: ${error.title}`);

describe(PATH, () => {
  it('is a valid workflow', () => {
    expect(problems(WORKFLOW)).toEqual([]);
  });

  it('runs on every push and pull request, cancelling a run a newer push to the same branch replaces', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(workflow.concurrency['cancel-in-progress']).toBe(true);
    expect(workflow.concurrency.group).toContain('github.ref');
    expect(job['timeout-minutes']).toBeGreaterThan(0);
  });

  it('gives the suites PostgreSQL and Redis where they look for them, each healthy before the steps', () => {
    const { postgres, redis } = job.services;
    expect(postgres?.ports).toEqual(['5432:5432']);
    expect(redis?.ports).toEqual(['6379:6379']);
    expect(postgres?.env?.['POSTGRES_HOST_AUTH_METHOD']).toBe('trust');
    expect(read('tests/server/support/test-database.ts')).toContain("'postgres://postgres@127.0.0.1:5432/test'");
    const ensure = read('scripts/ensure-services.sh');
    expect(ensure).toContain('pg_isready -q -h 127.0.0.1 -p 5432');
    expect(ensure).toContain('redis-cli -h 127.0.0.1 -p 6379 ping');
    for (const service of [postgres, redis]) expect(service?.options).toMatch(/--health-cmd /);
  });

  it('installs with npm ci on Node 24 and ends with npm test, which runs every suite', () => {
    const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with).toEqual({ 'node-version': 24, cache: 'npm' });
    const runs = job.steps.flatMap((step) => (step.run === undefined ? [] : [step.run.trim()]));
    expect(runs.at(-2)).toBe('npm ci --no-audit --no-fund');
    expect(runs.at(-1)).toBe('npm test');
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['test']).toBe(
      'bash scripts/test-all.sh',
    );
    // What scripts/ensure-services.sh would install with apt-get, which needs root, is installed with sudo first.
    expect(runs.join('\n')).toMatch(/sudo apt-get install -y -qq caddy ffmpeg redis-tools/);
  });

  it('is checked by a validator that does refuse broken copies', () => {
    const broken = {
      'a misspelt key': WORKFLOW.replace('    runs-on: ubuntu-24.04', '    runs_on: ubuntu-24.04'),
      'an unknown event': WORKFLOW.replace('  pull_request:', '  pull_requested:'),
      'a step with neither run nor uses': WORKFLOW.replace('      - run: npm test', '      - name: Nothing'),
      'a service without an image': WORKFLOW.replace('        image: redis:7\n', ''),
    };
    for (const [what, content] of Object.entries(broken)) {
      expect(content, what).not.toBe(WORKFLOW);
      expect(problems(content), what).not.toEqual([]);
    }
  });
});
