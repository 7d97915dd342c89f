import { useId, useRef, useState } from 'react';
import { focusAfterKey, focusAtPoint, focusInWords, type ImageFocus } from '#lib/studio/image-focus.ts';
import styles from './ImageField.module.css';

interface FocusPickerProps {
  /** The picture, as a URL an `<img>` may load under the studio's Content-Security-Policy (not `blob:`). */
  src: string;
  focus: ImageFocus;
  onChange: (focus: ImageFocus) => void;
  disabled?: boolean | undefined;
}

/**
 * A picture with its focal point marked: a click on the picture puts the point there, and the
 * arrow keys move it 5 % a press. The picture is one button, so it is reached with Tab like any
 * control; the point is announced in words as it moves.
 */
export function FocusPicker({ src, focus, onChange, disabled = false }: FocusPickerProps) {
  const id = useId();
  const picture = useRef<HTMLImageElement>(null);
  // Some formats taken (TIFF in most browsers) cannot be shown before the server turns them into JPEG.
  const [unseen, setUnseen] = useState(false);
  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.frame}
        aria-describedby={`${id}-hint ${id}-value`}
        disabled={disabled}
        onClick={(event) => {
          // Enter and Space also click a button, at no point of the picture: the arrow keys move it then.
          if (event.detail === 0 || !picture.current) return;
          onChange(focusAtPoint({ x: event.clientX, y: event.clientY }, picture.current.getBoundingClientRect()));
        }}
        onKeyDown={(event) => {
          const next = focusAfterKey(focus, event.key);
          if (next === null) return;
          event.preventDefault();
          onChange(next);
        }}
      >
        <span className="visually-hidden">Focal point of the picture</span>
        <img
          ref={picture}
          className={unseen ? styles.unseen : styles.picture}
          src={src}
          alt=""
          onError={() => setUnseen(true)}
        />
        <span
          className={styles.marker}
          style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
          aria-hidden="true"
        ></span>
      </button>
      <p id={`${id}-hint`} className={styles.hint}>
        Click the part that must stay in view (a face, say), or move the point with the arrow keys: every size of the
        picture is cut around it.
      </p>
      <p id={`${id}-value`} className={styles.value} aria-live="polite">
        Focal point: {focusInWords(focus)}.
      </p>
    </div>
  );
}
