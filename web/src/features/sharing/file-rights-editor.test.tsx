import { NO_ROLE, type FileChoice } from '@portal/schema/rules/sharing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileRightsEditor, rulesTree } from './file-rights-editor.tsx';

afterEach(cleanup);

const TREE = rulesTree([
  {
    id: 'mesDocs',
    libelle: 'Mes documents',
    souscategories: [{ id: 'mesDocs_social', libelle: 'Social', souscategories: [] }],
  },
  { id: 'mesFacts', libelle: 'Mes factures', souscategories: [] },
]);
const ROLES = [{ idRole: 3, nomRole: 'Salarié', categoriesPredefinies: ['mesDocs_social'] }];
const FILES = [
  { codeDossier: 'VIT002', raisonSociale: 'Champagne Morel' },
  { codeDossier: 'AGR001', raisonSociale: 'EARL des Quatre Vents' },
];

function Editor({ invited = [] as string[] }) {
  const [choices, setChoices] = useState<FileChoice[]>(
    FILES.map((f) => ({ codeDossier: f.codeDossier, checked: false, idRole: NO_ROLE, categories: [] })),
  );
  return (
    <FileRightsEditor
      files={FILES}
      choices={choices}
      onChange={setChoices}
      roles={ROLES}
      tree={TREE}
      statusOf={(code) => (invited.includes(code) ? 'invitation' : 'none')}
    />
  );
}

describe('the rights of each file', () => {
  it("checks the file and ticks the role's categories with their parents when a role is chosen", async () => {
    render(<Editor />);
    const file = screen.getByRole('group', { name: 'Champagne Morel' });
    await userEvent.selectOptions(within(file).getByRole('combobox', { name: 'Rôle' }), 'Salarié');
    expect(within(file).getByRole('checkbox', { name: 'Champagne Morel (VIT002)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(file).getByRole('checkbox', { name: 'Mes documents' })).toHaveProperty('checked', true);
    expect(within(file).getByRole('checkbox', { name: 'Social' })).toHaveProperty('checked', true);
    expect(within(file).getByRole('checkbox', { name: 'Mes factures' })).toHaveProperty('checked', false);
  });

  it('asks before unchecking a file, then clears its role and categories', async () => {
    render(<Editor />);
    const file = screen.getByRole('group', { name: 'Champagne Morel' });
    await userEvent.selectOptions(within(file).getByRole('combobox', { name: 'Rôle' }), 'Salarié');
    await userEvent.click(within(file).getByRole('checkbox', { name: 'Champagne Morel (VIT002)' }));
    const question = screen.getByRole('dialog', { name: 'Décocher le dossier' });
    await userEvent.click(within(question).getByRole('button', { name: 'Non' }));
    expect(within(file).getByRole('checkbox', { name: 'Social' })).toHaveProperty('checked', true);
    await userEvent.click(within(file).getByRole('checkbox', { name: 'Champagne Morel (VIT002)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, décocher' }));
    expect(within(file).getByRole('combobox', { name: 'Rôle' })).toHaveProperty('value', '-1');
    expect(within(file).getByRole('checkbox', { name: 'Mes documents' })).toHaveProperty('checked', false);
  });

  it('checks the parents of a category checked, and the file', async () => {
    render(<Editor />);
    const file = screen.getByRole('group', { name: 'EARL des Quatre Vents' });
    await userEvent.click(within(file).getByRole('checkbox', { name: 'Social' }));
    expect(within(file).getByRole('checkbox', { name: 'Mes documents' })).toHaveProperty('checked', true);
    expect(within(file).getByRole('checkbox', { name: 'EARL des Quatre Vents (AGR001)' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('overlays a file already invited: it cannot be chosen', () => {
    render(<Editor invited={['AGR001']} />);
    const file = screen.getByRole('group', { name: 'EARL des Quatre Vents' });
    expect(within(file).getByText('Déjà invité sur ce dossier')).toBeInstanceOf(HTMLElement);
    expect(within(file).getByRole('checkbox', { name: 'EARL des Quatre Vents (AGR001)' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
