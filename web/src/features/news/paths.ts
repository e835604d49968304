// Spec 000 §2.1: the news list with type 0 shows the appointments, with type 1 the events.
export const APPOINTMENTS_LIST_PATH = '/actualites-liste?type=0';
export const EVENTS_LIST_PATH = '/actualites-liste?type=1';
