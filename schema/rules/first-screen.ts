// The signed-in home's first screen, which the gateway answers inside the page's HTML and the web app reads back:
// both programs import these, so the two ends cannot drift apart.

/** The wanted file's code, which the web app keeps in this cookie beside its local storage. */
export const WANTED_DOSSIER_COOKIE = 'portail_dossier';

/** The id of the script element holding the inlined answers. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/** The home route in the web's paths table. */
export const HOME_ROUTE = '/accueil/:codeDossier?/:redirectTo?';

/** The home route as the gateway matches a request's path: the file's code, then where to go after it. */
export const HOME_PATH = /^\/accueil(?:\/([^/]+))?(\/[^/]+)?\/?$/;
