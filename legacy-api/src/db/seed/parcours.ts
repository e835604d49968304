import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

const HOME_STEPS = [
  {
    element: '#menu-accueil',
    popover: { title: 'Bienvenue', description: 'Voici votre nouvel espace client.' },
  },
  {
    element: '#selecteur-dossier',
    popover: { title: 'Vos dossiers', description: 'Changez de dossier à tout moment ici.' },
  },
  {
    element: '#cloche-notifications',
    popover: { title: 'Notifications', description: 'Retrouvez ici les nouveautés de vos dossiers.' },
  },
  {
    element: '#menu-documents',
    popover: { title: 'Mes documents', description: 'Tous vos documents, classés par exercice.' },
    triggers: [{ selector: '#menu-documents', action: 'nextstep' }],
  },
];

export async function seedParcours(db: Db): Promise<void> {
  await insertRows(db, 'parcours', [
    { code: 'decouverte-accueil', route_name: 'home', etapes: JSON.stringify(HOME_STEPS) },
  ]);
  await insertRows(db, 'account_parcours', [
    { account_id: '1001', parcours_code: 'decouverte-accueil', deja_fait: false },
  ]);
}
