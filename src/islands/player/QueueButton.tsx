import type { Ref } from 'react';
import { QueueIcon } from './PlayerIcons.tsx';

interface Props {
  /** The button's name, e.g. 'Queue, 2 items'. */
  readonly label: string;
  readonly count: number;
  readonly open: boolean;
  /** The popup's id, named by `aria-controls` while it is open. */
  readonly popupId: string;
  readonly onToggle: () => void;
  readonly buttonRef: Ref<HTMLButtonElement>;
}

/** The queue button ('Queue, 2 items'), which opens and closes the queue popup. */
export function QueueButton({ label, count, open, popupId, onToggle, buttonRef }: Props) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="player-bar__icon player-bar__queue-button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? popupId : undefined}
      aria-label={label}
      onClick={onToggle}
    >
      <QueueIcon />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
