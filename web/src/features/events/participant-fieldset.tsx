import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { participantFields } from '@portal/schema/rules/event-participants';
import type { z } from 'zod';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { SchemaFields, type FieldSpecs } from '../../ui/schema-fields.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { ParticipantDraft } from './registration-participants.ts';
import styles from './events.module.css';

type ParticipantValues = z.output<typeof participantFields>;

const FIELDS: FieldSpecs<z.input<typeof participantFields>> = {
  nom: { label: 'Nom' },
  prenom: { label: 'Prénom' },
  email: { label: 'E-mail', type: 'email' },
  tel: { label: 'Téléphone', type: 'tel' },
};

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
  const pending = participant.participe === null && !participant.locked;
  return (
    <fieldset className={styles.participant}>
      <legend>{legend}</legend>
      {pending ? (
        <PendingParticipant participant={participant} {...actions} />
      ) : (
        <>
          {(['nom', 'prenom', 'email', 'tel'] as const).map((name) => {
            // Only a locked user's missing e-mail may be typed here.
            const editable = name === 'email' && participant.locked && !participant.emailLocked;
            return (
              <TextField
                key={name}
                label={FIELDS[name].label}
                type={FIELDS[name].type ?? 'text'}
                value={participant[name]}
                readOnly={!editable}
                onChange={editable ? (event) => actions.onEmailChange(event.target.value) : undefined}
              />
            );
          })}
          {participant.locked ? null : (
            <Actions>
              <Button variant="secondary" onClick={actions.onDelete}>
                Supprimer
              </Button>
            </Actions>
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
    // Checked at submit, then as the person corrects: a message shown when a field loses the focus would
    // push the button being clicked from under the pointer.
    reValidateMode: 'onChange',
  });
  return (
    <>
      <SchemaFields schema={participantFields} fields={FIELDS} register={register} errors={errors} />
      <Actions>
        <Button onClick={() => void handleSubmit(onValidate)()}>Valider</Button>
        <Button variant="secondary" onClick={onDelete}>
          Supprimer
        </Button>
      </Actions>
    </>
  );
}
