import type { BannerWindow } from '../lib/live/banner-windows.ts';
import { QUEUE_STORAGE_KEY } from '../lib/player/queue-persistence.ts';
import { PLAYER_QUEUED_MARK } from '../lib/player/queued-mark.ts';
import { CURRENT_USER_KEY } from '../lib/session/current-user-key.ts';
import { deferredScriptsActivation } from './deferred-scripts.ts';
import { earlyClickCapture } from './early-click-capture.ts';

/** The localStorage key of the list layout (rules §9), holding 'grid' or 'list'. */
export const VIEW_PREFERENCE_KEY = 'viewby';

/** The hash fragment with which the 404 page hands a shell route's real path to its shell. */
export const SHELL_FROM_HASH = '#from=';

/**
 * The one blocking script in every page's `<head>`, as source text. It runs before the
 * first paint, so the list layout is right from the first frame (no flash of the table
 * when the visitor chose the grid):
 *
 * 1. reads `viewby` from localStorage and sets `data-viewby="grid"|"list"` on `<html>`
 *    (the default is the table, 'list'), and `data-js` so CSS can rely on scripts;
 * 2. on a shell page reached through the 404 page of a static host (`…/magic/#from=…`),
 *    puts the original path back into the address bar before any island reads it;
 * 3. handles clicks on `[data-viewby-set]` toggles anywhere in the page (one delegated
 *    listener, so list pages need no other script), remembering the choice and keeping
 *    the toggles' `aria-pressed` in step;
 * 4. sets `data-signed-in` on `<html>` when `currentuser` holds a session whose refresh token
 *    has not expired, so the sign-in prompts (`[data-signed-out-only]`) are hidden from the
 *    first frame; the user menu keeps the mark in step afterwards (src/islands/UserMenu.tsx).
 *    In Android mode (`data-android-mode` on `<html>`) it is read where the session store keeps
 *    it, from the wrapper's storage bridge when the wrapper has one (src/stores/session-persistence.ts);
 * 5. sets `data-live-banner` on `<html>` when the visitor's clock falls in one of `bannerWindows`
 *    (src/lib/live/banner-windows.ts), again after each client-router swap, so the live banner's
 *    box is reserved from the first frame and its island, drawing later, shifts nothing; the
 *    banner keeps the mark in step with what it shows (src/islands/live/LiveBanner.tsx);
 * 6. sets `data-player-queued` on `<html>` when the saved queue (`queue`) holds anything, so the player
 *    bar's box is kept from the first frame and its island, drawing the queue later, shifts nothing; the
 *    bar keeps the mark in step with the queue (src/islands/player/PlayerBar.tsx);
 * 7. keeps the clicks on controls whose scripts are not ready yet, to replay them once they are
 *    (src/page-scripts/early-click-capture.ts);
 * 8. puts the page's module scripts, held in `<template data-deferred-scripts>`, into the page once it
 *    has loaded and painted (src/page-scripts/deferred-scripts.ts).
 *
 * It is ES5 with no imports, wrapped so it leaks no globals but the early clicks' queue; storage errors (private
 * modes, disabled storage) leave the default layout.
 */
export function headScript(basePath: string, bannerWindows: readonly BannerWindow[] = []): string {
  const base = JSON.stringify(`${basePath.replace(/\/+$/, '')}/`);
  const key = JSON.stringify(VIEW_PREFERENCE_KEY);
  const from = JSON.stringify(SHELL_FROM_HASH);
  // The session's JSON has `refreshExpires`, an ISO instant.
  const session = JSON.stringify(CURRENT_USER_KEY);
  const windows = JSON.stringify(bannerWindows);
  const queue = JSON.stringify(QUEUE_STORAGE_KEY);
  const queued = JSON.stringify(PLAYER_QUEUED_MARK);
  const androidGet = JSON.stringify(JSON.stringify({ type: 'storage.get', key: CURRENT_USER_KEY }));
  return `(function(d,w){var h=d.documentElement,k=${key},lw=${windows};
function user(){var b=w.ConcertLibraryAndroid,r;
if(h.getAttribute('data-android-mode')!==null&&b&&typeof b.postMessage==='function'){r=b.postMessage(${androidGet});return typeof r==='string'?JSON.parse(r):r}
return JSON.parse(w.localStorage.getItem(${session})||'null')}
function apply(){var v=null,u=null,n=Date.now();h=d.documentElement;
try{v=w.localStorage.getItem(k)}catch(e){}try{u=user()}catch(e){}
h.setAttribute('data-viewby',v==='grid'?'grid':'list');h.setAttribute('data-js','');
if(u&&typeof u.refreshExpires==='string'&&Date.parse(u.refreshExpires)>n)h.setAttribute('data-signed-in','');
for(var i=0;i<lw.length;i++)if(n>=lw[i][0]&&n<lw[i][1])h.setAttribute('data-live-banner','');
try{var q=w.localStorage.getItem(${queue});if(q&&q!=='[]')h.setAttribute(${queued},'')}catch(e){}}
apply();d.addEventListener('astro:after-swap',function(){apply();sync()});
var f=${from},x=w.location.hash;
if(x.indexOf(f)===0){try{var p=decodeURIComponent(x.slice(f.length));if(p.indexOf(${base})===0&&p.indexOf('//')<0)w.history.replaceState(w.history.state,'',p)}catch(e){}}
function sync(){var c=h.getAttribute('data-viewby'),b=d.querySelectorAll('[data-viewby-set]');for(var i=0;i<b.length;i++)b[i].setAttribute('aria-pressed',String(b[i].getAttribute('data-viewby-set')===c))}
d.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest('[data-viewby-set]'):null;if(!t)return;
var c=t.getAttribute('data-viewby-set')==='grid'?'grid':'list';h.setAttribute('data-viewby',c);try{w.localStorage.setItem(k,c)}catch(e){}sync()});
d.addEventListener('DOMContentLoaded',sync)})(document,window);${earlyClickCapture()}${deferredScriptsActivation()}`;
}
