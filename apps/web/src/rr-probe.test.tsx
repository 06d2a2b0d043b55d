import { test } from 'vitest';
test('probe', async () => {
  const a: any = await import('react-router');
  const mjs: any = await import('/work/main/node_modules/react-router/dist/development/index.mjs');
  const cjs: any = await import('/work/main/node_modules/react-router/dist/development/index.js');
  console.log('RR same-as-mjs', a.UNSAFE_DataRouterContext === mjs.UNSAFE_DataRouterContext, 'same-as-cjs', a.UNSAFE_DataRouterContext === cjs.UNSAFE_DataRouterContext);
});
