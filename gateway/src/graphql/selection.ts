import { Kind, valueFromASTUntyped } from 'graphql';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** True when the field being resolved asks, directly or through fragments, for one of these subfields. */
export function selectsAnyOf(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  return info.fieldNodes.some((node) =>
    selectedFields(info, node.selectionSet).some((field) => names.includes(field.name)),
  );
}

/** A field a selection asks for: its name, its arguments' values and its own selection. */
export interface SelectedField {
  name: string;
  args: Record<string, unknown>;
  selectionSet: SelectionSetNode | undefined;
}

/**
 * The fields a selection asks for, through fragments and inline fragments (each fragment read once), with their
 * arguments valued from the operation's variables. Directives are not read: a field skipped by `@include` is
 * listed too, which at worst starts a call nobody reads.
 */
export function selectedFields(info: GraphQLResolveInfo, set: SelectionSetNode | undefined): SelectedField[] {
  const seen = new Set<string>();
  const fields: SelectedField[] = [];
  const visit = (current: SelectionSetNode | undefined): void => {
    for (const selection of current?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const args = Object.fromEntries(
          (selection.arguments ?? []).map((arg) => [
            arg.name.value,
            valueFromASTUntyped(arg.value, info.variableValues),
          ]),
        );
        fields.push({ name: selection.name.value, args, selectionSet: selection.selectionSet });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  visit(set);
  return fields;
}
