import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { PORTFOLIO_SEARCH_DEBOUNCE_MS, portfolioSearchTerm } from '@portal/schema/rules/portfolio-search';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { useFlash } from '../../lib/flash.ts';
import { resolveRedirectTo } from '../../lib/redirect-target.ts';
import { setWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { MyPortfolio } from './my-portfolio.tsx';
import { PortfolioSearchResults } from './portfolio-search-results.tsx';
import { useSignOutMutation } from './use-sign-out-mutation.ts';
import styles from './portfolio.module.css';

const PortfolioSelectionQuery = graphql(`
  query PortfolioSelection {
    viewer {
      id
      isCollaborateur
      dossiers {
        id
        ...MyPortfolio_dossier
      }
    }
  }
`);

export function loader() {
  return preloadQuery(PortfolioSelectionQuery);
}

export function Component() {
  return (
    <main className={styles.page}>
      <PageTitle>Sélection du dossier</PageTitle>
      <Suspense fallback={<Spinner />}>
        <PortfolioSelection />
      </Suspense>
    </main>
  );
}

function PortfolioSelection() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const flash = useFlash();
  const [signOut, { loading: signingOut }] = useSignOutMutation();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');

  // Spec 000 §9: the search waits for the collaborator to stop typing.
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input), PORTFOLIO_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const viewer = data.viewer;
  if (!viewer) return <EmptyState>Une erreur interne s'est produite</EmptyState>;
  if (!viewer.isCollaborateur) return <Navigate to="/accueil" replace />;

  function select(codeDossier: string) {
    setWantedCodeDossier(codeDossier);
    void navigate(resolveRedirectTo(searchParams.get('redirectTo')) ?? `/accueil/${codeDossier}`);
  }

  function showPortfolio() {
    setInput('');
    setTerm('');
  }

  async function leave() {
    try {
      await signOut();
      await navigate('/app');
    } catch {
      flash.show('error', "Une erreur interne s'est produite");
    }
  }

  const searching = term.trim() !== '';
  const checked = portfolioSearchTerm.safeParse(term);
  let results;
  if (!searching) results = <MyPortfolio dossiers={viewer.dossiers} onSelect={select} />;
  else if (!checked.success) {
    results = (
      <p className={styles.hint} role="alert">
        {checked.error.issues[0]?.message}
      </p>
    );
  } else results = <PortfolioSearchResults term={checked.data} onSelect={select} />;

  return (
    <div className={styles.selection}>
      <div className={styles.toolbar}>
        <TextField
          label="Rechercher un dossier"
          type="search"
          value={input}
          autoComplete="off"
          onChange={(event) => setInput(event.target.value)}
        />
        {input !== '' || searching ? (
          <Button variant="secondary" onClick={showPortfolio}>
            Voir mon portefeuille
          </Button>
        ) : null}
      </div>
      {results}
      <Button variant="link" className={styles.signOut} disabled={signingOut} onClick={() => void leave()}>
        Se déconnecter
      </Button>
    </div>
  );
}
