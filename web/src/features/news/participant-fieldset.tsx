import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { participantFields } from '@portal/schema/rules/event-participants';
import type { z } from 'zod';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { ParticipantDraft } from './registration-participants.ts';
import styles from './news.module.css';

type ParticipantValues = z.output<typeof participantFields>;

interface ParticipantFieldsetProps {
  legend: string;
  participant: ParticipantDraft;
  onValidate: (values: ParticipantValues) => void;
  /** The user's e-mail may be typed when the account has none (spec 000 §5: every participant needs one). */
  onEmailChange: (email: string) => void;
  onDelete: () => void;
}

/** One participant: a pending one is edited then validated; a validated or locked one is read-only. */
export function ParticipantFieldset({ legend, participant, ...actions }: ParticipantFieldsetProps) {
  return (
    <fieldset className={styles.participant}>
      <legend>{legend}</legend>
      {participant.participe === null && !participant.locked ? (
        <PendingParticipant participant={participant} {...actions} />
      ) : (
        <>
          <TextField label="Nom" value={participant.nom} readOnly />
          <TextField label="Prénom" value={participant.prenom} readOnly />
          <TextField
            label="E-mail"
            type="email"
            value={participant.email}
            readOnly={!participant.locked || participant.emailLocked}
            onChange={(event) => actions.onEmailChange(event.target.value)}
          />
          <TextField label="Téléphone" type="tel" value={participant.tel} readOnly />
          {participant.locked ? null : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={actions.onDelete}>
                Supprimer
              </Button>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

function PendingParticipant({
  participant,
  onValidate,
  onDelete,
}: Pick<ParticipantFieldsetProps, 'participant' | 'onValidate' | 'onDelete'>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(participantFields),
    defaultValues: {
      nom: participant.nom,
      prenom: participant.prenom,
      email: participant.email,
      tel: participant.tel,
    },
    mode: 'onTouched',
  });
  return (
    <>
      <TextField label="Nom" autoComplete="off" error={errors.nom?.message} {...register('nom')} />
      <TextField label="Prénom" autoComplete="off" error={errors.prenom?.message} {...register('prenom')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Téléphone"
        type="tel"
        autoComplete="off"
        error={errors.tel?.message}
        {...register('tel')}
      />
      <div className={styles.actions}>
        <Button onClick={() => void handleSubmit(onValidate)()}>Valider</Button>
        <Button variant="secondary" onClick={onDelete}>
          Supprimer
        </Button>
      </div>
    </>
  );
}
