import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Photo } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, pdfDocument, pngImage, type MultipartPart } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { propertyPhotos } from './properties.schema';

let t: TestApp;
let realtor: { id: number; token: string };
let storageRoot: string;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await t.user({ roles: ['Realtor'] });
  realtor = { id: seeded.user.id, token: seeded.token };
  storageRoot = join(t.app.platform.config.DATA_DIR, 'storage');
});
afterAll(async () => t?.close());

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Every file under the storage root, as relative paths. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(storageRoot.length + 1));
}

async function photoRows(propertyId: number) {
  return t.database.db.select().from(propertyPhotos).where(eq(propertyPhotos.property_id, propertyId)).orderBy(asc(propertyPhotos.position));
}

/** A JPEG shot "sideways": stored landscape with EXIF orientation 6 and a GPS-ish comment in its metadata. */
async function sidewaysJpeg(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SecretCam', ImageDescription: 'home of the seller, 38.58N 121.49W' } })
    .toBuffer();
}

const file = (content: Buffer, filename: string, contentType = 'image/png', name = 'images'): MultipartPart => ({ name, filename, contentType, content });

/** Uploads to the spec's path (or the alias); a null token calls anonymously. */
function upload(propertyId: number, parts: MultipartPart[], token: string | null = realtor.token, alias = false) {
  const form = multipart(parts);
  const url = alias ? `/api/v1/properties/${propertyId}/photos` : `/api/v1/propertie_upload_images/${propertyId}`;
  return t.call({ method: 'POST', url, token: token ?? undefined, payload: form.payload, headers: form.headers });
}

const photosOf = (response: { json(): unknown }) => (response.json() as { data: Photo[] }).data;

describe('POST /propertie_upload_images/{id}', () => {
  it('stores several images at once, by content, with thumbnails; the first becomes the cover', async () => {
    const property = await insertProperty(t.database.db, realtor.id);
    const webp = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#88aa44' } }).webp().toBuffer();
    const gif = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    const response = await upload(property.id, [
      { name: 'label', value: 'ignored text field' },
      file(pngImage(30, 10), 'front.png'),
      file(webp, 'garden.webp', 'image/webp'),
      // A wrong label does not matter: the bytes decide.
      file(gif, 'kitchen.jpg', 'image/jpeg', 'photo'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: m.photosUploaded });
    const photos = photosOf(response);
    expect(photos.map((photo) => [photo.width, photo.height, photo.position, photo.is_cover])).toEqual([
      [30, 10, 0, true],
      [1200, 800, 1, false],
      [8, 6, 2, false],
    ]);
    expect(photos[0]!.url).toMatch(new RegExp(`^/api/v1/property-photos/${UUID}\\.png$`));
    expect(photos[1]!.url).toMatch(/\.webp$/);
    expect(photos[2]!.url).toMatch(/\.gif$/);
    expect(photos[1]!.thumb_url).toMatch(new RegExp(`^/api/v1/property-photos/${UUID}-thumb\\.webp$`));

    const rows = await photoRows(property.id);
    expect(rows.map((row) => row.content_type)).toEqual(['image/png', 'image/webp', 'image/gif']);
    expect(rows.every((row) => row.size > 0)).toBe(true);

    const thumb = await t.call({ method: 'GET', url: photos[1]!.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });

    const detail = await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}` });
    expect(detail.json()).toMatchObject({ data: { cover: { id: photos[0]!.id }, photos: photos.map((photo) => ({ id: photo.id })) } });
  });

  it('turns photos upright and strips their metadata', async () => {
    const property = await insertProperty(t.database.db, realtor.id);
    const original = await sidewaysJpeg(40, 20);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    expect(original.includes('SecretCam')).toBe(true);
    const response = await upload(property.id, [file(original, 'IMG_0001.JPG', 'image/jpeg')]);
    expect(response.statusCode, response.body).toBe(200);
    const [photo] = photosOf(response);
    expect([photo!.width, photo!.height]).toEqual([20, 40]);
    const served = await t.call({ method: 'GET', url: photo!.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('SecretCam')).toBe(false);
  });

  it('adds to the gallery without moving the cover; the alias path works the same', async () => {
    const property = await insertProperty(t.database.db, realtor.id);
    await upload(property.id, [file(pngImage(), 'a.png')]);
    const response = await upload(property.id, [file(pngImage(), 'b.png'), file(pngImage(), 'c.png')], realtor.token, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(photosOf(response).map((photo) => [photo.position, photo.is_cover])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
  });

  describe('abuse', () => {
    it('refuses a .jpg whose bytes are a PDF, storing nothing (also not the good file beside it)', async () => {
      const property = await insertProperty(t.database.db, realtor.id);
      const before = await storedFiles();
      const response = await upload(property.id, [file(pngImage(), 'fine.png'), file(pdfDocument(), 'house.jpg', 'image/jpeg')]);
      expectError(response, 422, m.photoNotImage, { images: m.photoNotImage });
      expect(await storedFiles()).toEqual(before);
      expect(await photoRows(property.id)).toEqual([]);
    });

    it('refuses bytes that only start like an image', async () => {
      const property = await insertProperty(t.database.db, realtor.id);
      const broken = Buffer.concat([pngImage().subarray(0, 40), Buffer.from('not really pixels')]);
      expectError(await upload(property.id, [file(broken, 'broken.png')]), 422, m.photoNotImage);
      expectError(await upload(property.id, [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml')]), 422, m.photoNotImage);
      expect(await photoRows(property.id)).toEqual([]);
    });

    it('refuses a file over 15 MB with 413, storing nothing', async () => {
      const property = await insertProperty(t.database.db, realtor.id);
      const before = await storedFiles();
      const huge = Buffer.concat([pngImage(), Buffer.alloc(15 * 1024 * 1024 + 1 - pngImage().length)]);
      const response = await upload(property.id, [file(pngImage(), 'first.png'), file(huge, 'huge.png')]);
      expectError(response, 413, m.photoTooLarge);
      expect(await storedFiles()).toEqual(before);
      expect(await photoRows(property.id)).toEqual([]);
    });

    it('stores a path-like file name under a random key, inside the photo folder', async () => {
      const property = await insertProperty(t.database.db, realtor.id);
      const before = new Set(await storedFiles());
      const response = await upload(property.id, [file(pngImage(), '../../../etc/passwd'), file(pngImage(), '..\\..\\boot.ini')]);
      expect(response.statusCode, response.body).toBe(200);
      const added = (await storedFiles()).filter((path) => !before.has(path));
      expect(added).toHaveLength(4);
      for (const path of added) expect(path).toMatch(new RegExp(`^property-photos/${UUID}(-thumb)?\\.(png|webp)$`));
      const rows = await photoRows(property.id);
      expect(rows.every((row) => !row.storage_key.includes('passwd') && !row.storage_key.includes('..'))).toBe(true);
    });

    it('refuses more than 40 photos per listing and more than 20 per upload', async () => {
      const property = await insertProperty(t.database.db, realtor.id);
      await t.database.db.insert(propertyPhotos).values(
        Array.from({ length: 39 }, (_, n) => ({ property_id: property.id, storage_key: `property-photos/x${n}.png`, thumb_key: `property-photos/x${n}-thumb.webp`, content_type: 'image/png', width: 1, height: 1, size: 1, position: n })),
      );
      const before = await storedFiles();
      expectError(await upload(property.id, [file(pngImage(), 'a.png'), file(pngImage(), 'b.png')]), 422, m.tooManyPhotos);
      expect(await storedFiles()).toEqual(before);
      expect((await upload(property.id, [file(pngImage(), 'a.png')])).statusCode).toBe(200);
      expectError(await upload(property.id, [file(pngImage(), 'b.png')]), 422, m.tooManyPhotos);

      const other = await insertProperty(t.database.db, realtor.id);
      const many = Array.from({ length: 21 }, (_, n) => file(pngImage(), `${n}.png`));
      expectError(await upload(other.id, many), 422, m.tooManyPhotosAtOnce);
      expect(await photoRows(other.id)).toEqual([]);
      const twenty = await upload(other.id, many.slice(0, 20));
      expect(twenty.statusCode, twenty.body).toBe(200);
      expect(await photoRows(other.id)).toHaveLength(20);
    });

    it('answers 422 without files, 415 for a JSON body, 400 for a broken form', async () => {
      const property = await insertProperty(t.database.db, realtor.id);
      expectError(await upload(property.id, [{ name: 'note', value: 'no files' }]), 422, m.noFiles);
      const json = await t.call({ method: 'POST', url: `/api/v1/propertie_upload_images/${property.id}`, token: realtor.token, payload: { images: [] } });
      expect(json.statusCode).toBe(415);
      const broken = await t.call({
        method: 'POST',
        url: `/api/v1/propertie_upload_images/${property.id}`,
        token: realtor.token,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nunterminated',
      });
      expect(broken.statusCode).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode).toBeLessThan(500);
    });
  });

  describe('who may upload', () => {
    it('not another realtor, a buyer or an anonymous visitor; nothing stored', async () => {
      const property = await insertProperty(t.database.db, realtor.id);
      const before = await storedFiles();
      const other = await t.user({ roles: ['Realtor'] });
      const buyer = await t.user({ roles: ['Buyer'] });
      expectError(await upload(property.id, [file(pngImage(), 'a.png')], other.token), 403, 'This action is unauthorized.');
      expectError(await upload(property.id, [file(pngImage(), 'a.png')], buyer.token), 403, 'This action is unauthorized.');
      expectError(await upload(property.id, [file(pngImage(), 'a.png')], null), 401, 'Unauthenticated.');
      expect(await storedFiles()).toEqual(before);
      expect(await photoRows(property.id)).toEqual([]);
    });

    it('an admin may; an unknown listing is 404', async () => {
      const property = await insertProperty(t.database.db, realtor.id);
      const admin = await t.user({ roles: ['Admin'] });
      expect((await upload(property.id, [file(pngImage(), 'a.png')], admin.token)).statusCode).toBe(200);
      expectError(await upload(987_654, [file(pngImage(), 'a.png')]), 404, m.notFound);
    });
  });
});

describe('arranging and deleting photos', () => {
  async function gallery(count: number) {
    const property = await insertProperty(t.database.db, realtor.id);
    const parts = Array.from({ length: count }, (_, n) => file(pngImage(n + 1, 1), `${n}.png`));
    const response = await upload(property.id, parts);
    return { property, photos: photosOf(response) };
  }

  it('PUT reorders and chooses the cover', async () => {
    const { property, photos } = await gallery(3);
    const order = [photos[2]!.id, photos[0]!.id, photos[1]!.id];
    const response = await t.call({ method: 'PUT', url: `/api/v1/properties/${property.id}/photos`, token: realtor.token, payload: { order, cover_photo_id: photos[1]!.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(photosOf(response).map((photo) => [photo.id, photo.is_cover])).toEqual([
      [photos[2]!.id, false],
      [photos[0]!.id, false],
      [photos[1]!.id, true],
    ]);
    const list = await t.call({ method: 'GET', url: `/api/v1/properties?q=${encodeURIComponent(property.street_address)}` });
    expect((list.json() as { data: { cover: Photo }[] }).data[0]!.cover.id).toBe(photos[1]!.id);
  });

  it('PUT refuses an order that is not every photo once, and a cover from elsewhere', async () => {
    const { property, photos } = await gallery(2);
    const other = await gallery(1);
    const url = `/api/v1/properties/${property.id}/photos`;
    for (const order of [[photos[0]!.id], [photos[0]!.id, photos[0]!.id], [photos[0]!.id, other.photos[0]!.id]]) {
      expectError(await t.call({ method: 'PUT', url, token: realtor.token, payload: { order } }), 422, m.photoOrderInvalid);
    }
    expectError(await t.call({ method: 'PUT', url, token: realtor.token, payload: { cover_photo_id: other.photos[0]!.id } }), 422, m.photoNotFound);
    expect((await photoRows(property.id)).map((row) => row.id)).toEqual(photos.map((photo) => photo.id));
  });

  it('DELETE removes the row and both files; the next photo becomes the cover', async () => {
    const { property, photos } = await gallery(2);
    const [cover] = await photoRows(property.id);
    const response = await t.call({ method: 'DELETE', url: `/api/v1/properties/${property.id}/photos/${photos[0]!.id}`, token: realtor.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(photosOf(response)).toEqual([expect.objectContaining({ id: photos[1]!.id, is_cover: true })]);
    const files = await storedFiles();
    expect(files).not.toContain(cover!.storage_key);
    expect(files).not.toContain(cover!.thumb_key);
    expect((await t.call({ method: 'GET', url: photos[0]!.url })).statusCode).toBe(404);
    expectError(await t.call({ method: 'DELETE', url: `/api/v1/properties/${property.id}/photos/${photos[0]!.id}`, token: realtor.token }), 404, m.photoNotFound);
  });

  it('only the listing\u2019s realtor or an admin may arrange or delete', async () => {
    const { property, photos } = await gallery(2);
    const other = await t.user({ roles: ['Realtor'] });
    const url = `/api/v1/properties/${property.id}/photos`;
    expectError(await t.call({ method: 'PUT', url, token: other.token, payload: { cover_photo_id: photos[1]!.id } }), 403, 'This action is unauthorized.');
    expectError(await t.call({ method: 'DELETE', url: `${url}/${photos[0]!.id}`, token: other.token }), 403, 'This action is unauthorized.');
    expectError(await t.call({ method: 'DELETE', url: `${url}/${photos[0]!.id}` }), 401, 'Unauthenticated.');
    expect(await photoRows(property.id)).toHaveLength(2);
    expect((await photoRows(property.id))[0]!.is_cover).toBe(true);
    const admin = await t.user({ roles: ['Admin'] });
    expect((await t.call({ method: 'DELETE', url: `${url}/${photos[0]!.id}`, token: admin.token })).statusCode).toBe(200);
  });
});

describe('GET /property-photos/{file}', () => {
  it('serves a photo publicly with its type, long caching and nosniff', async () => {
    const property = await insertProperty(t.database.db, realtor.id);
    const [photo] = photosOf(await upload(property.id, [file(pngImage(3, 3), 'a.png')]));
    const response = await t.call({ method: 'GET', url: photo!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('png');
  });

  it('answers 404 for names that are not ours, however crafted', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'passwd', `${'a'.repeat(36)}.png`, '00000000-0000-0000-0000-000000000000.png', '00000000-0000-0000-0000-000000000000.svg', '%2e%2e', 'x.png%00.png']) {
      const response = await t.call({ method: 'GET', url: `/api/v1/property-photos/${name}` });
      expect([404, 422], name).toContain(response.statusCode);
    }
  });
});
