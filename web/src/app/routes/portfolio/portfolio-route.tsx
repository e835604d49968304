import { useEffect, useState } from 'react';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { PORTFOLIO_SEARCH_DEBOUNCE_MS, portfolioSearchTerm } from '@portal/schema/rules/portfolio-search';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { resolveRedirectTo } from '../../../lib/redirect-target.ts';
import { useSignOutMutation } from '../../layout/use-sign-out-mutation.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { useSession } from '../../../lib/session.ts';
import { clearRedirectTo, getRedirectTo } from '../../../lib/wanted-dossier.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { MyPortfolio } from '../../../features/portfolio/my-portfolio.tsx';
import { PortfolioSearchResults } from '../../../features/portfolio/portfolio-search-results.tsx';
import styles from './portfolio-route.module.css';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

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

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(dataContext).preloadQuery(PortfolioSelectionQuery);
}

export const Component = loadingScreen(PortfolioSelection);

function PortfolioSelection() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const session = useSession();
  const { signOut, signingOut } = useSignOutMutation();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');

  // Spec 000 §9: the search waits for the collaborator to stop typing.
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input), PORTFOLIO_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const { viewer, theme } = data;
  if (!viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  if (!viewer.isCollaborateur) return <Navigate to={paths.home.href()} replace />;

  // The target of the query (remembered by the signed-in middleware) or of an earlier visit is consumed here.
  function select(codeDossier: string) {
    const target = resolveRedirectTo(getRedirectTo());
    clearRedirectTo();
    session.selectDossier(codeDossier, target ?? paths.home.href(codeDossier));
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
