import { EARLY_CLICKS_GLOBAL, EARLY_CLICK_ATTRIBUTE } from '../lib/browser/early-clicks.ts';

/**
 * The head script's part that keeps early clicks (src/lib/browser/early-clicks.ts), as ES5 source
 * text: a capture-phase click listener on the window, so it hears a click before anything else
 * does. A click on a `[data-early-click="KIND"]` control whose KIND no script has declared ready
 * yet is kept from its default (a Search link would leave for the full-text page), the control is
 * marked busy at once (`aria-busy="true"`, styled in src/styles/global.css) and the click is
 * queued for the script that replays it. A modified or non-primary click on a link is left to the
 * browser (a new tab); once KIND is ready its clicks pass untouched.
 */
export function earlyClickCapture(): string {
  const key = JSON.stringify(EARLY_CLICKS_GLOBAL);
  const attribute = JSON.stringify(EARLY_CLICK_ATTRIBUTE);
  const selector = JSON.stringify(`[${EARLY_CLICK_ATTRIBUTE}]`);
  return `(function(w){var s=w[${key}]=w[${key}]||{queue:[],ready:{}};
w.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest(${selector}):null;if(!t)return;
var k=t.getAttribute(${attribute});if(s.ready[k])return;
if(t.tagName==='A'&&(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey))return;
e.preventDefault();t.setAttribute('aria-busy','true');s.queue.push({kind:k,target:t})},true)})(window);`;
}
