import type { Db } from '../db.ts';
import { ACCOUNTS, type SeedAccount } from './accounts.ts';
import { insertRows, type Calendar } from './support.ts';

interface Template {
  daysAgo: number;
  hour: number;
  category: string;
  message: (subject: string) => string;
  url: string | null;
  read: boolean;
}

// Spread over the last seven weeks: this week, last week, earlier this month, before this month.
const TEMPLATES: readonly Template[] = [
  {
    daysAgo: 0,
    hour: 7,
    category: 'document',
    message: (s) =>
      `Un nouveau document est disponible pour ${s} : « Bilan de l'exercice 2025 ». {{Consulter mes documents}}`,
    url: '/mes-documents',
    read: false,
  },
  {
    daysAgo: 1,
    hour: 13,
    category: 'rendez-vous',
    message: () => 'Votre rendez-vous avec votre conseiller a été confirmé. {{Voir mes rendez-vous}}',
    url: '/actualites',
    read: false,
  },
  {
    daysAgo: 2,
    hour: 9,
    category: 'facture',
    message: (s) => `Une nouvelle facture est disponible pour ${s}.`,
    url: '/abonnement-dossier',
    read: false,
  },
  {
    daysAgo: 4,
    hour: 15,
    category: 'evenement',
    message: () => "Inscriptions ouvertes : « Matinale fiscalité agricole ». {{Je m'inscris}}",
    url: '/actualites-liste',
    read: false,
  },
  {
    daysAgo: 6,
    hour: 8,
    category: 'information',
    message: () => 'Nouveau : retrouvez vos chiffres clés mis à jour sur votre espace.',
    url: null,
    read: true,
  },
  {
    daysAgo: 8,
    hour: 10,
    category: 'social',
    message: (s) => `Les bulletins de paie du mois sont disponibles pour ${s}. {{Voir les bulletins}}`,
    url: '/mes-documents',
    read: false,
  },
  {
    daysAgo: 10,
    hour: 16,
    category: 'document',
    message: () => 'Votre liasse fiscale a été télédéclarée.',
    url: null,
    read: true,
  },
  {
    daysAgo: 12,
    hour: 11,
    category: 'information',
    message: () =>
      "Découvrez la nouvelle réglementation PAC 2027 sur {{le site de la chambre d'agriculture}}.",
    url: 'https://www.chambre-agriculture.example.fr/pac-2027',
    read: false,
  },
  {
    daysAgo: 17,
    hour: 9,
    category: 'rendez-vous',
    message: () => 'Compte rendu de votre dernier rendez-vous disponible. {{Le consulter}}',
    url: '/mes-documents',
    read: true,
  },
  {
    daysAgo: 21,
    hour: 14,
    category: 'evenement',
    message: () => "Merci pour votre participation à la réunion « Transmission d'exploitation ».",
    url: null,
    read: true,
  },
  {
    daysAgo: 26,
    hour: 8,
    category: 'facture',
    message: () => 'Votre échéancier de prélèvement a été mis à jour. {{Voir ma facturation}}',
    url: '/abonnement-dossier',
    read: false,
  },
  {
    daysAgo: 33,
    hour: 10,
    category: 'social',
    message: () => 'Rappel : déclaration sociale nominative à transmettre avant le 5 du mois.',
    url: null,
    read: true,
  },
  {
    daysAgo: 40,
    hour: 17,
    category: 'information',
    message: () => 'Votre espace client fait peau neuve. {{Découvrir les nouveautés}}',
    url: 'https://www.terres-conseil.example.fr/nouveautes',
    read: true,
  },
  {
    daysAgo: 47,
    hour: 9,
    category: 'document',
    message: () => 'Votre attestation de régularité fiscale est disponible.',
    url: '/mes-documents',
    read: true,
  },
];

// How many of the unread templates, newest first, each demo person has not read: the bell of each shows a count of
// their own (the owner's seven are the ones the end-to-end tests of the bell read). Every other account keeps all.
const UNREAD_OF: Readonly<Record<string, number>> = {
  'associe@demo.fr': 4,
  'particulier@demo.fr': 2,
  'sansdossier@demo.fr': 1,
  collaborateur: 3,
};

/** Whether the account has read the template: those read by all, and its unread ones past its count. */
function readBy(account: SeedAccount, template: Template): boolean {
  if (template.read) return true;
  const keptUnread = UNREAD_OF[account.login];
  return keptUnread !== undefined && TEMPLATES.filter((t) => !t.read).indexOf(template) >= keptUnread;
}

function subjectOf(account: SeedAccount): string {
  return account.type === 'collab' ? 'votre portefeuille' : `${account.prenom} ${account.nom}`;
}

export async function seedNotifications(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(
    db,
    'notifications',
    ACCOUNTS.flatMap((account) =>
      TEMPLATES.map((t, index) => ({
        id: `notif-${account.id}-${String(index + 1).padStart(2, '0')}`,
        account_id: account.id,
        date: calendar.at(-t.daysAgo, t.hour, 15),
        message: t.message(subjectOf(account)),
        url: t.url,
        category: t.category,
        lu: readBy(account, t),
      })),
    ),
  );
}
