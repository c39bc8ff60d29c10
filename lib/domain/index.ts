// Pure domain rules shared by the browser, the Next server and the simulator.

export * from './address';
export * from './amounts';
export * from './bps';
export * from './clock';
export * from './governance';
export * from './file-kind';
export * from './image-structure';
export * from './images';
export * from './int';
export * from './links';
export * from './locale-amount';
export * from './pass-rule';
export * from './percent-encoding';
export * from './proposal-state';
export * from './proposing';
export * from './trade';
export * from './voting';
export * from './holdings';
export * from './batch';
export * from './inbox';
export * from './text-length';
