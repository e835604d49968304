import { Suspense, type ComponentType, type ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { PageTitle } from './page-title.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A route's `Component`: its title at once (when it does not depend on the data), then the content, with a
 * spinner while the route's query has not answered.
 */
export function loadingScreen(Content: ComponentType, title?: string): ComponentType {
  return function LoadingScreen() {
    return (
      <>
        {title ? <PageTitle>{title}</PageTitle> : null}
        <Suspense fallback={<Spinner />}>
          <Content />
        </Suspense>
      </>
    );
  };
}

/** A detail whose item the file does not have: its kind as the title, the message, the way back. */
export function NotFound({ title, message, action }: { title: string; message: string; action: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <EmptyState action={action}>{message}</EmptyState>
    </>
  );
}
