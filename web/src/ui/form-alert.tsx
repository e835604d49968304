import styles from './form-alert.module.css';

/** A form's refusal above or under its fields (the server's message, or a rule no field owns), announced at once. */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}
