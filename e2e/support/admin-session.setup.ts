import { request, test as setup } from '@playwright/test';
import { ADMIN, demoCode, staffPassword } from './console';
import { expect } from './fixtures';
import { ADMIN_STATES, MODE_A_URL, MODE_B_URL } from './ports';

// The demo admin has a second factor, and each code of it is good once: logging in per journey
// would find the code of this 30 s spent by the journey before. So the admin logs in here, once
// per server, and the journeys reuse the session (asAdmin, adminState). No journey logs it out.
setup('the demo admin logs in to each server once, with the password and a code of the demo key', async () => {
  for (const [project, baseURL] of [
    ['mode-a', MODE_A_URL],
    ['mode-b', MODE_B_URL],
  ] as const) {
    const context = await request.newContext({ baseURL });
    const password = await context.post('/api/console/login', { data: { email: ADMIN, password: staffPassword(ADMIN) } });
    expect(password.status(), await password.text()).toBe(202);
    expect(await password.json()).toEqual({ next: 'code' });
    const code = await context.post('/api/console/login/code', { data: { code: await demoCode(ADMIN) } });
    expect(code.status(), await code.text()).toBe(200);
    await context.storageState({ path: ADMIN_STATES[project] });
    await context.dispose();
  }
});
