import { useId, type InputHTMLAttributes } from 'react';
import styles from './Studio.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What the field wants, under its label. */
  hint?: string | undefined;
  /** The errors at this field, from the studio's checks or the server's. */
  errors?: readonly string[] | undefined;
}

/** A labelled input with its hint and its errors, announced with it. */
export function Field({ label, hint, errors = [], ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', errors.length > 0 ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={id}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {errors.length > 0 && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
