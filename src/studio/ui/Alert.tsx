import styles from './Studio.module.css';

/** A form's refusal as a whole, announced when it appears. */
export function Alert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && <p className={styles.alert}>{message}</p>}
    </div>
  );
}
