import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { compileCommonjsEagerly } from './compile-commonjs-eagerly.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunks } from './first-screen-chunks.ts';
import { graphqlDocuments } from './graphql-documents.ts';
import { preloadAppChunks } from './preload-app-chunks.ts';

/** React's runtime: react, react-dom and its scheduler, with nothing of the app or its other libraries. */
const REACT_CHUNK = 'react';
const REACT_RUNTIME = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    graphqlDocuments(`${import.meta.dirname}/src/gql`),
    react(),
    // The server build (the first screen the gateway renders, src/server/) is neither served nor precached.
    ...(isSsrBuild ? [] : browserOnlyPlugins()),
  ],
  // The gateway imports the server build at run time, where it has no node_modules: everything goes in it.
  ssr: { noExternal: true, target: 'node' },
  // React's production build in the server build too: Vite leaves `process.env.NODE_ENV` to a server's run time,
  // and the gateway runs without it outside production (React's development build checks and warns as it renders).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-server' }
    : {
        // The gateway reads which chunks each route module loads, to name them in the signed-in home's HTML.
        manifest: true,
        // The app's chunk holds the router and Apollo on purpose (first-screen-chunks.ts): one file, not many.
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React's own file (docs/decisions/008-react-at-run-time.md): it changes only when React does, so
                // a release of the app leaves it in the browser's and the service worker's caches.
                { name: REACT_CHUNK, test: REACT_RUNTIME, priority: 1 },
                // Vite's helper that preloads a dynamic import's files: the entry and the app both use it, and
                // in the app's file it made the entry import the app statically (src/main.tsx).
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
                { name: firstScreenChunks(import.meta.dirname), debugName: 'first screen' },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/fichiers': 'http://localhost:4000',
      '/captcha': 'http://localhost:4000',
      '/connexion-externe': 'http://localhost:4000',
      '/manifest.webmanifest': 'http://localhost:4000',
      '/icons': 'http://localhost:4000',
    },
  },
}));

function browserOnlyPlugins() {
  return [
    // The service worker (src/offline/sw.ts) precaches the shell and every route chunk. The manifest and its
    // icons are the brand's, which only the gateway knows: it serves them (gateway/src/http/web-manifest.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        // The charts' library is the largest chunk, and a screen already visited offline needs it.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
    // Brotli and gzip copies of every asset, made once at build time: the gateway serves them as they are,
    // so a farm's slow connection downloads the smallest file without the server compressing on each request.
    // React DOM is compiled while its file downloads, not in a long task when the app starts.
    compileCommonjsEagerly(REACT_CHUNK),
    compression({ threshold: 1024, logLevel: 'silent' }),
    preloadAppChunks('/src/app/start.tsx'),
  ];
}
