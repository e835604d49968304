import { describe, expect, it } from 'vitest';
import { groupByPeriod } from './group-by-period.ts';

// Thursday 26 November 2026, 10:00 local time: this week began on Monday 23, last week on Monday 16.
const now = new Date(2026, 10, 26, 10, 0);
const at = (day: number, hours = 12, month = 10) => ({
  date: new Date(2026, month, day, hours).toISOString(),
});

function labelsOf(items: { date: string }[]) {
  return groupByPeriod(items, now).map((group) => [group.label, group.items.length]);
}

describe('groupByPeriod', () => {
  it('puts Monday 00:00 of the current week in this week and the Sunday before in last week', () => {
    const monday = { date: new Date(2026, 10, 23, 0, 0).toISOString() };
    const sunday = { date: new Date(2026, 10, 22, 23, 59).toISOString() };
    expect(groupByPeriod([monday, sunday], now)).toEqual([
      { label: 'Cette semaine', items: [monday] },
      { label: 'La semaine dernière', items: [sunday] },
    ]);
  });

  it('puts Monday of last week in last week and the Sunday before it earlier this month', () => {
    expect(labelsOf([at(16, 0), at(15, 23)])).toEqual([
      ['La semaine dernière', 1],
      ['Plus tôt ce mois-ci', 1],
    ]);
  });

  it('puts the first of the month earlier this month and the last day of the previous month before it', () => {
    expect(labelsOf([at(1, 0), at(31, 23, 9)])).toEqual([
      ['Plus tôt ce mois-ci', 1],
      ['Avant ce mois-ci', 1],
    ]);
  });

  it('keeps last week whole when it began in the previous month', () => {
    // Tuesday 3 November 2026: last week ran from Monday 26 October.
    const early = new Date(2026, 10, 3, 9);
    const groups = groupByPeriod([{ date: new Date(2026, 9, 27).toISOString() }], early);
    expect(groups.map((group) => group.label)).toEqual(['La semaine dernière']);
  });

  it('keeps the order of the items within a group and leaves out empty groups', () => {
    const items = [at(25), at(24), at(2)];
    expect(groupByPeriod(items, now)).toEqual([
      { label: 'Cette semaine', items: [items[0], items[1]] },
      { label: 'Plus tôt ce mois-ci', items: [items[2]] },
    ]);
  });
});
