import './app/global.css';

// The page's entry, kept to a few bytes: the drawn page paints before any of the app's code runs, and React's
// runtime, the app and the screen each evaluate in a task of their own instead of one long task for the whole
// module graph (docs/decisions/016). Their files download with the page: index.html names them (vite.config.ts).
async function main(container: HTMLElement) {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import('./app/start.tsx');
  await start(container);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void main(root);
