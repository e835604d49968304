import { INDIVIDUAL_CLIENT_ENTITY } from '@portal/schema/rules/dossiers';
import type { Db } from '../db.ts';
import { DOSSIERS } from './dossiers.ts';
import { insertRows, type Calendar } from './support.ts';

export async function seedFigures(db: Db, calendar: Calendar): Promise<void> {
  const rows = DOSSIERS.filter((d) => d.entite !== INDIVIDUAL_CLIENT_ENTITY).flatMap((dossier, index) => {
    // Fixed, file-specific amounts: the index scales a realistic base.
    const scale = 1 + (index % 7) * 0.18;
    const perHectare = dossier.activite === 'AGRI';
    const closing = calendar.at(-(60 + (index % 4) * 30));
    const figures = [
      {
        slug: 'chiffre-affaires',
        libelle: "Chiffre d'affaires",
        valeur: Math.round(412_850 * scale),
        unite: '€',
        decimales: 0,
      },
      {
        slug: 'ebe',
        libelle: "Excédent brut d'exploitation",
        valeur: Math.round(98_420 * scale),
        unite: '€',
        decimales: 0,
      },
      {
        slug: 'resultat-courant',
        libelle: 'Résultat courant',
        valeur: Math.round((index % 5 === 3 ? -12_340 : 41_275) * scale),
        unite: '€',
        decimales: 0,
      },
      perHectare
        ? {
            slug: 'endettement',
            libelle: 'Endettement',
            valeur: Math.round(2_845.5 * scale * 100) / 100,
            unite: '€/ha',
            decimales: 2,
          }
        : {
            slug: 'endettement',
            libelle: 'Endettement',
            valeur: Math.round(46.8 * scale * 10) / 10,
            unite: '%',
            decimales: 1,
          },
      {
        slug: 'capacite-remboursement',
        libelle: 'Capacité de remboursement',
        valeur: Math.round(38.5 * scale * 10) / 10,
        unite: '%',
        decimales: 1,
      },
      {
        slug: 'tresorerie',
        libelle: 'Trésorerie',
        valeur: index % 6 === 5 ? null : Math.round(35_610 * scale),
        unite: '€',
        decimales: 0,
      },
    ];
    return figures.map((f, position) => ({
      code_dossier: dossier.code,
      ...f,
      date_fin_exercice: closing,
      position,
    }));
  });
  await insertRows(db, 'key_figures', rows);
}
