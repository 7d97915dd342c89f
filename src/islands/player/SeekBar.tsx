import { useState, type KeyboardEvent } from 'react';
import { scrubStep, seekKeyStep, seekSlider } from '#lib/player/seek-slider.ts';
import type { Scrub, ScrubEvent } from '#lib/player/seek-slider.ts';
import { seekBy, seekTo } from '../../stores/player/controls.ts';

interface Props {
  /** Seconds played. */
  readonly position: number;
  /** The item's length in seconds. */
  readonly duration: number;
}

/**
 * Elapsed time, the seek bar and the total time. Dragging shows where the play head will
 * go and seeks on release; a keyboard or screen-reader change seeks at once (seek-slider.ts),
 * and the slider reads as '1:23 of 10:05'.
 */
export function SeekBar({ position, duration }: Props) {
  const [scrub, setScrub] = useState<Scrub>(null);
  const slider = seekSlider(position, duration, scrub);
  const follow = (event: ScrubEvent): void => {
    const step = scrubStep(scrub, event);
    setScrub(step.scrub);
    if (step.seek !== null) seekTo(step.seek);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const step = seekKeyStep(event.key);
    if (step === undefined) return;
    event.preventDefault();
    seekBy(step);
  };

  return (
    <div className="player-bar__seek">
      <span className="player-bar__time" aria-hidden="true">
        {slider.elapsed}
      </span>
      <input
        type="range"
        className="player-bar__range"
        min={0}
        max={slider.max}
        step={1}
        value={slider.value}
        aria-label="Seek"
        aria-valuetext={slider.valueText}
        onPointerDown={() => follow({ type: 'press', position })}
        onPointerUp={() => follow({ type: 'release' })}
        onPointerCancel={() => follow({ type: 'cancel' })}
        onChange={(event) => follow({ type: 'input', value: Number(event.currentTarget.value) })}
        onKeyDown={onKeyDown}
      />
      <span className="player-bar__time" aria-hidden="true">
        {slider.total}
      </span>
    </div>
  );
}
