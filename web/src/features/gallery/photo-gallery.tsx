import {
  clampedIndex,
  GALLERY_LOAD_FAILED,
  GALLERY_PRELOADED_NEIGHBOURS,
  GALLERY_TRANSITION_MS,
} from '@portal/schema/rules/gallery';
import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import styles from './photo-gallery.module.css';

export const PhotoGallery_image = graphql(`
  fragment PhotoGallery_image on GalleryImage {
    id
    sm
    lg
    description
  }
`);

/**
 * Spec 000 §2.3 (Photo gallery): a grid of thumbnails; a click opens the lightbox (yet-another-react-lightbox,
 * loaded with this screen only) on that photo, with its counter, previous/next, close, arrows, Escape and swipe;
 * only the active photo and its neighbours load.
 */
export function PhotoGallery(props: { images: readonly FragmentType<typeof PhotoGallery_image>[] }) {
  const images = getFragmentData(PhotoGallery_image, props.images);
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.grid} aria-label="Photos">
        {images.map((image, n) => (
          <li key={image.id}>
            <button type="button" className={styles.thumb} onClick={() => setIndex(n)}>
              <img src={image.sm} alt={image.description} loading="lazy" width={320} height={213} />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        open={index !== null}
        close={() => setIndex(null)}
        index={clampedIndex(index ?? 0, images.length)}
        on={{ view: ({ index: shown }) => setIndex(shown) }}
        slides={images.map((image) => ({ src: image.lg, alt: image.description }))}
        plugins={[Counter]}
        carousel={{ finite: true, preload: GALLERY_PRELOADED_NEIGHBOURS }}
        animation={{ swipe: GALLERY_TRANSITION_MS }}
        render={{ iconError: () => <span className={styles.failed}>{GALLERY_LOAD_FAILED}</span> }}
      />
    </>
  );
}
