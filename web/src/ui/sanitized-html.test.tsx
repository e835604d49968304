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
    expect(window.__sanitizedHtmlRan).toBeUndefined();
  });

  it("keeps only the pictures at an absolute http(s) address of the portal's own host", () => {
    const own = `${window.location.origin}/fichiers/logo.png`;
    const { container } = render(
      <SanitizedHtml
        html={
          `<img src="${own}" alt="logo">` +
          '<img src="x"><img src="/fichiers/relatif.png"><img src="https://ailleurs.example/p.png">' +
          '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">'
        }
      />,
    );
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([own]);
  });
});
