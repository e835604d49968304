import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Snapshot } from './snapshot.ts';

// Its own database, so that erasing it touches nothing else the origin keeps.
let opened: UseStore | null = null;
const store = () => (opened ??= createStore('portal-offline', 'snapshots'));

export function readSnapshot(key: string): Promise<Snapshot | undefined> {
  return get<Snapshot>(key, store());
}

export function writeSnapshot(key: string, snapshot: Snapshot): Promise<void> {
  return set(key, snapshot, store());
}

export function deleteSnapshot(key: string): Promise<void> {
  return del(key, store());
}

export function eraseSnapshots(): Promise<void> {
  return clear(store());
}
