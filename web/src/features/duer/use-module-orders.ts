import { byOrder, changedOrders, swapped, type Ordered } from '@portal/schema/rules/duer-order';
import { useMemo, useState } from 'react';

interface Loaded {
  legacyId: string;
  ordre: number;
  risques: readonly { legacyId: string; ordre: number }[];
}

const asOrdered = (items: readonly { legacyId: string; ordre: number }[]): Ordered[] =>
  items.map((i) => ({ id: i.legacyId, ordre: i.ordre }));
const asInput = (items: readonly Ordered[]) => items.map((o) => ({ legacyId: o.id, ordre: o.ordre }));

/**
 * Spec 002 §4: the module's operations and each operation's risks in their order, moved by swapping neighbours'
 * order values; `changed` holds only the orders that differ from the loaded ones (renumbered from 1 where two
 * share one), which the save sends. Nothing moved, nothing is sent, whatever the loaded orders are.
 */
export function useModuleOrders(groupes: readonly Loaded[]) {
  const loadedGroupes = useMemo(() => asOrdered(groupes), [groupes]);
  const loadedRisques = useMemo(
    () => Object.fromEntries(groupes.map((g) => [g.legacyId, asOrdered(g.risques)])),
    [groupes],
  );
  const [groupeOrders, setGroupeOrders] = useState<Ordered[] | null>(null);
  const [risqueOrders, setRisqueOrders] = useState<Record<string, Ordered[]>>({});
  const risquesOf = (groupe: string): Ordered[] => risqueOrders[groupe] ?? loadedRisques[groupe] ?? [];
  return {
    groupeIds: byOrder(groupeOrders ?? loadedGroupes).map((o) => o.id),
    risqueIds: (groupe: string) => byOrder(risquesOf(groupe)).map((o) => o.id),
    moveGroupe: (id: string, direction: -1 | 1) =>
      setGroupeOrders(swapped(groupeOrders ?? loadedGroupes, id, direction)),
    moveRisque: (groupe: string, id: string, direction: -1 | 1) =>
      setRisqueOrders({ ...risqueOrders, [groupe]: swapped(risquesOf(groupe), id, direction) }),
    changed: {
      ordresGroupes: groupeOrders ? asInput(changedOrders(groupeOrders, loadedGroupes)) : [],
      ordresRisques: Object.entries(risqueOrders).flatMap(([groupe, list]) =>
        asInput(changedOrders(list, loadedRisques[groupe] ?? [])),
      ),
    },
    /** After a save: the orders are the loaded ones again. */
    reset: () => {
      setGroupeOrders(null);
      setRisqueOrders({});
    },
  };
}
