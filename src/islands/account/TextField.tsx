import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { FieldBinding } from './use-account-form.ts';
import styles from './AccountForm.module.css';

/** A labelled input with its inline message. */
export interface TextFieldProps {
  readonly label: string;
  readonly binding: FieldBinding;
  readonly type: 'text' | 'email' | 'password';
  readonly autoComplete: HTMLInputAutoCompleteAttribute;
}

/**
 * A labelled, required input. Its message, once shown, is tied to it with
 * `aria-describedby` and marks it `aria-invalid`.
 */
export function TextField({ label, binding, type, autoComplete }: TextFieldProps) {
  const { id, name, value, error, errorId, onChange, onBlur, ref } = binding;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        ref={ref}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        {...(type === 'email' ? { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } : {})}
      />
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
