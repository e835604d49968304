import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { ExternalSignInButton } from './external-sign-in-button.tsx';
import { useExternalOutcomeMessage } from './external-outcome.ts';
import styles from './linked-external-account.module.css';

type Props = {
  /** The linked external account, or null: the form is in password mode. */
  account: { email?: string | null } | null;
  /** The path of the form's page, where the provider's flow returns. */
  retour: string;
  onRemove: () => Promise<void>;
  removing: boolean;
  /** What the link spares the person, after the linked account. */
  spared?: string;
};

/**
 * The external sign-in of a form that links it (registration, invitation sign-up, change of e-mail; spec 000 §2.3,
 * §4): the button while the form is in password or mail mode, then the linked account with the removal of the link.
 */
export function LinkedExternalAccount({
  account,
  retour,
  onRemove,
  removing,
  spared = "Aucun mot de passe n'est nécessaire.",
}: Props) {
  const outcome = useExternalOutcomeMessage();
  if (account) {
    return (
      <div className={styles.linked} role="status">
        <p>
          Compte Google lié{account.email ? ` : ${account.email}` : ''}. {spared}
        </p>
        <Button variant="link" disabled={removing} onClick={() => void onRemove()}>
          Retirer le compte Google
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.choice}>
      <FormAlert message={outcome} />
      <p className={styles.or}>ou</p>
      <ExternalSignInButton usage="liaison" retour={retour} />
    </div>
  );
}
