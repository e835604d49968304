import { useEffect, useRef, useState } from 'react';

export type WidgetScriptStatus = 'loading' | 'ready' | 'failed';

/** How long the third party's script may take before the page says it cannot load; a slow phone line included. */
export const WIDGET_SCRIPT_TIMEOUT_MS = 20_000;

/**
 * Puts a <script> for `url` inside the returned container (a third-party widget draws beside its own tag) and
 * follows it: ready once it has run, failed on an error or when it has not loaded in time. A script that arrives
 * after the timeout still counts: the widget it draws is there to use.
 */
export function useWidgetScript(url: string, timeoutMs = WIDGET_SCRIPT_TIMEOUT_MS) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<WidgetScriptStatus>('loading');
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setStatus('loading');
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      setStatus('ready');
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      setStatus('failed');
    });
    const timer = window.setTimeout(() => setStatus('failed'), timeoutMs);
    container.append(script);
    return () => {
      window.clearTimeout(timer);
      // The widget's own nodes go with its tag: the page's renderer never knew them.
      container.replaceChildren();
    };
  }, [url, timeoutMs]);
  return { containerRef, status };
}
