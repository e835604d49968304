import {
  addToDeposit,
  UPLOAD_CONFIRMATION_FAILED,
  UPLOAD_DONE,
  UPLOAD_NONE_SELECTED,
  UPLOAD_SIGNED_OUT,
  type UploadFileType,
} from '@portal/schema/rules/document-uploads';
import { useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { useFlash } from '../../lib/flash.ts';
import { formatSize } from '../../lib/format.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions, FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import styles from './documents.module.css';
import { FileIcon } from './file-icon.tsx';
import { useConfirmDepositMutation } from './use-confirm-deposit-mutation.ts';
import { useDeposit, type DepositItem } from './use-deposit.ts';

const STATUS_TEXT: Record<DepositItem['status'], (item: DepositItem) => string> = {
  enattente: () => 'En attente',
  encours: (item) => `En cours : ${item.uploadPercentage} %`,
  envoye: () => 'Envoyé',
  erreur: (item) => `Erreur : ${item.uploadErrorMessage ?? ''}`,
};

/**
 * Spec 001 §2 adddocument: the drop zone and pickers (the camera on phones), the files with their icon and,
 * while they go, their status; an optional comment; 'Vider' and 'Mettre en ligne'; the success dialog, or the
 * dialog that reloads the page when the session ended during the deposit.
 */
export function DepositForm({
  codeDossier,
  typeFichier,
}: {
  codeDossier: string;
  typeFichier: UploadFileType;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const [withComment, setWithComment] = useState(false);
  const [commentaire, setCommentaire] = useState('');
  const [done, setDone] = useState<{ sent: number; failed: number } | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const deposit = useDeposit();
  const [confirm] = useConfirmDepositMutation();
  const flash = useFlash();

  const add = (chosen: readonly File[]) => {
    const result = addToDeposit(files, chosen);
    setFiles(result.files);
    setErrors(result.errors);
    deposit.clear();
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.target.files ?? [])]);
    // Lets the same file be chosen again after 'Vider'.
    event.target.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      setErrors([UPLOAD_NONE_SELECTED]);
      return;
    }
    setErrors([]);
    const summary = await deposit.send(files, { codeDossier, typeFichier });
    if (summary.signedOut) {
      setSignedOut(true);
      return;
    }
    if (summary.sent === 0) return;
    const refused = await confirm({
      input: {
        codeDossier,
        kind: typeFichier === 'FACTURES' ? 'invoice' : typeFichier === 'PAIE' ? 'pay' : 'document',
        nbDocuments: summary.sent,
        nbDocumentsEnErreur: summary.failed,
        commentaire: withComment ? commentaire : null,
      },
    });
    if (refused.length > 0) flash.show('warning', UPLOAD_CONFIRMATION_FAILED);
    setFiles([]);
    setDone(summary);
  }

  const shown: DepositItem[] =
    deposit.items.length > 0
      ? deposit.items
      : files.map((file) => ({ file, status: 'enattente', uploadPercentage: 0, uploadErrorMessage: null }));
  const started = deposit.items.length > 0;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div
        className={styles.dropZone}
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>Déposez vos fichiers ici, ou :</p>
        <div className={styles.pickers}>
          <label className={`${styles.picker} ${styles.zip}`}>
            Choisir des fichiers
            <input type="file" multiple onChange={choose} disabled={deposit.sending} />
          </label>
          <label className={`${styles.picker} ${styles.zip}`}>
            Prendre une photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              onChange={choose}
              disabled={deposit.sending}
            />
          </label>
        </div>
      </div>
      {errors.map((message) => (
        <FormError key={message}>{message}</FormError>
      ))}
      {shown.length > 0 ? (
        <ul className={styles.list} aria-label="Fichiers à envoyer">
          {shown.map((item) => (
            <li key={item.file.name} className={styles.depositItem}>
              <FileIcon name={item.file.name} />
              <span>
                {item.file.name} ({formatSize(item.file.size)})
              </span>
              {item.status === 'encours' ? (
                <progress max={100} value={item.uploadPercentage} aria-label={`Envoi de ${item.file.name}`} />
              ) : null}
              {started ? (
                <span className={styles.status} data-status={item.status} role="status">
                  {STATUS_TEXT[item.status](item)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <CheckboxField
        label="Ajouter un commentaire"
        checked={withComment}
        onChange={(event) => setWithComment(event.currentTarget.checked)}
      />
      {withComment ? (
        <TextArea
          label="Commentaire"
          value={commentaire}
          maxLength={2000}
          onInput={(event) => setCommentaire(event.currentTarget.value)}
        />
      ) : null}
      <Actions>
        <Button
          variant="secondary"
          disabled={deposit.sending}
          onClick={() => {
            setFiles([]);
            setErrors([]);
            deposit.clear();
          }}
        >
          Vider
        </Button>
        <SendButton busy={deposit.sending}>Mettre en ligne</SendButton>
      </Actions>
      <Dialog
        open={done !== null}
        title="Envoi terminé"
        onClose={() => setDone(null)}
        actions={<Button onClick={() => setDone(null)}>Fermer</Button>}
      >
        <p>{UPLOAD_DONE}</p>
        {done && done.failed > 0 ? (
          <p>
            {done.failed} fichier{done.failed > 1 ? 's' : ''} en erreur.
          </p>
        ) : null}
      </Dialog>
      <Dialog
        open={signedOut}
        title="Session terminée"
        actions={<Button onClick={() => window.location.reload()}>OK</Button>}
      >
        <p>{UPLOAD_SIGNED_OUT}</p>
      </Dialog>
    </form>
  );
}
