import styles from './AccountForm.module.css';

/** A form-level message: a refusal, or the network alert (rules §8, 'alert callout'). */
export function FormAlert({ message }: { readonly message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
