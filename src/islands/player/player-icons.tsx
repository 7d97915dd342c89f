/** The player's icons: decorative, 20x20, drawn in the text colour. */
const svg = { viewBox: '0 0 20 20', width: 20, height: 20, 'aria-hidden': true, focusable: false } as const;

/** A play triangle. */
export function PlayIcon() {
  return (
    <svg {...svg}>
      <path d="M6 3.5v13l10-6.5z" fill="currentColor" />
    </svg>
  );
}

/** Two pause bars. */
export function PauseIcon() {
  return (
    <svg {...svg}>
      <path d="M5 3.5h3.5v13H5zM11.5 3.5H15v13h-3.5z" fill="currentColor" />
    </svg>
  );
}

/** Skip to the previous or the next item. */
export function SkipIcon({ direction }: { readonly direction: 'back' | 'forward' }) {
  return (
    <svg {...svg}>
      <path d={direction === 'back' ? 'M16 4v12l-8.5-6zM6.5 4H4v12h2.5z' : 'M4 4v12l8.5-6zM13.5 4H16v12h-2.5z'} fill="currentColor" />
    </svg>
  );
}

/** A speaker, crossed out when muted. */
export function SpeakerIcon({ muted }: { readonly muted: boolean }) {
  return (
    <svg {...svg}>
      <path d="M3 7.5h3.5L11 4v12l-4.5-3.5H3z" fill="currentColor" />
      {muted ? (
        <path d="M13.5 7.5l4 5M17.5 7.5l-4 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      ) : (
        <path d="M13.5 7a4 4 0 0 1 0 6M15.5 5a7 7 0 0 1 0 10" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** A list, for the queue button. */
export function QueueIcon() {
  return (
    <svg {...svg}>
      <path d="M3 5h10M3 10h10M3 15h6M15 12v6M12 15h6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
