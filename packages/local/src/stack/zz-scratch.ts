import { startStack } from './stack';
import { stackBanner } from './banner';
const t0 = performance.now();
const stack = await startStack({ web: process.argv[2] === 'web', log: (l) => { if (!l.startsWith('[api]')) console.log(`${Math.round(performance.now()-t0)} ${l.slice(0, 200)}`); }, testClock: true, seed: (process.env.SEED as 'minimal') ?? true, demoScale: process.env.SCALE ? Number(process.env.SCALE) : undefined });
console.log('started', Math.round(performance.now() - t0));
console.log(stackBanner(stack));
await stack.stop();
