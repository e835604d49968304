import { z } from 'zod';
import { plainText } from './text.ts';

export const PORTFOLIO_SEARCH_MIN_LENGTH = 3;
export const PORTFOLIO_SEARCH_DEBOUNCE_MS = 500;

/** The staff portfolio search term (spec 000 §5, §9): at least 3 characters. */
export const portfolioSearchTerm = z
  .string()
  .trim()
  .min(PORTFOLIO_SEARCH_MIN_LENGTH, 'Veuillez saisir 3 caractères minimum.')
  .max(100, 'La recherche est trop longue.')
  .check(plainText());
