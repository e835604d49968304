import { SendButton } from '../../offline/send-button.tsx';
import { UNSAVED } from '@portal/schema/rules/duer';
import styles from './duer-text-form.module.css';

/** §4 (Unsaved flag): the notice and the save button of a form holding unsaved changes, kept as a draft. */
export function DuerUnsavedBar({ busy }: { busy: boolean }) {
  return (
    <div className={styles.unsaved}>
      <p role="status">{UNSAVED}</p>
      <SendButton busy={busy} kept>
        Enregistrer
      </SendButton>
    </div>
  );
}
