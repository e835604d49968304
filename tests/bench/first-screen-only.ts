// `npm run bench:first-screen`: the web app's part of `npm run bench` alone (first page's size, cold load, return
// visit, Lighthouse, return to a file already seen), for changes to the web app's runtime or build, which do not
// move the gateway's figures. JSON on stdout, a table on stderr, exit 1 when a goal is missed.
import { buildOrExit } from './build.ts';
import { measureFirstScreen } from './first-screen.ts';
import { firstScreenMisses, printFirstScreen } from './first-screen-report.ts';
import { GOALS } from './goals.ts';
import { measureWebSizes } from './web-size.ts';

buildOrExit();
const web = measureWebSizes();
const firstScreen = await measureFirstScreen();
printFirstScreen(web, firstScreen);
const missed = firstScreenMisses(web, firstScreen);
console.log(JSON.stringify({ goals: GOALS, web, firstScreen, meetsGoals: missed.length === 0 }, null, 2));
for (const miss of missed) console.error(`Goal missed: ${miss}`);
if (missed.length > 0) process.exitCode = 1;
