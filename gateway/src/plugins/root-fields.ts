import { Kind } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';

/** The root fields an operation runs, also those it selects through fragments. */
export function rootFieldsOf(document: DocumentNode, selectionSet: SelectionSetNode): string[] {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode): string[] =>
    set.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection.name.value];
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return [];
      seen.add(fragment.name.value);
      return visit(fragment.selectionSet);
    });
  return visit(selectionSet);
}
