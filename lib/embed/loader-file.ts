// The served loader, public/embed.js: the loader's source (lib/embed/loader-script.ts) minified, under
// its header comment. Partners' pages load it on every visit, so fewer bytes; `npm run embed-loader`
// writes it and lib/embed/loader-file.test.ts checks it is current.
import { transformSync } from 'esbuild';
import { loaderHeader, loaderScript } from './loader-script';

/** Where the loader is served from, as a static file. */
export const LOADER_FILE = 'public/embed.js';

/** The text of public/embed.js: a comment saying what it is and where it comes from, then the loader minified. */
export function loaderFile(): string {
  const { code } = transformSync(loaderScript(), { loader: 'js', minify: true, target: 'es2018' });
  return `${loaderHeader()}// Written minified by npm run embed-loader from lib/embed/loader-script.ts (read the source there).\n${code}`;
}
