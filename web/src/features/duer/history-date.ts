import { format } from 'date-fns';

/** Spec 002 §9: the history tooltip's dates, DD/MM/YYYY à HH:mm (local time). */
export const formatDateTime = (iso: string): string => format(new Date(iso), "dd/MM/yyyy 'à' HH:mm");
