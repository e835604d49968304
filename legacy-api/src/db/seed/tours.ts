import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

// Steps point at what every signed-in page shows, at any width: the content, the side menu (a drawer on a phone,
// which the tour opens), the header's links.
const HOME_STEPS = [
  {
    element: '#contenu',
    popover: { title: 'Bienvenue', description: 'Voici votre nouvel espace client.' },
  },
  {
    element: '#side-menu',
    popover: { title: 'Le menu', description: 'Toutes les rubriques de votre espace, selon votre dossier.' },
  },
  {
    element: 'header a[href="/notifications"]',
    popover: { title: 'Notifications', description: 'Retrouvez ici les nouveautés de vos dossiers.' },
    // Opening the notifications ends the tour: the page it leads to has its own.
    triggers: [{ selector: 'header a[href="/notifications"]', action: 'destroy' }],
  },
  {
    element: 'header a[href="/mon-compte"]',
    popover: { title: 'Mon compte', description: 'Vos informations, préférences et accès.' },
  },
];

const EVENT_LINK = '#contenu a[href^="/event/"]';

const NEWS_LIST_STEPS = [
  {
    element: '#contenu',
    popover: {
      title: 'Vos actualités',
      description: 'Rendez-vous et événements de votre dossier, passés et à venir.',
    },
  },
  {
    element: '#contenu fieldset',
    popover: {
      title: 'Rendez-vous ou événements',
      description: 'Choisissez ce que la liste montre : les événements, par exemple.',
    },
    // Choosing the events moves on once their list is there (a new screen loads), so that the next step points
    // at an event; the choice gets the focus, for a keyboard.
    triggers: [
      {
        selector: '#contenu fieldset input[value="1"]',
        action: 'nextstep',
        whitelistSelector: EVENT_LINK,
        whitelistTimeout: 5000,
      },
    ],
    callbacks: [{ selector: '#contenu fieldset input[value="1"]', callbackName: 'focus', timeout: 300 }],
  },
  {
    element: EVENT_LINK,
    popover: { title: 'Un événement', description: 'Ouvrez-le pour le détail et pour vous inscrire.' },
  },
];

/** The tour accounts of the end-to-end tests (seed/accounts.ts), and the owner, who did the home tour already. */
const TOUR_ACCOUNTS = ['1201', '1202'];
/** The news list's tour accounts (seed/accounts.ts): their home tour is not pending. */
const NEWS_TOUR_ACCOUNTS = ['1203', '1204'];

export async function seedParcours(db: Db): Promise<void> {
  await insertRows(db, 'parcours', [
    { code: 'decouverte-accueil', route_name: 'home', etapes: JSON.stringify(HOME_STEPS) },
    { code: 'decouverte-actualites', route_name: 'news-list', etapes: JSON.stringify(NEWS_LIST_STEPS) },
  ]);
  await insertRows(db, 'account_parcours', [
    { account_id: '1001', parcours_code: 'decouverte-accueil', deja_fait: true },
    ...TOUR_ACCOUNTS.flatMap((account_id) => [
      { account_id, parcours_code: 'decouverte-accueil', deja_fait: false },
      { account_id, parcours_code: 'decouverte-actualites', deja_fait: false },
    ]),
    ...NEWS_TOUR_ACCOUNTS.map((account_id) => ({
      account_id,
      parcours_code: 'decouverte-actualites',
      deja_fait: false,
    })),
  ]);
}
