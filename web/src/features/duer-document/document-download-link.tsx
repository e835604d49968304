import type { MouseEvent } from 'react';
import { useFlash } from '../../lib/flash.ts';
import { INTERNAL_ERROR } from '../../lib/messages.ts';

/** The file's name its answer gives (`filename*=UTF-8''…`), else the one the list knows. */
function fileNameOf(disposition: string | null, known: string | null): string {
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  return named?.[1] ? decodeURIComponent(named[1]) : (known ?? '');
}

/**
 * A DUER page's or annexe's 'Télécharger' (spec 002 §8): the legacy answers plain text for a document without a
 * file, which the browser would save as the document. The file is fetched first; such an answer flashes `noFile`
 * (the spec's 'Aucun document n'est associé à cette …') and anything else is saved under its own name.
 */
export function DocumentDownloadLink(props: {
  href: string;
  fileName: string | null;
  noFile: string;
  className?: string;
}) {
  const flash = useFlash();
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const answer = await fetch(props.href, { credentials: 'same-origin' }).catch(() => null);
    if (!answer?.ok) return flash.show('error', INTERNAL_ERROR);
    if (answer.headers.get('content-type')?.startsWith('text/plain'))
      return flash.show('error', props.noFile);
    const url = URL.createObjectURL(await answer.blob());
    const save = document.createElement('a');
    save.href = url;
    save.download = fileNameOf(answer.headers.get('content-disposition'), props.fileName);
    save.click();
    // The click has handed the file to the browser's download by the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <a href={props.href} download className={props.className} onClick={(event) => void download(event)}>
      Télécharger
    </a>
  );
}
