import { INTERACTIONS } from '../lib/browser/after-load.ts';
import { PAGE_SCRIPTS_PENDING_EVENT, PAGE_SCRIPTS_SETTLED_EVENT } from '../lib/browser/early-clicks.ts';

/** The attribute of the `<template>`s that hold a page's module scripts until the page has painted. */
export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';

/**
 * The head script's part that puts the page's module scripts into the page once it has loaded and
 * painted, as ES5 source text, so that the largest paint comes nearly as soon as on the page without
 * scripts (tests/e2e/deferred-scripts.spec.ts). A module script in the HTML is fetched at high priority as soon as the parser sees it
 * and runs before the page's text is drawn on a fast connection; a slow phone then waits for it
 * before it paints, and Lighthouse counts it as blocking the largest paint. So the layout and the
 * pages write their scripts inside `<template data-deferred-scripts>` (src/components/DeferredScripts.astro),
 * whose content the browser neither fetches nor runs, and this copies that content into the page (a
 * copied script runs):
 *
 * - after the window's `load` and two frames (the page's text is often drawn only in the frame
 *   after `load`: the parser stops at the header's inline scripts and paints what it has first);
 * - at once on a hidden page, which paints no frame;
 * - or at the visitor's first interaction, if that comes sooner: a tap starts the scripts at once.
 *
 * Clicks on controls whose scripts are not ready yet are kept meanwhile and replayed once they are
 * (src/page-scripts/early-click-capture.ts). So that a kept click is given up only when its script is
 * known not to come, this says on the document when the scripts it put in are on their way
 * (`PAGE_SCRIPTS_PENDING_EVENT`) and when every one of them has run or failed to load
 * (`PAGE_SCRIPTS_SETTLED_EVENT`: a module script's `load` comes after it and its imports have run).
 * After a client-router page change (only possible once the scripts run) the new page's
 * templates are copied in at once; a module already run does not run again.
 */
export function deferredScriptsActivation(): string {
  const selector = JSON.stringify(`template[${DEFERRED_SCRIPTS_ATTRIBUTE}]`);
  const interactions = JSON.stringify(INTERACTIONS);
  const pending = JSON.stringify(PAGE_SCRIPTS_PENDING_EVENT);
  const settled = JSON.stringify(PAGE_SCRIPTS_SETTLED_EVENT);
  return `(function(w,d){var s=false,ev=${interactions},n=0;
function say(e){d.dispatchEvent(new Event(e))}
function done(){if(--n===0)say(${settled})}
function put(){var t=d.querySelectorAll(${selector}),m=0;for(var i=0;i<t.length;i++){var f=d.importNode(t[i].content,true),c=f.querySelectorAll('script[src]');
for(var j=0;j<c.length;j++){m++;c[j].addEventListener('load',done);c[j].addEventListener('error',done)}t[i].parentNode.replaceChild(f,t[i])}
if(m===0){if(n===0)say(${settled});return}if(n===0)say(${pending});n+=m}
function start(){if(s)return;s=true;for(var i=0;i<ev.length;i++)w.removeEventListener(ev[i],start,true);put()}
for(var i=0;i<ev.length;i++)w.addEventListener(ev[i],start,{capture:true,passive:true});
function painted(){if(d.visibilityState==='hidden')start();else w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(start,0)})})}
if(d.readyState==='complete')painted();else w.addEventListener('load',painted,{once:true});
d.addEventListener('astro:after-swap',function(){if(s)put()})})(window,document);`;
}
