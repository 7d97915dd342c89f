import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QueueEvent } from '../../../src/lib/player/queue-events.ts';
import { queueReducer } from '../../../src/lib/player/queue-machine.ts';
import { canNext, canPrevious, currentItem, EMPTY_QUEUE } from '../../../src/lib/player/queue-state.ts';
import type { QueueState } from '../../../src/lib/player/queue-state.ts';
import { makeItem } from './support/queue-items.ts';

/**
 * A tiny model of the queue, written apart from the reducer: a mutable list of performance
 * ids, the current position (null when empty) and the status.
 */
interface Model {
  ids: number[];
  current: number | null;
  status: 'playing' | 'paused' | 'stopped';
}

/** The system under test: a reducer and the state it has reached. */
interface Real {
  reduce: (state: QueueState, event: QueueEvent) => QueueState;
  state: QueueState;
}

/** How the model follows an event; returns the change in queue length it expects. */
type ModelStep = (model: Model) => number;

const hasItems = (model: Model) => model.ids.length > 0;

function setStatus(status: 'playing' | 'paused'): ModelStep {
  return (model) => {
    if (hasItems(model)) model.status = status;
    return 0;
  };
}

function move(by: 1 | -1): ModelStep {
  return (model) => {
    if (model.current === null || model.ids.length < 2) return 0;
    const target = model.current + by;
    if (target >= 0 && target < model.ids.length) model.current = target;
    return 0;
  };
}

function setItem(index: number): ModelStep {
  return (model) => {
    if (index < 0 || index >= model.ids.length) return 0;
    model.current = index;
    model.status = 'playing';
    return 0;
  };
}

function removeItem(index: number): ModelStep {
  return (model) => {
    if (model.current === null || index < 0 || index >= model.ids.length) return 0;
    const wasCurrent = index === model.current;
    model.ids.splice(index, 1);
    if (model.ids.length === 0) {
      Object.assign(model, { current: null, status: 'stopped' });
      return -1;
    }
    if (index <= model.current) model.current = Math.max(0, model.current - 1);
    if (wasCurrent) model.status = 'paused';
    return -1;
  };
}

const itemFinished: ModelStep = (model) => {
  if (model.current === null) return 0;
  if (model.current === model.ids.length - 1) model.status = 'paused';
  else Object.assign(model, { current: model.current + 1, status: 'playing' });
  return 0;
};

function append(id: number, play: boolean): ModelStep {
  return (model) => {
    model.ids.push(id);
    if (play) Object.assign(model, { current: model.ids.length - 1, status: 'playing' });
    else if (model.current === null) Object.assign(model, { current: 0, status: 'paused' });
    return 1;
  };
}

/** Every observable part of the real state agrees with the model and with the queue's invariants. */
function assertConsistent(model: Model, state: QueueState): void {
  expect(state.items.map((item) => item.performance_id)).toEqual(model.ids);
  expect(state.status).toBe(model.status);
  expect(state.current).toBe(model.current ?? -1);
  const empty = state.items.length === 0;
  expect(state.status === 'stopped').toBe(empty);
  expect(state.current === -1).toBe(empty);
  if (!empty) expect(state.current).toBeGreaterThanOrEqual(0);
  expect(state.current).toBeLessThan(Math.max(1, state.items.length));
  expect(canNext(state)).toBe(state.items.length > 1 && state.current < state.items.length - 1);
  expect(canPrevious(state)).toBe(state.items.length > 1 && state.current > 0);
  expect(currentItem(state)?.performance_id ?? null).toBe(model.current === null ? null : model.ids[model.current]);
}

class EventCommand implements fc.Command<Model, Real> {
  readonly event: QueueEvent;
  readonly step: ModelStep;

  constructor(event: QueueEvent, step: ModelStep) {
    this.event = event;
    this.step = step;
  }

  check(): boolean {
    return true;
  }

  run(model: Model, real: Real): void {
    const before = real.state;
    real.state = Object.freeze(real.reduce(Object.freeze(before), this.event));
    const lengthChange = this.step(model);
    expect(real.state.items.length - before.items.length).toBe(lengthChange);
    assertConsistent(model, real.state);
  }

  toString(): string {
    const { type, ...rest } = this.event;
    const detail = 'item' in rest ? String(rest.item.performance_id) : 'index' in rest ? String(rest.index) : '';
    return `${type}(${detail})`;
  }
}

const index = fc.integer({ min: -1, max: 12 });
const itemNumber = fc.nat(20);

const commands = [
  fc.constant(new EventCommand({ type: 'pause' }, setStatus('paused'))),
  fc.constant(new EventCommand({ type: 'resume' }, setStatus('playing'))),
  fc.constant(new EventCommand({ type: 'player-played' }, setStatus('playing'))),
  fc.constant(new EventCommand({ type: 'player-finished' }, setStatus('paused'))),
  fc.constant(new EventCommand({ type: 'next' }, move(1))),
  fc.constant(new EventCommand({ type: 'previous' }, move(-1))),
  fc.constant(new EventCommand({ type: 'item-finished' }, itemFinished)),
  index.map((i) => new EventCommand({ type: 'set-queue-item', index: i }, setItem(i))),
  index.map((i) => new EventCommand({ type: 'remove-queue-item', index: i }, removeItem(i))),
  itemNumber.map((n) => new EventCommand({ type: 'play-now', item: makeItem(n) }, append(200 + n, true))),
  itemNumber.map((n) => new EventCommand({ type: 'add-to-queue', item: makeItem(n) }, append(200 + n, false))),
];

/** Runs random event sequences through `reduce` and the model side by side. */
function checkAgainstModel(reduce: Real['reduce'], numRuns: number): void {
  fc.assert(
    fc.property(fc.commands(commands, { maxCommands: 60, size: 'max' }), (sequence) => {
      const setup = () => ({
        model: { ids: [], current: null, status: 'stopped' } as Model,
        real: { reduce, state: EMPTY_QUEUE },
      });
      fc.modelRun(setup, sequence);
    }),
    { numRuns },
  );
}

describe('queue machine against a model', () => {
  it('keeps every random event sequence consistent with the model', () => {
    checkAgainstModel(queueReducer, 400);
  });

  it('catches a reducer that forgets to move current back on removal', () => {
    const forgetful: Real['reduce'] = (state, event) => {
      const next = queueReducer(state, event);
      if (event.type !== 'remove-queue-item' || next.items.length === 0 || event.index >= state.current) return next;
      return { ...next, current: Math.min(state.current, next.items.length - 1) };
    };
    expect(() => checkAgainstModel(forgetful, 400)).toThrow(/Property failed/);
  });

  it('catches a reducer that keeps playing when the last item finishes', () => {
    const endless: Real['reduce'] = (state, event) =>
      event.type === 'item-finished' && !canNext(state) ? state : queueReducer(state, event);
    expect(() => checkAgainstModel(endless, 400)).toThrow(/Property failed/);
  });
});
