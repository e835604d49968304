import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { PORTFOLIO_SEARCH_DEBOUNCE_MS, portfolioSearchTerm } from '@portal/schema/rules/portfolio-search';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { resolveRedirectTo } from '../../lib/redirect-target.ts';
import { useSignOutMutation } from '../../lib/use-sign-out-mutation.ts';
import { setWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { MyPortfolio } from './my-portfolio.tsx';
import { PortfolioSearchResults } from './portfolio-search-results.tsx';
import styles from './portfolio.module.css';

const PortfolioSelectionQuery = graphql(`
  query PortfolioSelection {
    viewer {
      id
      isCollaborateur
      user {
        id
        nom
        prenom
      }
      dossiers {
        id
        ...MyPortfolio_dossier
      }
    }
    theme {
      code
      platformName
    }
  }
`);

export function loader() {
  return preloadQuery(PortfolioSelectionQuery);
}

export function Component() {
  return (
    <Suspense fallback={<Spinner />}>
      <PortfolioSelection />
    </Suspense>
  );
}

function PortfolioSelection() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signOut, signingOut } = useSignOutMutation();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');

  // Spec 000 §9: the search waits for the collaborator to stop typing.
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input), PORTFOLIO_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const { viewer, theme } = data;
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

  const searching = term.trim() !== '';
  const checked = portfolioSearchTerm.safeParse(term);
  let results;
  if (!searching) results = <MyPortfolio dossiers={viewer.dossiers ?? []} onSelect={select} />;
  else if (!checked.success) {
    results = (
      <p className={styles.hint} role="alert">
        {checked.error.issues[0]?.message}
      </p>
    );
  } else results = <PortfolioSearchResults term={checked.data} onSelect={select} />;

  // The page stands outside the signed-in frame: a top bar of its own says where and who the collaborator is.
  return (
    <>
      <header className={styles.topBar}>
        <span className={styles.platform}>{theme.platformName}</span>
        <span className={styles.collaborator}>
          {viewer.user.prenom} {viewer.user.nom}
        </span>
      </header>
      <main className={styles.page}>
        <PageTitle>Sélection du dossier</PageTitle>
        <div className={styles.selection}>
          <div className={styles.toolbar}>
            <TextField
              label="Rechercher un dossier"
              hint="Code ou raison sociale, 3 caractères minimum"
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
          <Button
            variant="link"
            className={styles.signOut}
            disabled={signingOut}
            onClick={() => void signOut()}
          >
            Se déconnecter
          </Button>
        </div>
      </main>
    </>
  );
}
