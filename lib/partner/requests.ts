// Request bodies of every `/partner/v1/` write endpoint.
export * from './requests-common';
export * from './requests-trade';
export * from './requests-governance';
export * from './requests-update-content';
