import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeSupported, nodeVersionProblem } from './node-version.mjs';

describe('the Node version check of npm start', () => {
  it('accepts the lines package.json names and refuses older ones', () => {
    for (const ok of ['20.19.0', 'v20.20.2', '22.13.0', '22.20.1', '24.0.0', '25.1.0']) {
      expect(nodeSupported(ok)).toBe(true);
    }
    for (const old of ['18.20.4', '20.9.0', '20.18.3', '21.7.3', '22.12.0', '23.11.0']) {
      expect(nodeSupported(old)).toBe(false);
    }
  });

  it('names the running version and what to install', () => {
    expect(nodeVersionProblem('v20.20.2')).toBeNull();
    expect(nodeVersionProblem('v18.20.4')).toMatch(/this is Node 18\.20\.4\..*\n.*nvm install 22/s);
  });

  it('agrees with the engines field', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(engines.node).toBe('^20.19.0 || ^22.13.0 || >=24');
  });
});
