import styles from './invitation-summary.module.css';

interface Props {
  inviter: string | null;
  dossiers: readonly { codeDossier: string; raisonSociale: string }[];
}

/** Who invited, and to which files (spec 000 §2.3). */
export function InvitationSummary({ inviter, dossiers }: Props) {
  return (
    <>
      <p>
        {inviter ? <strong>{inviter}</strong> : 'Le gérant'} vous invite à accéder{' '}
        {dossiers.length > 1 ? 'aux dossiers suivants' : 'au dossier suivant'} :
      </p>
      <ul className={styles.dossiers} aria-label="Dossiers de l'invitation">
        {dossiers.map((dossier) => (
          <li key={dossier.codeDossier}>
            {dossier.raisonSociale} <span className={styles.code}>({dossier.codeDossier})</span>
          </li>
        ))}
      </ul>
    </>
  );
}
