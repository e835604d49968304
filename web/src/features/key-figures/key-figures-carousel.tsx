import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import type { KeyFiguresCarousel_DossierFragment } from '../../gql/graphql.ts';
import { formatQuantity } from '../../lib/format.ts';
import styles from './key-figures.module.css';

/** Spec 000 §9: the carousel moves every 5 s. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

export const KeyFiguresCarousel_dossier = graphql(`
  fragment KeyFiguresCarousel_dossier on Dossier {
    showsKeyFigures
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
 * ones (the slide widths are in the stylesheet). Hidden for individual clients, for files without the
 * figures module and for files without figures.
 */
export function KeyFiguresCarousel(props: { dossier: FragmentType<typeof KeyFiguresCarousel_dossier> }) {
  const dossier = getFragmentData(KeyFiguresCarousel_dossier, props.dossier);
  if (!dossier.showsKeyFigures || !dossier.keyFigures?.length) return null;
  return <Carousel figures={dossier.keyFigures} />;
}

type Figure = NonNullable<KeyFiguresCarousel_DossierFragment['keyFigures']>[number];

function Carousel({ figures }: { figures: readonly Figure[] }) {
  // Any use of the controls stops the autoplay: the figure the person went to stays in view.
  const [plugins] = useState(() => [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnMouseEnter: true })]);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', loop: figures.length > 1 }, plugins);
  const [snapCount, setSnapCount] = useState(0);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    // The number of positions depends on how many figures fit, which changes with the width.
    const measure = () => {
      setSnapCount(embla.scrollSnapList().length);
      setSelected(embla.selectedScrollSnap());
    };
    const select = () => setSelected(embla.selectedScrollSnap());
    measure();
    embla.on('reInit', measure).on('select', select);
    return () => {
      embla.off('reInit', measure).off('select', select);
    };
  }, [embla]);

  const go = useCallback(
    (move: (api: NonNullable<typeof embla>) => void) => {
      if (!embla) return;
      embla.plugins().autoplay?.stop();
      move(embla);
    },
    [embla],
  );

  return (
    <section className={styles.carousel} aria-roledescription="carrousel" aria-label="Chiffres clés">
      <div className={styles.carouselFrame}>
        <button
          type="button"
          className={styles.carouselArrow}
          aria-label="Chiffre précédent"
          onClick={() => go((api) => api.scrollPrev())}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.carouselViewport} ref={viewportRef}>
          <ul className={styles.carouselTrack}>
            {figures.map((figure, index) => (
              <li
                key={figure.id}
                className={styles.carouselSlide}
                aria-roledescription="diapositive"
                aria-label={`${index + 1} sur ${figures.length}`}
              >
                <div className={styles.figure}>
                  <span className={styles.figureValue}>
                    {formatQuantity(figure.valeur, figure.unite, figure.decimales)}
                  </span>
                  <span className={styles.figureLabel}>{figure.libelle}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className={styles.carouselArrow}
          aria-label="Chiffre suivant"
          onClick={() => go((api) => api.scrollNext())}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {snapCount > 1 ? (
        <div className={styles.carouselDots}>
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.carouselDot}
              aria-label={`Position ${index + 1} sur ${snapCount}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => go((api) => api.scrollTo(index))}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
