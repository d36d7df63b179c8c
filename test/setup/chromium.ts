/**
 * Debian's Chromium for the browser journeys and the Lighthouse benches, with the flags this machine
 * needs (no network but loopback: no background connections, updates, sync or QUIC).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
