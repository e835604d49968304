import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import type { KeyFiguresCarousel_DossierFragment } from '../../gql/graphql.ts';
import { formatDate, formatQuantity } from '../../lib/format.ts';
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
      dateFinExercice
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

/**
 * Embla on the viewport once its chunk has come: the figures are on screen from the first paint (the stylesheet
 * lays out the first ones), and the moves follow, so the home's first script does not carry the carousel. When
 * the chunk cannot come (the link dropped), the figures stay readable where they are.
 */
function useDeferredEmbla(loop: boolean) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let unmounted = false;
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (unmounted) return;
        api = EmblaCarousel(viewport, { align: 'start', loop }, [
          Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnMouseEnter: true }),
        ]);
        setEmbla(api);
      },
      () => undefined,
    );
    return () => {
      unmounted = true;
      api?.destroy();
    };
  }, [viewport, loop]);
  return [setViewport, embla] as const;
}

function Carousel({ figures }: { figures: readonly Figure[] }) {
  const [viewportRef, embla] = useDeferredEmbla(figures.length > 1);
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

  // Any use of the controls stops the autoplay: the figure the person went to stays in view.
  const go = useCallback(
    (move: (api: EmblaCarouselType) => void) => {
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
                  {/* Which year the figure is of: the detail's chart shows several (issue 44). */}
                  {figure.dateFinExercice ? (
                    <span className={styles.figurePeriod}>
                      Exercice clos le {formatDate(figure.dateFinExercice)}
                    </span>
                  ) : null}
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
      {/* Always there, so that the cards below do not move when the carousel has measured its positions. */}
      <div className={styles.carouselDots}>
        {snapCount > 1
          ? Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.carouselDot}
                aria-label={`Position ${index + 1} sur ${snapCount}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go((api) => api.scrollTo(index))}
              />
            ))
          : null}
      </div>
    </section>
  );
}
