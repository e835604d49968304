import { useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { INDIVIDUAL_CLIENT_ENTITY } from '@portal/schema/rules/dossiers';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import type { KeyFiguresCarousel_DossierFragment } from '../../gql/graphql.ts';
import { formatNumber } from '../../lib/format.ts';
import styles from './home.module.css';

/** Spec 000 §9: the carousel moves every 5 s. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

export const KeyFiguresCarousel_dossier = graphql(`
  fragment KeyFiguresCarousel_dossier on Dossier {
    codeEntite
    keyFigures {
      id
      libelle
      valeur
      unite
      decimales
    }
  }
`);

/**
 * The key figures of the selected file, 1 slide at a time on phones, 2 on medium screens, up to 4 on large
 * ones (the slide widths are in the stylesheet). Hidden for individual clients and for files without figures.
 */
export function KeyFiguresCarousel(props: { dossier: FragmentType<typeof KeyFiguresCarousel_dossier> }) {
  const dossier = getFragmentData(KeyFiguresCarousel_dossier, props.dossier);
  if (dossier.codeEntite === INDIVIDUAL_CLIENT_ENTITY || !dossier.keyFigures?.length) return null;
  return <Carousel figures={dossier.keyFigures} />;
}

type Figure = NonNullable<KeyFiguresCarousel_DossierFragment['keyFigures']>[number];

function Carousel({ figures }: { figures: readonly Figure[] }) {
  const [plugins] = useState(() => [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnMouseEnter: true })]);
  const [viewportRef] = useEmblaCarousel({ align: 'start', loop: figures.length > 1 }, plugins);
  return (
    <section className={styles.carousel} aria-roledescription="carrousel" aria-label="Chiffres clés">
      <div className={styles.carouselViewport} ref={viewportRef}>
        <ul className={styles.carouselTrack}>
          {figures.map((figure) => (
            <li key={figure.id} className={styles.carouselSlide} aria-roledescription="diapositive">
              <div className={styles.figure}>
                <span className={styles.figureValue}>{formatNumber(figure.valeur, figure.decimales, figure.unite)}</span>
                <span className={styles.figureLabel}>{figure.libelle}</span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
