import {
  alreadyGiven,
  fileStatus,
  invitationFilesInput,
  INVITATION_SENT,
  INVITATION_UPDATED,
  NO_ROLE,
  sharingInvitationInput,
  type FileChoice,
  type SharingRole,
} from '@portal/schema/rules/sharing';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { withArrivalFlash } from '../../lib/use-arrival-flash.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useDraftedState } from '../../offline/use-form-draft.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FileRightsEditor, rulesTree, type CategoryNode } from './file-rights-editor.tsx';
import styles from './sharing.module.css';
import { useChangeSentInvitationMutation, useInviteToShareMutation } from './use-sharing-mutations.ts';

type GivenFile = { codeDossier: string; idRole: number; categories: readonly { id: string }[] };

interface Props {
  /** The files the viewer owns, which the invitation may open. */
  files: readonly { codeDossier: string; raisonSociale: string }[];
  roles: readonly SharingRole[];
  tree: readonly CategoryNode[];
  sent: readonly { id: string; emailInvitee: string; editable: boolean; dossiers: readonly GivenFile[] }[];
  people: readonly { emailPersonne?: string | null; dossiers: readonly { codeDossier: string }[] }[];
  /** The pending invitation being changed (?invitationId=), or null for a new one. */
  editing: { id: string; emailInvitee: string; dossiers: readonly GivenFile[] } | null;
}

/** The form's files, checked as the invitation being changed gives them, else none. */
const initialChoices = (files: Props['files'], given: readonly GivenFile[]): FileChoice[] =>
  files.map((f) => {
    const file = given.find((g) => g.codeDossier === f.codeDossier);
    return file
      ? {
          codeDossier: f.codeDossier,
          checked: true,
          idRole: file.idRole,
          categories: file.categories.map((c) => c.id),
        }
      : { codeDossier: f.codeDossier, checked: false, idRole: NO_ROLE, categories: [] };
  });

/** Spec 000 §2.3 partagerDroitsInviter: an e-mail twice, then per owned file a role and the categories. */
export function InviteForm({ files, roles, tree, sent, people, editing }: Props) {
  const navigate = useNavigate();
  const rules = useMemo(() => rulesTree(tree), [tree]);
  // Issue 23: an invitation prepared where the link drops stays on this device until sent.
  const {
    value: typed,
    setValue: setTyped,
    draft,
  } = useDraftedState(`invitation:${editing?.id ?? 'nouvelle'}`, () => ({
    email: editing?.emailInvitee ?? '',
    confirmation: editing?.emailInvitee ?? '',
    choices: initialChoices(files, editing?.dossiers ?? []),
  }));
  const { email, confirmation, choices } = typed;
  const [refusal, setRefusal] = useState<string | undefined>();
  const [invite, inviting] = useInviteToShareMutation();
  const [change, changing] = useChangeSentInvitationMutation();

  const given = alreadyGiven(
    email,
    sent,
    people.map((p) => ({ emailPersonne: p.emailPersonne ?? null, dossiers: p.dossiers })),
    editing?.id ?? null,
  );
  const statusOf = (code: string) => fileStatus(code, given.invited, given.shared);
  // A file already given to this e-mail is overlaid: it is neither chosen nor sent.
  const offered = choices.map((c) => (statusOf(c.codeDossier) === 'none' ? c : { ...c, checked: false }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = editing
      ? invitationFilesInput.safeParse({ dossiers: offered })
      : sharingInvitationInput.safeParse({ email, emailConfirmation: confirmation, dossiers: offered });
    if (!parsed.success) return setRefusal(parsed.error.issues[0]?.message);
    setRefusal(undefined);
    const errors = draft.settle(
      editing
        ? await change({
            input: {
              invitationId: editing.id,
              dossiers: offered.map((c) => ({ ...c, categories: [...c.categories] })),
            },
          })
        : await invite({
            input: {
              email,
              emailConfirmation: confirmation,
              dossiers: offered.map((c) => ({ ...c, categories: [...c.categories] })),
            },
          }),
    );
    if (errors[0]) return setRefusal(errors[0].message);
    await navigate(
      paths.shareMyFiles.href(),
      withArrivalFlash('success', editing ? INVITATION_UPDATED : INVITATION_SENT),
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {editing ? (
        <p className={styles.line}>
          Invitation de <strong>{editing.emailInvitee}</strong>
        </p>
      ) : (
        <>
          <TextField
            label="E-mail de la personne"
            type="email"
            autoComplete="off"
            value={email}
            onInput={(e) => {
              const value = e.currentTarget.value;
              setTyped((t) => ({ ...t, email: value }));
            }}
          />
          <TextField
            label="Confirmation de l'e-mail"
            type="email"
            autoComplete="off"
            value={confirmation}
            onInput={(e) => {
              const value = e.currentTarget.value;
              setTyped((t) => ({ ...t, confirmation: value }));
            }}
          />
        </>
      )}
      <FileRightsEditor
        files={files}
        choices={offered}
        onChange={(next) => setTyped((t) => ({ ...t, choices: next }))}
        roles={roles}
        tree={rules}
        statusOf={statusOf}
      />
      <FormAlert message={refusal} />
      <div className={styles.actions}>
        <SendButton busy={inviting.loading || changing.loading} kept>
          {editing ? "Mettre à jour l'invitation" : "Envoyer l'invitation"}
        </SendButton>
      </div>
    </form>
  );
}
