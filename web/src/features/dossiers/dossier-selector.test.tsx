import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../gql/index.ts';
import { FlashApiContext } from '../../lib/flash.ts';
import { DossierSelector, DossierSelector_viewer } from './dossier-selector.tsx';
import { SetFavoriteDossierDocument } from './use-set-favorite-dossier-mutation.ts';

afterEach(cleanup);

const dossier = (codeDossier: string, raisonSociale: string, idRole: number, estFavoris = false) => ({
  __typename: 'Dossier' as const,
  id: codeDossier,
  codeDossier,
  raisonSociale,
  idRole,
  estFavoris,
});

const viewer = makeFragmentData(
  {
    __typename: 'Viewer',
    dossiers: [
      dossier('D3', 'zèbre SARL', 1),
      dossier('D1', 'Élevage Martin', 1, true),
      dossier('D2', 'abeilles GAEC', 1),
      dossier('D4', 'Vignoble Durand', 3),
      dossier('D5', 'Cave Rousseau', 2),
    ],
  },
  DossierSelector_viewer,
);

function renderSelector(onSelect = vi.fn(), result = vi.fn()) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: SetFavoriteDossierDocument, variables: { codeDossier: 'D2' } },
          result,
        },
      ]}
    >
      <FlashApiContext.Provider value={{ show: vi.fn(), clear: vi.fn() }}>
        <DossierSelector viewer={viewer} selectedCode="D1" onSelect={onSelect} />
      </FlashApiContext.Provider>
    </MockedProvider>,
  );
}

describe('dossier selector', () => {
  it('is named by the selected file alone, its arrow being decorative', () => {
    renderSelector();
    const toggle = screen.getByRole('button', { expanded: false });
    expect(toggle.textContent).toContain('▾');
    expect(screen.getByRole('button', { name: 'Élevage Martin', expanded: false })).toBe(toggle);
  });

  it('groups owned files under Mes dossiers and the others under Partagés avec moi, sorted by name in French', async () => {
    renderSelector();
    await userEvent.click(screen.getByRole('button', { name: 'Élevage Martin' }));
    const mine = within(screen.getByRole('list', { name: 'Mes dossiers' }));
    const shared = within(screen.getByRole('list', { name: 'Partagés avec moi' }));
    const names = (list: typeof mine) =>
      list
        .getAllByRole('button')
        .filter((b) => !b.hasAttribute('aria-pressed'))
        .map((b) => b.textContent);
    expect(names(mine)).toEqual(['abeilles GAEC', 'Élevage Martin', 'zèbre SARL']);
    expect(names(shared)).toEqual(['Cave Rousseau', 'Vignoble Durand']);
  });

  it('selects another file', async () => {
    const onSelect = vi.fn();
    renderSelector(onSelect);
    await userEvent.click(screen.getByRole('button', { name: 'Élevage Martin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cave Rousseau' }));
    expect(onSelect).toHaveBeenCalledWith('D5');
  });

  it('marks the favourite with a pressed star and makes another file the favourite', async () => {
    const result = vi.fn(() => ({
      data: {
        setFavoriteDossier: {
          __typename: 'SetFavoriteDossierPayload',
          dossiers: [{ __typename: 'Dossier', id: 'D2', estFavoris: true }],
          errors: [],
        },
      },
    }));
    renderSelector(vi.fn(), result);
    await userEvent.click(screen.getByRole('button', { name: 'Élevage Martin' }));
    expect(
      screen.getByRole('button', { name: 'Dossier favori : Élevage Martin' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Dossier favori : abeilles GAEC' }));
    await waitFor(() => expect(result).toHaveBeenCalledOnce());
  });
});
