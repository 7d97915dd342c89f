import { describe, expect, it } from 'vitest';
import { islandScriptsLast } from '../../../src/integrations/island-scripts-last.ts';

const head = '<script>(function(values){document.documentElement.dataset.js=""})({})</script>';
const directive =
  '<script>(()=>{var l=async t=>{await(await t())()};(self.Astro||(self.Astro={}))["after-load"]=l;window.dispatchEvent(new Event("astro:after-load"));})();</script>';
const island =
  '<script>(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>';
const jsonLd = '<script type="application/ld+json">{"@type":"WebSite"}</script>';
const deferred = '<template data-deferred-scripts><script type="module" src="/_astro/page.js"></script></template>';

const page = (body: string) => `<!doctype html><html><head>${head}${jsonLd}</head><body>${body}</body></html>`;

describe('islandScriptsLast', () => {
  it("moves Astro's island scripts from before the first island to the end of the body, in their order", () => {
    const html = page(
      `<header><nav>Home</nav>${directive}${island}<astro-island uid="a"></astro-island></header><main>Text</main>${deferred}`,
    );
    expect(islandScriptsLast(html)).toBe(
      page(
        `<header><nav>Home</nav><astro-island uid="a"></astro-island></header><main>Text</main>${deferred}${directive}${island}`,
      ),
    );
  });

  it('moves a second directive written before a later island too, and keeps every other script where it is', () => {
    const load =
      '<script>(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();</script>';
    const html = page(`${directive}${island}<astro-island uid="a"></astro-island><main>${load}<form></form></main>`);
    const moved = islandScriptsLast(html);
    expect(moved).toBe(
      page(`<astro-island uid="a"></astro-island><main><form></form></main>${directive}${island}${load}`),
    );
    expect(moved.indexOf(head)).toBe(html.indexOf(head));
    expect(moved).toContain(jsonLd);
  });

  it('leaves a page without island scripts as it is', () => {
    const html = page(`<main>Text</main>${deferred}`);
    expect(islandScriptsLast(html)).toBe(html);
  });
});
