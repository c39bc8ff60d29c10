/** Query key of the network clock's offset from this machine's clock, in ms (a string). */
export const timeKeys = { networkOffset: ['time', 'network-offset'] as const };
