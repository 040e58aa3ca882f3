import { encodeFormFields } from '@questboard/contract/form-fields';
import sharp from 'sharp';

/** A multipart body as the web app sends it: bracket names, blanks left out, files as PNG blobs. */
export function formOf(fields: Record<string, unknown>, files: Record<string, Buffer> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of encodeFormFields(fields)) form.append(name, value);
  for (const [name, data] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(data)], { type: 'image/png' }), `${name}.png`);
  }
  return form;
}

/** A small real PNG. */
export const png = (size = 32) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#ff8800' } })
    .png()
    .toBuffer();
