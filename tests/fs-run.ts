import { measureFirstScreen } from './bench/first-screen.ts';
console.log(JSON.stringify(await measureFirstScreen(), null, 2));
