import {
  checkFile,
  chooseRole,
  NO_ROLE,
  toggleCategory,
  UNCHECK_FILE_QUESTION,
  uncheckFile,
  type FileChoice,
  type FileStatus,
  type RightsCategory,
  type SharingRole,
} from '@portal/schema/rules/sharing';
import { useState } from 'react';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { SelectField } from '../../ui/text-field.tsx';
import styles from './sharing.module.css';

/** A category of the tree as the screens receive it (GraphQL names the legacy's `_id` `id`). */
export interface CategoryNode {
  id: string;
  libelle: string;
  souscategories?: readonly CategoryNode[] | null;
}

/** The tree as the rules of schema/rules/sharing.ts read it. */
export const rulesTree = (nodes: readonly CategoryNode[]): RightsCategory[] =>
  nodes.map((n) => ({ _id: n.id, libelle: n.libelle, souscategories: rulesTree(n.souscategories ?? []) }));

interface Props {
  files: readonly { codeDossier: string; raisonSociale: string }[];
  choices: readonly FileChoice[];
  onChange: (choices: FileChoice[]) => void;
  roles: readonly SharingRole[];
  tree: readonly RightsCategory[];
  /** Spec 000 §4: a file already invited or already shared is shown, and cannot be chosen. */
  statusOf?: (codeDossier: string) => FileStatus;
}

const OVERLAY: Record<Exclude<FileStatus, 'none'>, string> = {
  invitation: 'Déjà invité sur ce dossier',
  shared: 'A déjà accès à ce dossier',
};

/**
 * Spec 000 §4, per file: checked or not, a role, and the rights category tree. The rules of schema/rules/sharing.ts
 * decide what each click changes; unchecking a file asks first.
 */
export function FileRightsEditor({ files, choices, onChange, roles, tree, statusOf }: Props) {
  const [unchecking, setUnchecking] = useState<string | null>(null);
  const change = (code: string, next: (choice: FileChoice) => FileChoice) =>
    onChange(choices.map((c) => (c.codeDossier === code ? next(c) : c)));

  return (
    <div className={styles.files}>
      {files.map((file) => {
        const choice = choices.find((c) => c.codeDossier === file.codeDossier);
        if (!choice) return null;
        const status = statusOf?.(file.codeDossier) ?? 'none';
        const locked = status !== 'none';
        return (
          <fieldset
            key={file.codeDossier}
            className={`${styles.file} ${locked ? styles.locked : ''}`}
            aria-label={file.raisonSociale}
            disabled={locked}
          >
            <CheckboxField
              label={`${file.raisonSociale} (${file.codeDossier})`}
              checked={choice.checked}
              disabled={locked}
              onChange={(event) =>
                event.currentTarget.checked
                  ? change(file.codeDossier, checkFile)
                  : setUnchecking(file.codeDossier)
              }
            />
            {locked ? <p className={styles.overlay}>{OVERLAY[status]}</p> : null}
            <SelectField
              label="Rôle"
              value={String(choice.idRole)}
              disabled={locked}
              onChange={(event) => {
                const role = roles.find((r) => String(r.idRole) === event.currentTarget.value);
                change(file.codeDossier, (c) => chooseRole(c, role, tree));
              }}
            >
              <option value={String(NO_ROLE)}>Aucun rôle</option>
              {roles.map((role) => (
                <option key={role.idRole} value={String(role.idRole)}>
                  {role.nomRole}
                </option>
              ))}
            </SelectField>
            <CategoryTree
              nodes={tree}
              granted={choice.categories}
              onToggle={(id, on) => change(file.codeDossier, (c) => toggleCategory(c, tree, id, on))}
            />
          </fieldset>
        );
      })}
      <ConfirmDialog
        open={unchecking !== null}
        title="Décocher le dossier"
        question={UNCHECK_FILE_QUESTION}
        yes="Oui, décocher"
        local
        onNo={() => setUnchecking(null)}
        onYes={() => {
          if (unchecking) change(unchecking, uncheckFile);
          setUnchecking(null);
        }}
      />
    </div>
  );
}

function CategoryTree(props: {
  nodes: readonly RightsCategory[];
  granted: readonly string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  if (props.nodes.length === 0) return null;
  return (
    <ul className={styles.tree} aria-label="Catégories">
      {props.nodes.map((node) => (
        <li key={node._id}>
          <CheckboxField
            label={node.libelle}
            checked={props.granted.includes(node._id)}
            onChange={(event) => props.onToggle(node._id, event.currentTarget.checked)}
          />
          <CategoryTree nodes={node.souscategories} granted={props.granted} onToggle={props.onToggle} />
        </li>
      ))}
    </ul>
  );
}
