import { readFileSync } from 'node:fs';

/** The V8 flags `npm start` gives the server (node-flags.json), so that what is measured is what runs. */
export const serverNodeFlags = (JSON.parse(readFileSync(new URL('../node-flags.json', import.meta.url), 'utf8')) as { server: string[] }).server;
