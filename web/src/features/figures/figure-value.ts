import type { FigureUnit } from '../../gql/graphql.ts';
import { formatNumber } from '../../lib/format.ts';

const SUFFIX: Record<FigureUnit, string> = { EURO: '€', EURO_PER_HECTARE: '€/ha', PERCENT: '%' };

/** A figure's value in French with its unit after it (spec 001 §9); missing or non-finite values read '-'. */
export const formatFigure = (value: number | null | undefined, unit: FigureUnit, decimals: number): string =>
  formatNumber(value, decimals, SUFFIX[unit]);

export const unitSuffix = (unit: FigureUnit): string => SUFFIX[unit];
