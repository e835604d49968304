import { CONTENT_ACCESS } from '@portal/schema/rules/tutorials';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { SelectableCards } from '../../ui/selectable-cards.tsx';

export const TutorialCards_tutorial = graphql(`
  fragment TutorialCards_tutorial on Tutorial {
    id
    title
    description
    url
    iconUrl
  }
`);

/** Spec 001 §2 (tutorials): the cards; the one selected shows its description and its access link. */
export function TutorialCards(props: { tutorials: readonly FragmentType<typeof TutorialCards_tutorial>[] }) {
  const items = props.tutorials.map((t) => getFragmentData(TutorialCards_tutorial, t));
  // The spec names no text for the tutorials' link: the e-learnings' one is used.
  return <SelectableCards items={items} label="Tutoriels" accessLabel={CONTENT_ACCESS} />;
}
