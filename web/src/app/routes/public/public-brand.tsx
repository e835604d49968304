import { useSuspenseQuery } from '@apollo/client/react';
import { RootThemeDocument } from '../../theme-query.ts';
import styles from './public-page.module.css';

/** The brand's platform name above the public pages (read from the cache the root route filled). */
export function PublicBrand() {
  const { data } = useSuspenseQuery(RootThemeDocument, { fetchPolicy: 'cache-first' });
  return <p className={styles.brand}>{data.theme.platformName}</p>;
}
