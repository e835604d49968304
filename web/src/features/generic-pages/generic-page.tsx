import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { SanitizedHtml } from '../../ui/sanitized-html.tsx';
import { Stack } from '../../ui/stack.tsx';
import styles from './generic-page.module.css';

export const GenericPage_page = graphql(`
  fragment GenericPage_page on GenericPage {
    id
    title
    url
    content
  }
`);

/** Spec 000 §2.3 (Generic page): its title, then the web page in a frame or the firm's html, sanitized. */
export function GenericPage(props: { page: FragmentType<typeof GenericPage_page> }) {
  const page = getFragmentData(GenericPage_page, props.page);
  return (
    <Stack>
      <PageTitle>{page.title}</PageTitle>
      {page.url ? (
        <iframe className={styles.frame} src={page.url} title={page.title} />
      ) : (
        <SanitizedHtml html={page.content ?? ''} className={styles.content} />
      )}
    </Stack>
  );
}
