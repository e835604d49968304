import { zodResolver } from '@hookform/resolvers/zod';
import {
  BILLING_EMAIL_MAX,
  COMMUNICATION_SAVE_FAILED,
  COMMUNICATION_SAVED,
  communicationInput,
  MAIN_EMAIL_MAX,
  modificationLine,
  PHONE_MAX_DIGITS,
  phoneDigits,
  type CommunicationInput,
} from '@portal/schema/rules/account';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { SaveCommunicationMutation } from '../../gql/graphql.ts';
import { useFlash } from '../../lib/flash.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { SelectField, TextField } from '../../ui/text-field.tsx';
import styles from './account.module.css';

export const CommunicationForm_communication = graphql(`
  fragment CommunicationForm_communication on FileCommunication {
    id
    codeDossier
    raisonSociale
    viewerCanEdit
    telephone
    indicatifTelephone
    portable
    indicatifPortable
    emailPrincipal
    emailFacturation
    facturationElectronique
    emailFacturationVerrouille
    modifications {
      telephone {
        date
        auteur
        parAgent
      }
      portable {
        date
        auteur
        parAgent
      }
      emailPrincipal {
        date
        auteur
        parAgent
      }
      emailFacturation {
        date
        auteur
        parAgent
      }
    }
  }
`);

export const CommunicationForm_country = graphql(`
  fragment CommunicationForm_country on Country {
    id
    code
    indicatif
  }
`);

const SaveCommunicationDocument = graphql(`
  mutation SaveCommunication($input: SaveCommunicationInput!) {
    saveCommunication(input: $input) {
      communication {
        id
        ...CommunicationForm_communication
      }
      errors {
        field
        message
      }
    }
  }
`);

const BILLING_LOCKED_NOTE =
  'Adresse de la plateforme de facturation électronique : elle ne peut pas être modifiée.';

const errorsOf = (data: SaveCommunicationMutation) => data.saveCommunication.errors;

/** The line under a field: when and by whom it last changed (spec 000 §2.3); none for a field never changed. */
const changeLine = (change: { date: string; auteur: string; parAgent: boolean } | null) =>
  change ? modificationLine(formatDateTime(change.date), change) : undefined;

/** A phone field keeps only the digits typed, at most 10 (spec 000 §5). */
const digitsOnly = (field: UseFormRegisterReturn): UseFormRegisterReturn => ({
  ...field,
  onChange: (event: { target: HTMLInputElement }) => {
    event.target.value = phoneDigits(event.target.value);
    return field.onChange(event);
  },
});

type Props = {
  communication: FragmentType<typeof CommunicationForm_communication>;
  countries: readonly FragmentType<typeof CommunicationForm_country>[];
};

/**
 * One file's contact details (spec 000 §2.3, §5), collapsible: the owner edits and saves them, other roles read
 * them. The billing e-mail shows only with electronic invoicing, and cannot change while it is the platform's.
 */
export function CommunicationForm(props: Props) {
  const communication = getFragmentData(CommunicationForm_communication, props.communication);
  const countries = getFragmentData(CommunicationForm_country, props.countries);
  const flash = useFlash();
  const [save] = useUserErrorMutation(SaveCommunicationDocument, {
    errorsOf,
    fallback: COMMUNICATION_SAVE_FAILED,
  });
  const readOnly = !communication.viewerCanEdit;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CommunicationInput>({
    resolver: zodResolver(communicationInput),
    defaultValues: {
      telephone: communication.telephone,
      indicatifTelephone: Number(communication.indicatifTelephone),
      portable: communication.portable,
      indicatifPortable: Number(communication.indicatifPortable),
      emailPrincipal: communication.emailPrincipal,
      emailFacturation: communication.emailFacturation,
    },
  });
  const submit = handleSubmit(async (input) => {
    const refused = await save({ input: { codeDossier: communication.codeDossier, ...input } });
    if (refused[0]) flash.show('error', refused.map((e) => e.message).join('\n'));
    else flash.show('success', COMMUNICATION_SAVED);
  });
  const countryOptions = countries.map((country) => (
    <option key={country.id} value={country.id}>
      {`${country.code} (${country.indicatif})`}
    </option>
  ));
  const { modifications } = communication;

  return (
    <details className={styles.file}>
      <summary className={styles.fileSummary}>
        {communication.raisonSociale} <span className={styles.code}>({communication.codeDossier})</span>
      </summary>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.fileForm}>
        <fieldset disabled={readOnly} className={styles.fields}>
          <legend className="visually-hidden">Coordonnées du dossier {communication.codeDossier}</legend>
          <div className={styles.phone}>
            <SelectField
              label="Indicatif du téléphone"
              {...register('indicatifTelephone', { valueAsNumber: true })}
            >
              {countryOptions}
            </SelectField>
            <TextField
              label="Téléphone"
              type="tel"
              inputMode="numeric"
              maxLength={PHONE_MAX_DIGITS}
              hint={changeLine(modifications.telephone)}
              error={errors.telephone?.message}
              {...digitsOnly(register('telephone'))}
            />
          </div>
          <div className={styles.phone}>
            <SelectField
              label="Indicatif du portable"
              {...register('indicatifPortable', { valueAsNumber: true })}
            >
              {countryOptions}
            </SelectField>
            <TextField
              label="Portable"
              type="tel"
              inputMode="numeric"
              maxLength={PHONE_MAX_DIGITS}
              hint={changeLine(modifications.portable)}
              error={errors.portable?.message}
              {...digitsOnly(register('portable'))}
            />
          </div>
          <TextField
            label="Email principal"
            type="email"
            maxLength={MAIN_EMAIL_MAX}
            hint={changeLine(modifications.emailPrincipal)}
            error={errors.emailPrincipal?.message}
            {...register('emailPrincipal')}
          />
          {communication.facturationElectronique ? (
            <TextField
              label="Email de facturation"
              type="email"
              maxLength={BILLING_EMAIL_MAX}
              readOnly={communication.emailFacturationVerrouille}
              hint={[
                communication.emailFacturationVerrouille ? BILLING_LOCKED_NOTE : null,
                changeLine(modifications.emailFacturation),
              ]
                .filter(Boolean)
                .join(' ')}
              error={errors.emailFacturation?.message}
              {...register('emailFacturation')}
            />
          ) : null}
        </fieldset>
        {readOnly ? (
          <p className={styles.changeLine}>Seul le propriétaire du dossier peut modifier ces coordonnées.</p>
        ) : (
          <SendButton busy={isSubmitting}>Enregistrer</SendButton>
        )}
      </form>
    </details>
  );
}
