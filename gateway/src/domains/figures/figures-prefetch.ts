import { isMonthlySlug } from '@portal/schema/rules/figures';
import { asks, started, text, type Prefetch } from '../../graphql/prefetch.ts';
import { chartedYears } from './figures-service.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const figuresPrefetch: Prefetch = {
  file: {
    stats: (ctx) => started(ctx.legacy.figures.stats()),
    stat: (ctx, code, field, info) => {
      started(ctx.legacy.figures.stats());
      if (['updatedAt', 'exerciceStartMonth', 'closedYears'].some((name) => asks(info, field, name)))
        started(ctx.legacy.figures.financialYears(code));
      const slug = text(field.args.slug);
      if (slug !== null && isMonthlySlug(slug) && asks(info, field, 'months'))
        for (const year of chartedYears()) started(ctx.legacy.figures.calendarYear(year, code));
    },
  },
};
