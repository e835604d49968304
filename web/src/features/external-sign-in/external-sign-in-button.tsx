import {
  EXTERNAL_SIGN_IN_LABEL,
  EXTERNAL_SIGN_IN_PATH,
  type ExternalSignInPurpose,
} from '@portal/schema/rules/external-sign-in';
import buttonStyles from '../../ui/button.module.css';

type Props = {
  /** `connexion` opens a portal session; `liaison` links the external account to the form of `retour`. */
  usage: ExternalSignInPurpose;
  /** The path the gateway returns to once the provider answered. */
  retour: string;
};

/** The gateway's start of an external sign-in for this usage, returning to `retour`. */
export function externalSignInHref(usage: ExternalSignInPurpose, retour: string): string {
  return `${EXTERNAL_SIGN_IN_PATH}?${new URLSearchParams({ usage, retour }).toString()}`;
}

/**
 * "Se connecter avec Google" (spec 000 §2.3): a whole-page navigation to the gateway, which runs the OpenID Connect
 * flow with the provider and comes back to `retour` (a link, not a call: the provider's pages are its own).
 */
export function ExternalSignInButton({ usage, retour }: Props) {
  return (
    <a
      className={[buttonStyles.button, buttonStyles.secondary].join(' ')}
      href={externalSignInHref(usage, retour)}
    >
      {EXTERNAL_SIGN_IN_LABEL}
    </a>
  );
}
