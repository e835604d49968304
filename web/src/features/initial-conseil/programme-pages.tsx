import { videoEmbedUrl } from '@portal/schema/rules/services';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { Stack } from '../../ui/stack.tsx';
import styles from './initial-conseil.module.css';

// The programme's videos on the firm's channel (the spec names the videos, not their addresses).
const PRESENTATION_VIDEO = 'initial-conseil-presentation';
const PROFILE_VIDEO = 'initial-conseil-profil';

function Video({ id, title }: { id: string; title: string }) {
  return (
    <div className={styles.video}>
      <iframe src={videoEmbedUrl(id)} title={title} allowFullScreen loading="lazy" />
    </div>
  );
}

// Spec 001 §2 and §9: the nine commitments, in the spec's order.
const COMMITMENTS = [
  'Un rendez-vous conseil lors de votre premier bilan',
  'Une séance avec un juriste',
  'Une newsletter mensuelle',
  'Une soirée des créateurs chaque année',
  '7 e-learnings',
  '3 outils en ligne, après une consultation téléphonique',
  'La rédaction gratuite du contrat de votre premier salarié',
  "Un profil du chef d'entreprise",
  'Une consultation téléphonique pour choisir votre logiciel',
];

// Spec 001 §2: three tools.
const TOOLS = [
  ['Logiciel de caisse', 'Enregistrez vos ventes et éditez vos tickets en conformité.'],
  ['Logiciel de facturation', 'Créez vos devis et vos factures, suivez vos encaissements.'],
  ['Gestion comptable', 'Tenez vos comptes au quotidien avec votre conseiller.'],
] as const;

/** The programme's static pages by their address (spec 001 §2, creators programme), each with its title. */
export const PROGRAMME_PAGES: Readonly<Record<string, { title: string; content: () => ReactNode }>> = {
  presentation: {
    title: 'Présentation',
    content: () => (
      <Stack>
        <p>Initial Conseil accompagne les créateurs d&apos;entreprise pendant leurs premières années.</p>
        <Video id={PRESENTATION_VIDEO} title="Présentation d'Initial Conseil" />
      </Stack>
    ),
  },
  engagements: {
    title: 'Engagements',
    content: () => (
      <Card title="Nos 9 engagements">
        <ol className={styles.commitments}>
          {COMMITMENTS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </Card>
    ),
  },
  'soiree-createurs': {
    title: 'Soirée des créateurs',
    content: () => (
      <Card>
        <p>
          Chaque année, la soirée des créateurs réunit les entrepreneurs accompagnés par Initial Conseil, nos
          conseillers et nos partenaires : témoignages, échanges et rencontres.
        </p>
      </Card>
    ),
  },
  profil: {
    title: "Profil du chef d'entreprise",
    content: () => (
      <Stack>
        <p>
          Un questionnaire, puis un rendez-vous de restitution avec un conseiller en ressources humaines, pour
          connaître vos points forts de dirigeant.
        </p>
        <Video id={PROFILE_VIDEO} title="Profil du chef d'entreprise" />
      </Stack>
    ),
  },
  outils: {
    title: 'Outils',
    content: () => (
      <ul className={styles.tools} aria-label="Outils">
        {TOOLS.map(([title, text]) => (
          <li key={title}>
            <Card title={title}>
              <p>{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    ),
  },
};
