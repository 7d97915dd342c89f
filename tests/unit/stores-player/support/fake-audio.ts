import type { AudioElementLike } from '../../../../src/stores/player/engine-deps.ts';

/**
 * An `<audio>` element for Node tests: it records what the engine asks and fires the
 * element's events the way a browser does (asynchronously, after `play()`), and tests
 * can make it end, fail or be paused from outside (the OS media controls).
 */
export class FakeAudio extends EventTarget implements AudioElementLike {
  currentTime = 0;
  volume = 1;
  muted = false;
  duration = Number.NaN;
  paused = true;
  ended = false;
  playbackRate = 1;
  error: { code: number; message?: string } | null = null;
  /** Every source set, in order ('' when removed). */
  readonly sources: string[] = [];
  /** What the next `play()` does: start, or reject with this error name. */
  playOutcome: 'play' | 'NotAllowedError' | 'AbortError' = 'play';
  playCalls = 0;
  private source = '';

  get src(): string {
    return this.source;
  }

  set src(value: string) {
    this.source = value;
    this.sources.push(value);
    this.currentTime = 0;
    this.ended = false;
    this.paused = true;
    this.duration = Number.NaN;
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  load(): void {
    this.error = null;
  }

  play(): Promise<void> {
    this.playCalls += 1;
    if (this.playOutcome !== 'play') {
      return Promise.reject(new DOMException('refused', this.playOutcome));
    }
    this.paused = false;
    this.ended = false;
    queueMicrotask(() => {
      this.fire('play');
      this.fire('playing');
    });
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    queueMicrotask(() => this.fire('pause'));
  }

  /** The media's metadata arrived. */
  loadMetadata(durationSeconds: number): void {
    this.duration = durationSeconds;
    this.fire('durationchange');
    this.fire('loadedmetadata');
  }

  /** The play head moved on by itself. */
  advanceTo(seconds: number): void {
    this.currentTime = seconds;
    this.fire('timeupdate');
  }

  /** Played to the end: the browser pauses, then says it ended. */
  finish(): void {
    this.currentTime = this.duration;
    this.ended = true;
    this.paused = true;
    this.fire('pause');
    this.fire('ended');
  }

  /** A media error (code 2 network, 3 decode, 4 source not supported). */
  failWith(code: number): void {
    this.error = { code, message: 'failed' };
    this.paused = true;
    this.fire('error');
  }

  /** Something outside the bar paused or played the element (OS controls, another app). */
  pauseFromOutside(): void {
    this.paused = true;
    this.fire('pause');
  }

  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
}
