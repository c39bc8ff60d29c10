// Makes sure Debian's Chromium is there for the end-to-end tests. Test tools never download a browser
// of their own: when /usr/bin/chromium is missing we install Debian's package if we can, or stop and say how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args) {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package first (as root: apt-get update && apt-get install -y chromium),\n` +
        'or point CHROMIUM_PATH at an installed Chromium.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  try {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  } catch {
    console.error('apt-get could not install chromium. Run: apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
