// The spec does not say how the legacy's identifiers are written: these shapes are ours, from CONTRACT.md and
// the legacy's data. Codes are letters and digits ("AGR001", agent "AG101"); other ids are numbers or tokens
// ("70001", "rdv-AGR001-1", "sub-70001-1"). Each starts with a letter or a digit, so none is a "." or ".." path
// segment, and none holds a character a path, a query or a multipart field would have to escape.
// Kept apart from ids.ts, without zod, so that the web's first page can check a code without loading zod.
export const CODE = /^[A-Za-z0-9]{1,20}$/;
export const TOKEN = /^[A-Za-z0-9][\w-]{0,63}$/;
// A web route's name, as a guided tour names the screen it belongs to ("home", "actualites-liste").
export const ROUTE = /^[A-Za-z][\w.-]{0,63}$/;
