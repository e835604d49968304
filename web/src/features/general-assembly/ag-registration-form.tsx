import {
  AG_CLOSED,
  AG_DATES_INVALID,
  AG_REGISTERED,
  AG_TIMES,
  attendanceIssues,
} from '@portal/schema/rules/general-assembly';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { RegisterAgAttendanceMutation } from '../../gql/graphql.ts';
import { useFlash } from '../../lib/flash.ts';
import { formatDateTime } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { Actions, FormError } from '../../ui/actions.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { NoticeDialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './general-assembly.module.css';

export const AgRegistrationForm_assembly = graphql(`
  fragment AgRegistrationForm_assembly on GeneralAssembly {
    id
    etat
    showsForums
    pouvoirUrl
    invitations {
      id
      participe
      nbPersonne
      poids
      libelleUserModification
      dateModification
      selected
    }
  }
`);

const RegisterAgAttendanceDocument = graphql(`
  mutation RegisterAgAttendance($input: RegisterAgAttendanceInput!) {
    registerAgAttendance(input: $input) {
      assembleeGenerale {
        id
        ...AgRegistrationForm_assembly
      }
      errors {
        field
        message
      }
    }
  }
`);

interface Answers {
  answers: { participe: boolean; nbPersonne: number }[];
}

const errorsOf = (data: RegisterAgAttendanceMutation) => data.registerAgAttendance.errors;

/** The form field a refusal names ('input.answers.1.nbPersonne'), or null for the whole form. */
const fieldOf = (path: string | null | undefined) => {
  const match = /^input\.answers\.(\d+)\.nbPersonne$/.exec(path ?? '');
  return match ? (`answers.${Number(match[1])}.nbPersonne` as const) : null;
};

/**
 * Spec 001 §2 (ag): per invitation of the year, attendance and the number of people (§5 rules, the field focused
 * and flagged); the times; the proxy form. Outside the registration period a dialog or the closed modal instead.
 */
export function AgRegistrationForm(props: { assembly: FragmentType<typeof AgRegistrationForm_assembly> }) {
  const assembly = getFragmentData(AgRegistrationForm_assembly, props.assembly);
  const navigate = useNavigate();
  const flash = useFlash();
  const [register] = useUserErrorMutation(RegisterAgAttendanceDocument, { errorsOf });
  const draft = useFormDraft<Answers>(`assemblee-generale:${assembly.id}`);
  const form = useForm<Answers>({
    defaultValues: draft.restore({
      answers: assembly.invitations.map((i) => ({ participe: i.participe, nbPersonne: i.nbPersonne ?? 0 })),
    }),
  });
  useFollowedDraft(draft, form);
  const toHome = () => void navigate(paths.home.href());

  const submit = form.handleSubmit(async ({ answers }) => {
    const issues = attendanceIssues(answers);
    const first = issues.findIndex(Boolean);
    if (first >= 0) {
      issues.forEach((message, i) => {
        if (message) form.setError(`answers.${i}.nbPersonne`, { message });
      });
      form.setFocus(`answers.${first}.nbPersonne`);
      return;
    }
    const refused = explainOffline(
      await register({
        input: { answers: answers.map((a, i) => ({ id: assembly.invitations[i]!.id, ...a })) },
      }),
    );
    for (const failure of refused)
      form.setError(fieldOf(failure.field) ?? 'root.server', { message: failure.message });
    if (refused.length > 0) return;
    draft.discard();
    flash.show('success', AG_REGISTERED);
  });

  if (assembly.etat !== 'Ouverte')
    return (
      <NoticeDialog
        open
        title={assembly.etat === 'Close' ? AG_CLOSED : "Dates d'inscription"}
        message={assembly.etat === 'Close' ? AG_CLOSED : AG_DATES_INVALID}
        onClose={toHome}
      />
    );

  const { errors, isSubmitting } = form.formState;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>
        Assemblée Générale à {AG_TIMES.assemblee}, soirée à {AG_TIMES.soiree}
        {assembly.showsForums ? `, forums à partir de ${AG_TIMES.forums}` : ''}.
      </p>
      {errors.root?.server?.message ? <FormError>{errors.root.server.message}</FormError> : null}
      {assembly.invitations.map((invitation, i) => (
        <fieldset key={invitation.id} className={styles.invitation}>
          <legend>
            Invitation {i + 1}
            {assembly.invitations.length > 1 && invitation.selected ? ' (la vôtre)' : ''}
          </legend>
          <CheckboxField label="Je participe" {...form.register(`answers.${i}.participe`)} />
          <TextField
            label="Nombre de personnes"
            type="number"
            min={0}
            step={1}
            required
            inputMode="numeric"
            error={errors.answers?.[i]?.nbPersonne?.message}
            {...form.register(`answers.${i}.nbPersonne`, { valueAsNumber: true })}
          />
          {invitation.libelleUserModification && invitation.dateModification ? (
            <p className={styles.muted}>
              Répondu par {invitation.libelleUserModification} le{' '}
              {formatDateTime(invitation.dateModification)}
            </p>
          ) : null}
        </fieldset>
      ))}
      <Actions>
        <SendButton busy={isSubmitting} kept>
          Enregistrer mon inscription
        </SendButton>
        <a href={assembly.pouvoirUrl} download>
          Télécharger le pouvoir
        </a>
        <Link to={paths.agResolutions.href()}>Voir les résolutions</Link>
      </Actions>
    </form>
  );
}
