import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

const SECTIONS = [
  {
    id: 'hs-01',
    title: 'Campagne PAC 2027',
    subtitle: 'Vos déclarations accompagnées par nos conseillers',
    url: '/actualites',
    prioritaire: true,
    color: '#2e7d32',
  },
  {
    id: 'hs-02',
    title: 'Assemblée générale',
    subtitle: "Votez en ligne jusqu'à la veille de l'assemblée",
    url: '/ag',
    prioritaire: true,
    color: '#7b1f3a',
  },
  {
    id: 'hs-03',
    title: "Simulateur d'emprunt",
    subtitle: 'Estimez vos échéances en quelques clics',
    url: '/outils',
    prioritaire: false,
    color: '#1565c0',
  },
  {
    id: 'hs-04',
    title: "Nos formations de l'hiver",
    subtitle: 'Gestion, fiscalité, social : inscrivez-vous',
    url: '/actualites-liste',
    prioritaire: false,
    color: '#ef6c00',
  },
  {
    id: 'hs-05',
    title: 'Le document unique',
    subtitle: null,
    url: 'https://www.terres-conseil.example.fr/document-unique',
    prioritaire: false,
    color: '#6a1b9a',
  },
  {
    id: 'hs-06',
    title: 'Tutoriels vidéo',
    subtitle: 'Prenez en main votre espace client',
    url: '/tutoriels',
    prioritaire: false,
    color: '#00838f',
  },
];

export async function seedHomeSections(db: Db): Promise<void> {
  await insertRows(
    db,
    'home_sections',
    SECTIONS.map((s, position) => ({
      id: s.id,
      title: s.title,
      subtitle: s.subtitle,
      url: s.url,
      est_prioritaire: s.prioritaire,
      position,
      picture_color: s.color,
    })),
  );
}
