import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { HiringWidget } from '../../../features/hiring-simulator/hiring-widget.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const HiringSimulatorQuery = graphql(`
  query HiringSimulator {
    viewer {
      id
      hiringSimulatorScriptUrl
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, HiringSimulatorQuery, {});
}

export const Component = loadingScreen(HiringSimulator);

/** Spec 001 §2 (simulateur-embauche): the third party's hiring-cost simulator, embedded. */
function HiringSimulator() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const scriptUrl = data?.viewer?.hiringSimulatorScriptUrl;
  return (
    <Stack>
      <p>
        <Link to={paths.tools.href()}>Retour à Mes outils</Link>
      </p>
      <PageTitle>Simulateur d&apos;embauche</PageTitle>
      {scriptUrl ? <HiringWidget scriptUrl={scriptUrl} /> : null}
    </Stack>
  );
}
