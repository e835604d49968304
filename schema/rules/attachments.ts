// Spec 000 §5 and §9: attachments of an appointment booking.
export const MAX_ATTACHMENTS = 4;
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

export const ATTACHMENT_TOO_LARGE = 'Le fichier est trop volumineux, le poids maximal est 25 Mo';
export const ATTACHMENT_EMPTY = (name: string) => `Le fichier ${name} est vide.`;
export const TOO_MANY_ATTACHMENTS = `Vous ne pouvez pas joindre plus de ${MAX_ATTACHMENTS} fichiers.`;

export interface CandidateFile {
  name: string;
  size: number;
}

/**
 * Adds the chosen files to those already attached: an empty file or one over 25 MB is refused with its
 * message, a name already attached is ignored, and no more than 4 files are kept.
 */
export function addAttachments<T extends CandidateFile>(
  attached: readonly T[],
  chosen: readonly T[],
): { files: T[]; errors: string[] } {
  const files = [...attached];
  const errors: string[] = [];
  for (const file of chosen) {
    if (files.some((f) => f.name === file.name)) continue;
    if (file.size === 0) errors.push(ATTACHMENT_EMPTY(file.name));
    else if (file.size > MAX_ATTACHMENT_BYTES) errors.push(ATTACHMENT_TOO_LARGE);
    else if (files.length >= MAX_ATTACHMENTS) {
      if (!errors.includes(TOO_MANY_ATTACHMENTS)) errors.push(TOO_MANY_ATTACHMENTS);
    } else files.push(file);
  }
  return { files, errors };
}
