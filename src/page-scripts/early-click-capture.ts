import {
  EARLY_CLICKS_GLOBAL,
  EARLY_CLICK_ATTRIBUTE,
  EARLY_CLICK_LONGEST_WAIT_MS,
  EARLY_CLICK_WAIT_AFTER_LOAD_MS,
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
 * A kept click that is still queued when a module script of the page fails to load (an `error`
 * event on a `<script>`, heard on the window in the capture phase since it does not bubble), or
 * when its wait is over (src/lib/browser/early-clicks.ts), is given up: `out` takes it from the
 * queue, ends the control's busy state and follows a link's href. A click already replayed is no
 * longer in the queue, so giving it up later does nothing.
 */
export function earlyClickCapture(): string {
  const key = JSON.stringify(EARLY_CLICKS_GLOBAL);
  const attribute = JSON.stringify(EARLY_CLICK_ATTRIBUTE);
  const selector = JSON.stringify(`[${EARLY_CLICK_ATTRIBUTE}]`);
  return `(function(w,d){var s=w[${key}]=w[${key}]||{queue:[],ready:{}};
function out(c){var i=s.queue.indexOf(c);if(i<0)return;s.queue.splice(i,1);var t=c.target;t.removeAttribute('aria-busy');
if(t.tagName==='A'&&t.href)w.location.assign(t.href)}
function wait(c){var f=function(){w.setTimeout(function(){out(c)},${EARLY_CLICK_WAIT_AFTER_LOAD_MS})};
if(d.readyState==='complete')f();else w.addEventListener('load',f);w.setTimeout(function(){out(c)},${EARLY_CLICK_LONGEST_WAIT_MS})}
w.addEventListener('error',function(e){if(!e.target||e.target.tagName!=='SCRIPT')return;var q=s.queue.slice();for(var i=0;i<q.length;i++)out(q[i])},true);
w.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest(${selector}):null;if(!t)return;
var k=t.getAttribute(${attribute});if(s.ready[k])return;
if(t.tagName==='A'&&(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey))return;
e.preventDefault();t.setAttribute('aria-busy','true');var c={kind:k,target:t};s.queue.push(c);wait(c)},true)})(window,document);`;
}
