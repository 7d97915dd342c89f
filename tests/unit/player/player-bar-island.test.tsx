import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import PlayerBar from '../../../src/islands/player/PlayerBar.tsx';
import { TrackInfo } from '../../../src/islands/player/TrackInfo.tsx';
import { TransportControls } from '../../../src/islands/player/TransportControls.tsx';
import { VolumeControl } from '../../../src/islands/player/VolumeControl.tsx';
import { makeItem } from './support/queue-items.ts';

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));

describe('the player bar island', () => {
  it('renders on the server as the empty, hidden bar with its live region, whatever the stores hold', () => {
    // What the visitor sees before hydration, and what hydration must find (the queue is in local storage).
    expect(renderToString(<PlayerBar />)).toBe(
      '<section class="player-bar" aria-label="Audio player" hidden=""><p class="visually-hidden" aria-live="polite"></p></section>',
    );
  });

  it('draws the item: the title with its emphasis linking to the composition, the credits and the movement', () => {
    const item = makeItem(3, { title: 'Symphony *Eroica*', image: '/images/eroica.jpg' });
    const html = renderToStaticMarkup(<TrackInfo item={item} movement={{ title: 'II. Marcia funebre', start: 30 }} />);
    expect(html).toContain(
      '<img class="player-bar__art" alt="" width="96" height="54" src="https://media.example.test/images/eroica.jpg"/>',
    );
    expect(html).toContain(
      '<a href="/music/concert-library/composition/composition-3"><span>Symphony </span><em>Eroica</em></a>',
    );
    expect(html).toContain('<p class="player-bar__composer">Haydn</p>');
    expect(html).toContain('<p class="player-bar__performers">Jane Doe, conductor</p>');
    expect(html).toContain(
      '<p class="player-bar__movement"><span class="visually-hidden">Movement: </span>II. Marcia funebre</p>',
    );
  });

  it('leaves out what an item lacks: artwork, composer, performers, movement', () => {
    const html = renderToStaticMarkup(
      <TrackInfo item={makeItem(1, { composer: '', performers: [], image: null })} movement={null} />,
    );
    for (const part of ['player-bar__art', 'player-bar__composer', 'player-bar__performers', 'player-bar__movement'])
      expect(html).not.toContain(part);
  });

  it("names play or pause, marks the wait, enables previous and next as the queue allows, and offers 'Resume at'", () => {
    const playing = renderToStaticMarkup(
      <TransportControls canPrevious={false} canNext playing waiting resumeAt={null} />,
    );
    expect(playing).toContain('aria-label="Previous" disabled=""');
    expect(playing).toMatch(/aria-label="Next"(?![^>]*disabled)/);
    expect(playing).toContain('aria-label="Pause" aria-busy="true"');
    expect(playing).toMatch(/<button type="button" class="player-bar__resume" hidden=""><\/button>/);
    const waiting = renderToStaticMarkup(
      <TransportControls canPrevious canNext={false} playing={false} waiting={false} resumeAt={754} />,
    );
    expect(waiting).toContain('aria-label="Play" aria-busy="false"');
    expect(waiting).toContain('<button type="button" class="player-bar__resume">Resume at 12:34</button>');
  });

  it('shows the volume the audio took, muted as 0 %', () => {
    expect(renderToStaticMarkup(<VolumeControl volumePercent={95} muted={false} silent={false} />)).toMatch(
      /aria-label="Mute".*aria-valuetext="95%" value="95"/,
    );
    expect(renderToStaticMarkup(<VolumeControl volumePercent={0} muted silent />)).toMatch(
      /aria-label="Unmute".*aria-valuetext="0%" value="0"/,
    );
  });
});
