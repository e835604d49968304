import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PortfolioSearchDocument,
  PortfolioSelectionDocument,
  SignOutDocument,
} from '../../../gql/graphql.ts';
import { apolloClient } from '../../../lib/apollo.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import {
  getRedirectTo,
  getWantedCodeDossier,
  setRedirectTo,
  setWantedCodeDossier,
} from '../../../lib/wanted-dossier.ts';
import * as route from './portfolio-route.tsx';

const portfolio = {
  data: {
    viewer: {
      __typename: 'Viewer',
      id: 'c1',
      isCollaborateur: true,
      user: { __typename: 'User', id: 'u1', nom: 'Martin', prenom: 'Sophie' },
      dossiers: [
        {
          __typename: 'Dossier',
          id: 'D001',
          codeDossier: 'D001',
          raisonSociale: 'EARL des Coteaux',
          statut: 'Bon',
          legacyId: '101',
        },
        {
          __typename: 'Dossier',
          id: 'D002',
          codeDossier: 'D002',
          raisonSociale: 'SCEA Ancienne',
          statut: 'Demissionne',
          legacyId: '102',
        },
        {
          __typename: 'Dossier',
          id: 'N003',
          codeDossier: 'N003',
          raisonSociale: 'GAEC Nouveau',
          statut: 'PasInscrit',
          legacyId: null,
        },
      ],
    },
    theme: { __typename: 'Theme', code: 'tc', platformName: 'Mon Espace Terres Conseil' },
  },
};

function searchResult(term: string, dossiers: { code: string; statut: string; selectionnable: boolean }[]) {
  return vi.fn(() => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'c1',
        portfolioSearch: dossiers.map(({ code, statut, selectionnable }) => ({
          __typename: 'PortfolioDossier',
          id: code,
          codeDossier: code,
          raisonSociale: `Dossier ${term} ${code}`,
          statut,
          selectionnable,
        })),
      },
    },
  }));
}

const searchMock = (term: string, result: ReturnType<typeof searchResult>) => ({
  request: { query: PortfolioSearchDocument, variables: { term } },
  result,
});

async function renderPortfolio(url: string, mocks: Parameters<typeof renderRoute>[0]['mocks'] = []) {
  const view = await renderRoute({
    path: '/selectionDossier',
    route,
    url,
    mocks: [{ request: { query: PortfolioSelectionDocument }, result: portfolio }, ...mocks],
  });
  await screen.findByRole('list', { name: 'Mon portefeuille' });
  return view;
}

/** Types a search at once, then lets the clock run only as far as the test says (the page is loaded by then). */
function typeSearch(term: string) {
  vi.useFakeTimers();
  fireEvent.input(screen.getByLabelText('Rechercher un dossier'), { target: { value: term } });
}

async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Lets the mocked answer arrive: the mock link answers after a short delay of its own. */
async function answer() {
  for (let i = 0; i < 5; i += 1) await elapse(100);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('portfolio selection', () => {
  it('lists the collaborator’s own portfolio with code, company name and statut', async () => {
    await renderPortfolio('/selectionDossier');
    expect(screen.getByRole('button', { name: 'D001 EARL des Coteaux Bon' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'D002 SCEA Ancienne Démissionné' })).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('asks for 3 characters and sends no search for 2', async () => {
    const result = searchResult('ab', []);
    await renderPortfolio('/selectionDossier', [searchMock('ab', result)]);
    typeSearch('ab');
    await elapse(500);
    expect(screen.getByText('Veuillez saisir 3 caractères minimum.')).toBeInstanceOf(HTMLElement);
    expect(result).not.toHaveBeenCalled();
  });

  it('sends one search 500 ms after the third character, showing Recherche en cours... meanwhile', async () => {
    const result = searchResult('vig', [{ code: 'V010', statut: 'Bon', selectionnable: true }]);
    await renderPortfolio('/selectionDossier', [{ ...searchMock('vig', result), delay: 50 }]);
    typeSearch('vig');
    await elapse(499);
    expect(screen.queryByText('Recherche en cours...')).toBeNull();
    expect(result).not.toHaveBeenCalled();
    await elapse(1);
    expect(screen.getByText('Recherche en cours...')).toBeInstanceOf(HTMLElement);
    await answer();
    expect(screen.getByRole('button', { name: 'V010 Dossier vig V010 Bon' })).toBeInstanceOf(HTMLElement);
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('says Aucun dossier trouvé when the search finds nothing, and goes back to the portfolio on demand', async () => {
    await renderPortfolio('/selectionDossier', [searchMock('zzz', searchResult('zzz', []))]);
    typeSearch('zzz');
    await elapse(500);
    await answer();
    expect(screen.getByText('Aucun dossier trouvé')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Voir mon portefeuille' }));
    expect(screen.getByRole('list', { name: 'Mon portefeuille' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText<HTMLInputElement>('Rechercher un dossier').value).toBe('');
  });

  it('does not let a resigned (Demissionne) file be selected', async () => {
    const result = searchResult('anc', [
      { code: 'D002', statut: 'Demissionne', selectionnable: false },
      { code: 'P003', statut: 'PasInscrit', selectionnable: true },
    ]);
    await renderPortfolio('/selectionDossier', [searchMock('anc', result)]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^D002/ }).disabled).toBe(true);
    // PasInscrit without an account (no legacy id) cannot be opened either.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^N003/ }).disabled).toBe(true);
    typeSearch('anc');
    await elapse(500);
    await answer();
    const resigned = screen.getByRole<HTMLButtonElement>('button', { name: /^D002 Dossier anc/ });
    expect(resigned.disabled).toBe(true);
    fireEvent.click(resigned);
    await elapse(100);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(getWantedCodeDossier()).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^P003/ }).disabled).toBe(false);
  });

  it('selects the chosen file and opens its home page', async () => {
    const { session } = await renderPortfolio('/selectionDossier');
    await userEvent.click(screen.getByRole('button', { name: /^D001/ }));
    expect(session.selectDossier).toHaveBeenCalledWith('D001', '/accueil/D001');
  });

  it('goes to the remembered redirect target once the file is chosen, and forgets it', async () => {
    // The signed-in middleware remembered the query's redirectTo (/selectionDossier?redirectTo=event%2F7).
    setRedirectTo('event/7');
    const { session } = await renderPortfolio('/selectionDossier?redirectTo=event%2F7');
    await userEvent.click(screen.getByRole('button', { name: /^D001/ }));
    expect(session.selectDossier).toHaveBeenCalledWith('D001', '/event/7');
    expect(getRedirectTo()).toBeNull();
  });

  it('shows the platform and the collaborator in a top bar, a Mon portefeuille heading and the search hint', async () => {
    await renderPortfolio('/selectionDossier');
    const topBar = screen.getByText('Mon Espace Terres Conseil').closest('header');
    expect(topBar?.textContent).toContain('Sophie Martin');
    expect(screen.getByRole('heading', { level: 2, name: 'Mon portefeuille' })).toBeInstanceOf(HTMLElement);
    // The hint is tied to the search box for screen readers.
    const hintId = screen
      .getByRole('searchbox', { name: 'Rechercher un dossier' })
      .getAttribute('aria-describedby');
    expect(document.getElementById(hintId ?? '')?.textContent).toBe(
      'Code ou raison sociale, 3 caractères minimum',
    );
    expect(screen.getByText('Code ou raison sociale, 3 caractères minimum')).toBeInstanceOf(HTMLElement);
  });

  it('signs out, goes to the sign-in page and forgets the wanted file and the redirect target', async () => {
    const signOut = vi.fn(() => ({ data: { signOut: { __typename: 'SignOutPayload', ok: true } } }));
    await renderPortfolio('/selectionDossier', [{ request: { query: SignOutDocument }, result: signOut }]);
    setWantedCodeDossier('D001');
    setRedirectTo('/notifications');
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/app');
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(getWantedCodeDossier()).toBeNull());
    expect(getRedirectTo()).toBeNull();
    await waitFor(() => expect(apolloClient.cache.extract()).toEqual({}));
  });
});
