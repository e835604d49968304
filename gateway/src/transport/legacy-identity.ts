/** Who a legacy session belongs to: the login and whether it is a collaborator's (`collab`) or a client's. */
export interface Identity {
  userId: string;
  typeUtilisateur: string;
}

/**
 * The legacy token and who it belongs to. The identity is a hint, sealed so it cannot be forged: it lets the
 * gateway send the collaborator header with its first calls instead of waiting for the session check, which
 * still runs in parallel and stays the only source of truth for what the viewer may do.
 */
export interface PortalSession {
  token: string;
  identity: Identity;
}
