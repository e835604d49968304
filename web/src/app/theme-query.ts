import { graphql } from '../gql/index.ts';

// The theme is public: the sign-in page wears the brand too. The signed-in Shell query reads the same
// Theme object (normalized by code), so this costs nothing more once signed in.
export const RootThemeDocument = graphql(`
  query RootTheme {
    theme {
      code
      platformName
      primaryColor
    }
  }
`);
