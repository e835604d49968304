import { formatEuro } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import styles from './general-assembly.module.css';

// Spec 001 §2 ('Résolutions AG 2024'): the board as the firm lists it for the 2024 assembly.
const DIRECTORS = ['Jeanne Morel', 'Paul Lemaire', 'Sophie Caron', 'Henri Collin', 'Marie Dommartin'];
const RENEWABLE = ['Paul Lemaire', 'Sophie Caron'];
const CANDIDATES = ['Lucie Hébrard', 'Thomas Barré'];
const PROFIT = 3806670.5;

/** The four resolutions of the 2024 general assembly, each with its title and text. */
export function AgResolutions() {
  return (
    <>
      <Card title="Première résolution : approbation des comptes et quitus">
        <div className={styles.resolution}>
          <p>
            L'Assemblée Générale, après avoir entendu la lecture du rapport de gestion du Conseil
            d'Administration, approuve les comptes de l'exercice clos le 31 décembre 2023 tels qu'ils lui ont
            été présentés.
          </p>
          <p>Elle donne quitus aux administrateurs de leur gestion pour cet exercice.</p>
        </div>
      </Card>
      <Card title="Deuxième résolution : affectation du résultat">
        <p>
          L'Assemblée Générale décide d'affecter le bénéfice de l'exercice clos le 31 décembre 2023, soit{' '}
          <strong>{formatEuro(PROFIT)}</strong>, au compte de report à nouveau.
        </p>
      </Card>
      <Card title="Troisième résolution : renouvellement du Conseil d'Administration">
        <div className={styles.resolution}>
          <p>
            Le Conseil d'Administration est composé de 10 à 15 administrateurs. Il est renouvelé chaque année
            par cinquième.
          </p>
          <p>Administrateurs en fonction :</p>
          <ul>
            {DIRECTORS.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>Administrateurs sortants et rééligibles :</p>
          <ul>
            {RENEWABLE.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>Candidats :</p>
          <ul>
            {CANDIDATES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </Card>
      <Card title="Quatrième résolution : pouvoirs pour formalités">
        <p>
          L'Assemblée Générale donne tous pouvoirs au porteur d'une copie ou d'un extrait du procès-verbal de
          la présente assemblée pour accomplir les formalités légales.
        </p>
      </Card>
    </>
  );
}
