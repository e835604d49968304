import { options } from 'preact';

// Preact runs effects after the next frame: requestAnimationFrame, raced by a 35 ms timer that cancels it. When a
// test file ends inside that window, the timer fires after jsdom's window is gone and calls a cancelAnimationFrame
// that no longer exists. In the component tests effects run on the next task instead (React Testing Library's
// `act` still flushes them at once).
options.requestAnimationFrame = (callback) => setTimeout(callback);
