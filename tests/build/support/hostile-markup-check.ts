import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../support/chromium-launch.ts';

/**
 * Opens built pages in Chromium and reports anything hostile HTML could have left: a dialog that
 * opened (the payloads call `alert`), an event-handler attribute, a script-capable URL, or an
 * element the allow-list never lets through inside the page's content. A real browser parses the
 * pages, so mutation-XSS payloads are judged as a visitor's browser would re-parse them. The
 * page's Content-Security-Policy is bypassed so that it cannot hide a payload that got through.
 */

/** Elements the sanitiser never lets through; inside `main` each one came from API HTML. */
const FORBIDDEN_IN_CONTENT =
  'script, style, iframe, frame, object, embed, svg, math, template, noscript, form, img, link, meta, base';

/** What the page's DOM holds that it must not; run inside the browser. */
function domProblems(forbidden: string): string[] {
  const problems: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcdoc'];
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`<${element.localName}> has ${name}`);
      // Browsers drop control characters and spaces from a URL before reading its scheme, so the check drops them too.
      // eslint-disable-next-line no-control-regex -- the control characters are the point of this pattern.
      const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (urlAttributes.includes(name) && /^(javascript|vbscript|data):/.test(url)) {
        problems.push(`<${element.localName}> has ${name}="${value}"`);
      }
    }
  }
  for (const element of document.querySelectorAll(`main :is(${forbidden})`)) {
    problems.push(`<${element.localName}> inside the content`);
  }
  for (const script of document.querySelectorAll('script')) {
    if (/pwned|escaped-title/.test(script.textContent)) problems.push('a script holds a payload');
  }
  return problems;
}

/** The problems found in each of `files` (relative to `root`), as 'file: problem' lines. */
export async function hostileMarkupIn(root: string, files: readonly string[]): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const findings: string[] = [];
  try {
    const context = await browser.newContext({ bypassCSP: true, javaScriptEnabled: true });
    const page = await context.newPage();
    let current = '';
    page.on('dialog', (dialog) => {
      findings.push(`${current}: a ${dialog.type()} opened: ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const file of files) {
      current = file;
      await page.goto(pathToFileURL(join(root, file)).href, { waitUntil: 'load' });
      // Handlers such as onerror and ontoggle may fire after load: wait until the page's event loop
      // is idle, when every task queued by then (those events included) has run.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      const problems = await page.evaluate(domProblems, FORBIDDEN_IN_CONTENT);
      findings.push(...problems.map((problem) => `${file}: ${problem}`));
    }
  } finally {
    await browser.close();
  }
  return findings;
}
