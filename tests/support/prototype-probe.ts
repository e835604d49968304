// Preloaded into a gateway process started by the tests (gateway-process.ts): answers, over the IPC channel,
// which members of the built-in prototypes changed since the test took its baseline. A request that pollutes
// Object.prototype leaves no trace in any answer; only the process itself can tell.

const watched = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype };

// Each member by the parts of its descriptor (value or getter and setter, flags), compared one by one.
type Members = Map<string, unknown[]>;

function membersOf(target: object): Members {
  const members: Members = new Map();
  for (const key of Reflect.ownKeys(target)) {
    members.set(String(key), Object.values(Object.getOwnPropertyDescriptor(target, key) ?? {}));
  }
  return members;
}

let baseline: Record<string, Members> | undefined;

function changedMembers(): string[] {
  const changed: string[] = [];
  for (const [name, target] of Object.entries(watched)) {
    const before: Members = baseline?.[name] ?? new Map<string, unknown[]>();
    const now = membersOf(target);
    for (const [key, parts] of now) {
      const previous = before.get(key);
      if (!previous || parts.some((part, i) => part !== previous[i]))
        changed.push(`${name}.prototype.${key}`);
    }
    for (const key of before.keys()) if (!now.has(key)) changed.push(`${name}.prototype.${key} (removed)`);
  }
  return changed;
}

process.on('message', (message) => {
  if (message === 'baseline') {
    baseline = Object.fromEntries(Object.entries(watched).map(([name, target]) => [name, membersOf(target)]));
    process.send?.({ baseline: true });
  } else if (message === 'changed') process.send?.({ changed: changedMembers() });
});
