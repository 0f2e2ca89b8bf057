import { randomBytes } from 'node:crypto';
import type { UserRole } from '@zakazi/contract';
import sharp from 'sharp';
import { bearer, tokenFor } from './auth.ts';
import { createBusiness, createUser, type Business, type BusinessInput } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** Helpers for the business-management tests (issue 5): owners with their business, requests, image bytes. */

export type Caller = { id: number; role: UserRole; headers: { authorization: string } };

export async function caller(ctx: TestContext, role: UserRole): Promise<Caller> {
  const user = await createUser(ctx.db, { role });
  return { id: user.id, role, headers: bearer(await tokenFor(ctx, { id: user.id, role })) };
}

/** An Administrator and the business they own (factory defaults: complete and published, unless the input says otherwise). */
export async function ownerWithBusiness(ctx: TestContext, input: BusinessInput = {}): Promise<{ owner: Caller; business: Business }> {
  const owner = await caller(ctx, 'Administrator');
  const business = await createBusiness(ctx.db, { ...input, ownerUserId: owner.id });
  return { owner, business };
}

/** An inject call with a JSON body; answers status and parsed body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test names the body's type when it reads more than a field or two
export async function send<T = any>(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Caller | null,
  payload?: object,
): Promise<{ status: number; body: T }> {
  const res = await ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload !== undefined ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? (res.json() as T) : (undefined as T) };
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----zakazi${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `bytes` as the business's image through the API. */
export async function uploadImage(
  ctx: TestContext,
  who: Caller | null,
  entitetId: number,
  bytes: Buffer,
  o: { filename?: string; contentType?: string; field?: string } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the body is a Slika or an error body; the tests read either
): Promise<{ status: number; body: any }> {
  const body = multipartFile(o.field ?? 'imageFile', o.filename ?? 'slika.png', o.contentType ?? 'image/png', bytes);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/EntitetImages/${entitetId}/upload`,
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A real PNG carrying EXIF text (as a camera or phone would: here a "location" in the description). */
export function pngWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b8860b' } })
    .png()
    .withExif({ IFD0: { ImageDescription: 'GPS 44.8176 20.4569 tajna', Copyright: 'Vlasnik' } })
    .toBuffer();
}

export function jpeg(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#26a69a' } }).jpeg().toBuffer();
}

export function webp(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#9c27b0' } }).webp().toBuffer();
}
