import {
  ADD_CATEGORY_TITLE,
  DELETE_CATEGORY_QUESTION,
  PREAMBLE_CONTENT_MAX,
  PREAMBLE_FETCH_FAILED,
  PREAMBLE_TEXTS,
  PREAMBLE_TITLE_MAX,
  preambleDirty,
  preambleIssues,
  textFromStored,
  titleIssue,
  type PreambleValues,
} from '@portal/schema/rules/duer-preamble';
import { useState, type FormEvent } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { DuerPreambleEditor_DuerFragment } from '../../gql/graphql.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useDraftedState } from '../../offline/use-form-draft.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../ui/dialog.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import { LeaveGuard } from './unsaved-changes.tsx';
import { DuerUnsavedBar } from './duer-unsaved-bar.tsx';
import { DuerPreambleCategory } from './duer-preamble-category.tsx';
import styles from './duer-preamble.module.css';
import { useAutosave } from './preamble-autosave.ts';
import {
  useAddDuerPreambuleCategorie,
  useDeleteDuerPreambuleCategorie,
  useRenameDuerPreambuleCategorie,
  useSaveDuerPreambule,
} from './use-duer-preamble-mutations.ts';

export const DuerPreambleEditor_duer = graphql(`
  fragment DuerPreambleEditor_duer on Duer {
    id
    droitModifs
    droitCreation
    preambule {
      descriptifExploitation
      ressourcesHumaines
      prestationsServices
      categories {
        id
        legacyId
        titre
        contenu
        ordre
      }
    }
  }
`);

type Stored = NonNullable<DuerPreambleEditor_DuerFragment['preambule']>;
/** What the screen holds: the three texts and the contents typed, by category id. */
type Typed = {
  descriptifExploitation: string;
  ressourcesHumaines: string;
  prestationsServices: string;
  contenus: Record<string, string>;
};

const storedValues = (stored: Stored): PreambleValues => ({
  descriptifExploitation: textFromStored(stored.descriptifExploitation),
  ressourcesHumaines: textFromStored(stored.ressourcesHumaines),
  prestationsServices: textFromStored(stored.prestationsServices),
  categories: stored.categories.map((c) => ({ id: c.id, contenu: c.contenu })),
});

/** The typed values over the categories stored now (one added since shows its stored content). */
const typedValues = (typed: Typed, stored: Stored): PreambleValues => ({
  descriptifExploitation: typed.descriptifExploitation,
  ressourcesHumaines: typed.ressourcesHumaines,
  prestationsServices: typed.prestationsServices,
  categories: stored.categories.map((c) => ({ id: c.id, contenu: typed.contenus[c.id] ?? c.contenu })),
});

/**
 * Spec 002 §2, §4 and §5 (Préambule): the three descriptive texts and the categories. Typing marks the screen
 * unsaved (notice, save button, leave confirmation) and an autosave runs every 5 minutes meanwhile; titles,
 * additions and deletions are sent at once.
 */
export function DuerPreambleEditor(props: { duer: FragmentType<typeof DuerPreambleEditor_duer> }) {
  const duer = getFragmentData(DuerPreambleEditor_duer, props.duer);
  if (!duer.preambule) return <FormAlert message={PREAMBLE_FETCH_FAILED} />;
  return <Editor duer={duer} stored={duer.preambule} />;
}

function Editor({ duer, stored }: { duer: DuerPreambleEditor_DuerFragment; stored: Stored }) {
  const saved = storedValues(stored);
  const {
    value: typed,
    setValue: setTyped,
    draft,
  } = useDraftedState<Typed>(`duer-preambule:${duer.id}`, () => ({ ...saved, contenus: {} }));
  const values = typedValues(typed, stored);
  const dirty = preambleDirty(saved, values);
  const [save, { loading: saving }] = useSaveDuerPreambule();
  const [rename] = useRenameDuerPreambuleCategorie();
  const [remove] = useDeleteDuerPreambuleCategorie();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  const removal = useConfirmedAction(
    async (id: string) => remove({ preambuleCategorieId: id }),
    'La catégorie a été supprimée',
  );

  /** Saves what is typed; a refusal or failure keeps it unsaved (§4) and is shown. */
  async function send(): Promise<boolean> {
    const [issue] = preambleIssues(values);
    if (issue) {
      setError(issue.message);
      return false;
    }
    const failures = draft.settle(
      await save({
        input: {
          duerId: duer.id,
          descriptifExploitation: values.descriptifExploitation,
          ressourcesHumaines: values.ressourcesHumaines,
          prestationsServices: values.prestationsServices,
          categories: values.categories.map((c) => ({ id: c.id, contenu: c.contenu })),
        },
      }),
    );
    setError(failures[0]?.message);
    return failures.length === 0;
  }
  useAutosave(dirty, send);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.texts} disabled={!duer.droitModifs}>
          {PREAMBLE_TEXTS.map(([field, label]) => (
            <TextArea
              key={field}
              label={label}
              rows={4}
              maxLength={PREAMBLE_CONTENT_MAX}
              value={typed[field]}
              onInput={(event) => setTyped({ ...typed, [field]: event.currentTarget.value })}
            />
          ))}
        </fieldset>
        {stored.categories.map((c) => (
          <DuerPreambleCategory
            key={c.id}
            titre={c.titre}
            contenu={typed.contenus[c.id] ?? c.contenu}
            editable={duer.droitModifs}
            onDelete={duer.droitCreation ? () => removal.ask(c.id) : null}
            onContenu={(contenu) => setTyped({ ...typed, contenus: { ...typed.contenus, [c.id]: contenu } })}
            onRename={async (titre) => {
              const [failure] = await rename({ input: { preambuleCategorieId: c.id, titre } });
              return failure?.message ?? null;
            }}
          />
        ))}
        {duer.droitCreation ? (
          <p>
            <button type="button" className={styles.link} onClick={() => setAdding(true)}>
              Ajouter une catégorie
            </button>
          </p>
        ) : null}
        <FormAlert message={error} />
        {dirty ? <DuerUnsavedBar busy={saving} /> : null}
      </form>
      <Dialog open={adding} title={ADD_CATEGORY_TITLE} onClose={() => setAdding(false)}>
        <AddCategoryForm duerId={duer.id} onDone={() => setAdding(false)} />
      </Dialog>
      <ConfirmDialog
        title="Supprimer la catégorie"
        question={DELETE_CATEGORY_QUESTION}
        yes="Supprimer"
        no="Annuler"
        {...removal.dialog}
      />
      <LeaveGuard dirty={dirty} />
    </>
  );
}

/** §2: 'Création d'une catégorie', a title that must be given (§5). */
function AddCategoryForm(props: { duerId: string; onDone: () => void }) {
  const [titre, setTitre] = useState('');
  const [error, setError] = useState<string>();
  const [add, { loading }] = useAddDuerPreambuleCategorie();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = titleIssue(titre, 'add');
    if (issue) return setError(issue);
    const [failure] = await add({ input: { duerId: props.duerId, titre } });
    if (failure) return setError(failure.message);
    props.onDone();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Titre"
        value={titre}
        maxLength={PREAMBLE_TITLE_MAX}
        error={error}
        onInput={(event) => setTitre(event.currentTarget.value)}
      />
      <Actions>
        <Button variant="secondary" onClick={props.onDone}>
          Annuler
        </Button>
        <SendButton busy={loading}>Créer</SendButton>
      </Actions>
    </form>
  );
}
