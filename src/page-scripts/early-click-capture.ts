import { NON_TEXT_INPUT_TYPES, SEARCH_SHORTCUT_KEY, TEXT_ROLES_LIST } from '../lib/search-client/trigger-conditions.ts';
import {
  EARLY_CLICKS_GLOBAL,
  SEARCH_KEY_KIND,
  EARLY_CLICK_ATTRIBUTE,
  EARLY_CLICK_IDLE_WAIT_MS,
  PAGE_SCRIPTS_PENDING_EVENT,
  PAGE_SCRIPTS_SETTLED_EVENT,
} from '../lib/browser/early-clicks.ts';

/**
 * The head script's part that keeps early clicks (src/lib/browser/early-clicks.ts), as ES5 source
 * text: a capture-phase click listener on the window, so it hears a click before anything else
 * does. A click on a `[data-early-click="KIND"]` control whose KIND no script has declared ready
 * yet is kept from its default (a Search link would leave for the full-text page), the control is
 * marked busy at once (`aria-busy="true"`, styled in src/styles/global.css) and the click is
 * queued for the script that replays it. A modified or non-primary click on a link is left to the
 * browser (a new tab); once KIND is ready its clicks pass untouched.
 *
 * A kept click waits for the code that takes it (src/lib/browser/early-clicks.ts): a control inside an
 * island that has not hydrated (`astro-island[ssr]`) waits for that island, and is given up when the
 * island reports `astro:hydration-error` or says it will not take it (`s.giveUp`); any other control waits
 * for the page's module scripts, and is given up when they have all run or failed without declaring its
 * kind ready (the deferred scripts' settled event). Every kept click is given up when nothing has arrived
 * for the idle wait: each file the page finishes loading (a `resource` performance entry) and each change
 * of the scripts' state starts that wait again. `out` takes a click from the queue, ends the control's busy
 * state and follows a link's href (in a new tab for a `target="_blank"` link, as without scripts). A click
 * already replayed is no longer in the queue, so giving it up later does nothing.
 *
 * The search shortcut too: '/' pressed outside a field (`isSearchShortcut`'s rule,
 * src/lib/search-client/trigger-conditions.ts, here in ES5) before the search script is ready is
 * kept as a `search-key` click on the element that had focus, which the search script replays by
 * opening the modal; given up, it is simply dropped (the element is neither busy nor followed).
 */
export function earlyClickCapture(): string {
  const key = JSON.stringify(EARLY_CLICKS_GLOBAL);
  const attribute = JSON.stringify(EARLY_CLICK_ATTRIBUTE);
  const selector = JSON.stringify(`[${EARLY_CLICK_ATTRIBUTE}]`);
  const searchKey = JSON.stringify(SEARCH_KEY_KIND);
  const shortcut = JSON.stringify(SEARCH_SHORTCUT_KEY);
  const nonText = JSON.stringify(NON_TEXT_INPUT_TYPES);
  const textRoles = JSON.stringify(TEXT_ROLES_LIST);
  const pending = JSON.stringify(PAGE_SCRIPTS_PENDING_EVENT);
  const settled = JSON.stringify(PAGE_SCRIPTS_SETTLED_EVENT);
  return `(function(w,d){var s=w[${key}]=w[${key}]||{queue:[],ready:{}},sk=${searchKey},ran=false;
function out(c){var i=s.queue.indexOf(c);if(i<0)return;s.queue.splice(i,1);if(c.kind===sk)return;var t=c.target;t.removeAttribute('aria-busy');
if(t.tagName==='A'&&t.href){if(t.target==='_blank')w.open(t.href,'_blank','noopener');else w.location.assign(t.href)}}
function each(f){var q=s.queue.slice();for(var i=0;i<q.length;i++)f(q[i])}
var idle=0;function alive(){w.clearTimeout(idle);if(s.queue.length)idle=w.setTimeout(function(){each(out)},${EARLY_CLICK_IDLE_WAIT_MS})}
try{new w.PerformanceObserver(alive).observe({type:'resource'})}catch(e){}
s.giveUp=function(k){each(function(c){if(c.kind===k)out(c)})};
function wait(c){var i=c.kind===sk?null:c.target.closest('astro-island[ssr]');if(i)c.island=i;else if(ran){out(c);return}alive()}
d.addEventListener(${pending},function(){ran=false;alive()});
d.addEventListener(${settled},function(){ran=true;each(function(c){if(!c.island)out(c)});alive()});
d.addEventListener('astro:hydration-error',function(e){each(function(c){if(c.island&&c.island===e.target)out(c)})},true);
w.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest(${selector}):null;if(!t)return;
var k=t.getAttribute(${attribute});if(s.ready[k])return;
if(t.tagName==='A'&&(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey))return;
e.preventDefault();t.setAttribute('aria-busy','true');var c={kind:k,target:t};s.queue.push(c);wait(c)},true);
function typing(f){if(!f||!f.tagName)return false;var g=f.tagName.toUpperCase();if(g==='TEXTAREA'||g==='SELECT')return true;
if(g==='INPUT')return ${nonText}.indexOf((f.getAttribute('type')||'text').toLowerCase())<0;if(f.isContentEditable===true)return true;
return ${textRoles}.indexOf(f.getAttribute('role')||'')>=0}
w.addEventListener('keydown',function(e){if(s.ready[sk]||e.key!==${shortcut}||e.defaultPrevented||e.isComposing||e.ctrlKey||e.metaKey||e.altKey)return;
var f=d.activeElement;if(typing(f)||(f&&f.closest&&f.closest('dialog[open]')))return;
e.preventDefault();var c={kind:sk,target:f&&f!==d.body?f:d.documentElement};s.queue.push(c);wait(c)},true)})(window,document);`;
}
