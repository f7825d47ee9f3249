// Waits for the started server, then checks it serves the API, a picture and the web app.
const base = process.argv[2];
const deadline = Date.now() + 180_000;
async function get(path) {
  const response = await fetch(base + path);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}
for (;;) {
  try {
    if ((await get('/healthz')).status === 200) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error('server did not answer /healthz within 180 s');
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const checks = [];
const storefront = await get('/v1/storefront/default');
const data = JSON.parse(storefront.body.toString());
checks.push(['storefront answers 200 with a catalogue', storefront.status === 200 && data.catalogue.length > 0]);
const item = data.catalogue[0];
const colour = item.default_color.toLowerCase().replace(/ /g, '_');
const picture = await get(`/images/${item.code}_${colour}.jpg`);
checks.push(['an item picture is a JPEG', picture.status === 200 && picture.body[0] === 0xff && picture.body[1] === 0xd8]);
const page = await get('/');
checks.push([
  'the web app is served',
  page.status === 200 && page.type.startsWith('text/html') && page.body.includes('id="root"'),
]);
const unknown = await get('/v1/storefront/nobody');
checks.push(['an unknown group answers 404', unknown.status === 404]);
let failed = 0;
for (const [name, ok] of checks) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok) failed += 1;
}
console.log(`smoke: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
