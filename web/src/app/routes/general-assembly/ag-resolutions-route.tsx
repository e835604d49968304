import { Link } from 'react-router';
import { AgResolutions } from '../../../features/general-assembly/ag-resolutions.tsx';
import { paths } from '../../../lib/paths.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

/** 'Résolutions AG 2024' (spec 001 §2): a back link to the registration, then the four resolutions. */
export function Component() {
  return (
    <Stack>
      <p>
        <Link to={paths.generalAssembly.href()}>Retour à l'inscription</Link>
      </p>
      <PageTitle>{paths.agResolutions.title}</PageTitle>
      <AgResolutions />
    </Stack>
  );
}
