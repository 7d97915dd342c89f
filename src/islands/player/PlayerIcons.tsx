/** The player's icons: decorative, 20x20, drawn in the text colour. */

type Path = { readonly d: string } & (
  { readonly kind: 'filled' } | { readonly kind: 'stroked'; readonly width: string }
);

const filled = (d: string): Path => ({ d, kind: 'filled' });
const stroked = (d: string, width: string): Path => ({ d, kind: 'stroked', width });

function Icon({ paths }: { paths: readonly Path[] }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {paths.map((path) =>
        path.kind === 'filled' ? (
          <path key={path.d} d={path.d} fill="currentColor" />
        ) : (
          <path
            key={path.d}
            d={path.d}
            stroke="currentColor"
            strokeWidth={path.width}
            fill="none"
            strokeLinecap="round"
          />
        ),
      )}
    </svg>
  );
}

/** A play triangle. */
export const PlayIcon = () => <Icon paths={[filled('M6 3.5v13l10-6.5z')]} />;

/** Two pause bars. */
export const PauseIcon = () => <Icon paths={[filled('M5 3.5h3.5v13H5zM11.5 3.5H15v13h-3.5z')]} />;

/** Skip to the previous or the next item. */
export const SkipIcon = ({ direction }: { direction: 'back' | 'forward' }) => (
  <Icon
    paths={[filled(direction === 'back' ? 'M16 4v12l-8.5-6zM6.5 4H4v12h2.5z' : 'M4 4v12l8.5-6zM13.5 4H16v12h-2.5z')]}
  />
);

/** A speaker, crossed out when silent. */
export const SpeakerIcon = ({ silent }: { silent: boolean }) => (
  <Icon
    paths={[
      filled('M3 7.5h3.5L11 4v12l-4.5-3.5H3z'),
      silent
        ? stroked('M13.5 7.5l4 5M17.5 7.5l-4 5', '1.8')
        : stroked('M13.5 7a4 4 0 0 1 0 6M15.5 5a7 7 0 0 1 0 10', '1.6'),
    ]}
  />
);

/** A list, for the queue button. */
export const QueueIcon = () => <Icon paths={[stroked('M3 5h10M3 10h10M3 15h6M15 12v6M12 15h6', '2')]} />;
