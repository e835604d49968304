import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_AREAS,
  API_TOKEN_CREATED,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_NO_AREA,
  API_TOKEN_NO_FILE,
  apiTokenPassword,
  type ApiArea,
  createApiTokenInput,
} from '@portal/schema/rules/api-tokens';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions, FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SelectField, TextField } from '../../ui/text-field.tsx';
import { ApiTokenAreas, ApiTokenFiles } from './api-token-scopes.tsx';
import { useCreateApiTokenMutation } from './use-api-token-mutations.ts';
import styles from './api-tokens.module.css';

const ACCESS = z.enum(['NONE', 'READ', 'WRITE']);

// The rule's own fields, an access per area (read by default) and, when limited, the files ticked.
const formSchema = z
  .object({
    name: createApiTokenInput.shape.name,
    expiresInDays: createApiTokenInput.shape.expiresInDays,
    areas: z.record(z.enum(API_AREAS), ACCESS),
    limited: z.boolean(),
    files: z.array(z.string()),
  })
  .refine((values) => Object.values(values.areas).some((access) => access !== 'NONE'), {
    message: API_TOKEN_NO_AREA,
    path: ['areas'],
  })
  .refine((values) => !values.limited || values.files.length > 0, {
    message: API_TOKEN_NO_FILE,
    path: ['files'],
  });
type ApiTokenFormValues = z.input<typeof formSchema>;

const everyAreaRead = Object.fromEntries(API_AREAS.map((area) => [area, 'READ'])) as Record<
  ApiArea,
  'NONE' | 'READ' | 'WRITE'
>;

const EXPIRIES = [7, 30, 60, 90];

/**
 * The creation form: a name, a validity of 7 to 90 days (30 by default), what it may do in each area (read by
 * default: 'Aucun accès', 'Lecture' or 'Lecture et écriture'), optionally the files it is limited to (among the
 * person's own, listed once 'Limiter à certains dossiers' is ticked), and the person's password to confirm it. The token's text is shown once, under the form, with a copy
 * button. The password is held apart from the form's draft: it is never kept in the browser.
 */
export function ApiTokenForm({ viewerId }: { viewerId: string }) {
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [create] = useCreateApiTokenMutation(viewerId, setCreated);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const draft = useFormDraft<ApiTokenFormValues>('acces-api');
  const defaults = {
    name: '',
    expiresInDays: API_TOKEN_DEFAULT_DAYS,
    areas: everyAreaRead,
    limited: false,
    files: [],
  };
  const form = useForm<ApiTokenFormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: draft.restore(defaults),
    reValidateMode: 'onChange',
  });
  useFollowedDraft(draft, form);
  const limited = useWatch({ control: form.control, name: 'limited' });
  const submit = form.handleSubmit(async ({ name, expiresInDays, areas, limited: onlySome, files }) => {
    setCreated(null);
    setCopied(false);
    const confirmed = apiTokenPassword.safeParse(password);
    setPasswordError(confirmed.error?.issues[0]?.message);
    if (!confirmed.success) return;
    const failures = explainOffline(
      await create({
        input: {
          name,
          expiresInDays,
          scopes: API_AREAS.flatMap((area) => {
            const access = areas[area];
            return access === 'READ' || access === 'WRITE' ? [{ area, access }] : [];
          }),
          ...(onlySome && { files }),
          password: confirmed.data,
        },
      }),
    );
    for (const failure of failures) {
      const field = failure.field?.split('.').pop();
      if (field === 'password') setPasswordError(failure.message);
      else
        form.setError(field === 'name' || field === 'expiresInDays' ? field : 'root.server', {
          message: failure.message,
        });
    }
    if (failures.length === 0) {
      draft.discard();
      form.reset(defaults);
      setPassword('');
    }
  });
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {serverError ? <FormError>{serverError}</FormError> : null}
        <TextField
          label="Nom du jeton"
          hint="Pour le reconnaître, par exemple « Export du lundi »"
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          label="Durée de validité"
          error={form.formState.errors.expiresInDays?.message}
          {...form.register('expiresInDays', { valueAsNumber: true })}
        >
          {EXPIRIES.map((days) => (
            <option key={days} value={days}>
              {days} jours
            </option>
          ))}
        </SelectField>
        <ApiTokenAreas register={form.register} error={form.formState.errors.areas?.message} />
        <CheckboxField label="Limiter à certains dossiers" {...form.register('limited')} />
        {limited ? (
          <ApiTokenFiles register={form.register} error={form.formState.errors.files?.message} />
        ) : null}
        <PasswordField
          label="Votre mot de passe"
          hint="Pour confirmer que c’est bien vous"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Actions>
          <SendButton busy={form.formState.isSubmitting} kept>
            Créer le jeton
          </SendButton>
        </Actions>
      </form>
      {created ? (
        <section className={styles.created} aria-label="Nouveau jeton">
          <p role="status">{API_TOKEN_CREATED}</p>
          <code className={styles.token} data-testid="nouveau-jeton">
            {created}
          </code>
          <Actions>
            <Button variant="secondary" onClick={() => void copy(created)}>
              {copied ? 'Copié' : 'Copier le jeton'}
            </Button>
          </Actions>
          <details className={styles.usage}>
            <summary>Détails techniques</summary>
            Envoyez-le dans l’en-tête <code>Authorization: Bearer …</code> de vos requêtes vers{' '}
            <code>/graphql</code>.
          </details>
        </section>
      ) : null}
    </>
  );
}
