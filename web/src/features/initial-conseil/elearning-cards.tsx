import { CONTENT_ACCESS, NO_ELEARNING } from '@portal/schema/rules/tutorials';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SelectableCards } from '../../ui/selectable-cards.tsx';

export const ElearningCards_elearning = graphql(`
  fragment ElearningCards_elearning on ELearning {
    id
    title
    description
    url
    iconUrl
  }
`);

/** Spec 001 §2 (creators programme, e-learnings): the cards, the one selected with 'Accéder au contenu'. */
export function ElearningCards(props: {
  elearnings: readonly FragmentType<typeof ElearningCards_elearning>[];
}) {
  const items = props.elearnings.map((e) => getFragmentData(ElearningCards_elearning, e));
  if (items.length === 0) return <EmptyState>{NO_ELEARNING}</EmptyState>;
  return <SelectableCards items={items} label="E-learnings" accessLabel={CONTENT_ACCESS} />;
}
