/** Spec 000 §2.3 (Photo gallery): the slide transition, and the slides loaded beside the active one. */
export const GALLERY_TRANSITION_MS = 300;
export const GALLERY_PRELOADED_NEIGHBOURS = 1;
/** Spec 000 §2.3: the text shown for a photo that could not load. */
export const GALLERY_LOAD_FAILED = 'Failed to load';

/** Spec 000 §2.3: the active index stays between the first photo and the last. */
export const clampedIndex = (index: number, count: number): number =>
  Math.min(Math.max(0, Math.trunc(index)), Math.max(0, count - 1));
