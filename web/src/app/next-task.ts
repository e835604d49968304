/**
 * The browser's turn between two steps of the start: a page answers input only between tasks, and Total Blocking
 * Time counts each task's excess over 50 ms (decision 008), so the start's steps each run in a task of their own.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
