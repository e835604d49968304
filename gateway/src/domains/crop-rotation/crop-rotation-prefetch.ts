import { ROTATION_PREVIOUS_YEARS } from '@portal/schema/rules/rotation';
import { asks, started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const cropRotationPrefetch: Prefetch = {
  file: {
    assolement: (ctx, code, field, info) => {
      const { millesime } = field.args;
      if (typeof millesime !== 'number') return;
      started(ctx.legacy.cropRotation.year(code, millesime));
      if (asks(info, field, 'rotation'))
        for (const back of ROTATION_PREVIOUS_YEARS)
          started(ctx.legacy.cropRotation.year(code, millesime - back));
    },
    cultures: (ctx) => started(ctx.legacy.cropRotation.cultures()),
  },
};
