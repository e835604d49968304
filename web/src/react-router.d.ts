import 'react-router';

// Loaders, actions and middleware receive the router context (lib/router-context.ts): typed, not `any`.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
