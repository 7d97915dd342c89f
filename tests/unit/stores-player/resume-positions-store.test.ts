import '../stores/support/storage-stub.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocalStorage } from '../stores/support/storage-stub.ts';
import { keepPosition, resumePositions } from '../../../src/stores/player/resume-positions.ts';

afterEach(() => {
  memoryLocalStorage.clear();
  vi.restoreAllMocks();
});

const saved = () => JSON.parse(memoryLocalStorage.getItem('resume-positions') ?? 'null') as unknown;

describe('the resume-positions store', () => {
  it('saves the whole second reached under resume-positions and shows it in the store', () => {
    keepPosition('rec-a', 754.6, 3600);
    expect(saved()).toEqual([{ recording: 'rec-a', position: 754 }]);
    expect(resumePositions().get()).toEqual([{ recording: 'rec-a', position: 754 }]);
  });

  it('writes only when the whole second changes', () => {
    keepPosition('rec-a', 30.1, 3600);
    const write = vi.spyOn(memoryLocalStorage, 'setItem');
    keepPosition('rec-a', 30.4, 3600);
    keepPosition('rec-a', 30.9, 3600);
    expect(write).not.toHaveBeenCalled();
    keepPosition('rec-a', 31.0, 3600);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('forgets a recording played to its end', () => {
    keepPosition('rec-a', 60, 90);
    keepPosition('rec-a', 90, 90);
    expect(saved()).toEqual([]);
    expect(resumePositions().get()).toEqual([]);
  });

  it('keeps what another tab saved meanwhile', () => {
    keepPosition('rec-a', 60, 3600);
    memoryLocalStorage.setItem(
      'resume-positions',
      JSON.stringify([
        { recording: 'rec-b', position: 20 },
        { recording: 'rec-a', position: 60 },
      ]),
    );
    keepPosition('rec-a', 70, 3600);
    expect(saved()).toEqual([
      { recording: 'rec-a', position: 70 },
      { recording: 'rec-b', position: 20 },
    ]);
  });

  it('goes on when storage refuses to write', () => {
    vi.spyOn(memoryLocalStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepPosition('rec-a', 60, 3600)).not.toThrow();
  });
});
