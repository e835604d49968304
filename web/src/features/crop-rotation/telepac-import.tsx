import { CONFIRM_IMPORT, FILE_READ_FAILED } from '@portal/schema/rules/crop-rotation';
import {
  decodeTelepac,
  isXmlFileName,
  readTelepac,
  TELEPAC_MAX_BYTES,
  TELEPAC_NOT_XML_FILE,
  TELEPAC_TOO_LARGE,
} from '@portal/schema/rules/telepac';
import { useRef, useState, type ChangeEvent } from 'react';
import { useFlash } from '../../lib/flash.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { useImportTelepacAssolementMutation } from './use-import-telepac-mutation.ts';

export const TELEPAC_IMPORTED = 'Le fichier Telepac a été importé.';
export const TELEPAC_UNKNOWN_CODES = 'Codes de culture Telepac non reconnus, non importés :';

/** The declaration read from the chosen file, waiting for the person's Oui. */
interface Pending {
  file: File;
  parcelles: number;
}

/** The file's text, or the French reason it cannot be imported: nothing is sent before it is read (spec 001 §5). */
async function declarationOf(file: File): Promise<Pending | { error: string }> {
  if (!isXmlFileName(file.name)) return { error: TELEPAC_NOT_XML_FILE };
  if (file.size > TELEPAC_MAX_BYTES) return { error: TELEPAC_TOO_LARGE };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { error: FILE_READ_FAILED };
  }
  const decoded = decodeTelepac(bytes);
  if ('error' in decoded) return decoded;
  const reading = readTelepac(decoded.text);
  if ('error' in reading) return reading;
  return { file, parcelles: reading.parcelles };
}

/**
 * 'Importer un fichier Telepac': the farm's declaration export (.xml), read in the browser, then after Oui sent to
 * replace the year's crops; the codes the firm's catalogue does not know are named, not silently dropped.
 */
export function TelepacImport({ assolementId }: { assolementId: string }) {
  const flash = useFlash();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [importTelepac, { loading }] = useImportTelepacAssolementMutation();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const declaration = await declarationOf(file);
    if ('error' in declaration) flash.show('error', declaration.error);
    else setPending(declaration);
  }

  async function confirm() {
    if (!pending) return;
    const { errors, codesInconnus: codes } = await importTelepac(assolementId, pending.file);
    setPending(null);
    if (errors.length > 0) flash.show('error', errors.map((e) => e.message).join('\n'));
    else if (codes.length > 0)
      flash.show('warning', `${TELEPAC_IMPORTED} ${TELEPAC_UNKNOWN_CODES} ${codes.join(', ')}.`);
    else flash.show('success', TELEPAC_IMPORTED);
  }

  return (
    <>
      <Button variant="secondary" onClick={() => input.current?.click()}>
        Importer un fichier Telepac
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xml,text/xml,application/xml"
        aria-label="Fichier Telepac (.xml)"
        hidden
        onChange={(event) => void choose(event)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={`Importer ${pending?.file.name ?? ''}`}
        question={`${pending?.parcelles ?? 0} parcelle(s) lue(s). ${CONFIRM_IMPORT}`}
        yes="Oui"
        onYes={() => void confirm()}
        onNo={() => setPending(null)}
        busy={loading}
      />
    </>
  );
}
