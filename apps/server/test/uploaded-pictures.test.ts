import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staff } from '../src/db/schema';
import { UploadedPictures } from '../src/offer/uploaded-pictures';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../test-support/test-database';

describe.each(DATABASE_KINDS)('the uploaded pictures store (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('asks the database once a minute for an id it does not have, and finds the picture once uploaded here', async () => {
    const pictures = new UploadedPictures(database.db);
    const select = vi.spyOn(database.db, 'select');
    const bytes = Buffer.from('a logo drawn as a PNG, for the test');
    expect(await pictures.read('logo', 'f'.repeat(32), 'full')).toBeNull();
    for (let i = 0; i < 20; i += 1) expect(await pictures.read('logo', 'f'.repeat(32), 'full')).toBeNull();
    expect(select).toHaveBeenCalledTimes(1);
    const [member] = await database.db
      .insert(staff)
      .values({ email: 'pictures@crestline.example', name: 'Pictures', role: 'admin', passwordHash: 'x' })
      .returning({ id: staff.id });
    const id = await pictures.save('logo', [{ variant: 'full', mediaType: 'image/png', bytes, width: 1, height: 1 }], member!.id);
    expect(await pictures.read('logo', 'f'.repeat(32), 'full')).toBeNull();
    expect((await pictures.read('logo', id, 'full'))?.bytes.equals(bytes)).toBe(true);
    select.mockRestore();
  });
});
