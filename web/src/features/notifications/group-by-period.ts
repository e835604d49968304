import { startOfMonth, startOfWeek, subWeeks } from 'date-fns';

export type PeriodLabel =
  'Cette semaine' | 'La semaine dernière' | 'Plus tôt ce mois-ci' | 'Avant ce mois-ci';

export interface PeriodGroup<T> {
  label: PeriodLabel;
  items: T[];
}

/**
 * Groups notifications, newest first, by the period of their date relative to now (spec 000 §2.3), weeks
 * starting on Monday as in France. A date of last week that falls in the previous month stays "last week".
 * Empty periods are left out.
 */
export function groupByPeriod<T extends { date: string }>(items: readonly T[], now: Date): PeriodGroup<T>[] {
  const thisWeek = startOfWeek(now, { weekStartsOn: 1 });
  const lastWeek = subWeeks(thisWeek, 1);
  const thisMonth = startOfMonth(now);
  const groups: PeriodGroup<T>[] = [
    { label: 'Cette semaine', items: [] },
    { label: 'La semaine dernière', items: [] },
    { label: 'Plus tôt ce mois-ci', items: [] },
    { label: 'Avant ce mois-ci', items: [] },
  ];
  for (const item of items) {
    const date = new Date(item.date);
    const index = date >= thisWeek ? 0 : date >= lastWeek ? 1 : date >= thisMonth ? 2 : 3;
    groups[index]?.items.push(item);
  }
  return groups.filter((group) => group.items.length > 0);
}
