import { PREFERENCES_SAVED } from '@portal/schema/rules/preferences';
import { useForm } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { SavePreferencesMutation } from '../../gql/graphql.ts';
import { useFlash } from '../../lib/flash.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { Actions } from '../../ui/actions.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { Card } from '../../ui/card.tsx';
import styles from './preferences.module.css';

export const PreferencesForm_viewer = graphql(`
  fragment PreferencesForm_viewer on Viewer {
    user {
      id
      preferences {
        sendMailWhenNotify
      }
    }
    mailThemes {
      id
      libelle
      subscribed
    }
  }
`);

const SavePreferencesDocument = graphql(`
  mutation SavePreferences($input: SavePreferencesInput!) {
    savePreferences(input: $input) {
      user {
        id
        preferences {
          sendMailWhenNotify
        }
      }
      mailThemes {
        id
        libelle
        subscribed
      }
      errors {
        field
        message
      }
    }
  }
`);

const errorsOf = (data: SavePreferencesMutation) => data.savePreferences.errors;

interface Values {
  sendMailWhenNotify: boolean;
  mailThemeIds: string[];
}

/**
 * Préférences (spec 000 §2.3): the notification mail and the mail themes, saved together; 'Préférences
 * enregistrées' once saved, the server's message otherwise (§8).
 */
export function PreferencesForm(props: { viewer: FragmentType<typeof PreferencesForm_viewer> }) {
  const viewer = getFragmentData(PreferencesForm_viewer, props.viewer);
  const flash = useFlash();
  const [save, { loading }] = useUserErrorMutation(SavePreferencesDocument, { errorsOf });
  const themes = viewer.mailThemes ?? [];
  const { register, handleSubmit } = useForm<Values>({
    defaultValues: {
      sendMailWhenNotify: viewer.user.preferences.sendMailWhenNotify,
      mailThemeIds: themes.filter((theme) => theme.subscribed).map((theme) => theme.id),
    },
  });
  const submit = handleSubmit(async (input) => {
    const errors = await save({ input });
    if (errors[0]) flash.show('error', errors.map((e) => e.message).join('\n'));
    else flash.show('success', PREFERENCES_SAVED);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Card title="Notifications">
        <label className={styles.choice}>
          <input type="checkbox" {...register('sendMailWhenNotify')} />
          Recevoir un e-mail à chaque nouvelle notification
        </label>
      </Card>
      {themes.length > 0 ? (
        <Card title="Lettres d'information">
          <fieldset className={styles.themes}>
            <legend>Les thèmes que vous recevez par e-mail</legend>
            {themes.map((theme) => (
              <label key={theme.id} className={styles.choice}>
                <input type="checkbox" value={theme.id} {...register('mailThemeIds')} />
                {theme.libelle}
              </label>
            ))}
          </fieldset>
        </Card>
      ) : null}
      <Actions>
        <SendButton busy={loading}>Enregistrer</SendButton>
      </Actions>
    </form>
  );
}
