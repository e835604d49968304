import { useState } from 'react';
import { useFlash } from '../lib/flash.ts';

/**
 * An action that cannot be taken back, asked first in a ConfirmDialog: `ask(target)` opens the question, and
 * `dialog` holds what the dialog needs. Yes runs the action on the target, closes the dialog, then flashes the
 * first error the action answers, or `success`.
 */
export function useConfirmedAction<T>(
  run: (target: T) => Promise<readonly { message: string }[]>,
  success: string,
) {
  const flash = useFlash();
  const [target, setTarget] = useState<{ value: T } | null>(null);
  return {
    ask: (value: T) => setTarget({ value }),
    dialog: {
      open: target !== null,
      onNo: () => setTarget(null),
      onYes: () => {
        if (!target) return;
        void run(target.value).then((errors) => {
          setTarget(null);
          if (errors[0]) flash.show('error', errors[0].message);
          else flash.show('success', success);
        });
      },
    },
  };
}
