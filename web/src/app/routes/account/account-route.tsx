import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AccountCards, type AccountCard } from '../../../features/account/account-cards.tsx';
import { DevicesCard } from '../../../features/devices/devices-card.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { useCanOpen } from '../../../lib/session.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { offersWebmail } from '../../layout/menu.ts';

const AccountQuery = graphql(`
  query Account {
    viewer {
      id
      dossiers {
        id
        idRole
        codeEntite
      }
      ...DevicesCard_viewer
    }
    theme {
      code
      links {
        webmail
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(dataContext).preloadQuery(AccountQuery, { errorPolicy: 'all' });
}

export const Component = loadingScreen(Account, paths.account.title);

const OWNER_ROLE = 1;

/**
 * 'Mon compte' (spec 000 §2.3): the account's screens; the webmail by the side menu's rule (owners of a file of
 * its entity codes), 'Partager mes dossiers' to owners only; below them, the devices signed in as the person.
 */
function Account() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const canOpen = useCanOpen();
  const owned = (data?.viewer?.dossiers ?? []).filter((d) => d.idRole === OWNER_ROLE);
  const webmail = data?.theme.links.webmail;
  const cards: AccountCard[] = [
    {
      key: 'infos',
      title: 'Mes informations',
      text: 'Votre profil et les coordonnées de vos dossiers',
      to: paths.accountInfos.href(),
    },
    {
      key: 'password',
      title: 'Mot de passe',
      text: 'Changer votre mot de passe',
      to: paths.passwordChange.href(),
    },
    {
      key: 'security',
      title: 'Sécurité de connexion',
      text: 'Un code de votre téléphone en plus du mot de passe',
      to: paths.loginSecurity.href(),
    },
    {
      key: 'mail',
      title: 'Adresse mail',
      text: 'Changer votre adresse mail de connexion',
      to: paths.mailChange.href(),
    },
    {
      key: 'preferences',
      title: 'Préférences',
      text: 'Notifications et lettres d’information',
      to: paths.preferences.href(),
    },
    ...(webmail && offersWebmail(owned.map((d) => d.codeEntite))
      ? [{ key: 'webmail', title: 'Webmail', text: 'Votre messagerie', href: webmail }]
      : []),
    ...(owned.length > 0
      ? [
          {
            key: 'share',
            title: 'Partager mes dossiers',
            text: 'Donner accès à vos dossiers',
            to: paths.shareMyFiles.href(),
          },
        ]
      : []),
    {
      key: 'access',
      title: 'Mes accès',
      text: 'Vos invitations et les dossiers partagés avec vous',
      to: paths.myAccess.href(),
    },
    {
      key: 'api',
      title: 'Accès API',
      text: 'Des jetons pour vos scripts et outils',
      to: paths.apiAccess.href(),
    },
  ];
  return (
    <>
      <AccountCards cards={cards.filter((card) => !('to' in card) || canOpen(card.to))} />
      {data?.viewer && <DevicesCard viewer={data.viewer} />}
    </>
  );
}
