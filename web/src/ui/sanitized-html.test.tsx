import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html.tsx';

declare global {
  interface Window {
    __sanitizedHtmlRan?: boolean;
  }
}

describe('html from the legacy', () => {
  afterEach(cleanup);

  it('keeps the text and its markup but drops scripts and event handlers', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<h2>Objet</h2><p>Vos <strong>règles</strong></p>' +
          '<script>window.__sanitizedHtmlRan = true</script>' +
          '<img src="x" onerror="window.__sanitizedHtmlRan = true">'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Objet' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('règles');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(window.__sanitizedHtmlRan).toBeUndefined();
  });
});
