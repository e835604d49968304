import { describe, expect, it } from 'vitest';
import { compileWrappersEagerly } from './compile-commonjs-eagerly.ts';

// The shape of Rolldown's minified output for two CommonJS modules, one requiring the other, and an arrow
// function of the module's own code given to a function of the same name.
const CHUNK = [
  'var e=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports);',
  'var t=e((e=>{e.version=`1`})),n=e(((e,n)=>{var r=t();n.exports={version:r.version,twice:e=>e((e=>{return 2*e}))}}));',
  'export default n();',
].join('');

async function evaluate(code: string) {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    default: { version: string; twice: (apply: (double: (n: number) => number) => number) => number };
  };
  return module.default;
}

describe('compiling the CommonJS modules of a chunk with the chunk', () => {
  it('makes each module wrapper given to the runtime helper a function expression', () => {
    const code = compileWrappersEagerly(CHUNK, new Set(['e']));
    expect(code).toContain('t=e((function(e){e.version=`1`}))');
    expect(code).toContain('n=e((function(e,n){var r=t()');
  });

  it('leaves the modules’ own arrow functions and calls of other functions as they were', () => {
    const code = compileWrappersEagerly(CHUNK, new Set(['e']));
    expect(code).toContain('twice:e=>e((e=>{return 2*e}))');
    expect(compileWrappersEagerly(CHUNK, new Set(['x']))).toBe(CHUNK);
  });

  it('runs the modules as before', async () => {
    const module = await evaluate(compileWrappersEagerly(CHUNK, new Set(['e'])));
    expect(module.version).toBe('1');
    expect(module.twice((double) => double(21))).toBe(42);
  });
});
