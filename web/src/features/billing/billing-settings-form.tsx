import { zodResolver } from '@hookform/resolvers/zod';
import { BILLING_EMAIL_MAX } from '@portal/schema/rules/account';
import {
  BILLING_SAVE_FAILED,
  BILLING_SAVED,
  billingSettingsInput,
  RECEPTION_OPTIONS,
  type BillingSettingsInput,
} from '@portal/schema/rules/billing';
import { useForm, useWatch } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { SaveBillingSettingsMutation } from '../../gql/graphql.ts';
import { useFlash } from '../../lib/flash.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { Actions } from '../../ui/actions.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DetailList } from '../../ui/detail-list.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './billing.module.css';

export const BillingSettingsForm_abonnement = graphql(`
  fragment BillingSettingsForm_abonnement on DossierSubscription {
    id
    mandatUrl
    parametresDossier {
      receptionCderInfo
      receptionFactureElectronique
      emailPlateformeFacturation
      emailPlateformeFacturationVerrouille
      modeReglement
      estPrelevementAuto
    }
  }
`);

const SaveBillingSettingsDocument = graphql(`
  mutation SaveBillingSettings($input: SaveBillingSettingsInput!) {
    saveBillingSettings(input: $input) {
      abonnement {
        id
        ...BillingSettingsForm_abonnement
      }
      errors {
        field
        message
      }
    }
  }
`);

const LOCKED_NOTE = 'Adresse de la plateforme de facturation électronique : elle ne peut pas être modifiée.';

const errorsOf = (data: SaveBillingSettingsMutation) => data.saveBillingSettings.errors;

/**
 * Spec 001 §2 ('Ma facturation'): how the association's information is received, electronic invoicing and its
 * e-mail (shown only while it is on, locked on the platform's domain), then the firm's payment mode and automatic
 * debit, with the blank mandate when the file is not on automatic debit. What is typed stays as a draft until sent.
 */
export function BillingSettingsForm(props: {
  abonnement: FragmentType<typeof BillingSettingsForm_abonnement>;
}) {
  const abonnement = getFragmentData(BillingSettingsForm_abonnement, props.abonnement);
  const settings = abonnement.parametresDossier;
  const flash = useFlash();
  const [save] = useUserErrorMutation(SaveBillingSettingsDocument, {
    errorsOf,
    fallback: BILLING_SAVE_FAILED,
  });
  const draft = useFormDraft<BillingSettingsInput>(`facturation:${abonnement.id}`);
  const form = useForm<BillingSettingsInput>({
    resolver: zodResolver(billingSettingsInput),
    defaultValues: draft.restore({
      receptionCderInfo: settings.receptionCderInfo === '1' ? '1' : '0',
      receptionFactureElectronique: settings.receptionFactureElectronique,
      emailPlateformeFacturation: settings.emailPlateformeFacturation,
    }),
  });
  useFollowedDraft(draft, form);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const electronic = useWatch({ control: form.control, name: 'receptionFactureElectronique' });
  const submit = form.handleSubmit(async (input) => {
    const refused = explainOffline(await save({ input: { id: abonnement.id, ...input } }));
    if (refused[0]) {
      flash.show('error', refused.map((e) => e.message).join('\n'));
      return;
    }
    draft.discard();
    flash.show('success', BILLING_SAVED);
  });
  const locked = settings.emailPlateformeFacturationVerrouille;

  return (
    <Card title="Mes paramètres">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.choices}>
          <legend>Réception des informations de l'association</legend>
          {RECEPTION_OPTIONS.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input type="radio" value={option.value} {...register('receptionCderInfo')} />
              {option.label}
            </label>
          ))}
        </fieldset>
        <CheckboxField label="Facturation électronique" {...register('receptionFactureElectronique')} />
        {electronic ? (
          <TextField
            label="Email de facturation"
            type="email"
            maxLength={BILLING_EMAIL_MAX}
            readOnly={locked}
            hint={locked ? LOCKED_NOTE : undefined}
            error={errors.emailPlateformeFacturation?.message}
            {...register('emailPlateformeFacturation')}
          />
        ) : null}
        <DetailList
          details={[
            { term: 'Mode de règlement', value: settings.modeReglement },
            { term: 'Prélèvement automatique', value: settings.estPrelevementAuto ? 'Oui' : 'Non' },
          ]}
        />
        {settings.estPrelevementAuto ? null : (
          <p>
            <a href={abonnement.mandatUrl} download>
              Télécharger le mandat de prélèvement
            </a>
          </p>
        )}
        <Actions>
          <SendButton busy={isSubmitting} kept>
            Enregistrer
          </SendButton>
        </Actions>
      </form>
    </Card>
  );
}
