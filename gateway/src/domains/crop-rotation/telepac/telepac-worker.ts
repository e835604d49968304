import { parentPort } from 'node:worker_threads';
import { readTelepac } from '@portal/schema/rules/telepac';

// One declaration's text in, its reading out (telepac-readers.ts sends them one at a time).
parentPort?.on('message', (text: string) => {
  parentPort?.postMessage(readTelepac(text));
});
