import {
  clampedIndex,
  GALLERY_LOAD_FAILED,
  GALLERY_PRELOADED_NEIGHBOURS,
  GALLERY_TRANSITION_MS,
} from '@portal/schema/rules/gallery';
import { useMemo, useState } from 'react';
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
  // The photo the lightbox opens on; from there the lightbox keeps its own position. Fed back through `on.view`,
  // the parent's render came after the lightbox's, so a key pressed in between was undone by the older index.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  // The same slides on every render: new ones make the lightbox go back to `index`, wherever it has moved since.
  const slides = useMemo(() => images.map((image) => ({ src: image.lg, alt: image.description })), [images]);
  return (
    <>
      <ul className={styles.grid} aria-label="Photos">
        {images.map((image, n) => (
          <li key={image.id}>
            <button type="button" className={styles.thumb} onClick={() => setOpenedAt(n)}>
              <img src={image.sm} alt={image.description} loading="lazy" width={320} height={213} />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        open={openedAt !== null}
        close={() => setOpenedAt(null)}
        index={clampedIndex(openedAt ?? 0, images.length)}
        slides={slides}
        plugins={[Counter]}
        carousel={{ finite: true, preload: GALLERY_PRELOADED_NEIGHBOURS }}
        animation={{ swipe: GALLERY_TRANSITION_MS }}
        render={{ iconError: () => <span className={styles.failed}>{GALLERY_LOAD_FAILED}</span> }}
      />
    </>
  );
}
