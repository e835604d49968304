import { FormAlert } from '../../ui/form-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useWidgetScript } from './use-widget-script.ts';

export const HIRING_SIMULATOR_UNAVAILABLE =
  "Le simulateur d'embauche n'a pas pu être chargé. Vérifiez votre connexion puis rechargez la page ; si le problème persiste, réessayez plus tard.";

/** Spec 001 §2 (simulateur-embauche): the third party's widget, drawn by its own script into the container. */
export function HiringWidget({ scriptUrl, timeoutMs }: { scriptUrl: string; timeoutMs?: number }) {
  const { containerRef, status } = useWidgetScript(scriptUrl, timeoutMs);
  return (
    <>
      {status === 'loading' ? <Spinner label="Chargement du simulateur…" /> : null}
      <FormAlert message={status === 'failed' ? HIRING_SIMULATOR_UNAVAILABLE : undefined} />
      <div ref={containerRef} data-testid="hiring-widget" hidden={status === 'failed'} />
    </>
  );
}
