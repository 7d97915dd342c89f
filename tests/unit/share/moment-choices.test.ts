import { describe, expect, it } from 'vitest';
import { momentChoices } from '../../../src/lib/share/moment-choices.ts';
import { parseMomentQuery } from '../../../src/lib/share/moment-link.ts';
import { makeItem } from '../player/support/queue-items.ts';

const PAGE = 'https://example.org/music/concert-library/composition/composition-1';

describe('momentChoices', () => {
  it('offers the beginning, the time now and the movement playing for this composition’s performance', () => {
    expect(momentChoices(PAGE, 'composition-1', makeItem(1), 45.7)).toEqual([
      { value: 'start', label: 'the beginning', url: PAGE },
      { value: 'time', label: '0:45 (now)', url: `${PAGE}?performance=201&t=45` },
      { value: 'movement', label: 'movement 2, “II. Andante”', url: `${PAGE}?performance=201&movement=2` },
    ]);
  });

  it('offers no movement for a recording of one', () => {
    const single = makeItem(1, { movement_cuepoints: [{ title: 'Adagio', start: 0 }] });
    expect(momentChoices(PAGE, 'composition-1', single, 20).map((choice) => choice.value)).toEqual(['start', 'time']);
    const none = makeItem(1, { movement_cuepoints: [] });
    expect(momentChoices(PAGE, 'composition-1', none, 20).map((choice) => choice.value)).toEqual(['start', 'time']);
  });

  it('offers nothing for another composition, an empty player, or a play head at the start', () => {
    expect(momentChoices(PAGE, 'composition-1', makeItem(2), 45)).toEqual([]);
    expect(momentChoices(PAGE, 'composition-1', null, 45)).toEqual([]);
    expect(momentChoices(PAGE, 'composition-1', makeItem(1), 0.5)).toEqual([]);
    expect(momentChoices(PAGE, 'composition-1', makeItem(1), Number.NaN)).toEqual([]);
  });

  it('writes links that read back as the same moment', () => {
    const [, time, movement] = momentChoices(PAGE, 'composition-1', makeItem(1), 75);
    expect(parseMomentQuery(new URL(time?.url ?? PAGE).search)).toEqual({
      kind: 'time',
      performanceId: 201,
      seconds: 75,
    });
    expect(parseMomentQuery(new URL(movement?.url ?? PAGE).search)).toEqual({
      kind: 'movement',
      performanceId: 201,
      movement: 2,
    });
  });
});
