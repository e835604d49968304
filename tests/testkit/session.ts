import { graphql } from './__generated__/index.ts';

/** Every demo account's password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Portail-Demo-2026!';

/** Sign-in as the web app's form sends it; the answer sets the session cookie. */
export const SignInDocument = graphql(`
  mutation TestkitSignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        id
        login
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Sign-out as the web app's menu sends it; the answer clears the session cookie. */
export const SignOutDocument = graphql(`
  mutation TestkitSignOut {
    signOut {
      ok
    }
  }
`);
