import { resumeLabel, resumePositionOf } from '#lib/player/resume-positions.ts';
import type { ResumePositions } from '#lib/player/resume-positions.ts';
import { momentDescription, parseMomentQuery, resolveMoment } from '#lib/share/moment-link.ts';
import type { Moment } from '#lib/share/moment-link.ts';
import type { PlayRequest } from '#lib/player/queue-item.ts';
import { parsePlayRequest } from '../stores/player/request.ts';
import { resumePositions } from '../stores/player/resume-positions.ts';
import { onEveryPage } from './page-load.ts';

/**
 * What a performance's play buttons offer beyond the static page:
 *
 * - 'Resume at 12:34' (`data-player-action="resume"`, hidden in the HTML) shows where a
 *   position is saved for the performance's audio, and follows the saved positions live;
 * - a moment link (`?performance=12&t=754`, `?movement=2`; src/lib/share/moment-link.ts)
 *   marks its movement (`data-shared-moment` on the movement button), shows the performance's
 *   `[data-moment-note]`, and makes 'Play Performance' start there (`pageMomentFor`). Only
 *   performances with a note place (the composition page's) take a moment.
 */

/** The play request of each performance that can take a moment, in page order. */
function momentRequests(): PlayRequest[] {
  const requests: PlayRequest[] = [];
  for (const note of document.querySelectorAll<HTMLElement>('[data-moment-note]')) {
    // The performance's article carries its queue item when it has audio (src/lib/catalog/play-data.ts).
    const block = note.closest<HTMLElement>('[data-performance-block]');
    const request = parsePlayRequest(block?.dataset['queueItem']);
    if (request !== null && !requests.some((known) => known.performance_id === request.performance_id))
      requests.push(request);
  }
  return requests;
}

/** The moment the page's address names, or null. */
function pageMoment(requests: readonly PlayRequest[]): Moment | null {
  const asked = parseMomentQuery(window.location.search);
  if (asked === null) return null;
  const targets = requests.map((request) => ({
    performanceId: request.performance_id,
    durationSeconds: request.duration_ms / 1000,
    cuepoints: request.movement_cuepoints,
  }));
  return resolveMoment(asked, targets);
}

/** Where 'Play Performance' of a performance starts on this page: the shared moment's time, else null. */
export function pageMomentFor(performanceId: number): number | null {
  const moment = pageMoment(momentRequests());
  return moment?.performanceId === performanceId ? moment.seconds : null;
}

function showMoment(): void {
  const requests = momentRequests();
  const moment = pageMoment(requests);
  const cuepoints = requests.find((request) => request.performance_id === moment?.performanceId)?.movement_cuepoints;
  for (const note of document.querySelectorAll<HTMLElement>('[data-moment-note]')) {
    const mine =
      moment !== null && cuepoints !== undefined && note.dataset['performanceId'] === String(moment.performanceId);
    note.hidden = !mine;
    note.textContent = mine ? momentDescription(moment, cuepoints) : '';
  }
  for (const button of document.querySelectorAll<HTMLElement>('[data-player-action="play-movement"]')) {
    const mine =
      moment !== null &&
      button.dataset['performanceId'] === String(moment.performanceId) &&
      button.dataset['movementIndex'] === String(moment.movementIndex);
    if (mine) button.dataset['sharedMoment'] = 'true';
    else delete button.dataset['sharedMoment'];
  }
}

function showResumeOffers(positions: ResumePositions): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-player-action="resume"]')) {
    const recording = button.closest<HTMLElement>('[data-audio-recording-uuid]')?.dataset['audioRecordingUuid'];
    const at = recording === undefined ? null : resumePositionOf(positions, recording);
    button.hidden = at === null;
    if (at === null) {
      delete button.dataset['resumeAt'];
      continue;
    }
    button.dataset['resumeAt'] = String(at);
    const label = resumeLabel(at);
    const text = button.querySelector('[data-resume-label]');
    if (text !== null && text.textContent !== label) text.textContent = label;
    button.setAttribute('aria-label', `${label}: ${button.dataset['title'] ?? ''}`);
  }
}

const positions = resumePositions();

function showAll(): void {
  showMoment();
  showResumeOffers(positions.get());
  // Tells tests that the offers are drawn, so a hidden offer means there is none.
  document.documentElement.dataset['playOffers'] = 'shown';
}

positions.listen(showResumeOffers);
// On the page loaded and on every page the client router swaps in; this module stays loaded across them.
onEveryPage(showAll);
