// The Node versions the dashboard and its packages support, as package.json's `engines` states them
// (Vite and Rolldown under the tests need 20.19 or 22.13; @solana/kit needs 20.18). Checked first by
// scripts/start.mjs so that an older Node stops with a sentence rather than a stack trace.

/** Each supported line: a major version, its least minor, and whether later majors count too. */
const SUPPORTED = [
  { major: 20, minor: 19 },
  { major: 22, minor: 13 },
  { major: 24, minor: 0, andLater: true },
];

export const SUPPORTED_TEXT =
  'Node 20.19 or newer in the 20 line, 22.13 or newer in the 22 line, or Node 24 and later';

/** Whether `version` ("20.19.2", with or without a leading "v") is one the dashboard supports. */
export function nodeSupported(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return SUPPORTED.some((line) =>
    line.andLater ? major >= line.major : major === line.major && minor >= line.minor,
  );
}

/** The sentence printed when `version` is not supported, or null when it is. */
export function nodeVersionProblem(version) {
  if (nodeSupported(version)) return null;
  return (
    `This dashboard needs ${SUPPORTED_TEXT}; this is Node ${version.replace(/^v/, '')}.\n` +
    'Install a supported version (for example `nvm install 22`, or your system’s package manager), then run `npm install` and `npm start` again.'
  );
}
