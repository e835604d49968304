import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TelepacReading } from '@portal/schema/rules/telepac';

/**
 * Reading a Telepac declaration (up to 10 MB of XML) takes seconds of CPU: on the event loop, one import held
 * `/healthz` and everyone's requests for 1.5 s, four at once for 4.5 s (issue 42). The reading runs in worker
 * threads instead, at most one per core less one (at least one), each declaration whole in one worker; the rest
 * wait their turn. A worker that dies (out of its heap) answers its declaration as not readable and is replaced.
 */
const WORKERS = Math.max(1, availableParallelism() - 1);
// Four 10 MB declarations parsed at once stay well under this; a hostile file cannot take the gateway's heap.
const WORKER_HEAP_MB = 256;

// In the bundle the worker is its own entry beside index.mjs (scripts/build-servers.mjs). From the sources (tsx,
// Vitest) it is the .ts file beside this one, imported through tsx's API: Node 20 does not hand a worker the
// loader its parent was given.
const fromSources = import.meta.url.endsWith('.ts');
const workerSource = fromSources
  ? (() => {
      const url = JSON.stringify(new URL('./telepac-worker.ts', import.meta.url).href);
      return `import('tsx/esm/api').then(({ tsImport }) => tsImport(${url}, ${url}))`;
    })()
  : new URL('./telepac-worker.mjs', import.meta.url);

interface Job {
  text: string;
  done: (reading: TelepacReading | null) => void;
}

const idle: Worker[] = [];
const queue: Job[] = [];
let started = 0;

function startWorker(): Worker {
  started += 1;
  const worker = new Worker(workerSource, {
    eval: fromSources,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // An idle worker does not keep the process alive: the gateway stops as if none ran.
  worker.unref();
  return worker;
}

function run(worker: Worker, job: Job): void {
  const settle = (reading: TelepacReading | null) => {
    worker.off('message', answered);
    worker.off('error', failed);
    job.done(reading);
  };
  const answered = (reading: TelepacReading) => {
    settle(reading);
    worker.unref();
    idle.push(worker);
    next();
  };
  const failed = () => {
    settle(null);
    started -= 1;
    void worker.terminate();
    next();
  };
  worker.on('message', answered);
  worker.on('error', failed);
  worker.ref();
  worker.postMessage(job.text);
}

function next(): void {
  const job = queue.shift();
  if (!job) return;
  const worker = idle.pop() ?? (started < WORKERS ? startWorker() : null);
  if (worker) run(worker, job);
  else queue.unshift(job);
}

/** The reading of a declaration's text, off the event loop; null when its worker died reading it. */
export function readTelepacOffLoop(text: string): Promise<TelepacReading | null> {
  return new Promise((done) => {
    queue.push({ text, done });
    next();
  });
}
