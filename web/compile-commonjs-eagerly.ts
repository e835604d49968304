import type { Plugin, Rollup } from 'vite';

// Rolldown wraps each CommonJS module in an arrow function given to its runtime's helper, `x((e=>{…}))` or
// `x(((e,t)=>{…}))` once minified, assigned to the module's variable. V8 compiles an arrow function only when it is first called, on the main
// thread, whereas a `function` expression inside parentheses is compiled with its script, on a background thread
// while the file streams in. React DOM is one such module of about 180 KB, called as its chunk loads: its
// compilation made a main-thread task of about 230 ms at Lighthouse's fourfold slowdown (docs/decisions/018).
const WRAPPED_MODULE = /(=([\w$]+)\(\()(?:([\w$]+)|\(([\w$]+),([\w$]+)\))=>\{/g;

/** The code with each CommonJS module's wrapper, named by `helpers` (the runtime's local names), a function. */
export function compileWrappersEagerly(code: string, helpers: ReadonlySet<string>): string {
  return code.replace(
    WRAPPED_MODULE,
    (whole, call: string, helper: string, single?: string, first?: string, second?: string) => {
      if (!helpers.has(helper)) return whole;
      return `${call}function(${single ?? `${first},${second}`}){`;
    },
  );
}

/** The local names the chunk gives to what it imports from Rolldown's runtime chunk. */
function runtimeHelpers(chunk: Rollup.OutputChunk): Set<string> {
  const imports = /import\s*\{([^}]*)\}\s*from\s*["']\.\/rolldown-runtime-[^"']+["']/.exec(chunk.code);
  return new Set(
    (imports?.[1] ?? '')
      .split(',')
      .map(
        (binding) =>
          binding
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter(Boolean),
  );
}

/**
 * Makes the CommonJS modules of the chunk `name` compile with their file rather than on their first call (see
 * above). Their code runs as before: the modules it applies to use neither `this` nor `arguments` at their top.
 * A build whose chunk has no such wrapper fails, so that a change of Rolldown's output is noticed.
 */
export function compileCommonjsEagerly(name: string): Plugin {
  return {
    name: 'portal:compile-commonjs-eagerly',
    apply: 'build',
    generateBundle: {
      // Before the compressed copies and the service worker's list are made from the files.
      order: 'pre',
      handler(_options, bundle) {
        const chunk = Object.values(bundle).find(
          (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.name === name,
        );
        if (!chunk) return this.error(`The build has no chunk named ${name}.`);
        const code = compileWrappersEagerly(chunk.code, runtimeHelpers(chunk));
        if (code === chunk.code)
          return this.error(`The chunk ${name} has no CommonJS module left to compile.`);
        chunk.code = code;
      },
    },
  };
}
