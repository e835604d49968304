import {
  CURRENT_DEVICE_LABEL,
  DEVICE_SIGN_OUT_CONFIRM,
  DEVICE_SIGNED_OUT,
  lastUseLabel,
  NO_OTHER_DEVICE,
} from '@portal/schema/rules/devices';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardNote } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import { useSignOutDeviceMutation } from './use-sign-out-device-mutation.ts';
import styles from './devices.module.css';

export const DevicesCard_viewer = graphql(`
  fragment DevicesCard_viewer on Viewer {
    id
    devices {
      id
      kind
      name
      lastUsedAt
      current
    }
  }
`);

const UNREADABLE = 'La liste de vos appareils n’a pas pu être chargée. Réessayez plus tard.';

/**
 * 'Appareils connectés' (issue 47): the browsers and tokens signed in as the person, this browser first marked,
 * each other one with 'Déconnecter', which ends it at once on every replica.
 */
export function DevicesCard(props: { viewer: FragmentType<typeof DevicesCard_viewer> }) {
  const { devices } = getFragmentData(DevicesCard_viewer, props.viewer);
  const [signOut, { loading }] = useSignOutDeviceMutation();
  const signOutAction = useConfirmedAction((deviceId: string) => signOut({ deviceId }), DEVICE_SIGNED_OUT);
  const now = new Date();
  const others = (devices ?? []).filter((device) => !device.current);
  return (
    <Card title="Appareils connectés" className={styles.card}>
      {devices === null || devices === undefined ? (
        <CardNote>{UNREADABLE}</CardNote>
      ) : (
        <ul className={styles.list} aria-label="Appareils connectés">
          {devices.map((device) => (
            <li key={device.id} className={styles.item}>
              <div className={styles.details}>
                <strong>
                  {device.kind === 'API_TOKEN' ? `Jeton d’accès API « ${device.name} »` : device.name}
                </strong>
                {device.current && <Badge tone="neutral">{CURRENT_DEVICE_LABEL}</Badge>}
                <span className={styles.lastUse}>
                  {lastUseLabel(device.lastUsedAt === null ? null : new Date(device.lastUsedAt), now)}
                </span>
              </div>
              {!device.current && (
                <Button
                  variant="secondary"
                  disabled={loading}
                  onClick={() => signOutAction.ask(device.id)}
                  aria-label={`Déconnecter ${device.name}`}
                >
                  Déconnecter
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {devices && others.length === 0 && <CardNote>{NO_OTHER_DEVICE}</CardNote>}
      <ConfirmDialog
        {...signOutAction.dialog}
        title="Déconnecter l’appareil"
        question={DEVICE_SIGN_OUT_CONFIRM}
        yes="Oui, déconnecter"
        busy={loading}
      />
    </Card>
  );
}
